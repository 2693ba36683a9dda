import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { Role } from 'shared/domain/enums';
import { isOfflinePaymentAwaitingConfirmation } from 'shared/domain/offline-awaiting';
import type { Registration } from 'shared/domain/registration';
import { apiServer, apiUrl, recordApiRequests, type RecordedRequest } from 'shared/testing/apiServer';
import { testRegistration, type RegistrationChanges } from 'shared/testing/registration';
import type { PortalOptions } from 'shared/testing/renderInPortal';

// The API's payment calls as MSW handlers over an in-memory list of registrations, so that the
// components run through the real api slice.

type Answer = { status: number; body: JsonBodyType };

export interface PaymentsApi {
  registrations: Registration[];
  requests: RecordedRequest[];
  /** Answers the next confirmation itself instead of applying it. */
  nextConfirmation: ((registration: Registration) => Answer) | null;
  /** Answers every lookup call with this instead. */
  lookupFailure: Answer | null;
}

/** The payment screens' registration: testRegistration with a payment id of the API's format. */
export function registration({ payment, ...changes }: RegistrationChanges = {}): Registration {
  return testRegistration({
    registrationId: 'REG-000001',
    name: 'Aarav Sharma',
    gender: 'male',
    school: { value: 'Delhi Public School' },
    cadre: 'Primary Level',
    levelEnrolled: 'LEVEL 2',
    createdAt: '2026-05-01T04:30:00.000Z',
    updatedAt: '2026-05-01T04:30:00.000Z',
    ...changes,
    payment: { paymentId: 'PAY-ABACUS-000001', ...payment },
  });
}

const json = ({ status, body }: Answer) => HttpResponse.json(body, { status });

function handlers(fake: PaymentsApi) {
  const find = (test: (r: Registration) => boolean) => fake.registrations.find(test);
  return [
    http.get(apiUrl('/admin/find-by-merchant-transaction-id'), ({ request }) => {
      if (fake.lookupFailure) return json(fake.lookupFailure);
      const found = find((r) => r.merchantTransactionId === new URL(request.url).searchParams.get('merchantTransactionId'));
      return json(found ? { status: 200, body: found } : { status: 404, body: { message: 'No registration has this merchant transaction id' } });
    }),
    http.get(apiUrl('/admin/find-by-payment-id'), ({ request }) => {
      if (fake.lookupFailure) return json(fake.lookupFailure);
      return json({ status: 200, body: find((r) => r.payment.paymentId === new URL(request.url).searchParams.get('paymentId')) ?? null });
    }),
    http.get(apiUrl('/admin/payments/awaiting-confirmation'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      const q = (query.get('q') ?? '').toLowerCase();
      const queue = fake.registrations
        .filter((r) => isOfflinePaymentAwaitingConfirmation(r) && r.name.toLowerCase().includes(q))
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
      const limit = Number(query.get('limit') ?? 20);
      const after = query.get('after');
      const start = after ? queue.findIndex((r) => r.registrationId === after) + 1 : 0;
      const data = queue.slice(start, start + limit);
      const more = start + limit < queue.length;
      return json({ status: 200, body: { data, total: queue.length, nextCursor: more ? data[data.length - 1]!.registrationId : null } });
    }),
    http.put(apiUrl('/admin/register/:registrationId'), ({ params }) => {
      const index = fake.registrations.findIndex((r) => r.registrationId === params.registrationId);
      const current = fake.registrations[index];
      if (!current) return json({ status: 404, body: { message: 'Registration not found' } });
      if (fake.nextConfirmation) {
        const answer = fake.nextConfirmation(current);
        fake.nextConfirmation = null;
        return json(answer);
      }
      const confirmed: Registration = { ...current, version: current.version + 1, payment: { ...current.payment, status: 'success', mode: 'offline' } };
      fake.registrations[index] = confirmed;
      return json({ status: 200, body: confirmed });
    }),
  ];
}

/** The payment calls answered from a list each test fills in, starting empty; `requests` records every call. */
export function servePaymentsApi(): PaymentsApi {
  const fake: PaymentsApi = { registrations: [], requests: [], nextConfirmation: null, lookupFailure: null };
  beforeEach(() => {
    Object.assign(fake, { registrations: [], requests: recordApiRequests(), nextConfirmation: null, lookupFailure: null });
    apiServer.use(...handlers(fake));
  });
  return fake;
}

/** At `url` under /payments/*, as the shell mounts the remote, signed in with `role`. */
export const asSignedIn = (role: Role = 'staff', url = '/payments'): PortalOptions => ({ url, route: '/payments/*', claims: role === 'user' ? {} : { role } });
