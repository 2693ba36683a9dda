import { useEffect } from 'react';
import { SignInPage } from '../features/auth/components/SignInPage';
import { pathAfterSignIn, welcomeOnNextPage } from '../features/auth/afterSignIn';
import { useSession } from '../lib/auth/useSession';

// React Router keeps a route's state in the history entry under `usr`; a reload keeps it.
const routeState = () => (window.history.state as { usr?: unknown } | null)?.usr;

/** Loads the portal at the page the user came from, replacing the sign-in page's history entry. */
const openPortal = () => window.location.replace(pathAfterSignIn(routeState()));

/**
 * The sign-in page on its own: whoever is signed in already (another tab, a remembered session)
 * goes straight on; a successful sign-in hands the welcome notice to the portal page it loads.
 */
export function StandaloneSignIn() {
  const { status } = useSession();
  useEffect(() => {
    if (status === 'signedIn') openPortal();
  }, [status]);
  const signedIn = () => {
    welcomeOnNextPage();
    openPortal();
  };
  return <SignInPage onSignedIn={signedIn} />;
}
