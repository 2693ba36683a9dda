// Fetched apart (refusalWords.ts): the refusals' words in a language, by code. A chunk of its own
// with the descriptors, and the language's compiled catalogue (shared/src/locales) another, so that
// no module's first load carries any of it.
import type { Messages } from '@lingui/core';
import type { CatalogueLanguage, SOURCE_LANGUAGE } from 'shared/i18n/languages';
import { REFUSAL_MESSAGES } from './refusalMessages';

/** Each refusal code's words in `language` as compiled, for the codes its catalogue has. */
export async function compiledRefusals(language: Exclude<CatalogueLanguage, typeof SOURCE_LANGUAGE>): Promise<Messages> {
  const { messages } = (await import(/* webpackChunkName: "refusals-[request]", webpackExclude: /en-IN/ */ `../../locales/${language}/messages.ts`)) as {
    messages: Messages;
  };
  return Object.fromEntries(Object.entries(REFUSAL_MESSAGES).flatMap(([code, { id }]) => (messages[id] === undefined ? [] : [[code, messages[id]] as const])));
}
