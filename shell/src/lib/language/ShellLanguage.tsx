import { useEffect, type ReactNode } from 'react';
import { usePreferences } from 'shared/hooks/usePreferences';
import { languageOf } from 'shared/i18n/languages';
import { ModuleLanguage } from 'shared/ui/ModuleLanguage';
import { useSession } from '../auth/useSession';
import { useSignInLanguage } from './signInLanguage';
import { moduleCatalogues, moduleI18n } from '../../locales/catalogues';

/** The shell's screens in the language of `locale`; the page's `lang` follows, for screen readers and fonts. */
function ShellLanguageOf({ locale, children }: { locale: string; children: ReactNode }) {
  useEffect(() => {
    document.documentElement.lang = languageOf(locale);
  }, [locale]);
  return (
    <ModuleLanguage i18n={moduleI18n} catalogues={moduleCatalogues} locale={locale}>
      {children}
    </ModuleLanguage>
  );
}

/** The portal in the person's language: their `locale` preference once signed in, before that the browser's or the sign-in page's choice. */
export function PortalLanguage({ children }: { children: ReactNode }) {
  const signedIn = useSession().status === 'signedIn';
  const preferred = usePreferences().locale;
  const beforeSignIn = useSignInLanguage();
  return <ShellLanguageOf locale={signedIn ? preferred : beforeSignIn}>{children}</ShellLanguageOf>;
}

/** The stand-alone sign-in page (no store): the browser's language or the page's own choice. */
export function SignInPageLanguage({ children }: { children: ReactNode }) {
  return <ShellLanguageOf locale={useSignInLanguage()}>{children}</ShellLanguageOf>;
}
