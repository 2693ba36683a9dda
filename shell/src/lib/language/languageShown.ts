import type { I18n } from '@lingui/core';
import { catalogueOf, SOURCE_LANGUAGE } from 'shared/i18n/languages';
import type { ModuleCatalogues } from 'shared/ui/ModuleLanguage';

/**
 * Resolves once `i18n` speaks the language of `locale` (at once if it does), or once that
 * language's catalogue has failed to come, the screens staying in English. What a change of
 * language says about itself ("Preferences saved") is then said in the new language, however long
 * its catalogue takes to come.
 */
export function languageShown(i18n: I18n, catalogues: ModuleCatalogues, locale: string): Promise<void> {
  const language = catalogueOf(locale);
  if (i18n.locale === language) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = i18n.on('change', () => {
      if (i18n.locale !== language) return;
      stop();
      resolve();
    });
    if (language !== SOURCE_LANGUAGE)
      catalogues.load(language).catch(() => {
        stop();
        resolve();
      });
  });
}
