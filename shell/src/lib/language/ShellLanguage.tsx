import { useEffect, type ReactNode } from 'react';
import { catalogueOf } from 'shared/i18n/languages';
import { ModuleLanguage } from 'shared/ui/ModuleLanguage';
import { useSignInLanguage } from './signInLanguage';
import { moduleCatalogues, moduleI18n } from '../../locales/catalogues';

/** Where this browser keeps the language the portal last spoke: the static frame (index.html) is drawn in it. */
export const LANGUAGE_STORAGE_KEY = 'admin-portal-language';

/**
 * The shell's screens in the language of `locale`; the page's `lang` follows, for screen readers and
 * fonts, and this browser remembers it for the frame drawn before the next start's scripts.
 */
export function ShellLanguage({ locale, children }: { locale: string; children: ReactNode }) {
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
    <ModuleLanguage i18n={moduleI18n} catalogues={moduleCatalogues} locale={locale}>
      {children}
    </ModuleLanguage>
  );
}

/** The stand-alone sign-in page (no store: nothing here reads the preferences): the browser's language or the page's own choice. */
export function SignInPageLanguage({ children }: { children: ReactNode }) {
  return <ShellLanguage locale={useSignInLanguage()}>{children}</ShellLanguage>;
}
