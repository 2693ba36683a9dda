import type { Role } from 'shared/domain/common/enums';
import { isOfflinePaymentAwaitingConfirmation } from 'shared/domain/payments/offline-awaiting';
import { BUILT_IN_PRESETS } from 'shared/domain/payments/statement-layouts';
import type { Registration } from 'shared/domain/registrations/registration';
import { matchesQuery } from 'shared/testing/listQuery';
import { recordApiRequests, serveApi, type RecordedRequest, type Routes } from 'shared/testing/apiServer';
import { testRegistration, type RegistrationChanges } from 'shared/testing/registration';
import { testPortalSettings } from 'shared/testing/portalSettings';
import type { Language } from 'shared/i18n/languages';
import { i18nIn, type PortalOptions } from 'shared/testing/renderInPortal';
import { moduleCatalogues } from '../locales/catalogues';

// The API's payment calls over an in-memory list of registrations, so that the components run
// through the real api slice.

export interface PaymentsApi {
  registrations: Registration[];
  /** Every call, in the order made. */
  requests: RecordedRequest[];
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

/**
 * Serves the payment calls from a list the test fills in, starting empty, and records every call;
 * `answers` answer first.
 */
export function servePaymentsApi(answers: Routes = {}): PaymentsApi {
  const fake: PaymentsApi = { registrations: [], requests: recordApiRequests() };
  const find = (test: (r: Registration) => boolean) => fake.registrations.find(test);
  serveApi({
    // The confirmation question reads the approval threshold from here.
    'GET /admin/portal-settings': { body: testPortalSettings() },
    'GET /admin/find-by-merchant-transaction-id': ({ query }) => {
      const found = find((r) => r.merchantTransactionId === query.merchantTransactionId);
      return found ? { body: found } : { status: 404, body: { message: 'No registration has this merchant transaction id' } };
    },
    'GET /admin/find-by-payment-id': ({ query }) => ({ body: find((r) => r.payment.paymentId === query.paymentId) ?? null }),
    // The lookup's search by receipt number: the list's rows without the total, by the list's rules.
    'GET /admin/registrations': ({ query }) => ({
      body: { data: fake.registrations.filter((r) => matchesQuery(r, { q: query.q })).slice(0, Number(query.limit ?? 50)) },
    }),
    'GET /admin/payments/awaiting-confirmation': ({ query }) => {
      const q = (query.q ?? '').toLowerCase();
      const queue = fake.registrations
        .filter((r) => isOfflinePaymentAwaitingConfirmation(r) && r.name.toLowerCase().includes(q))
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
      const limit = Number(query.limit ?? 20);
      const after = query.after;
      const start = after ? queue.findIndex((r) => r.registrationId === after) + 1 : 0;
      const data = queue.slice(start, start + limit);
      const more = start + limit < queue.length;
      return { body: { data, total: queue.length, nextCursor: more ? data[data.length - 1]!.registrationId : null } };
    },
    // Whose centres the screens say they hold: every centre, unless a test limits the person.
    'GET /admin/registrations/centers': { body: { centers: [{ code: 'DLH01', name: 'Delhi Karol Bagh', city: 'Delhi' }], allCenters: true } },
    // The Reconciliation view's presets and settlements: the built-in presets, no settlement yet.
    'GET /admin/reconciliation/presets': { body: { data: [...BUILT_IN_PRESETS] } },
    'GET /admin/reconciliation/settlements': { body: { data: [] } },
    'GET /admin/reconciliation/settlements/:settlementId/payments': { body: { data: [] } },
    'PUT /admin/register/:registrationId': ({ params }) => {
      const index = fake.registrations.findIndex((r) => r.registrationId === params.registrationId);
      const current = fake.registrations[index];
      if (!current) return { status: 404, body: { message: 'Registration not found' } };
      const receipt = { number: `MAB/2627/${String(index + 1).padStart(6, '0')}`, issuedAt: new Date().toISOString(), issuedBy: 'staff@example.org' };
      const confirmed: Registration = {
        ...current,
        version: current.version + 1,
        payment: { ...current.payment, status: 'success', mode: 'offline', receipt },
      };
      fake.registrations[index] = confirmed;
      return { body: confirmed };
    },
  });
  serveApi(answers);
  return fake;
}

/** At `url` under /payments/*, as the shell mounts the remote, signed in with `role`. */
export const asSignedIn = (role: Role = 'staff', url = '/payments'): PortalOptions => ({ url, route: '/payments/*', claims: role === 'user' ? {} : { role } });

/** As asSignedIn, with the payments module speaking `language` (its catalogue loaded first). */
export const asSignedInSpeaking = async (language: Language, role: Role = 'staff', url = '/payments'): Promise<PortalOptions> => ({
  ...asSignedIn(role, url),
  i18n: await i18nIn(moduleCatalogues, language),
});
