// The stand-alone sign-in page (/auth/sign-in opened by its address): no store, no router and no
// Module Federation runtime, so that its first load stays small. Signed in, it loads the portal.
import './lib/zodWithoutEval';
import { loadRuntimeConfig } from 'shared/platform/config/runtimeConfig';
import { NotificationsProvider } from 'shared/platform/ui/notifications';
import { StandaloneSignIn } from './app/StandaloneSignIn';
import { initFirebaseAuth } from './features/auth/firebase';
import { RememberedThemeProvider } from './features/theme/rememberedTheme';
import { SessionProvider } from './lib/auth/useSession';
import { renderPage } from './lib/renderPage';

void renderPage(async () => {
  const auth = initFirebaseAuth(await loadRuntimeConfig());
  return (
    <RememberedThemeProvider>
      <NotificationsProvider>
        <SessionProvider auth={auth}>
          <StandaloneSignIn />
        </SessionProvider>
      </NotificationsProvider>
    </RememberedThemeProvider>
  );
});
