import { useEffect, type ReactNode } from 'react';
import { languageOf } from 'shared/i18n/languages';
import { ModuleLanguage } from 'shared/ui/ModuleLanguage';
import { useSignInLanguage } from './signInLanguage';
import { moduleCatalogues, moduleI18n } from '../../locales/catalogues';

/** The shell's screens in the language of `locale`; the page's `lang` follows, for screen readers and fonts. */
export function ShellLanguage({ locale, children }: { locale: string; children: ReactNode }) {
  useEffect(() => {
    document.documentElement.lang = languageOf(locale);
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
