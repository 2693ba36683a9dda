// The forms' messages in the person's language (issue 63). English needs no table: a schema's
// message is its English. Hindi, Tamil and the pseudo-locale fetch the table (formMessages.ts, a
// chunk of its own) at the person's first press or key, with the refusals' words (ModuleLanguage):
// a form's message answers something typed, so the words are there when it shows, and the 64
// messages are in no page's first load.
import type { I18n } from '@lingui/core';
import type { CatalogueLanguage, SOURCE_LANGUAGE } from 'shared/i18n/languages';

/** Where a schema's message is kept among the module's messages: its catalogue's id for that message. */
const keyOf = (english: string) => `form:${english}`;

/** Fetches the table of the forms' messages into `i18n`, the module's messages in `language`, each English pointing at its catalogue id. */
export async function loadFormWords(i18n: I18n, language: Exclude<CatalogueLanguage, typeof SOURCE_LANGUAGE>): Promise<void> {
  const { FORM_MESSAGES } = await import(/* webpackChunkName: "form-messages" */ './formMessages');
  i18n.load(language, Object.fromEntries(Object.entries(FORM_MESSAGES).map(([english, descriptor]) => [keyOf(english), descriptor.id])));
}

/** A schema's message in `i18n`'s language once the table has come; in English, before, or one the table lacks (a server's words, already the person's) as written. */
export function formMessageIn(i18n: I18n, message: string): string {
  const id = i18n.messages[keyOf(message)];
  return typeof id === 'string' ? i18n._(id) : message;
}
