import { configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'shared/platform/routing/router';
import { connectAuthSession } from 'shared/platform/session/authSession';
import { baseApi } from 'shared/platform/api/baseApi';
import { setRuntimeConfig } from 'shared/platform/config/runtimeConfig';

/** Answers a faked API call: a JSON body with a status, or a promise that never settles. */
export type FakeApi = (url: URL) => { status?: number; body: unknown } | 'never';

/** Every request the component made, as URLs. */
export const requests: URL[] = [];

function Location() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/**
 * Renders `element` at `path` with the one API slice in a fresh store, the network faked by
 * `api`, and the current location shown in the `location` test id.
 */
export function renderWithApi(element: ReactElement, { path, api }: { path: string; api: FakeApi }) {
  requests.length = 0;
  setRuntimeConfig({ apiBaseUrl: 'http://api.test', firebase: { apiKey: 'k', projectId: 'demo-test' }, authEmulatorHost: null });
  connectAuthSession({ getIdToken: async () => 't', onUnauthenticated: jest.fn() });
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    requests.push(url);
    const answer = api(url);
    if (answer === 'never') return new Promise<Response>(() => {});
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  });
  const store = configureStore({ reducer: { [baseApi.reducerPath]: baseApi.reducer }, middleware: (d) => d().concat(baseApi.middleware) });
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={<>{element}<Location /></>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}
