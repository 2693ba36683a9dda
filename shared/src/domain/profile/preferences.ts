import { z } from 'zod';
import { TABLE_DENSITIES, THEME_PREFERENCES, type Preferences } from 'shared/platform/settings/preferences';
import { MULTI_VALUE_FILTERS } from '../registrations/list-rules';
import { normalizedText } from '../common/text-schema';
import { PSEUDO_LOCALE } from '../../i18n/languages';

// The spec's Preferences entity: one per staff account, kept by the API so that it follows the
// person to another device (GET and PUT /admin/profile/preferences), and the registrations list's
// saved views (/admin/registration-views).

/** The locales the Preferences tab offers: Indian English first (the spec's default), then English elsewhere and India's larger languages. */
export const LOCALES = [
  { value: 'en-IN', label: 'English (India)' },
  { value: 'en-GB', label: 'English (United Kingdom)' },
  { value: 'en-US', label: 'English (United States)' },
  { value: 'hi-IN', label: 'हिन्दी (Hindi)' },
  { value: 'bn-IN', label: 'বাংলা (Bengali)' },
  { value: 'mr-IN', label: 'मराठी (Marathi)' },
  { value: 'ta-IN', label: 'தமிழ் (Tamil)' },
  { value: 'te-IN', label: 'తెలుగు (Telugu)' },
  { value: 'kn-IN', label: 'ಕನ್ನಡ (Kannada)' },
] as const;
/** A locale stored: one the tab offers, or the pseudo-locale, which only a test sets (through the API) and the tab does not offer. */
export type PortalLocale = (typeof LOCALES)[number]['value'] | typeof PSEUDO_LOCALE;
const STORED_LOCALES: PortalLocale[] = [...LOCALES.map((locale) => locale.value), PSEUDO_LOCALE];

/** Whether the runtime knows the IANA time zone (it throws a RangeError for an unknown one). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** PUT /admin/profile/preferences: the whole set (the type and defaults are the platform contract's). */
export const preferencesSchema = z.strictObject({
  theme: z.enum(THEME_PREFERENCES),
  timezone: z.string().min(1).max(64).refine(isTimeZone, 'Unknown time zone'),
  locale: z.enum(STORED_LOCALES as [PortalLocale, ...PortalLocale[]]),
  tableDensity: z.enum(TABLE_DENSITIES),
  keyboardShortcuts: z.boolean(),
  emailNotifications: z.boolean(),
  paymentNotifications: z.boolean(),
  disqualificationNotifications: z.boolean(),
  exportNotifications: z.boolean(),
}) satisfies z.ZodType<Preferences>;

// ---- Saved views of the registrations list

/** The address parameters a view keeps: the list's search, filters, sort, page size, columns and density. */
export const VIEW_PARAMS = ['q', 'school', 'center', ...MULTI_VALUE_FILTERS, 'sort', 'order', 'size', 'columns', 'density'] as const;
export const VIEW_QUERY_MAX = 2000;
export const VIEW_NAME_MAX = 60;
/** Saved views one person may keep (their own, shared or not). */
export const MAX_SAVED_VIEWS_PER_PERSON = 100;

/** A view's list state as the list writes it in its address (`status=active&sort=name&order=asc`). */
const viewQuery = z
  .string()
  .max(VIEW_QUERY_MAX, `A view's list state must be at most ${VIEW_QUERY_MAX} characters`)
  .refine((query) => !query.startsWith('?'), 'Send the list state without the leading ?')
  .refine(
    (query) => [...new URLSearchParams(query).keys()].every((key) => (VIEW_PARAMS as readonly string[]).includes(key)),
    "Only the list's search, filters, sort, page size, columns and density can be saved",
  );

export const registrationViewBodySchema = z.strictObject({
  name: normalizedText().min(1, 'Name the view').max(VIEW_NAME_MAX, `A view's name must be at most ${VIEW_NAME_MAX} characters`),
  query: viewQuery,
  /** Shared with the whole organisation; sharing needs the admin permission. */
  shared: z.boolean(),
});
export type RegistrationViewBody = z.infer<typeof registrationViewBodySchema>;

export const registrationViewParamsSchema = z.strictObject({ id: z.uuid('Not a view id') });

/** PUT /admin/registration-views/default: the view the list opens with, or none. */
export const defaultViewBodySchema = z.strictObject({ id: z.uuid('Not a view id').nullable() });
