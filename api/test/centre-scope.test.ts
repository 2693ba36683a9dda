import type { Registration } from 'shared/domain/registrations/registration';
import { parseCsv } from 'shared/domain/common/csv';
import { IMPORT_COLUMNS } from 'shared/domain/imports/registration-import';
import { scopedDatabase } from '../src/db/scoped';
import { readDashboardStats } from '../src/registrations/repository';
import { staffAccountForToken } from '../src/staff/staff-accounts';
import { testEngines } from './support/environment';
import { runBulkJob } from './support/bulk-jobs';
import { openEventStream } from './support/event-stream';
import { allRegistrations, call, TEST_ANCHOR, useTestApp, type TestApp } from './support/test-app';
import { signedInNewAccount, tokenFor } from './support/tokens';

// Staff limited to some centres see and change only those centres' registrations, on every path,
// because the database itself (row-level security) hides the others from their requests: a
// registration of another centre answers 404, as if it did not exist.

interface Scoped {
  label: string;
  centers: string[];
  token: string;
  uid: string;
}

interface ImportRow {
  id: string;
  phone: string;
  center: string;
}

/** Registrations imported as one CSV (one statement: one "many rows" event when there are several). */
async function importRows(target: TestApp, rows: ImportRow[]): Promise<void> {
  const cells = (row: ImportRow): Record<string, string> => ({
    registrationId: row.id,
    name: 'Shared Number Child',
    gender: 'female',
    contactNumber: row.phone,
    school: 'Hill School',
    std: '4th',
    cadre: 'Primary Level',
    levelEnrolled: 'LEVEL 2',
    centerCode: row.center,
    paymentId: `PAY-${row.id}`,
    paymentMode: 'offline',
    paymentAmount: '300',
    paymentStatus: 'pending',
  });
  const csv = `${[IMPORT_COLUMNS.join(','), ...rows.map((row) => IMPORT_COLUMNS.map((column) => cells(row)[column]).join(','))].join('\n')}\n`;
  expect((await call(target, 'POST', '/admin/imports', { token: await tokenFor('superadmin'), body: { csv } })).status).toBe(201);
}

async function scopedAccount(target: TestApp, label: string, centers: string[]): Promise<Scoped> {
  const email = `scope-${label}-${target.engine}-${Date.now()}@example.org`;
  const { user, token } = await signedInNewAccount(target.app.firebaseAuth, email, { role: 'admin' });
  await target.db.query("INSERT INTO staff_accounts (uid, email, display_name, role, status, centers) VALUES ($1, $2, $3, 'admin', 'active', $4::text[])", [
    user.uid,
    email,
    label,
    centers,
  ]);
  return { label, centers, token, uid: user.uid };
}

describe.each(testEngines())('centre scope on %s', (engine) => {
  const target = useTestApp(engine, { registrations: 120 });
  const accounts: Scoped[] = [];
  let everything: Registration[];
  const uids: string[] = [];

  beforeAll(async () => {
    accounts.push(await scopedAccount(target, 'one', ['CHN01']), await scopedAccount(target, 'two', ['BLR01', 'MUM01']));
    uids.push(...accounts.map((account) => account.uid));
    everything = await allRegistrations(target, await tokenFor('superadmin'));
  });
  afterAll(async () => {
    for (const uid of uids) await target.app.firebaseAuth.deleteUser(uid).catch(() => {});
  });

  const as = (account: Scoped, method: string, path: string, body?: unknown) => call(target, method, path, { token: account.token, body });
  const inScope = (account: Scoped) => everything.filter((r) => account.centers.includes(r.centerCode));
  const outside = (account: Scoped) => everything.filter((r) => !account.centers.includes(r.centerCode));

  /** The superadmin changes a registration's name: a 'registration' event about it. */
  const touch = async (registration: Registration) => {
    const superadmin = await tokenFor('superadmin');
    const current = (await call(target, 'GET', `/admin/registrations/${registration.registrationId}`, { token: superadmin })).body as Registration;
    const reply = await call(target, 'PUT', `/admin/registrations/${registration.registrationId}/details`, {
      token: superadmin,
      body: { name: `${current.name.split(' Streamed')[0]} Streamed`, version: current.version },
    });
    expect(reply.status).toBe(200);
  };

  test('the seed gives every centre registrations to test with', () => {
    for (const code of ['BLR01', 'CHN01', 'DLH01', 'MUM01']) expect(everything.filter((r) => r.centerCode === code).length).toBeGreaterThan(10);
  });

  test('an unfiltered SELECT on the request path of a scoped person reads only their centres', async () => {
    for (const account of accounts) {
      const decoded = await target.app.firebaseAuth.verifyIdToken(account.token);
      const { account: staff } = await staffAccountForToken(target.app.db, decoded);
      const db = scopedDatabase(target.app.db, staff.centers);
      const rows = await db.query<{ center_code: string; count: number }>(
        'SELECT center_code, count(*)::int AS count FROM registrations GROUP BY 1 ORDER BY 1',
      );
      expect(rows).toEqual(account.centers.map((code) => ({ center_code: code, count: everything.filter((r) => r.centerCode === code).length })));
      // The tables that carry registrations' data, read without a filter too.
      const [audit] = await db.query<{ outside: number }>('SELECT count(*)::int AS outside FROM audit_log a WHERE a.registration_id = ANY($1::text[])', [
        outside(account).map((r) => r.registrationId),
      ]);
      expect(audit!.outside).toBe(0);
      const searched = await db.query<{ registration_id: string }>('SELECT registration_id FROM registration_search');
      expect(searched.length).toBe(inScope(account).length);
      // A write to another centre's registration changes nothing: the row is not there to change.
      const other = outside(account)[0]!;
      expect(await db.query("UPDATE registrations SET admin_note = 'leak' WHERE registration_id = $1 RETURNING 1", [other.registrationId])).toEqual([]);
      // Nor can a row be moved out of the scope, or put into another centre.
      const own = inScope(account)[0]!;
      await expect(db.query("UPDATE registrations SET center_code = 'DLH01' WHERE registration_id = $1", [own.registrationId])).rejects.toThrow(
        /row-level security/,
      );
    }
    // Everyone else's requests read every row.
    const [all] = await target.app.db.query<{ count: number }>('SELECT count(*)::int AS count FROM registrations');
    expect(all!.count).toBe(everything.length);
  });

  test('list, search, count and paging hold only the scope', async () => {
    for (const account of accounts) {
      const expected = inScope(account);
      const whole = await allRegistrations(target, account.token);
      expect(whole.map((r) => r.registrationId).sort()).toEqual(expected.map((r) => r.registrationId).sort());
      const page = await as(account, 'GET', '/admin/registrations?limit=10&offset=0&sort=name&order=asc');
      expect(page.body.total).toBe(expected.length);
      expect(page.body.data.every((r: Registration) => account.centers.includes(r.centerCode))).toBe(true);
      const count = await as(account, 'GET', '/admin/registrations/count?paymentStatus=pending');
      expect(count.body.total).toBe(expected.filter((r) => r.payment.status === 'pending').length);
      const bySchool = await as(account, 'GET', '/admin/registrations/count?school=public');
      expect(bySchool.body.total).toBe(expected.filter((r) => /public/i.test(`${r.school.value} ${r.school.name ?? ''}`)).length);
      // Searching for another centre's registration by its id, name or payment id finds nothing of it.
      const other = outside(account)[0]!;
      for (const term of [other.registrationId, other.payment.paymentId, other.name]) {
        const found = await as(account, 'GET', `/admin/registrations?q=${encodeURIComponent(term)}&limit=50`);
        expect(found.status).toBe(200);
        expect(found.body.data.map((r: Registration) => r.registrationId)).not.toContain(other.registrationId);
        expect(found.body.data.every((r: Registration) => account.centers.includes(r.centerCode))).toBe(true);
      }
    }
  });

  test('the list filters by centre (several at once), within the centres the person sees', async () => {
    const superadmin = await tokenFor('superadmin');
    const both = await call(target, 'GET', '/admin/registrations?center=CHN01,MUM01&limit=1000', { token: superadmin });
    const expected = everything.filter((r) => r.centerCode === 'CHN01' || r.centerCode === 'MUM01');
    expect(both.body.total).toBe(expected.length);
    expect(both.body.data.map((r: Registration) => r.registrationId).sort()).toEqual(expected.map((r) => r.registrationId).sort());
    expect((await call(target, 'GET', '/admin/registrations/count?center=CHN01&status=active', { token: superadmin })).body.total).toBe(
      everything.filter((r) => r.centerCode === 'CHN01' && r.status === 'active').length,
    );
    const two = accounts[1]!;
    expect((await as(two, 'GET', '/admin/registrations/count?center=MUM01')).body.total).toBe(everything.filter((r) => r.centerCode === 'MUM01').length);
    // A centre outside the scope filters to nothing, as an unknown one does.
    expect((await as(two, 'GET', '/admin/registrations?center=DLH01&limit=10')).body).toEqual({ data: [], total: 0 });
  });

  test('a registration of another centre answers 404 by id, history, payment lookups and every write', async () => {
    for (const account of accounts) {
      const other = outside(account).find((r) => r.merchantTransactionId && r.payment.status !== 'success')!;
      const id = encodeURIComponent(other.registrationId);
      const versionOf = async () =>
        (await target.db.query<{ version: number }>('SELECT version FROM registrations WHERE registration_id = $1', [other.registrationId]))[0]!.version;
      const before = await versionOf();
      expect((await as(account, 'GET', `/admin/registrations/${id}`)).status).toBe(404);
      expect((await as(account, 'GET', `/admin/registrations/${id}/history`)).status).toBe(404);
      // The payment-id lookup answers null for a payment id nobody has (the spec's answer), and so for this one.
      const byPayment = await as(account, 'GET', `/admin/find-by-payment-id?paymentId=${encodeURIComponent(other.payment.paymentId)}`);
      expect([byPayment.status, byPayment.body]).toEqual([200, null]);
      expect(
        (await as(account, 'GET', `/admin/find-by-merchant-transaction-id?merchantTransactionId=${encodeURIComponent(other.merchantTransactionId!)}`)).status,
      ).toBe(404);
      expect((await as(account, 'PUT', `/admin/registrations/${id}/details`, { name: 'Leaked Name' })).status).toBe(404);
      expect((await as(account, 'PUT', `/admin/registrations/${id}/status`, { status: 'duplicate' })).status).toBe(404);
      expect((await as(account, 'PUT', `/admin/register/${id}`, { payment: { mode: 'offline', status: 'success' } })).status).toBe(404);
      expect(await versionOf()).toBe(before);

      // Their own centre's registration they read and change.
      const own = inScope(account)[0]!;
      expect((await as(account, 'GET', `/admin/registrations/${encodeURIComponent(own.registrationId)}`)).body.registrationId).toBe(own.registrationId);
      const edited = await as(account, 'PUT', `/admin/registrations/${encodeURIComponent(own.registrationId)}/details`, { name: `${own.name} Scoped` });
      expect(edited.status).toBe(200);
      // Moving it to another centre needs every centre.
      const moved = await as(account, 'PUT', `/admin/registrations/${encodeURIComponent(own.registrationId)}/details`, { centerCode: 'DLH01' });
      expect(moved.status).toBe(403);
    }
  });

  test("an undo of a person's own change to a registration of a centre since taken from them answers 404 and changes nothing", async () => {
    const account = await scopedAccount(target, 'undo', ['CHN01', 'MUM01']);
    uids.push(account.uid);
    const mumbai = everything.filter((r) => r.centerCode === 'MUM01')[3]!;
    const id = encodeURIComponent(mumbai.registrationId);
    expect((await as(account, 'PUT', `/admin/registrations/${id}/details`, { name: `${mumbai.name} Before Move` })).status).toBe(200);
    const [entry] = (await as(account, 'GET', `/admin/registrations/${id}/history?limit=1`)).body.data as { id: string }[];
    const superadmin = await tokenFor('superadmin');
    expect((await call(target, 'PUT', `/admin/staff-accounts/${account.uid}/centers`, { token: superadmin, body: { centers: ['CHN01'] } })).status).toBe(200);
    const versionOf = async () =>
      (await target.db.query<{ version: number }>('SELECT version FROM registrations WHERE registration_id = $1', [mumbai.registrationId]))[0]!.version;
    const before = await versionOf();
    expect((await as(account, 'POST', `/admin/registrations/${id}/undo`, { entryId: entry!.id })).status).toBe(404);
    expect(await versionOf()).toBe(before);
  });

  test('the dashboard counts the scope, from the per-centre counters, and recent activity and the audit trail hold only its registrations', async () => {
    for (const account of accounts) {
      const expected = inScope(account);
      const stats = await as(account, 'GET', '/admin/stats');
      expect(stats.body).toMatchObject({
        totalRegistrations: expected.length,
        successfulPayments: expected.filter((r) => r.payment.status === 'success').length,
        totalDisqualified: expected.filter((r) => r.status === 'disqualified').length,
        totalDuplicates: expected.filter((r) => r.status === 'duplicate').length,
      });
      const trends = await as(account, 'GET', `/admin/dashboard/trends?tz=Asia%2FKolkata&days=60&until=${TEST_ANCHOR.toISOString().slice(0, 10)}`);
      expect(trends.status).toBe(200);
      const sum = (rows: { registrations: number }[]) => rows.reduce((total, row) => total + row.registrations, 0);
      expect(sum(trends.body.cadres)).toBe(expected.length);
      expect(sum(trends.body.payments)).toBe(expected.length);
      expect(sum(trends.body.registrationsPerDay)).toBe(expected.length);
      const ids = new Set(expected.map((r) => r.registrationId));
      const activity = await as(account, 'GET', '/admin/activity?limit=100');
      expect(activity.status).toBe(200);
      for (const entry of activity.body.data) if (entry.registrationId) expect(ids.has(entry.registrationId)).toBe(true);
      const trail = await as(account, 'GET', '/admin/audit?limit=100');
      expect(trail.status).toBe(200);
      expect(trail.body.data.length).toBeGreaterThan(0);
      for (const entry of trail.body.data) if (entry.registrationId) expect(ids.has(entry.registrationId)).toBe(true);
      const searched = await as(account, 'GET', `/admin/audit?registrationId=${encodeURIComponent(outside(account)[0]!.registrationId)}`);
      expect(searched.body.data).toEqual([]);
    }
    // Everyone else still counts every centre.
    expect((await readDashboardStats(target.app.db)).totalRegistrations).toBe(everything.length);
  });

  test('both exports hold only the scope', async () => {
    for (const account of accounts) {
      const expected = inScope(account)
        .map((r) => r.registrationId)
        .sort();
      const direct = await as(account, 'GET', '/admin/registrations/export');
      expect(direct.status).toBe(200);
      const [, ...rows] = parseCsv(String(direct.body));
      expect(rows.map((row) => row[0]).sort()).toEqual(expected);
      const link = await as(account, 'POST', '/admin/registrations/export-links', {});
      expect(link.status).toBe(201);
      expect(link.body.expectedRows).toBe(expected.length);
      // The link's download (no token: the link is the permission) holds the maker's centres alone.
      const download = await call(target, 'GET', link.body.path);
      expect(download.status).toBe(200);
      const [, ...linked] = parseCsv(String(download.body));
      expect(linked.map((row) => row[0]).sort()).toEqual(expected);
    }
  });

  test('a bulk action given ids of another centre touches nothing there', async () => {
    const account = accounts[1]!;
    const other = outside(account).find((r) => r.status === 'active')!;
    const own = inScope(account).find((r) => r.status === 'active' && r.registrationId !== inScope(account)[0]!.registrationId)!;
    const versionOf = async (id: string) =>
      (await target.db.query<{ version: number }>('SELECT version FROM registrations WHERE registration_id = $1', [id]))[0]!.version;
    const before = await versionOf(other.registrationId);
    const job = await runBulkJob(target, account.token, {
      action: 'disqualify',
      note: 'Entered two competitions',
      registrationIds: [other.registrationId, own.registrationId],
    });
    expect(job).toMatchObject({
      status: 'completed',
      updated: 1,
      skipped: 1,
      skippedRows: [{ registrationId: other.registrationId, reason: 'Registration not found' }],
    });
    expect(await versionOf(other.registrationId)).toBe(before);
  });

  test("the event stream carries no event about another centre's registration", async () => {
    const account = accounts[0]!;
    const stream = await openEventStream(target.baseUrl, account.token);
    try {
      await stream.next((message) => message.kind === 'sync');
      const superadmin = await tokenFor('superadmin');
      const other = outside(account)[1]!;
      const own = inScope(account)[1]!;
      await touch(other);
      await touch(own);
      const heard = await stream.next((message) => message.kind === 'change' && message.event.type === 'registration');
      expect(heard.kind === 'change' && heard.event.id).toBe(own.registrationId);
      // A payment confirmed is a 'payment' event, about a registration all the same.
      const payable = (registration: Registration) => registration.payment.status === 'pending' && registration.status === 'active';
      const otherPayment = outside(account).find(payable)!;
      const ownPayment = inScope(account).find(payable)!;
      for (const registration of [otherPayment, ownPayment]) {
        const confirmed = await call(target, 'PUT', `/admin/register/${registration.registrationId}`, {
          token: superadmin,
          body: { payment: { status: 'success', mode: 'offline' } },
        });
        expect(confirmed.status).toBe(200);
      }
      const paid = await stream.next((message) => message.kind === 'change' && message.event.type === 'payment');
      expect(paid.kind === 'change' && paid.event.id).toBe(ownPayment.registrationId);
      const registrationIds = stream.seen.flatMap((message) => (message.kind === 'change' ? [message.event.id] : []));
      expect(registrationIds).not.toContain(other.registrationId);
      expect(registrationIds).not.toContain(otherPayment.registrationId);
    } finally {
      stream.close();
    }
  });

  test("a change of a person's centres ends their open event streams at once: the browser's next stream holds to the new centres", async () => {
    const account = await scopedAccount(target, 'moved', ['CHN01', 'MUM01']);
    uids.push(account.uid);
    const before = await openEventStream(target.baseUrl, account.token);
    try {
      await before.next((message) => message.kind === 'sync');
      const reply = await call(target, 'PUT', `/admin/staff-accounts/${account.uid}/centers`, {
        token: await tokenFor('superadmin'),
        body: { centers: ['CHN01'] },
      });
      expect(reply.status).toBe(200);
      await before.ended;
    } finally {
      before.close();
    }
    const after = await openEventStream(target.baseUrl, account.token);
    try {
      await after.next((message) => message.kind === 'sync');
      const takenAway = everything.filter((r) => r.centerCode === 'MUM01')[2]!;
      const kept = everything.filter((r) => r.centerCode === 'CHN01')[2]!;
      await touch(takenAway);
      await touch(kept);
      const heard = await after.next((message) => message.kind === 'change' && message.event.type === 'registration');
      expect(heard.kind === 'change' && heard.event.id).toBe(kept.registrationId);
      expect(after.seen.flatMap((message) => (message.kind === 'change' ? [message.event.id] : []))).not.toContain(takenAway.registrationId);
    } finally {
      after.close();
    }
  });

  // After the tests above: it adds registrations, which their expectations do not hold.
  test("Duplicate Audit forms groups within the person's centres only", async () => {
    const run = `${Date.now()}`.slice(-5);
    const across = `98${run}001`;
    const within = `98${run}002`;
    const rows = [
      { id: `DUP-${run}-1`, phone: across, center: 'CHN01' },
      { id: `DUP-${run}-2`, phone: across, center: 'DLH01' },
      { id: `DUP-${run}-3`, phone: within, center: 'CHN01' },
      { id: `DUP-${run}-4`, phone: within, center: 'CHN01' },
    ];
    await importRows(target, rows);

    const superadmin = await tokenFor('superadmin');
    const everyone = await call(target, 'GET', `/admin/registrations/duplicates?q=${across}`, { token: superadmin });
    expect(everyone.body.data.map((group: { count: number }) => group.count)).toEqual([2]);
    const chennai = accounts[0]!;
    expect((await as(chennai, 'GET', `/admin/registrations/duplicates?q=${across}`)).body).toEqual({ data: [], total: 0 });
    const theirs = await as(chennai, 'GET', `/admin/registrations/duplicates?q=${within}`);
    expect(theirs.body.data.map((group: { count: number }) => group.count)).toEqual([2]);
    // Unsearched, every group holds two or more of their centre's registrations, and the total says how many groups.
    const all = await as(chennai, 'GET', '/admin/registrations/duplicates?limit=100');
    expect(all.body.total).toBe(all.body.data.length);
    for (const group of all.body.data as { count: number; registrations: Registration[] }[]) {
      expect(group.count).toBeGreaterThan(1);
      expect(group.registrations.every((r) => r.centerCode === 'CHN01')).toBe(true);
    }
    expect(all.body.data.map((group: { contactNumber: string }) => group.contactNumber)).not.toContain(across);
  });

  // The tests below read the registrations as they are now (others before them change some).
  const current = async () => allRegistrations(target, await tokenFor('superadmin'));
  const superadminCall = async (method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
    call(target, method, path, { token: await tokenFor('superadmin'), body, headers });

  test("the counts behind the list's filters, and its totals, count only the scope", async () => {
    const now = await current();
    for (const account of accounts) {
      const own = now.filter((r) => account.centers.includes(r.centerCode));
      const school = own[0]!.school.value.slice(0, 6);
      const filters = [
        `school=${encodeURIComponent(school)}`,
        'status=active&gender=female',
        'paymentStatus=success&paymentMode=offline',
        `cadre=${encodeURIComponent(own[0]!.cadre)}`,
        `school=${encodeURIComponent(school)}&status=active`,
        'q=a',
        'q=a&status=active',
      ];
      for (const filter of filters) {
        const everyone = await superadminCall('GET', `/admin/registrations?${filter}&limit=1000`);
        const expected = (everyone.body.data as Registration[]).filter((r) => account.centers.includes(r.centerCode)).length;
        expect(expected).toBeLessThan(everyone.body.total);
        const counted = await as(account, 'GET', `/admin/registrations/count?${filter}`);
        expect({ filter, total: counted.body.total }).toEqual({ filter, total: expected });
        const page = await as(account, 'GET', `/admin/registrations?${filter}&limit=5`);
        expect({ filter, total: page.body.total }).toEqual({ filter, total: expected });
      }
    }
  });

  test("the offline queue's pages and totals, searched or not, hold only the scope", async () => {
    const queue = async (token: string, q: string) => {
      const rows: Registration[] = [];
      let total = 0;
      for (let after: string | null = ''; after !== null;) {
        const page = await call(target, 'GET', `/admin/payments/awaiting-confirmation?limit=100${q && `&q=${q}`}${after && `&after=${after}`}`, { token });
        expect(page.status).toBe(200);
        rows.push(...page.body.data);
        total = page.body.total;
        after = page.body.nextCursor;
      }
      return { rows, total };
    };
    const superadmin = await tokenFor('superadmin');
    for (const q of ['', 'a', '9']) {
      const everyone = await queue(superadmin, q);
      for (const account of accounts) {
        const expected = everyone.rows.filter((r) => account.centers.includes(r.centerCode)).map((r) => r.registrationId);
        expect(expected.length).toBeLessThan(everyone.total);
        const theirs = await queue(account.token, q);
        expect({ q, total: theirs.total, ids: theirs.rows.map((r) => r.registrationId) }).toEqual({ q, total: expected.length, ids: expected });
      }
    }
  });

  test('the receipts register and the collections count only the scope, in any time zone', async () => {
    const now = await current();
    const payable = (code: string) => now.filter((r) => r.centerCode === code && r.status === 'active' && r.payment.status === 'pending').slice(0, 2);
    const confirmed: Registration[] = [];
    for (const code of ['BLR01', 'CHN01', 'DLH01', 'MUM01']) {
      for (const r of payable(code)) {
        expect((await superadminCall('PUT', `/admin/register/${r.registrationId}`, { payment: { status: 'success', mode: 'offline' } })).status).toBe(200);
        confirmed.push(r);
      }
    }
    const cancelled = confirmed.find((r) => r.centerCode === 'CHN01')!;
    const reason = 'The transfer never reached the account.';
    expect((await superadminCall('POST', `/admin/registrations/${cancelled.registrationId}/receipt/cancel`, { reason })).status).toBe(200);
    for (const account of accounts) {
      const [expected] = await target.db.query<{ total: number; amount: number; standing: number }>(
        `SELECT count(*)::int AS total, coalesce(sum(amount) FILTER (WHERE cancelled_at IS NULL), 0)::int AS amount,
                count(*) FILTER (WHERE cancelled_at IS NULL)::int AS standing
         FROM receipts JOIN registrations USING (registration_id) WHERE center_code = ANY ($1::text[])`,
        [account.centers],
      );
      expect(expected!.total).toBeGreaterThan(0);
      // Kolkata's days are whole half hours (the kept totals answer for them); Kathmandu's are not.
      for (const tz of ['Asia%2FKolkata', 'Asia%2FKathmandu']) {
        const register = await as(account, 'GET', `/admin/receipts?tz=${tz}&from=2000-01-01&to=2099-12-31&limit=200`);
        expect({ tz, total: register.body.total, amount: register.body.totalAmount }).toEqual({ tz, total: expected!.total, amount: expected!.amount });
        expect(register.body.data.length).toBe(expected!.total);
        const collections = await as(account, 'GET', `/admin/payments/collections?tz=${tz}&from=2000-01-01&to=2099-12-31`);
        expect({ tz, count: collections.body.totalCount, amount: collections.body.totalAmount }).toEqual({
          tz,
          count: expected!.standing,
          amount: expected!.amount,
        });
      }
    }
  });

  test('a cash-up counts, as one figure, the receipts a person issued before their limit changed; nothing else of those centres', async () => {
    const cashier = await scopedAccount(target, 'cashier', []);
    uids.push(cashier.uid);
    const email = `scope-cashier-${target.engine}`;
    const now = await current();
    const payable = (code: string, count: number) =>
      now.filter((r) => r.centerCode === code && r.status === 'active' && r.payment.status === 'pending').slice(-count);
    const [own] = payable('CHN01', 1);
    const others = [...payable('DLH01', 2), ...payable('MUM01', 1)];
    expect(others).toHaveLength(3);
    for (const r of [own!, ...others]) {
      expect(
        (await as(cashier, 'PUT', `/admin/register/${r.registrationId}`, { payment: { status: 'success', mode: 'offline', method: 'cash' } })).status,
      ).toBe(200);
    }
    const [cancelled, ...standing] = others;
    const reason = 'The cash was counted twice at the desk.';
    expect((await superadminCall('POST', `/admin/registrations/${cancelled!.registrationId}/receipt/cancel`, { reason })).status).toBe(200);
    expect((await superadminCall('PUT', `/admin/staff-accounts/${cashier.uid}/centers`, { centers: ['CHN01'] })).status).toBe(200);

    const days = 'from=2000-01-01&to=2099-12-31';
    const everyone = (await superadminCall('GET', `/admin/payments/collections?${days}`)).body;
    expect(everyone.outsideYourCentres).toBeNull();
    const inAdminsView = everyone.data.filter((row: { staffEmail: string }) => row.staffEmail?.startsWith(email));
    const sum = (rows: { count: number; amount: number }[]) => ({
      count: rows.reduce((n, r) => n + r.count, 0),
      amount: rows.reduce((n, r) => n + r.amount, 0),
    });
    const rupees = (rows: Registration[]) => rows.reduce((n, r) => n + r.payment.amount, 0);
    expect(sum(inAdminsView)).toEqual({ count: 3, amount: own!.payment.amount + rupees(standing) });

    for (const tz of ['Asia%2FKolkata', 'Asia%2FKathmandu']) {
      const reply = await as(cashier, 'GET', `/admin/payments/collections?tz=${tz}&${days}`);
      expect(reply.status).toBe(200);
      const hers = reply.body.data.filter((row: { staffEmail: string }) => row.staffEmail?.startsWith(email));
      expect({ tz, hers: sum(hers), outside: reply.body.outsideYourCentres }).toEqual({
        tz,
        hers: { count: 1, amount: own!.payment.amount },
        outside: { count: 2, amount: rupees(standing) },
      });
      // Her cash-up adds up to the admin's view of her; no registration of another centre is named.
      expect(sum(hers).amount + reply.body.outsideYourCentres.amount).toBe(sum(inAdminsView).amount);
      for (const r of others) expect(JSON.stringify(reply.body)).not.toContain(r.registrationId);
    }
    // Days without her receipts count none outside either.
    expect((await as(cashier, 'GET', '/admin/payments/collections?from=2001-01-01&to=2001-01-02')).body.outsideYourCentres).toEqual({ count: 0, amount: 0 });
  });

  test("a receipt number finds its registration within the person's centres only: list, count and the palette's rows", async () => {
    const now = await current();
    const receiptOf = async (code: string) => {
      const r = now.find((one) => one.centerCode === code && one.status === 'active' && one.payment.status === 'pending')!;
      const reply = await superadminCall('PUT', `/admin/register/${r.registrationId}`, { payment: { status: 'success', mode: 'offline' } });
      expect(reply.status).toBe(200);
      return { registrationId: r.registrationId, number: (reply.body as Registration).payment.receipt!.number };
    };
    const own = await receiptOf('CHN01');
    const other = await receiptOf('DLH01');
    const account = accounts[0]!;
    const search = (number: string, extra = '') => as(account, 'GET', `/admin/registrations?q=${encodeURIComponent(number.toLowerCase())}${extra}`);
    expect((await search(own.number)).body.data.map((r: Registration) => r.registrationId)).toEqual([own.registrationId]);
    // Another centre's receipt number answers as a number nobody has.
    expect((await search(other.number)).body).toEqual({ data: [], total: 0 });
    expect((await search(other.number, '&limit=5&withTotal=false')).body.data).toEqual([]);
    expect((await as(account, 'GET', `/admin/registrations/count?q=${encodeURIComponent(other.number)}`)).body).toEqual({ total: 0 });
  });

  test("the receipt register's search and a statement line matched by hand find a receipt number only within the person's centres", async () => {
    const now = await current();
    const receiptOf = async (code: string) => {
      const r = now.find((one) => one.centerCode === code && one.status === 'active' && one.payment.status === 'pending' && one.payment.mode === 'offline')!;
      const reply = await superadminCall('PUT', `/admin/register/${r.registrationId}`, { payment: { status: 'success', mode: 'offline' } });
      expect(reply.status).toBe(200);
      return { registrationId: r.registrationId, number: (reply.body as Registration).payment.receipt!.number, amount: r.payment.amount };
    };
    const own = await receiptOf('CHN01');
    const other = await receiptOf('DLH01');
    const account = accounts[0]!;
    const register = async (number: string) => (await as(account, 'GET', `/admin/receipts?q=${encodeURIComponent(number.toLowerCase())}`)).body;
    expect(await register(own.number)).toMatchObject({ total: 1, data: [{ number: own.number }] });
    expect(await register(other.number)).toMatchObject({ total: 0, totalAmount: 0, data: [] });

    const csv = [
      'date,reference,description,amount',
      `2025-03-20,CASH-1,counter deposit,${own.amount}`,
      `2025-03-20,CASH-2,counter deposit,${other.amount}`,
    ].join('\n');
    const uploaded = await call(target, 'POST', '/admin/reconciliation/statements?source=bank', {
      token: account.token,
      body: csv,
      headers: { 'content-type': 'text/csv' },
    });
    expect(uploaded.status).toBe(201);
    const byHand = (line: number, number: string) =>
      as(account, 'PUT', `/admin/reconciliation/statements/${uploaded.body.id}/lines/${line}/match`, {
        registrationId: number,
        note: 'Parent showed the slip',
      });
    const outside = await byHand(3, other.number);
    expect(outside.status).toBe(404);
    expect(outside.body).toMatchObject({ message: `No registration, payment or receipt ${other.number}`, code: 'match-target-not-found' });
    expect((await byHand(2, own.number)).body).toMatchObject({ payment: { registrationId: own.registrationId } });
  });

  test('a statement counts, for a limited person, the lines matched to their centres and those matched to none; an upload of theirs is matched against every centre', async () => {
    const now = await current();
    const day = '2025-03-14';
    // Offline payments: a bank statement counts those (a line naming an online one is mismatched).
    const offline = now.filter((r) => r.payment.mode === 'offline');
    const payments = ['BLR01', 'CHN01', 'DLH01', 'MUM01'].map((code) => offline.find((r) => r.centerCode === code)!);
    const statement = (tag: string, rows: Registration[]) =>
      [
        'date,reference,description,amount',
        ...rows.map((r, i) => `${day},NEFT-${tag}-${i},NEFT/${r.payment.paymentId}/deposit,${r.payment.amount}`),
        `${day},NEFT-${tag}-X,NEFT/UNKNOWN-${tag}/someone,700`,
      ].join('\n');
    const upload = (token: string, csv: string) =>
      call(target, 'POST', '/admin/reconciliation/statements?source=bank', { token, body: csv, headers: { 'content-type': 'text/csv' } });
    const uploaded = await upload(await tokenFor('superadmin'), statement('ALL', payments));
    expect(uploaded.body).toMatchObject({ lines: 5, matched: 4, unmatched: 1 });
    for (const account of accounts) {
      const own = payments.filter((r) => account.centers.includes(r.centerCode));
      const detail = await as(account, 'GET', `/admin/reconciliation/statements/${uploaded.body.id}`);
      expect(detail.body).toMatchObject({ lines: own.length + 1, matched: own.length, unmatched: 1, duplicates: 0, mismatched: 0 });
      expect(detail.body.totals.matched).toBe(own.reduce((sum, r) => sum + r.payment.amount, 0));
      const listed = (await as(account, 'GET', '/admin/reconciliation/statements')).body.data.find((s: { id: string }) => s.id === uploaded.body.id);
      expect(listed).toMatchObject({ lines: own.length + 1, matched: own.length, unmatched: 1 });
      const lines = (await as(account, 'GET', `/admin/reconciliation/statements/${uploaded.body.id}/lines?limit=200`)).body.data;
      expect(lines.flatMap((l: { payment: { registrationId: string } | null }) => (l.payment ? [l.payment.registrationId] : []))).toEqual(
        own.map((r) => r.registrationId),
      );
    }

    // A limited person's upload: every line is matched against every centre, and they are answered
    // (and shown) the counts of theirs.
    const chennai = accounts[0]!;
    const others = ['CHN01', 'DLH01'].map((code) => offline.filter((r) => r.centerCode === code)[1]!);
    const theirs = await upload(chennai.token, statement('CHN', others));
    expect(theirs.status).toBe(201);
    expect(theirs.body).toMatchObject({ lines: 2, matched: 1, unmatched: 1 });
    const everyone = await superadminCall('GET', `/admin/reconciliation/statements/${theirs.body.id}`);
    expect(everyone.body).toMatchObject({ lines: 3, matched: 2, unmatched: 1 });
  });

  test("a limited person reads and cancels only their own bulk jobs: another's answers 404", async () => {
    const admin = accounts[1]!;
    const now = await current();
    const mine = now.find((r) => r.centerCode === 'MUM01' && r.status === 'active')!;
    const theirs = await runBulkJob(target, await tokenFor('superadmin'), {
      action: 'clearStatus',
      registrationIds: now
        .filter((r) => r.status !== 'active')
        .map((r) => r.registrationId)
        .slice(0, 3),
    });
    expect(theirs.status).toBe('completed');
    expect((await as(admin, 'GET', `/admin/jobs/${theirs.id}`)).status).toBe(404);
    expect((await as(admin, 'DELETE', `/admin/jobs/${theirs.id}`)).status).toBe(404);
    const own = await runBulkJob(target, admin.token, { action: 'markDuplicate', note: 'Same child twice', registrationIds: [mine.registrationId] });
    expect((await as(admin, 'GET', `/admin/jobs/${own.id}`)).body).toMatchObject({ id: own.id, total: 1, updated: 1 });
    // Everyone else with the admin permission still reads anyone's.
    expect((await superadminCall('GET', `/admin/jobs/${own.id}`)).body).toMatchObject({ id: own.id, updated: 1 });
  });

  test("an import into other centres never reaches a limited person's stream; one into theirs does", async () => {
    const chennai = accounts[0]!;
    const stream = await openEventStream(target.baseUrl, chennai.token);
    try {
      await stream.next((message) => message.kind === 'sync');
      const run = `${Date.now()}`.slice(-5);
      await importRows(target, [
        { id: `IMP-${run}-1`, phone: `97${run}001`, center: 'DLH01' },
        { id: `IMP-${run}-2`, phone: `97${run}002`, center: 'MUM01' },
      ]);
      await importRows(target, [
        { id: `IMP-${run}-3`, phone: `97${run}003`, center: 'CHN01' },
        { id: `IMP-${run}-4`, phone: `97${run}004`, center: 'DLH01' },
      ]);
      // Then a change to one of theirs: the stream keeps the feed's order, so both imports' events
      // would have come before its event.
      const own = (await current()).find((r) => r.centerCode === 'CHN01')!;
      expect((await superadminCall('PUT', `/admin/registrations/${own.registrationId}/details`, { name: `${own.name} Heard` })).status).toBe(200);
      await stream.next((message) => message.kind === 'change' && message.event.id === own.registrationId);
      const many = stream.seen.filter((message) => message.kind === 'change' && message.event.id === null);
      expect(many).toHaveLength(1);
    } finally {
      stream.close();
    }
    // Everyone else hears of both.
    const superadmin = await openEventStream(target.baseUrl, await tokenFor('superadmin'));
    try {
      await superadmin.next((message) => message.kind === 'sync');
      const run = `${Date.now()}`.slice(-5);
      await importRows(target, [
        { id: `IMP-${run}-5`, phone: `96${run}001`, center: 'DLH01' },
        { id: `IMP-${run}-6`, phone: `96${run}002`, center: 'MUM01' },
      ]);
      const heard = await superadmin.next((message) => message.kind === 'change' && message.event.id === null);
      // The centres the database names stay on the server.
      expect(heard.kind === 'change' && Object.keys(heard.event).sort()).toEqual(['actor', 'id', 'type', 'version']);
    } finally {
      superadmin.close();
    }
  });
});
