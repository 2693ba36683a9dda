import type { Auth } from 'firebase/auth';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'shared/platform/routing/router';
import { loadRuntimeConfig, type RuntimeConfig } from 'shared/platform/config/runtimeConfig';
import { AppRoutes, preloadLanding, preloadScreenOf } from './app/AppRoutes';
import { loadRemoteList } from './app/remotes/remoteRegistry';
import { createStore } from './app/store';
import { SecondFactorPrompt } from './features/auth/components/SecondFactorPrompt';
import { SessionProvider } from './lib/auth/useSession';
import { StableNavigateProvider } from 'shared/platform/routing/stableNavigate';
import { pendingHandover } from './lib/portalHandover';
import { renderPage } from './lib/renderPage';
import { ThemeModeProvider } from './features/theme/ThemeModeProvider';
import { PortalLanguage } from './lib/language/PortalLanguage';
import { BeforeSignInLanguage } from './lib/language/ShellLanguage';
import { NotificationsInLanguage } from './lib/language/NotificationsInLanguage';

/** config.json's fields for the shell alone: whether to ask the API's release registry which builds to load. */
type ShellConfig = RuntimeConfig & { releaseRegistry?: boolean };

// Firebase Auth is a chunk of its own, fetched from the page's start (index.html preloads it) and run
// once it has come: the first render and the remotes' code do not wait for it, the session check does.
const firebase = import(/* webpackChunkName: "firebase-auth" */ './features/auth/firebase');
const connectFirebase = (config: RuntimeConfig) => firebase.then(({ initFirebaseAuth }) => initFirebaseAuth(config));

// The release registry is on the API the configuration names: asked once that has arrived.
const loadRemotesOf = (config: ShellConfig) => loadRemoteList(config.releaseRegistry ? config.apiBaseUrl : null);

function portal(auth: Promise<Auth>) {
  return (
    <Provider store={createStore()}>
      <ThemeModeProvider>
        <SessionProvider auth={auth}>
          <PortalLanguage>
            <NotificationsInLanguage>
              <SecondFactorPrompt />
              <BrowserRouter>
                <StableNavigateProvider>
                  <AppRoutes />
                </StableNavigateProvider>
              </BrowserRouter>
            </NotificationsInLanguage>
          </PortalLanguage>
        </SessionProvider>
      </ThemeModeProvider>
    </Provider>
  );
}

const handover = pendingHandover();
if (handover) {
  loadRuntimeConfig().then(async (config: ShellConfig) => {
    await loadRemotesOf(config);
    preloadLanding();
    // Firebase Auth starts with the portal, so that it finds the session the sign-in page just made.
    handover.offer(() => void renderPage(async () => portal(connectFirebase(config)), { yielding: true, language: BeforeSignInLanguage }));
  }, handover.fail);
} else {
  void renderPage(
    async () => {
      const config: ShellConfig = await loadRuntimeConfig();
      // Restoring the session takes Firebase a round trip: made while the remote list is asked for.
      const auth = connectFirebase(config);
      await loadRemotesOf(config);
      preloadScreenOf(window.location.pathname);
      return portal(auth);
    },
    { yielding: true, language: BeforeSignInLanguage },
  );
}
