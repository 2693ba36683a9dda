import type { I18n, Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { useEffect, type ReactNode } from 'react';
import { languageOf, SOURCE_LANGUAGE, type Language } from '../i18n/languages';

/** A module's catalogues: English as part of its code, another language fetched when first asked for. */
export interface ModuleCatalogues {
  english: Messages;
  load: (language: Exclude<Language, typeof SOURCE_LANGUAGE>) => Promise<Messages>;
}

/**
 * What numbers and plurals in messages are written with: the person's own locale where it is of the
 * language shown (en-US reading English keeps 123,456), else the language's (bn-IN reads English with
 * English plural rules).
 */
export function formatLocalesOf(locale: string, language: Language): string[] {
  return locale.split(/[-_]/)[0]?.toLowerCase() === language.split('-')[0] ? [locale] : [language];
}

/** Activates English at once, so a module's first render never waits for a catalogue. */
function activateEnglish(i18n: I18n, english: Messages, locale: string) {
  if (!i18n.locale) i18n.loadAndActivate({ locale: SOURCE_LANGUAGE, locales: formatLocalesOf(locale, SOURCE_LANGUAGE), messages: english });
}

/**
 * Draws a module's screens in the language of `locale` with the module's own catalogues (each
 * module ships its own, issue 63): English at once, another language once its catalogue has come
 * (meanwhile, and if it never comes, English; a message it lacks was compiled in English).
 */
export function ModuleLanguage({ i18n, catalogues, locale, children }: { i18n: I18n; catalogues: ModuleCatalogues; locale: string; children: ReactNode }) {
  activateEnglish(i18n, catalogues.english, locale);
  const language = languageOf(locale);
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
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
