import type { ReactNode } from 'react';
import { PageLanguage } from './PageLanguage';
import { useSignInLanguage } from './signInLanguage';
import { signInCatalogues, signInI18n } from '../../locales/signInCatalogues';

/**
 * The stand-alone sign-in page in the browser's language or the page's own choice, with its own
 * catalogues: the messages it can show, not the shell's 444 (first-load bytes, issue 62).
 */
export function SignInPageLanguage({ children }: { children: ReactNode }) {
  return (
    <PageLanguage i18n={signInI18n} catalogues={signInCatalogues} locale={useSignInLanguage()}>
      {children}
    </PageLanguage>
  );
}
