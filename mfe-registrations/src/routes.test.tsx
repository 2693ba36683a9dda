import { configureStore } from '@reduxjs/toolkit';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'shared/platform/routing/router';
import { connectAuthSession } from 'shared/platform/session/authSession';
import { baseApi } from 'shared/platform/api/baseApi';
import { setRuntimeConfig } from 'shared/platform/config/runtimeConfig';
import { NotificationsProvider } from 'shared/platform/ui/notifications';
import RegistrationsRoutes from './routes';

beforeEach(() => {
  setRuntimeConfig({ apiBaseUrl: 'http://api.test', firebase: { apiKey: 'k', projectId: 'demo-test' }, authEmulatorHost: null });
  connectAuthSession({ getIdToken: async () => null, onUnauthenticated: jest.fn() });
});

const renderAt = (path: string) => {
  const store = configureStore({ reducer: { [baseApi.reducerPath]: baseApi.reducer }, middleware: (d) => d().concat(baseApi.middleware) });
  render(
    <Provider store={store}>
      <NotificationsProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes><Route path="/registrations/*" element={<RegistrationsRoutes />} /></Routes>
        </MemoryRouter>
      </NotificationsProvider>
    </Provider>,
  );
};

test('/registrations shows the list screen', () => {
  renderAt('/registrations');
  expect(screen.getByRole('heading', { name: 'Registrations' })).toBeInTheDocument();
});

test('/registrations/:registrationId shows that registration', () => {
  renderAt('/registrations/ABC-42');
  expect(screen.getByRole('heading', { name: 'Registration ABC-42' })).toBeInTheDocument();
});
