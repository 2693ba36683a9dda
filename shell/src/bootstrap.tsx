import { Provider } from 'react-redux';
import { BrowserRouter } from 'shared/platform/routing/router';
import { loadRuntimeConfig } from 'shared/platform/config/runtimeConfig';
import { NotificationsProvider } from 'shared/platform/ui/notifications';
import { AppRoutes } from './app/AppRoutes';
import { loadRemoteList } from './app/remotes/remoteRegistry';
import { createStore } from './app/store';
import { initFirebaseAuth } from './features/auth/firebase';
import { SessionProvider } from './lib/auth/useSession';
import { renderPage } from './lib/renderPage';
import { ThemeModeProvider } from './features/theme/ThemeModeProvider';

void renderPage(async () => {
  const [config] = await Promise.all([loadRuntimeConfig(), loadRemoteList()]);
  const auth = initFirebaseAuth(config);
  return (
    <Provider store={createStore()}>
      <ThemeModeProvider>
        <NotificationsProvider>
          <SessionProvider auth={auth}>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </SessionProvider>
        </NotificationsProvider>
      </ThemeModeProvider>
    </Provider>
  );
});
