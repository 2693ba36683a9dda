import { SignInPage } from '../features/auth/components/SignInPage';
import { pathAfterSignIn, welcomeOnNextPage } from '../features/auth/afterSignIn';

// React Router keeps a route's state in the history entry under `usr`; a reload keeps it.
const routeState = () => (window.history.state as { usr?: unknown } | null)?.usr;

/**
 * The sign-in page on its own. Signed in, it hands the welcome notice to the portal and loads it
 * at the page the user came from, replacing the sign-in page's history entry.
 */
export function StandaloneSignIn() {
  const signedIn = () => {
    welcomeOnNextPage();
    window.location.replace(pathAfterSignIn(routeState()));
  };
  return <SignInPage onSignedIn={signedIn} />;
}
