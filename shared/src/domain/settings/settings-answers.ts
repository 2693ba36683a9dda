import { z } from 'zod';
import { FEATURE_FLAG_KEYS, type FeatureFlags, type PortalSettings } from 'shared/platform/settings/featureFlags';
import type { CenterScope } from 'shared/platform/api/centerScope';
import { answer, isoInstant } from '../common/answers';
import { STAFF_ACCOUNT_STATUSES, STAFF_ROLES } from '../common/enums';
import { serverOwned } from '../common/server-owned';
import { LOGO_TYPES } from './logo';
import { auditSettingsSchema, EXPORT_KINDS, organizationSettingsSchema, paymentSettingsSchema, releaseSettingsSchema } from './settings';

// The answers of the settings calls (settings, centres, staff accounts, templates, exports). Kept
// out of settings.ts, whose values the screens load, so that no answer schema reaches a screen's
// bundle: screens import these types only with `import type`.

const featureFlagsSchema = answer<FeatureFlags>()(
  z.strictObject(Object.fromEntries(FEATURE_FLAG_KEYS.map((key) => [key, z.boolean()])) as Record<keyof FeatureFlags, z.ZodBoolean>),
);

/** GET /settings: what every screen reads (the platform contract's shape). */
export const portalSettingsSchema = answer<PortalSettings>()(
  z.strictObject({
    organization: z.strictObject({ name: z.string(), primaryColor: z.string() }),
    featureFlags: featureFlagsSchema,
    payment: paymentSettingsSchema.pick({ approvalThreshold: true }),
  }),
);

const versioned = <T extends z.ZodType>(value: T) => z.strictObject({ value, version: serverOwned(z.number().int()) });

/** The answer of PUT /admin/settings/{section}, by section. */
export const SETTINGS_SECTION_ANSWERS = {
  organization: versioned(organizationSettingsSchema),
  payment: versioned(paymentSettingsSchema),
  audit: versioned(auditSettingsSchema),
  releases: versioned(releaseSettingsSchema),
} as const;

export const featureFlagsAnswerSchema = versioned(featureFlagsSchema);

/** GET and PUT /admin/settings/organization/logo: the logo receipts print, its bytes in base64 for the screen's preview; null: none. */
export const organizationLogoAnswerSchema = z.strictObject({
  logo: z
    .strictObject({
      contentType: z.enum(LOGO_TYPES),
      base64: z.string(),
      bytes: z.number().int(),
      width: z.number().int(),
      height: z.number().int(),
      updatedAt: isoInstant,
      updatedBy: z.string(),
    })
    .nullable(),
});
export type OrganizationLogoAnswer = z.infer<typeof organizationLogoAnswerSchema>;

/** GET /admin/settings (superadmin). */
export const settingsSnapshotSchema = z.strictObject({ ...SETTINGS_SECTION_ANSWERS, featureFlags: featureFlagsAnswerSchema });
export type SettingsSnapshot = z.infer<typeof settingsSnapshotSchema>;

/** A centre; PUT /admin/centers/{id} takes it back whole. */
export const centerSchema = z.strictObject({
  id: serverOwned(z.string()),
  code: z.string(),
  name: z.string(),
  city: z.string(),
  contact: z.string().optional(),
  version: serverOwned(z.number().int()),
});
export type Center = z.infer<typeof centerSchema>;

/** A centre as the registration screens name it. */
export type CenterSummary = Pick<Center, 'code' | 'name' | 'city'>;

/**
 * GET /admin/registrations/centers: the centres whose registrations the signed-in person sees, in
 * code order; `allCenters` when they see every centre (their scope is empty, or they are a superadmin).
 */
export const centerScopeSchema = answer<CenterScope>()(
  z.strictObject({
    centers: z.array(z.strictObject({ code: z.string(), name: z.string(), city: z.string() })),
    allCenters: z.boolean().describe('The person sees every centre'),
  }),
);

export const managedUserSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum([...STAFF_ROLES, 'user']),
  status: z.enum(STAFF_ACCOUNT_STATUSES),
  lastActive: isoInstant.nullable().describe('ISO 8601, or null when never seen'),
  /** Always empty for a superadmin. */
  centers: z.array(z.string()).describe('Codes of the centres the person sees; empty: every centre'),
});
export type ManagedUser = z.infer<typeof managedUserSchema>;

/**
 * POST /admin/staff-accounts (and .../{uid}/reinvite) answers the account and the link that sets its
 * password; `emailed`: the link was queued to the person's e-mail with an SMTP server configured to
 * send it (it may still fail: the Messages screen says), so the screen need not show it.
 */
export const invitationSchema = z.strictObject({
  user: managedUserSchema,
  passwordSetLink: z.string(),
  emailed: z.boolean().describe('The link was queued to the e-mail with an SMTP server configured; false: hand it over yourself'),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** A template; PUT /admin/notification-templates/{id} takes it back whole, with its subject, content and SMS changed. */
export const notificationTemplateSchema = z.strictObject({
  id: serverOwned(z.string()),
  name: serverOwned(z.string()),
  subject: z.string(),
  content: z.string(),
  smsText: z.string().describe('The SMS sent beside the e-mail; empty: none'),
  dltTemplateId: z.string().describe("The SMS template's id in India's DLT registry; empty until registered"),
  variables: serverOwned(z.array(z.string())),
  version: serverOwned(z.number().int()),
});
export type NotificationTemplate = z.infer<typeof notificationTemplateSchema>;

export const dataExportSchema = z.strictObject({
  id: z.string(),
  kind: z.enum(EXPORT_KINDS),
  status: z.enum(['running', 'completed', 'failed']),
  rowsTotal: z.number().int(),
  rowsDone: z.number().int(),
  sizeBytes: z.number().int(),
  fileName: z.string(),
  createdAt: isoInstant,
  completedAt: isoInstant.nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;
