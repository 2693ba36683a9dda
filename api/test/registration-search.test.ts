import { registrationListQuerySchema } from 'shared/domain/registrations/list-query';
import { listQueryParams, type RegistrationListQuery } from 'shared/domain/registrations/list-rules';
import { applyListQuery } from 'shared/testing/listQuery';
import type { Registration } from 'shared/domain/registrations/registration';
import { openPglite } from '../src/db/pglite';
import { QueryCancelledError } from '../src/db/database';
import { testEngines } from './support/environment';
import { allRegistrations, call, useTestApp } from './support/test-app';
import { tokenFor } from './support/tokens';

// Rows and the exact total asked for separately, an id-shaped term answered from the
// unique indexes, and the statement behind an aborted request cancelled. Every answer must equal
// the plain rules of shared/domain/registrations/list-query.ts on the same registrations.

const pageUrl = (query: Partial<RegistrationListQuery>) => `/admin/registrations?${new URLSearchParams(listQueryParams(query))}`;
const countUrl = (query: Partial<RegistrationListQuery>) => `/admin/registrations/count?${new URLSearchParams(listQueryParams(query))}`;
const parsed = (query: Partial<RegistrationListQuery>): RegistrationListQuery => registrationListQuerySchema.parse(listQueryParams(query));

describe.each(testEngines())('registration search on %s', (engine) => {
  const target = useTestApp(engine, { registrations: 600 });
  let token: string;
  let everything: Registration[];
  const refresh = async () => {
    everything = await allRegistrations(target, token);
  };

  beforeAll(async () => {
    token = await tokenFor('admin');
    await refresh();
  });

  async function expectSameAsRules(query: Partial<RegistrationListQuery>): Promise<number> {
    const expected = applyListQuery(everything, parsed(query));
    const rows = await call(target, 'GET', pageUrl({ ...query, withTotal: false }), { token });
    expect(rows.status).toBe(200);
    expect(rows.body.data).toEqual(expected.data);
    const count = await call(target, 'GET', countUrl(query), { token });
    expect(count.status).toBe(200);
    expect(count.body).toEqual({ total: expected.total });
    const both = await call(target, 'GET', pageUrl(query), { token });
    expect(both.body).toEqual(expected);
    return expected.total;
  }

  test.each([
    ['a common fragment', { q: 'sha' }],
    ['two letters', { q: 'ra' }],
    ['a name in another case', { q: 'REDDY' }],
    ['a fragment and filters', { q: 'an', status: ['active'], paymentMode: ['online'] }],
    ['a fragment and a school', { q: 'a', school: 'public', sort: 'name', offset: 3 }],
    ['digits of phone numbers', { q: '98' }],
    ['LIKE wildcards taken literally', { q: '%_' }],
  ] as [string, Partial<RegistrationListQuery>][])('rows and count apart equal the rules: %s', async (_label, query) => {
    await expectSameAsRules(query);
  });

  test('name statistics hold 300 values, so the planner knows how common a name is without planning slowly (migrations 018, 019)', async () => {
    const [column] = await target.db.query<{ target: number }>(
      "SELECT attstattarget::int AS target FROM pg_attribute WHERE attrelid = 'registrations'::regclass AND attname = 'name'",
    );
    expect(column?.target).toBe(300);
  });

  test('a term with the search table separator in it is still answered by the rules', async () => {
    expect(await expectSameAsRules({ q: `sha\u001fREG` })).toBe(0);
  });

  test('the count answers only { total } and checks its parameters', async () => {
    const bad = await call(target, 'GET', '/admin/registrations/count?status=nonsense', { token });
    expect(bad.status).toBe(400);
    const none = await call(target, 'GET', '/admin/registrations/count', { token });
    expect(none.body).toEqual({ total: everything.length });
  });

  describe('an id-shaped term', () => {
    const sample = () => everything.find((r) => r.merchantTransactionId && r.contactNumber.length === 10)!;

    test.each([
      ['a registration id', (r: Registration) => r.registrationId],
      ['a registration id in lower case', (r: Registration) => r.registrationId.toLowerCase()],
      ['a payment id', (r: Registration) => r.payment.paymentId],
      ['a merchant transaction id', (r: Registration) => r.merchantTransactionId!],
      ['a whole phone number', (r: Registration) => r.contactNumber],
      ['a whole phone number with +91', (r: Registration) => `+91${r.contactNumber}`],
    ])('%s finds its row, as the rules do', async (_label, termOf) => {
      const registration = sample();
      const term = termOf(registration);
      const total = await expectSameAsRules({ q: term });
      if (!term.startsWith('+91')) {
        const reply = await call(target, 'GET', pageUrl({ q: term }), { token });
        expect(reply.body.data.map((r: Registration) => r.registrationId)).toContain(registration.registrationId);
        expect(total).toBeGreaterThan(0);
      }
    });

    test('a shape many ids share pages, sorts and filters as the rules do', async () => {
      expect(await expectSameAsRules({ q: 'REG-0000', sort: 'name', limit: 20, offset: 5 })).toBeGreaterThan(25);
      await expectSameAsRules({ q: 'REG-0000', status: ['active'], paymentStatus: ['success'], order: 'asc', sort: 'registrationId' });
      // Past the last match the page is empty and the total still exact.
      await expectSameAsRules({ q: 'REG-0000', offset: 5000 });
    });

    test('other registrations that hold the id as a substring come too', async () => {
      const [first, second, third] = everything;
      const id = first!.registrationId;
      // Another registration's name and a third's phone number contain the id.
      const edited = await call(target, 'PUT', `/admin/registrations/${second!.registrationId}/details`, { token, body: { name: `Copy of ${id}` } });
      expect(edited.status).toBe(200);
      const phone = '9123456780';
      await call(target, 'PUT', `/admin/registrations/${third!.registrationId}/details`, { token, body: { contactNumber: `0${phone}` } });
      await refresh();
      expect(await expectSameAsRules({ q: id })).toBe(2);
      expect(await expectSameAsRules({ q: id.toLowerCase() })).toBe(2);
      expect(await expectSameAsRules({ q: phone })).toBeGreaterThanOrEqual(1);
      const [copy] = await target.db.query<{ search_text: string }>('SELECT search_text FROM registration_search WHERE registration_id = $1', [
        second!.registrationId,
      ]);
      expect(copy!.search_text.startsWith(`copy of ${id.toLowerCase()}`)).toBe(true);
    });

    test('every place an id-shaped term can hide, usual rows and unusual, gives what the rules give', async () => {
      const rows = everything.slice(10, 20);
      const usual = rows.find((r) => /^\d{10}$/.test(r.contactNumber))!;
      const digits = usual.contactNumber;
      const set = (r: Registration, column: string, value: string) =>
        target.db.query(`UPDATE registrations SET ${column} = $1 WHERE registration_id = $2`, [value, r.registrationId]);
      const [a, b, c, d, e, f, g] = rows.filter((r) => r !== usual);
      const id = usual.registrationId;
      const paymentId = usual.payment.paymentId;
      // Unusual rows: an id inside another payment id, a lower-case payment id, a phone number
      // inside a longer one and after another country's code, a name holding a payment id.
      await set(a!, 'payment_id', `PAY-XREG-${id.slice(4)}9`);
      await set(b!, 'payment_id', paymentId.toLowerCase().replace('pay-', 'pay-z'));
      await set(c!, 'contact_number', `7${digits}`);
      await set(d!, 'contact_number', `+1${digits}`);
      await set(e!, 'name', `Paid ${paymentId} twice`);
      // Usual rows found where the indexes look: a phone number after 0 and after +91.
      await set(f!, 'contact_number', `0${digits}`);
      await set(g!, 'contact_number', `+91${digits}`);
      await refresh();
      const terms = [
        id,
        id.toLowerCase(),
        id.slice(0, -2),
        paymentId,
        paymentId.toLowerCase(),
        `PAY-Z${paymentId.slice(4)}`,
        digits,
        `1${digits.slice(0, 9)}`,
        `91${digits.slice(0, 8)}`,
        `91${digits}`,
        `+91${digits}`,
        `+1${digits}`,
        `0${digits}`,
        'MT99999999',
      ];
      const totals = [];
      for (const q of terms) totals.push(await expectSameAsRules({ q }));
      // The unusual rows are among the answers: the term found inside them, not only at the start.
      expect(totals[0]).toBeGreaterThanOrEqual(2);
      expect(totals[3]).toBeGreaterThanOrEqual(2);
      expect(totals[6]).toBeGreaterThanOrEqual(5);
      await expectSameAsRules({ q: digits, status: ['active'], sort: 'contactNumber', order: 'desc', limit: 2, offset: 1 });
    });
  });

  describe('a receipt number', () => {
    const confirm = async (r: Registration) => {
      const reply = await call(target, 'PUT', `/admin/register/${r.registrationId}`, { token, body: { payment: { status: 'success', mode: 'offline' } } });
      expect(reply.status).toBe(200);
      return (reply.body as Registration).payment.receipt!.number;
    };
    const idsFound = async (query: Partial<RegistrationListQuery>) =>
      (await call(target, 'GET', pageUrl(query), { token })).body.data.map((r: Registration) => r.registrationId);

    test("in any letter case, with spaces around, finds its registration in the list, its count and the palette's rows, as the rules do", async () => {
      const r = everything.find((one) => one.status === 'active' && one.payment.status === 'pending')!;
      const number = await confirm(r);
      expect(number).toMatch(/^RCT\/\d{4}\/\d{6}$/);
      await refresh();
      expect(await expectSameAsRules({ q: number })).toBe(1);
      expect(await expectSameAsRules({ q: ` ${number.toLowerCase()} ` })).toBe(1);
      expect(await expectSameAsRules({ q: number, paymentStatus: ['success'], sort: 'name' })).toBe(1);
      expect(await expectSameAsRules({ q: number, paymentStatus: ['pending'] })).toBe(0);
      // The palette asks for five rows without the total.
      expect(await idsFound({ q: number.toLowerCase(), limit: 5, withTotal: false })).toEqual([r.registrationId]);
      // A number no receipt has finds nothing.
      expect(await expectSameAsRules({ q: number.replace(/\d{6}$/, '999999') })).toBe(0);
    });

    test('of a cancelled receipt still finds its registration after the payment has a newer one', async () => {
      const r = everything.find((one) => one.status === 'active' && one.payment.status === 'pending')!;
      const cancelled = await confirm(r);
      const reason = 'Cheque returned unpaid by the bank.';
      expect((await call(target, 'POST', `/admin/registrations/${r.registrationId}/receipt/cancel`, { token, body: { reason } })).status).toBe(200);
      const newer = await confirm(r);
      expect(newer).not.toBe(cancelled);
      await refresh();
      expect(await idsFound({ q: cancelled.toLowerCase() })).toEqual([r.registrationId]);
      expect((await call(target, 'GET', countUrl({ q: cancelled }), { token })).body).toEqual({ total: 1 });
      expect(await expectSameAsRules({ q: newer })).toBe(1);
    });
  });

  if (engine === 'postgres') {
    test('an aborted request cancels its statement on the server', async () => {
      // Statements still running on the count's table. Within a transaction the activity view is
      // a snapshot, so it is cleared before each look.
      async function activeCounts(tx: { query: typeof target.db.query }): Promise<number> {
        await tx.query('SELECT pg_stat_clear_snapshot()');
        const [row] = await tx.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity
           WHERE datname = current_database() AND pid <> pg_backend_pid() AND state = 'active' AND query LIKE '%FROM registration_search%'`,
        );
        return row!.n;
      }
      await target.db.transaction(async (tx) => {
        // The count waits for this lock, so it is still running when the request is aborted.
        await tx.query('LOCK TABLE registration_search IN ACCESS EXCLUSIVE MODE');
        const controller = new AbortController();
        const request = fetch(`${target.baseUrl}${countUrl({ q: 'sha' })}`, {
          headers: { authorization: `Bearer ${token}` },
          signal: controller.signal,
        }).catch((error: unknown) => error);
        let waiting = 0;
        for (let tries = 0; tries < 100 && waiting === 0; tries += 1) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          waiting = await activeCounts(tx);
        }
        expect(waiting).toBe(1);
        controller.abort();
        expect(await request).toMatchObject({ name: 'AbortError' });
        let still = waiting;
        for (let tries = 0; tries < 100 && still > 0; tries += 1) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          still = await activeCounts(tx);
        }
        // Cancelled while the lock is still held: nothing else could have ended it.
        expect(still).toBe(0);
      });
      // The connection went back to the pool in working order.
      expect((await call(target, 'GET', countUrl({ q: 'sha' }), { token })).body.total).toBe(applyListQuery(everything, parsed({ q: 'sha' })).total);
    });
  }
});

describe('PGlite cancellation', () => {
  test('a queued statement whose request went away never starts (a running one cannot be interrupted)', async () => {
    const db = await openPglite(null);
    try {
      await db.exec('CREATE TABLE ran (n int)');
      const first = new AbortController();
      const second = new AbortController();
      const running = db.query('INSERT INTO ran VALUES (1) RETURNING n', [], { signal: first.signal });
      const queued = db.query('INSERT INTO ran VALUES (2) RETURNING n', [], { signal: second.signal });
      second.abort();
      await expect(running).resolves.toEqual([{ n: 1 }]);
      await expect(queued).rejects.toBeInstanceOf(QueryCancelledError);
      expect(await db.query('SELECT n FROM ran')).toEqual([{ n: 1 }]);
    } finally {
      await db.close();
    }
  });
});
