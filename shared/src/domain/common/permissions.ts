import { STAFF_ROLES, type Role, type StaffRole } from './enums';

export const PERMISSIONS = ['read', 'write', 'admin', 'settings'] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** Product decisions, "Roles and permissions": superadmin holds every permission. */
const PERMISSIONS_BY_ROLE: Record<Role, readonly Permission[]> = {
  superadmin: ['read', 'write', 'admin', 'settings'],
  admin: ['read', 'write', 'admin'],
  staff: ['read', 'write'],
  viewer: ['read'],
  user: [],
};

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** The Firebase custom claim `role`; anything else, or nothing, is 'user'. */
export function roleFromClaim(claim: unknown): Role {
  return isStaffRole(claim) ? claim : 'user';
}

export function can(role: Role, permission: Permission): boolean {
  return PERMISSIONS_BY_ROLE[role].includes(permission);
}

/**
 * Whether to offer Settings (sidebar, user menu, palette). Its route guard asks for `admin`
 * (spec), but the screen admits only the `settings` permission: admin would pass the guard and
 * meet Access Denied, so it is offered to whoever the screen admits.
 */
export function canUseSettings(role: Role): boolean {
  return can(role, 'settings');
}
