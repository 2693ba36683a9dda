import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'shared/platform/routing/router';
import { loadRuntimeConfig } from 'shared/platform/config/runtimeConfig';
import { NotificationsProvider } from 'shared/platform/ui/notifications';
import { AppRoutes } from './app/AppRoutes';
import { loadRemoteList } from './app/remotes/remoteRegistry';
import { createStore } from './app/store';
import { initFirebaseAuth } from './features/auth/firebase';
import { SessionProvider } from './lib/auth/useSession';
import { ThemeModeProvider } from './features/theme/ThemeModeProvider';

async function start() {
  const root = createRoot(document.getElementById('root')!);
  try {
    const [config] = await Promise.all([loadRuntimeConfig(), loadRemoteList()]);
    const auth = initFirebaseAuth(config);
    const store = createStore();
    root.render(
      <StrictMode>
        <Provider store={store}>
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
      </StrictMode>,
    );
  } catch (error) {
    console.error(error);
    root.render(<p role="alert">The Admin Portal could not start: {(error as Error).message}. Reload the page to try again.</p>);
  }
}

void start();
