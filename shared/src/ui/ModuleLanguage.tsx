import type { I18n, Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { useEffect, type ReactNode } from 'react';
import { catalogueOf, SOURCE_LANGUAGE, type CatalogueLanguage } from '../i18n/languages';
import { loadFormWords } from '../forms/formWords';
import { loadRefusalWords } from '../i18n/refusals/refusalWords';

/** A module's catalogues: English as part of its code, another language fetched when first asked for. */
export interface ModuleCatalogues {
  english: Messages;
  load: (language: Exclude<CatalogueLanguage, typeof SOURCE_LANGUAGE>) => Promise<Messages>;
}

/**
 * What numbers and plurals in messages are written with: the person's own locale where it is of the
 * language shown (en-US reading English keeps 123,456), else the language's (bn-IN reads English with
 * English plural rules).
 */
export function formatLocalesOf(locale: string, language: CatalogueLanguage): string[] {
  return locale.split(/[-_]/)[0]?.toLowerCase() === language.split('-')[0] ? [locale] : [language];
}

/** Activates English at once, so a module's first render never waits for a catalogue. */
function activateEnglish(i18n: I18n, english: Messages, locale: string) {
  if (!i18n.locale) i18n.loadAndActivate({ locale: SOURCE_LANGUAGE, locales: formatLocalesOf(locale, SOURCE_LANGUAGE), messages: english });
}

const INPUTS = ['pointerdown', 'keydown'] as const;

/** Runs `work` once, at the person's first press of a pointer or a key on the page; the cleanup it answers cancels it. */
function atFirstInput(work: () => void): () => void {
  const stop = () => INPUTS.forEach((input) => window.removeEventListener(input, once, true));
  function once() {
    stop();
    work();
  }
  INPUTS.forEach((input) => window.addEventListener(input, once, { capture: true, passive: true }));
  return stop;
}

/**
 * Draws a module's screens in the language of `locale` with the module's own catalogues (each
 * module ships its own, issue 63): English at once, another language once its catalogue has come
 * (meanwhile, and if it never comes, English; a message it lacks was compiled in English). The
 * API's refusals and the forms' messages in that language come apart, at the person's first press or
 * key: each answers something they did, so the words are there when it shows, and a page only looked at never fetches
 * them (first-load bytes, issue 63). A refusal shown before shows as the API said it, and one drawn
 * from a failed read turns to the language's words when they come.
 */
export function ModuleLanguage({ i18n, catalogues, locale, children }: { i18n: I18n; catalogues: ModuleCatalogues; locale: string; children: ReactNode }) {
  activateEnglish(i18n, catalogues.english, locale);
  const language = catalogueOf(locale);
  useEffect(() => {
    const locales = formatLocalesOf(locale, language);
    if (language === i18n.locale && locales.join() === [i18n.locales ?? []].flat().join()) return;
    if (language === SOURCE_LANGUAGE) return i18n.activate(language, locales);
    let wanted = true;
    // Asked again at every change: once fetched, the module's import answers from its own cache.
    catalogues.load(language).then(
      (messages) => {
        i18n.load(language, messages);
        if (wanted) i18n.activate(language, locales);
      },
      // A catalogue that cannot be fetched leaves the screen in English; the next change of language tries again.
      () => undefined,
    );
    return () => {
      wanted = false;
    };
  }, [i18n, catalogues, language, locale]);
  useEffect(() => {
    if (language === SOURCE_LANGUAGE) return;
    // One that cannot be fetched leaves refusals or a form's messages in English; the next change of language tries again.
    return atFirstInput(() => {
      void loadRefusalWords(i18n, language).catch(() => undefined);
      void loadFormWords(i18n, language).catch(() => undefined);
    });
  }, [i18n, language]);
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
