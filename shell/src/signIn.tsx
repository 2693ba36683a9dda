// The stand-alone sign-in page (/auth/sign-in opened by its address): no store, no router and no
// Module Federation runtime, so that its first load stays small. Signed in, it hands the page to
// the portal it loaded meanwhile (lib/portalHandover.ts).
import './lib/zodWithoutEval';
import type { Root } from 'react-dom/client';
import { loadRuntimeConfig } from 'shared/platform/config/runtimeConfig';
import { StandaloneSignIn } from './app/StandaloneSignIn';
import { SignInPageLanguage } from './lib/language/SignInPageLanguage';
import { NotificationsInLanguage } from './lib/language/NotificationsInLanguage';
import { initFirebaseAuth } from './features/auth/firebase';
import { RememberedThemeProvider } from './features/theme/rememberedTheme';
import { SessionProvider } from './lib/auth/useSession';
import { loadPortal } from './lib/portalHandover';
import { renderPage } from './lib/renderPage';

let root: Root | undefined;

async function openPortal(path: string) {
  const start = await loadPortal();
  if (!start || !root) {
    window.location.replace(path);
    return;
  }
  // Unmounted, the page's global styles (CssBaseline) go with it; the portal brings its own.
  root.unmount();
  window.history.replaceState(null, '', path);
  start();
}

void renderPage(
  async () => {
    const auth = Promise.resolve(initFirebaseAuth(await loadRuntimeConfig()));
    return (
      <RememberedThemeProvider>
        <SessionProvider auth={auth}>
          <SignInPageLanguage>
            <NotificationsInLanguage>
              <StandaloneSignIn openPortal={(path) => void openPortal(path)} />
            </NotificationsInLanguage>
          </SignInPageLanguage>
        </SessionProvider>
      </RememberedThemeProvider>
    );
  },
  { language: SignInPageLanguage },
).then((rendered) => {
  root = rendered;
});
