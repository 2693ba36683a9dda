import { formatDate } from 'shared/format/dates';
import { DEFAULT_PREFERENCES, TABLE_DENSITIES, THEME_PREFERENCES, type Preferences } from 'shared/platform/settings/preferences';

// The signed-in person's preferences as this browser last read them, with whose they are. A screen
// otherwise waits for them (its format) before asking for its own data: a round trip more before
// anything shows. Only the last person's are kept; another person's are never used.
const STORAGE_KEY = 'admin-portal-preferences';

const oneOf = (values: readonly string[], value: unknown) => typeof value === 'string' && values.includes(value);

/**
 * A format Intl accepts: a stored locale or time zone that it refuses would break every date. Tried
 * by writing a date, whose formatter the screen then reuses (building one is most of the cost).
 */
function usableFormat(locale: string, timeZone: string): boolean {
  try {
    formatDate(Date.now(), { locale, timeZone });
    return true;
  } catch {
    return false;
  }
}

function isPreferences(value: unknown): value is Preferences {
  if (typeof value !== 'object' || value === null) return false;
  const stored = value as Record<string, unknown>;
  return (
    Object.entries(DEFAULT_PREFERENCES).every(([key, fallback]) => typeof stored[key] === typeof fallback) &&
    oneOf(THEME_PREFERENCES, stored.theme) &&
    oneOf(TABLE_DENSITIES, stored.tableDensity) &&
    usableFormat(stored.locale as string, stored.timezone as string)
  );
}

/** The preferences this browser last read for `uid`; null if none, another person's, or unreadable. */
export function rememberedPreferences(uid: string): Preferences | null {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as { uid?: unknown; preferences?: unknown } | null;
    return stored?.uid === uid && isPreferences(stored.preferences) ? stored.preferences : null;
  } catch {
    return null;
  }
}

/** Keeps `uid`'s preferences for the next start; a browser that refuses (storage full or off) only starts as before. */
export function rememberPreferences(uid: string, preferences: Preferences): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ uid, preferences }));
  } catch {
    // Nothing kept: the next start waits for the API, as it did before this browser remembered.
  }
}
