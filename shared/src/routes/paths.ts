// Every path of the portal, written once: the shell's routes, the sidebar, the palette, the
// menus and the links one module makes into another.

export const PATHS = {
  dashboard: '/dashboard',
  registrations: '/registrations',
  payments: '/payments',
  audit: '/audit',
  profile: '/profile',
  settings: '/settings',
  signIn: '/auth/sign-in',
  accessDenied: '/403',
} as const;

/** One registration's page. */
export const registrationPath = (registrationId: string) => `${PATHS.registrations}/${encodeURIComponent(registrationId)}`;
