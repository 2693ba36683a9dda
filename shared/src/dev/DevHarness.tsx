// The tiny host a remote runs in when its team develops it alone (`pnpm --filter <remote> dev`):
// the same store, theme, toasts and API session as the shell, signed in as a demo account
// through the Auth emulator (choose one with ?as=staff@example.org). Never used in production.
import { useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureStore } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { BrowserRouter, Route, Routes } from 'shared/platform/routing/router';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { baseApi } from 'shared/platform/api/baseApi';
import { connectAuthSession } from 'shared/platform/session/authSession';
import { setRuntimeConfig, type RuntimeConfig } from 'shared/platform/config/runtimeConfig';
import { NotificationsProvider } from 'shared/platform/ui/notifications';
import { createPortalTheme } from 'shared/platform/theme/portalTheme';

/** The local portal's configuration, as the shell's config.json: set by the build (shared/build/local-site.cjs). */
declare const __LOCAL_RUNTIME_CONFIG__: RuntimeConfig;
const LOCAL_CONFIG: RuntimeConfig = __LOCAL_RUNTIME_CONFIG__;
const DEMO_PASSWORD = 'demo-pass-123';

function connectDemoSession(email: string) {
  let cached: { token: string; expiresAt: number } | null = null;
  connectAuthSession({
    getIdToken: async () => {
      if (cached && cached.expiresAt > Date.now()) return cached.token;
      const url = `http://${LOCAL_CONFIG.authEmulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${LOCAL_CONFIG.firebase.apiKey}`;
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password: DEMO_PASSWORD, returnSecureToken: true }),
      });
      if (!res.ok) return null;
      const body = (await res.json()) as { idToken: string; expiresIn: string };
      cached = { token: body.idToken, expiresAt: Date.now() + (Number(body.expiresIn) - 60) * 1000 };
      return cached.token;
    },
    onUnauthenticated: () => console.error(`Dev harness: ${email} could not sign in; is the start command running?`),
  });
}

export function DevHarness({ children }: { children: ReactNode }) {
  const [store] = useState(() => {
    setRuntimeConfig(LOCAL_CONFIG);
    connectDemoSession(new URLSearchParams(window.location.search).get('as') ?? 'superadmin@example.org');
    return configureStore({
      reducer: { [baseApi.reducerPath]: baseApi.reducer },
      middleware: (getDefault) => getDefault().concat(baseApi.middleware),
    });
  });
  const theme = useMemo(() => createPortalTheme('light'), []);
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <NotificationsProvider>
          <BrowserRouter>{children}</BrowserRouter>
        </NotificationsProvider>
      </ThemeProvider>
    </Provider>
  );
}

/** A remote's dev entry: its routes mounted at the same paths the shell mounts them. */
export function renderDevHarness(screenPaths: readonly string[], RemoteRoutes: ComponentType): void {
  createRoot(document.getElementById('root')!).render(
    <DevHarness>
      <Routes>
        {screenPaths.map((path) => (
          <Route key={path} path={`${path}/*`} element={<RemoteRoutes />} />
        ))}
      </Routes>
    </DevHarness>,
  );
}
