import type { ReactNode } from 'react';
import { PageLanguage } from './PageLanguage';
import { useSignInLanguage } from './signInLanguage';
import { moduleCatalogues, moduleI18n } from '../../locales/catalogues';

/** The portal's screens in the language of `locale`, with the shell's whole catalogue. */
export function ShellLanguage({ locale, children }: { locale: string; children: ReactNode }) {
  return (
    <PageLanguage i18n={moduleI18n} catalogues={moduleCatalogues} locale={locale}>
      {children}
    </PageLanguage>
  );
}

/** The portal before anyone has signed in (no store: nothing here reads the preferences): the browser's language or the sign-in page's choice. */
export function BeforeSignInLanguage({ children }: { children: ReactNode }) {
  return <ShellLanguage locale={useSignInLanguage()}>{children}</ShellLanguage>;
}
