import { compareRegistrations, matchesQuery } from 'shared/testing/listQuery';
import { PAYMENT_MODES, PAYMENT_STATUSES } from 'shared/domain/common/enums';
import { isOfflinePending } from 'shared/domain/payments/offline-awaiting';
import type { OfflineQueuePage } from 'shared/domain/payments/offline-payments';
import type { Registration } from 'shared/domain/registrations/registration';
import { testEngines } from './support/environment';
import { allRegistrations, call, useTestApp } from './support/test-app';
import { tokenFor } from './support/tokens';
import { importOfflineAtGateway } from './support/import-rows';

// GET /admin/payments/awaiting-confirmation against plain-code rules on the seeded data: only
// offline payments awaiting confirmation, oldest first, searched like the list, every row
// reached by following nextCursor, even while rows are being confirmed.

const QUEUE = '/admin/payments/awaiting-confirmation';
const confirmBody = { payment: { status: 'success', mode: 'offline' }, adminNote: 'Verified and confirmed by admin' };

describe.each(testEngines())('offline payment queue on %s', (engine) => {
  const target = useTestApp(engine, { registrations: 300 });
  let adminToken: string;

  beforeAll(async () => {
    adminToken = await tokenFor('admin');
    await importOfflineAtGateway(target, await tokenFor('superadmin'), 'GATEWAY', 3);
  });

  const get = (query: string, token = adminToken) => call(target, 'GET', `${QUEUE}${query}`, { token });

  /** The queue as the plain rules say it is now, optionally searched. */
  async function expectedQueue(q?: string): Promise<Registration[]> {
    return (await allRegistrations(target, adminToken))
      .filter((r) => isOfflinePending(r.payment) && (!q || matchesQuery(r, { q })))
      .sort((a, b) => compareRegistrations(a, b, 'createdAt', 'asc'));
  }

  /** Every page from the first, following nextCursor; checks each page's total on the way. */
  async function walk(query: string, expectedTotal: number): Promise<Registration[]> {
    const rows: Registration[] = [];
    let path = `?${query}`;
    for (let page = 0; page < 1000; page += 1) {
      const reply = await get(path);
      expect(reply.status).toBe(200);
      const body = reply.body as OfflineQueuePage;
      expect(body.total).toBe(expectedTotal);
      rows.push(...body.data);
      if (body.nextCursor === null) return rows;
      path = `?${query}&after=${encodeURIComponent(body.nextCursor)}`;
    }
    throw new Error('nextCursor never ended');
  }

  const ids = (rows: Registration[]) => rows.map((r) => r.registrationId);

  test('every offline pending payment, oldest first, page by page, and nothing else', async () => {
    const expected = await expectedQueue();
    expect(expected.length).toBeGreaterThan(20);
    expect(expected.some((r) => r.payment.status === 'pending_payment_gateway')).toBe(true);
    const rows = await walk('limit=7', expected.length);
    expect(ids(rows)).toEqual(ids(expected));
    expect(rows).toEqual(expected);
  });

  test('the unsearched total is the Offline Pending figure of the dashboard', async () => {
    const [queue, stats] = await Promise.all([get('?limit=1'), call(target, 'GET', '/admin/stats', { token: adminToken })]);
    expect(queue.body.total).toBe(stats.body.offlinePending);
    expect(queue.body.total).toBe((await expectedQueue()).length);
  });

  test("the database's rule (offline_payment_pending: the queue, its index, the KPI) is the browser's, for every mode and status", async () => {
    for (const mode of PAYMENT_MODES) {
      for (const status of PAYMENT_STATUSES) {
        const [row] = await target.db.query<{ pending: boolean }>('SELECT offline_payment_pending($1, $2) AS pending', [mode, status]);
        expect({ mode, status, pending: row!.pending }).toEqual({ mode, status, pending: isOfflinePending({ mode, status }) });
      }
    }
  });

  test('default page size is 20', async () => {
    const reply = await get('');
    expect(reply.status).toBe(200);
    expect(reply.body.data).toHaveLength(20);
    expect(typeof reply.body.nextCursor).toBe('string');
  });

  test('search by name, payment id and contact number, as the registration list searches', async () => {
    const queue = await expectedQueue();
    const sample = queue[Math.floor(queue.length / 2)]!;
    const searches = [sample.name.split(' ')[0]!.slice(0, 4).toUpperCase(), sample.payment.paymentId.toLowerCase(), sample.contactNumber.slice(-6)];
    for (const q of searches) {
      const expected = await expectedQueue(q);
      expect(expected.map((r) => r.registrationId)).toContain(sample.registrationId);
      const rows = await walk(`limit=3&q=${encodeURIComponent(q)}`, expected.length);
      expect(ids(rows)).toEqual(ids(expected));
    }
  });

  test('a search that matches nothing answers an empty last page', async () => {
    const reply = await get('?q=nobody-is-called-this');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ data: [], total: 0, nextCursor: null });
  });

  test('confirming rows of a page already read neither skips nor repeats a row on the next', async () => {
    const before = await expectedQueue();
    const first = await get('?limit=5');
    expect(ids(first.body.data)).toEqual(ids(before.slice(0, 5)));
    for (const row of first.body.data.slice(1, 3) as Registration[]) {
      const confirmed = await call(target, 'PUT', `/admin/register/${row.registrationId}`, {
        token: adminToken,
        body: { ...confirmBody, ...(row.status !== 'active' && { acknowledgeStatus: row.status }) },
      });
      expect(confirmed.status).toBe(200);
    }
    const next = await get(`?limit=5&after=${encodeURIComponent(first.body.nextCursor)}`);
    expect(next.body.total).toBe(before.length - 2);
    expect(ids(next.body.data)).toEqual(ids(before.slice(5, 10)));
    const restarted = await get('?limit=5');
    expect(ids(restarted.body.data)).toEqual(ids([before[0]!, ...before.slice(3, 7)]));
  });

  test('the viewer reads the queue; a role without read, or no token, is refused', async () => {
    expect((await get('?limit=1', await tokenFor('viewer'))).status).toBe(200);
    expect((await get('?limit=1', await tokenFor('staff'))).status).toBe(200);
    const norole = await get('?limit=1', await tokenFor('norole'));
    expect(norole.status).toBe(403);
    expect(norole.body).toEqual({ message: expect.any(String), code: 'permission-denied' });
    expect((await call(target, 'GET', QUEUE)).status).toBe(401);
  });

  test.each([
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=ten', 'limit'],
    ['after=not-a-cursor', 'after'],
    ['after=2026-05-01T00:00:00.000Z_', 'after'],
    ['status=active', 'status'],
  ])('?%s answers 400 naming %s', async (query, field) => {
    const reply = await get(`?${query}`);
    expect(reply.status).toBe(400);
    expect(reply.body.issues.map((issue: { path: string }) => issue.path)).toContain(field);
  });
});
