import { configureStore } from '@reduxjs/toolkit';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { connectAuthSession } from 'shared/api/authSession';
import { baseApi } from 'shared/api/baseApi';
import { setRuntimeConfig } from 'shared/config/runtimeConfig';
import DashboardRoutes from './routes';

const STATS = { totalRegistrations: 1234, successfulPayments: 1, onlinePending: 0, offlinePending: 0, totalDisqualified: 0, totalDuplicates: 0 };

beforeEach(() => {
  setRuntimeConfig({ apiBaseUrl: 'http://api.test', firebase: { apiKey: 'k', projectId: 'demo-test' }, authEmulatorHost: null });
  connectAuthSession({ getIdToken: async () => 't', onUnauthenticated: jest.fn() });
  jest.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(JSON.stringify(STATS), { headers: { 'Content-Type': 'application/json' } }));
});
afterEach(() => jest.restoreAllMocks());

function renderAt(path: string) {
  const store = configureStore({ reducer: { [baseApi.reducerPath]: baseApi.reducer }, middleware: (d) => d().concat(baseApi.middleware) });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/dashboard/*" element={<DashboardRoutes />} />
          <Route path="/audit/*" element={<DashboardRoutes />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

test('/dashboard shows the dashboard with the total from the stats call', async () => {
  renderAt('/dashboard');
  expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  expect(await screen.findByTestId('total-registrations')).toHaveTextContent('1234');
});

test('/audit shows the audit trail', () => {
  renderAt('/audit');
  expect(screen.getByRole('heading', { name: 'Audit Trail' })).toBeInTheDocument();
});
