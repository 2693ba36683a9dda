// The spec's Preferences entity: each staff member's own, kept by the API so that it follows the
// person to another device. Every module reads one cache entry of it (api/preferencesApi); the
// date and number format below is the part plain functions need, set by the shell.

export const THEME_PREFERENCES = ['system', 'light', 'dark'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];

/** The spec's Preferences.tableDensity values. */
export const TABLE_DENSITIES = ['comfortable', 'compact'] as const;
export type TableDensity = (typeof TABLE_DENSITIES)[number];

export interface Preferences {
  theme: ThemePreference;
  /** An IANA time zone. */
  timezone: string;
  /** A BCP 47 locale the Preferences tab offers. */
  locale: string;
  tableDensity: TableDensity;
  keyboardShortcuts: boolean;
  emailNotifications: boolean;
  paymentNotifications: boolean;
  disqualificationNotifications: boolean;
  exportNotifications: boolean;
}

/** Spec: time zone Asia/Kolkata, locale en-IN, every notification on except exports. */
export const DEFAULT_PREFERENCES: Preferences = {
  theme: 'system',
  timezone: 'Asia/Kolkata',
  locale: 'en-IN',
  tableDensity: 'comfortable',
  keyboardShortcuts: true,
  emailNotifications: true,
  paymentNotifications: true,
  disqualificationNotifications: true,
  exportNotifications: false,
};

/** How every date and number of the portal is written: the signed-in person's locale and time zone. */
export interface DisplayFormat {
  locale: string;
  timeZone: string;
}

let displayFormat: DisplayFormat = { locale: DEFAULT_PREFERENCES.locale, timeZone: DEFAULT_PREFERENCES.timezone };

/** Set by the shell when the preferences arrive; the shell then renders the screen again. */
export function setDisplayFormat(next: DisplayFormat): void {
  displayFormat = next;
}

export function currentDisplayFormat(): DisplayFormat {
  return displayFormat;
}
