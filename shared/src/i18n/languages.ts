// The languages the portal speaks (issue 63): English, Hindi and Tamil. A person's `locale`
// preference picks one; a locale of another language (en-GB, bn-IN, ...) reads in English with its
// own number and date formats.

export const LANGUAGES = ['en-IN', 'hi-IN', 'ta-IN'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The source of every message: the spec's English, part of each module's own code. */
export const SOURCE_LANGUAGE = 'en-IN' satisfies Language;

/** Each language by its own name, as a person looking for theirs reads it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  'en-IN': 'English',
  'hi-IN': 'हिन्दी',
  'ta-IN': 'தமிழ்',
};

/** 'hi-IN' -> 'hi-IN', 'hi' -> 'hi-IN', 'ta-LK' -> 'ta-IN', 'bn-IN' -> 'en-IN'. */
export function languageOf(locale: string): Language {
  const base = locale.split(/[-_]/)[0]?.toLowerCase();
  return LANGUAGES.find((language) => language.startsWith(`${base}-`)) ?? SOURCE_LANGUAGE;
}

/**
 * The pseudo-locale: not a language people choose (the Preferences tab does not offer it) but every
 * message of the source with its letters accented ("Ƥàŷḿēńţś"), compiled by Lingui from the English
 * like a translation and fetched like one. A person whose `locale` preference is exactly this tag
 * reads the portal in it, so that any text left outside the catalogues stands out in plain letters
 * (e2e/tests/pseudo-locale.test.ts walks every screen in it). Numbers and dates: English formats.
 */
export const PSEUDO_LOCALE = 'en-XA';

/** The catalogues each module ships: its languages' and the pseudo-locale's. */
export type CatalogueLanguage = Language | typeof PSEUDO_LOCALE;

/** The catalogue a person with `locale` reads: the pseudo-locale's for exactly its tag, else their language's (languageOf). */
export function catalogueOf(locale: string): CatalogueLanguage {
  return locale.toLowerCase() === PSEUDO_LOCALE.toLowerCase() ? PSEUDO_LOCALE : languageOf(locale);
}

/** Before anyone has signed in: the first of the browser's languages the portal speaks, else English. */
export function browserLanguage(preferred: readonly string[]): Language {
  for (const locale of preferred) {
    const language = languageOf(locale);
    if (language !== SOURCE_LANGUAGE || locale.toLowerCase().startsWith('en')) return language;
  }
  return SOURCE_LANGUAGE;
}
