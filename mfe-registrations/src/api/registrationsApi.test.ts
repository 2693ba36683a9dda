import { configureStore } from '@reduxjs/toolkit';
import { waitFor } from '@testing-library/react';
import { baseApi } from 'shared/platform/api/baseApi';
import { setRuntimeConfig } from 'shared/platform/config/runtimeConfig';
import { connectAuthSession } from 'shared/platform/session/authSession';
import type { Registration } from 'shared/domain/registrations/registration';
import { API_ORIGIN, recordApiRequests, serveApi, type RecordedRequest } from 'shared/testing/apiServer';
import { registrationsApi } from './registrationsApi';
import { testRegistration } from 'shared/testing/registration';

// The payment screens are another module: they meet this one only through the contract's
// 'Payment' tag. Stand-ins for their two reads, provided as mfe-payments provides them.
const paymentScreens = baseApi.injectEndpoints({
  endpoints: (build) => ({
    paymentQueue: build.query<unknown, void>({ query: () => '/admin/payments/awaiting-confirmation', providesTags: [{ type: 'Payment', id: 'LIST' }] }),
    // Tagged by the registration it found, as the lookup is.
    paymentLookup: build.query<Registration, string>({
      query: (paymentId) => `/admin/find-by-payment-id?paymentId=${paymentId}`,
      providesTags: (found) => (found ? [{ type: 'Payment', id: found.registrationId }] : []),
    }),
  }),
});

const registration: Registration = testRegistration({ version: 4, payment: { paymentId: 'P-1' } });

let requests: RecordedRequest[];
/** The calls made, as 'METHOD /path'. */
const asked = () => requests.map((call) => `${call.method} ${call.path}`);
beforeEach(() => {
  setRuntimeConfig({ apiBaseUrl: API_ORIGIN, firebase: { apiKey: 'k', projectId: 'demo-test' }, authEmulatorHost: null });
  connectAuthSession({ getIdToken: async () => 'token', onUnauthenticated: jest.fn() });
  requests = recordApiRequests();
  serveApi({
    'PUT /admin/*': { body: { ...registration, payment: { ...registration.payment, status: 'success' }, version: 5 } },
    'ALL /admin/find-by-payment-id': { body: registration },
    'ALL /admin/*': { body: { data: [] } },
  });
});

test('a payment confirmed from the list refreshes the payment queue and the lookup of that payment', async () => {
  const store = configureStore({ reducer: { [baseApi.reducerPath]: baseApi.reducer }, middleware: (d) => d().concat(baseApi.middleware) });
  const queue = store.dispatch(paymentScreens.endpoints.paymentQueue.initiate());
  const lookup = store.dispatch(paymentScreens.endpoints.paymentLookup.initiate('P-1'));
  await Promise.all([queue, lookup]);
  const reads = () => asked().filter((call) => call.startsWith('GET /admin/payments') || call.startsWith('GET /admin/find-by-payment-id'));
  expect(reads()).toHaveLength(2);

  await store.dispatch(registrationsApi.endpoints.updateRegistration.initiate({ registration, change: 'confirmPayment' })).unwrap();

  // Each read once more, in whatever order the cache sends them.
  await waitFor(() =>
    expect([...reads()].sort()).toEqual([
      'GET /admin/find-by-payment-id',
      'GET /admin/find-by-payment-id',
      'GET /admin/payments/awaiting-confirmation',
      'GET /admin/payments/awaiting-confirmation',
    ]),
  );
  queue.unsubscribe();
  lookup.unsubscribe();
});
