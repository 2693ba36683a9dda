import type { ReactElement } from 'react';
import { configureStore } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'shared/platform/routing/router';
import { render } from '@testing-library/react';
import { baseApi } from 'shared/platform/api/baseApi';
import { connectAuthSession } from 'shared/platform/session/authSession';
import { setRuntimeConfig } from 'shared/platform/config/runtimeConfig';
import type { Role } from 'shared/domain/enums';
import { isOfflinePaymentAwaitingConfirmation } from 'shared/domain/offline-payments';
import type { Payment, Registration } from 'shared/domain/registration';
import { NotificationsProvider } from 'shared/platform/ui/notifications';

// A small in-memory stand-in for the API's payment calls behind the page's fetch, so that the
// components run through the real api slice; and the portal's providers around a component.

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

type Answer = { status: number; body: unknown };

export interface FakeApi {
  registrations: Registration[];
  requests: RecordedRequest[];
  /** Answers the next confirmation itself instead of applying it. */
  nextConfirmation: ((registration: Registration) => Answer) | null;
  /** Answers every lookup call with this instead. */
  lookupFailure: Answer | null;
}

export function registration(overrides: Partial<Omit<Registration, 'payment'>> & { payment?: Partial<Payment> } = {}): Registration {
  const { payment, ...rest } = overrides;
  return {
    registrationId: 'REG-000001',
    name: 'Aarav Sharma',
    gender: 'male',
    contactNumber: '9876543210',
    school: { value: 'Delhi Public School' },
    std: '5th',
    cadre: 'Primary Level',
    levelEnrolled: 'LEVEL 2',
    status: 'active',
    createdAt: '2026-05-01T04:30:00.000Z',
    updatedAt: '2026-05-01T04:30:00.000Z',
    version: 1,
    ...rest,
    payment: { paymentId: 'PAY-ABACUS-000001', mode: 'offline', amount: 300, status: 'pending', ...payment },
  };
}

function answerOf(fake: FakeApi, request: RecordedRequest): Answer {
  const find = (test: (r: Registration) => boolean) => fake.registrations.find(test);
  if (request.path.startsWith('/admin/find-by') && fake.lookupFailure) return fake.lookupFailure;
  if (request.path === '/admin/find-by-merchant-transaction-id') {
    const found = find((r) => r.merchantTransactionId === request.query.merchantTransactionId);
    return found ? { status: 200, body: found } : { status: 404, body: { message: 'No registration has this merchant transaction id' } };
  }
  if (request.path === '/admin/find-by-payment-id') {
    return { status: 200, body: find((r) => r.payment.paymentId === request.query.paymentId) ?? null };
  }
  if (request.path === '/admin/payments/awaiting-confirmation') {
    const q = (request.query.q ?? '').toLowerCase();
    const queue = fake.registrations
      .filter((r) => isOfflinePaymentAwaitingConfirmation(r) && r.name.toLowerCase().includes(q))
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    const limit = Number(request.query.limit ?? 20);
    const start = request.query.after ? queue.findIndex((r) => r.registrationId === request.query.after) + 1 : 0;
    const data = queue.slice(start, start + limit);
    const more = start + limit < queue.length;
    return { status: 200, body: { data, total: queue.length, nextCursor: more ? data[data.length - 1]!.registrationId : null } };
  }
  const confirmation = /^\/admin\/register\/(.+)$/.exec(request.path);
  if (request.method === 'PUT' && confirmation) {
    const index = fake.registrations.findIndex((r) => r.registrationId === decodeURIComponent(confirmation[1]!));
    const current = fake.registrations[index];
    if (!current) return { status: 404, body: { message: 'Registration not found' } };
    if (fake.nextConfirmation) {
      const answer = fake.nextConfirmation(current);
      fake.nextConfirmation = null;
      return answer;
    }
    const confirmed: Registration = { ...current, version: current.version + 1, payment: { ...current.payment, status: 'success', mode: 'offline' } };
    fake.registrations[index] = confirmed;
    return { status: 200, body: confirmed };
  }
  return { status: 404, body: { message: `No such call: ${request.method} ${request.path}` } };
}

const API_ORIGIN = 'http://api.test';

/** Puts the fake API behind fetch for the test file and points the api slice at it. */
export function useFakeApi(): FakeApi {
  const fake: FakeApi = { registrations: [], requests: [], nextConfirmation: null, lookupFailure: null };
  const realFetch = globalThis.fetch;
  beforeAll(() => {
    setRuntimeConfig({ apiBaseUrl: API_ORIGIN, firebase: { apiKey: 'k', projectId: 'demo-test' }, authEmulatorHost: null });
    globalThis.fetch = async (input, init) => {
      const sent = new Request(input, init);
      const url = new URL(sent.url);
      if (url.origin !== API_ORIGIN) return realFetch(input, init);
      const raw = await sent.text();
      const request: RecordedRequest = {
        method: sent.method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body: raw ? JSON.parse(raw) : undefined,
      };
      fake.requests.push(request);
      const answer = answerOf(fake, request);
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
    };
  });
  beforeEach(() => {
    fake.registrations = [];
    fake.requests = [];
    fake.nextConfirmation = null;
    fake.lookupFailure = null;
  });
  afterAll(() => {
    globalThis.fetch = realFetch;
  });
  return fake;
}

/** An ID token as the emulator issues them, carrying only the role claim. */
function tokenOf(role: Role): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'none' })}.${encode(role === 'user' ? {} : { role })}.`;
}

function CurrentLocation() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders `element` at /payments/* as the shell mounts the remote, signed in with `role`. */
export function renderInPortal(element: ReactElement, { role = 'staff', url = '/payments' }: { role?: Role; url?: string } = {}) {
  connectAuthSession({ getIdToken: async () => tokenOf(role), onUnauthenticated: () => {} });
  const store = configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
  return render(
    <Provider store={store}>
      <NotificationsProvider>
        <MemoryRouter initialEntries={[url]}>
          <Routes><Route path="/payments/*" element={element} /></Routes>
          <CurrentLocation />
        </MemoryRouter>
      </NotificationsProvider>
    </Provider>,
  );
}
