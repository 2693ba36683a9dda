import { Provider } from 'react-redux';
import { BrowserRouter } from 'shared/platform/routing/router';
import { loadRuntimeConfig, type RuntimeConfig } from 'shared/platform/config/runtimeConfig';
import { NotificationsProvider } from 'shared/platform/ui/notifications';
import { AppRoutes, preloadLanding, preloadScreenOf } from './app/AppRoutes';
import { loadRemoteList } from './app/remotes/remoteRegistry';
import { createStore } from './app/store';
import { initFirebaseAuth } from './features/auth/firebase';
import { SessionProvider } from './lib/auth/useSession';
import { StableNavigateProvider } from 'shared/platform/routing/stableNavigate';
import { pendingHandover } from './lib/portalHandover';
import { renderPage } from './lib/renderPage';
import { ThemeModeProvider } from './features/theme/ThemeModeProvider';

/** config.json's fields for the shell alone: whether to ask the API's release registry which builds to load. */
type ShellConfig = RuntimeConfig & { releaseRegistry?: boolean };

// The release registry is on the API the configuration names: asked once that has arrived.
const loadStartupFiles = () =>
  loadRuntimeConfig().then(async (config: ShellConfig) => {
    await loadRemoteList(config.releaseRegistry ? config.apiBaseUrl : null);
    return config;
  });

// Firebase Auth starts with the portal, so that it finds the session the sign-in page just made.
function portal(config: RuntimeConfig) {
  return (
    <Provider store={createStore()}>
      <ThemeModeProvider>
        <NotificationsProvider>
          <SessionProvider auth={initFirebaseAuth(config)}>
            <BrowserRouter>
              <StableNavigateProvider>
                <AppRoutes />
              </StableNavigateProvider>
            </BrowserRouter>
          </SessionProvider>
        </NotificationsProvider>
      </ThemeModeProvider>
    </Provider>
  );
}

const handover = pendingHandover();
if (handover) {
  loadStartupFiles().then((config) => {
    preloadLanding();
    handover.offer(() => void renderPage(async () => portal(config)));
  }, handover.fail);
} else {
  void renderPage(async () => {
    const config = await loadStartupFiles();
    preloadScreenOf(window.location.pathname);
    return portal(config);
  });
}
