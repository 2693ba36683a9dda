import { setupI18n, type I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { baseApi } from 'shared/platform/api/baseApi';
import { setRuntimeConfig } from 'shared/platform/config/runtimeConfig';
import { MemoryRouter, Route, Routes, useLocation } from 'shared/platform/routing/router';
import { connectAuthSession } from 'shared/platform/session/authSession';
import { NotificationsProvider } from 'shared/platform/ui/notifications';
import { StableNavigateProvider } from 'shared/platform/routing/stableNavigate';
import { SOURCE_LANGUAGE, type Language } from 'shared/i18n/languages';
import { loadFormWords } from 'shared/forms/formWords';
import { loadRefusalWords } from 'shared/i18n/refusals/refusalWords';
import type { ModuleCatalogues } from 'shared/ui/ModuleLanguage';
import { API_ORIGIN } from './apiServer';

/** An unsigned ID token with these claims: screens only read it, the API checks real ones. */
export const idTokenWith = (claims: Record<string, unknown>) => `e30.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.sig`;

function CurrentLocation() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

export interface PortalOptions {
  /** The address the test starts at. */
  url?: string;
  /** The route the shell mounts `ui` at, e.g. '/payments/*'. */
  route?: string;
  /** The signed-in user's token claims, or null for nobody signed in. */
  claims?: Record<string, unknown> | null;
  onUnauthenticated?: () => void;
  /** The module's messages in the language the test reads; English from the source messages if none. */
  i18n?: I18n;
}

/** English straight from the messages in the code (tests compile them; no catalogue needed). */
export function englishForTests(): I18n {
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale: SOURCE_LANGUAGE, messages: {} });
  return i18n;
}

/**
 * A module's messages in `language` from its own catalogues, with the API's refusals and the forms' messages
 * in it (ModuleLanguage fetches them at the person's first press or key), as a screen of it reads them: `renderInPortal(ui, { i18n: await i18nIn(moduleCatalogues, 'hi-IN') })`.
 */
export async function i18nIn(catalogues: ModuleCatalogues, language: Language): Promise<I18n> {
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale: language, messages: language === SOURCE_LANGUAGE ? catalogues.english : await catalogues.load(language) });
  if (language !== SOURCE_LANGUAGE) await Promise.all([loadRefusalWords(i18n, language), loadFormWords(i18n, language)]);
  return i18n;
}

/**
 * Renders `ui` as the shell mounts a screen: one store with the one api slice (its calls going to
 * API_ORIGIN, answered by the test's MSW handlers), notifications, a router at `url` with the stable
 * navigate, and the current address in the `location` test id.
 */
export function renderInPortal(
  ui: ReactElement,
  { url = '/', route = '*', claims = { sub: 'u1', role: 'superadmin' }, onUnauthenticated = () => {}, i18n = englishForTests() }: PortalOptions = {},
) {
  setRuntimeConfig({ apiBaseUrl: API_ORIGIN, firebase: { apiKey: 'k', projectId: 'demo-test' }, authEmulatorHost: null });
  connectAuthSession({ getIdToken: async () => (claims ? idTokenWith(claims) : null), onUnauthenticated });
  const store = configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
  const view = render(
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <NotificationsProvider>
          <MemoryRouter initialEntries={[url]}>
            <StableNavigateProvider>
              <Routes>
                <Route path={route} element={ui} />
              </Routes>
              <CurrentLocation />
            </StableNavigateProvider>
          </MemoryRouter>
        </NotificationsProvider>
      </I18nProvider>
    </Provider>,
  );
  return { ...view, store };
}
