import type { ReactNode } from 'react';
import { usePreferences } from 'shared/hooks/usePreferences';
import { useSession } from '../auth/useSession';
import { ShellLanguage } from './ShellLanguage';
import { useSignInLanguage } from './signInLanguage';

/** The portal in the person's language: their `locale` preference once signed in, before that the browser's or the sign-in page's choice. */
export function PortalLanguage({ children }: { children: ReactNode }) {
  const signedIn = useSession().status === 'signedIn';
  const preferred = usePreferences().locale;
  const beforeSignIn = useSignInLanguage();
  return <ShellLanguage locale={signedIn ? preferred : beforeSignIn}>{children}</ShellLanguage>;
}
