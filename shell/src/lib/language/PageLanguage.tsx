import { useEffect, type ReactNode } from 'react';
import type { I18n } from '@lingui/core';
import { catalogueOf } from 'shared/i18n/languages';
import { ModuleLanguage, type ModuleCatalogues } from 'shared/ui/ModuleLanguage';

/** Where this browser keeps the language the portal last spoke: the static frame (index.html) is drawn in it. */
export const LANGUAGE_STORAGE_KEY = 'admin-portal-language';

/**
 * A page of the shell in the language of `locale`, with its catalogues (the portal's, or the sign-in
 * page's own); the page's `lang` follows, for screen readers and fonts, and this browser remembers it
 * for the frame drawn before the next start's scripts.
 */
export function PageLanguage({ i18n, catalogues, locale, children }: { i18n: I18n; catalogues: ModuleCatalogues; locale: string; children: ReactNode }) {
  useEffect(() => {
    const language = catalogueOf(locale);
    document.documentElement.lang = language;
    try {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Storage refused: the next start's frame is drawn in English, the portal in the person's language.
    }
  }, [locale]);
  return (
    <ModuleLanguage i18n={i18n} catalogues={catalogues} locale={locale}>
      {children}
    </ModuleLanguage>
  );
}
