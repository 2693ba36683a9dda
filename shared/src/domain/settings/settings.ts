import { z } from 'zod';
import { FEATURE_FLAG_KEYS } from 'shared/platform/settings/featureFlags';
import { HEX_COLOR } from './colour';
import { normalizedText } from '../common/text-schema';
import { DEFAULT_RECEIPT_PREFIX, RECEIPT_PREFIX_MESSAGE, RECEIPT_PREFIX_PATTERN } from '../payments/receipts';
import type { PaymentMode } from '../common/enums';
import type { Refusal } from '../common/refusal-codes';
import { LANGUAGES, SOURCE_LANGUAGE } from '../../i18n/languages';

// ---- What the Settings screen edits (superadmin only). Forms and API validate with these schemas.

export const ORGANIZATION_ADDRESS_MAX_LINES = 4;

/** Spec section 5: `#` and six hex digits. Address, phone and e-mail are printed on receipts; empty: not printed. */
export const organizationSettingsSchema = z.strictObject({
  name: normalizedText().min(1, 'Organization name is required').max(100, 'Organization name must be less than 100 characters'),
  primaryColor: z.string().regex(HEX_COLOR, 'Invalid color format'),
  address: normalizedText()
    .max(300, 'Address must be less than 300 characters')
    .refine((text) => text.split('\n').length <= ORGANIZATION_ADDRESS_MAX_LINES, `Address must fit in ${ORGANIZATION_ADDRESS_MAX_LINES} lines`),
  phone: normalizedText()
    .max(40, 'Phone must be less than 40 characters')
    .regex(/^[0-9+\-() ]*$/, 'Phone may hold digits, spaces, +, - and brackets only'),
  email: normalizedText().pipe(z.union([z.literal(''), z.email('Invalid email address').max(254, 'Invalid email address')])),
});
export type OrganizationSettings = z.infer<typeof organizationSettingsSchema>;

/** A write may leave out what screens built before them did not know: each keeps its stored value. */
const organizationUpdateSchema = organizationSettingsSchema.partial({ address: true, phone: true, email: true });

export const CURRENCIES = ['INR'] as const;

/** Where the payment ID format's running number goes. */
export const PAYMENT_ID_PLACEHOLDER = 'XXXXXX';

export const paymentSettingsSchema = z.strictObject({
  registrationFee: z.number().int('Fee must be a whole number of rupees').min(0, 'Fee must be 0 or greater').max(10_000_000, 'Fee is too large'),
  currency: z.enum(CURRENCIES),
  onlineEnabled: z.boolean(),
  offlineEnabled: z.boolean(),
  paymentIdFormat: normalizedText().min(1, 'Payment ID format is required').max(60, 'Payment ID format must be less than 60 characters'),
  receiptPrefix: z.string().regex(RECEIPT_PREFIX_PATTERN, RECEIPT_PREFIX_MESSAGE),
  /** Confirmations of this many rupees or more wait for a second admin; null: never. */
  approvalThreshold: z
    .number({ error: 'Use a whole number of rupees' })
    .int('Use a whole number of rupees')
    .min(1, 'Use at least 1 rupee, or leave it empty for no approvals')
    .max(10_000_000, 'Threshold is too large')
    .nullable(),
  /** The language receipts are printed in, for every registrant (issue 63). */
  receiptLanguage: z.enum(LANGUAGES, { error: 'Choose English, Hindi or Tamil' }),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The payment IDs a format gives: its text as written, the placeholder standing for six digits. */
export function paymentIdPattern(format: string): RegExp {
  return new RegExp(`^${format.split(PAYMENT_ID_PLACEHOLDER).map(escapeRegExp).join('\\d{6}')}$`);
}

/** The payment ID a format gives the number `n`. */
export const formatPaymentId = (format: string, n: number) => format.split(PAYMENT_ID_PLACEHOLDER).join(String(n).padStart(6, '0'));

/** Why a payment in `mode` is refused (the Payment settings switch that mode off), or null. */
export function paymentModeRefusal(payment: PaymentSettings, mode: PaymentMode): Refusal | null {
  const enabled = mode === 'online' ? payment.onlineEnabled : payment.offlineEnabled;
  if (enabled) return null;
  return {
    code: 'payment-mode-off',
    message: `${mode === 'online' ? 'Online' : 'Offline'} payments are switched off in Settings > Payment; a superadmin can switch them on.`,
  };
}

export const MIN_RETENTION_DAYS = 1;
export const MAX_RETENTION_DAYS = 3650;

export const auditSettingsSchema = z.strictObject({
  logProfileChanges: z.boolean(),
  dataRetentionDays: z
    .number()
    .int('Must be a whole number of days')
    .min(MIN_RETENTION_DAYS, 'Must be at least 1 day')
    .max(MAX_RETENTION_DAYS, 'Cannot exceed 10 years'),
});
export type AuditSettings = z.infer<typeof auditSettingsSchema>;

/** Spec section 3 defaults. */
export const DEFAULT_PAYMENT_SETTINGS: PaymentSettings = {
  registrationFee: 300,
  currency: 'INR',
  onlineEnabled: true,
  offlineEnabled: true,
  paymentIdFormat: `PAY-ABACUS-${PAYMENT_ID_PLACEHOLDER}`,
  receiptPrefix: DEFAULT_RECEIPT_PREFIX,
  approvalThreshold: null,
  receiptLanguage: SOURCE_LANGUAGE,
};
export const DEFAULT_AUDIT_SETTINGS: AuditSettings = { logProfileChanges: true, dataRetentionDays: 365 };

/** When the registry rolls a module version back on its own (GET /admin/releases). */
export const releaseSettingsSchema = z.strictObject({
  /** A version promoted to everyone is watched this long after. */
  watchMinutesAfterPromotion: z.number().int().min(0).max(1440),
  /** The reports looked at: the last this many minutes. */
  windowMinutes: z.number().int().min(1).max(120),
  /** Fewer people loading a version in the window than this say nothing (reports count per person). */
  minLoads: z.number().int().min(1).max(100000),
  /** The people who saw it fail, as a percentage of those who loaded it, at or past which a version is rolled back. */
  failurePercent: z.number().int().min(1).max(100),
  /** ...when also this many points above the version it replaces. */
  marginPoints: z.number().int().min(0).max(100),
});
export type ReleaseSettings = z.infer<typeof releaseSettingsSchema>;

export const DEFAULT_RELEASE_SETTINGS: ReleaseSettings = {
  watchMinutesAfterPromotion: 30,
  windowMinutes: 10,
  minLoads: 20,
  failurePercent: 20,
  marginPoints: 10,
};

export const SETTINGS_SECTIONS = ['organization', 'payment', 'audit', 'releases'] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

/** A section as stored: its value and the version a change must be made from. */
export interface Versioned<T> {
  value: T;
  version: number;
}

const version = z.number().int().min(1).optional();

/** PUT /admin/settings/{section}: the whole section plus the version it was edited from. */
export const SETTINGS_UPDATE_BODY_SCHEMAS = {
  organization: z.strictObject({ value: organizationUpdateSchema, version }),
  // A screen built before the receipt language leaves it out: the stored one stays.
  payment: z.strictObject({ value: paymentSettingsSchema.partial({ receiptLanguage: true }), version }),
  audit: z.strictObject({ value: auditSettingsSchema, version }),
  releases: z.strictObject({ value: releaseSettingsSchema, version }),
} as const;

export const featureFlagParamsSchema = z.strictObject({ key: z.enum(FEATURE_FLAG_KEYS) });
export const featureFlagBodySchema = z.strictObject({ enabled: z.boolean() });

// ---- Centers

export const centerInputSchema = z.strictObject({
  code: normalizedText().min(2, 'Center code must be at least 2 characters').max(10, 'Center code must be less than 10 characters'),
  name: normalizedText().min(2, 'Center name must be at least 2 characters').max(100, 'Center name must be less than 100 characters'),
  city: normalizedText().min(2, 'City name must be at least 2 characters').max(60, 'City name must be less than 60 characters'),
  contact: normalizedText().max(60, 'Contact must be less than 60 characters').optional(),
});
export type CenterInput = z.infer<typeof centerInputSchema>;
export const centerUpdateBodySchema = centerInputSchema.extend({ version });
export const centerIdParamsSchema = z.strictObject({ id: z.uuid('Unknown center') });

// ---- Staff accounts (the Users tab)

export const MANAGED_ROLES = ['admin', 'staff', 'viewer'] as const;
export type ManagedRole = (typeof MANAGED_ROLES)[number];

/** A staff member's centres, by code: empty means every centre. */
export const centerCodesSchema = z
  .array(normalizedText().min(1, 'A center code is required').max(10, 'Center codes are at most 10 characters'))
  .max(50, 'At most 50 centers');

/** PUT /admin/staff-accounts/{uid}/centers */
export const centersChangeBodySchema = z.strictObject({ centers: centerCodesSchema });

export const inviteBodySchema = z.strictObject({
  email: normalizedText().toLowerCase().pipe(z.email('Invalid email address')),
  role: z.enum(MANAGED_ROLES).default('viewer'),
  centers: centerCodesSchema.default([]),
});
export type InviteBody = z.input<typeof inviteBodySchema>;

export const staffAccountParamsSchema = z.strictObject({ uid: z.string().min(1).max(128) });
export const roleChangeBodySchema = z.strictObject({ role: z.enum(MANAGED_ROLES) });

/** An invited user's name, until they set one: the part of the e-mail before the @. */
export function nameFromEmail(email: string): string {
  return email.split('@')[0] ?? email;
}

// ---- Notification templates

/** The templates sent to registrants, by e-mail and SMS; the others are staff notices, by e-mail only. */
export const REGISTRANT_TEMPLATE_IDS: readonly string[] = ['registration-confirmation', 'payment-received', 'disqualification-notice'];

export const SMS_TEXT_MAX = 1000;

export const templateParamsSchema = z.strictObject({ id: z.string().min(1).max(64) });
/**
 * `?locale=` of the template calls: the version of that locale's language (`languageOf`: hi-IN and hi
 * read Hindi; a locale of a language the portal does not speak, en-GB or bn-IN, reads English). Left
 * out: English, as remotes built before it read and write.
 */
export const templateQuerySchema = z.strictObject({
  locale: z
    .string()
    .regex(/^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8}){0,3}$/, 'locale must be a BCP 47 locale such as hi-IN')
    .optional()
    .describe("The language's version to read or write: hi-IN, ta-IN or en-IN; another language's locale, English; left out, English"),
});
/** `smsText` and `dltTemplateId` left out keep their stored values, so screens built before them keep working. */
export const templateUpdateBodySchema = z.strictObject({
  subject: normalizedText().min(1, 'Subject is required').max(200, 'Subject must be less than 200 characters'),
  content: normalizedText().min(1, 'Content is required').max(5000, 'Content must be less than 5000 characters'),
  /** Empty: no SMS is sent with this template. */
  smsText: normalizedText().max(SMS_TEXT_MAX, `SMS text must be at most ${SMS_TEXT_MAX} characters`).optional(),
  /** The id India's DLT registry gave the SMS template; empty until it is registered. */
  dltTemplateId: z
    .string()
    .regex(/^\d{0,30}$/, 'DLT template ID must be digits only, at most 30')
    .optional(),
  version,
});
export type TemplateUpdateBody = z.infer<typeof templateUpdateBodySchema>;

/** Spec section 4: the values a preview renders with (and those of the variables templates gained since). */
export const TEMPLATE_PREVIEW_VALUES: Record<string, string> = {
  name: 'Rahul Sharma',
  registrationId: 'REG-2024-001',
  paymentId: 'PAY-ABACUS-000123',
  amount: '300',
  reason: 'Incomplete documentation',
  receiptNumber: 'RCPT/2627/000123',
  receiptLink: 'https://abacus.example.org/r/sample-link',
  invitedBy: 'superadmin@example.org',
  role: 'viewer',
  link: 'https://abacus.example.org/set-password',
  requestedBy: 'admin@example.org',
  portalLink: 'https://abacus.example.org/payments?view=approvals',
  actor: 'admin@example.org',
  centerCode: 'CHN01',
  kind: 'registrations',
};

/** Fills `{{variable}}` placeholders; an unknown variable stays as it was written. */
export function renderTemplate(text: string, values: Record<string, string> = TEMPLATE_PREVIEW_VALUES): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, key: string) => values[key] ?? placeholder);
}

// ---- Data tab: exports

export const EXPORT_KINDS = ['registrations', 'audit'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

export const exportBodySchema = z.strictObject({ kind: z.enum(EXPORT_KINDS) });
export const exportParamsSchema = z.strictObject({ id: z.uuid('Unknown export') });
