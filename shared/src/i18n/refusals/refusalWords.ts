// The API's refusals in the person's language (issue 63): the API answers a `code` beside its
// English `message`, and a module shows the code's words where it has them. They are not in the
// module's catalogue: English shows the API's message and carries none of them, and Hindi, Tamil
// (and the pseudo-locale) fetch them apart, in chunks of their own, into the module's messages.
import type { I18n } from '@lingui/core';
import type { CatalogueLanguage, SOURCE_LANGUAGE } from 'shared/i18n/languages';

/** Where a refusal's words are kept among a module's messages (its own are keyed by hashes of their English). */
const keyOf = (code: string) => `refusal:${code}`;

/** Fetches the refusals' words in `language` (refusalCatalogues.ts, in chunks of their own) into `i18n`, the module's messages. */
export async function loadRefusalWords(i18n: I18n, language: Exclude<CatalogueLanguage, typeof SOURCE_LANGUAGE>): Promise<void> {
  const { compiledRefusals } = await import(/* webpackChunkName: "refusal-messages" */ './refusalCatalogues');
  const words = await compiledRefusals(language);
  i18n.load(language, Object.fromEntries(Object.entries(words).map(([code, compiled]) => [keyOf(code), compiled])));
}

/** The words of the refusal `code` in the language `i18n` reads, once fetched; undefined in English, before they come, or for a code they lack. */
export function refusalWordsIn(i18n: I18n, code: string): string | undefined {
  return i18n.messages[keyOf(code)] === undefined ? undefined : i18n._(keyOf(code));
}
