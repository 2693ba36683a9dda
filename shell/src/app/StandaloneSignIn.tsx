import { SignInPage } from '../features/auth/components/SignInPage';
import { pathAfterSignIn } from '../features/auth/afterSignIn';
import { welcomeOnNextPage } from '../lib/auth/welcome';
import { loadPortal } from '../lib/portalHandover';
import { usePreloadOnFirstInput } from './usePreloadOnFirstInput';

// React Router keeps a route's state in the history entry under `usr`; a reload keeps it.
const routeState = () => (window.history.state as { usr?: unknown } | null)?.usr;
const preloadPortal = () => void loadPortal();

/**
 * The sign-in page on its own. The portal loads while the person types; signed in, the welcome
 * notice is handed to it and `openPortal` shows it at the page the user came from.
 */
export function StandaloneSignIn({ openPortal }: { openPortal: (path: string) => void }) {
  usePreloadOnFirstInput(preloadPortal);
  const signedIn = () => {
    welcomeOnNextPage();
    openPortal(pathAfterSignIn(routeState()));
  };
  return <SignInPage onSignedIn={signedIn} />;
}
