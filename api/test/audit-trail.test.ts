import type { AuditPage } from 'shared/domain/audit/audit-answers';
import type { ActivityEntry, Registration } from 'shared/domain/registrations/registration';
import { AUDIT_ROW_COLUMNS, toActivityEntry, type AuditRow } from '../src/audit/audit-log';
import { defaultReleaseConfig } from '../src/config';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts';
import { testEngines } from './support/environment';
import { allRegistrations, call, useTestApp } from './support/test-app';
import { tokenFor } from './support/tokens';

// GET /admin/audit against the whole log read through GET /admin/activity and filtered in
// plain code: every filter alone and combined, keyset paging both ways, and no way to change an entry.

const dayIn = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
const indiaDay = dayIn('Asia/Kolkata');
const newYorkDay = dayIn('America/New_York');

describe.each(testEngines())('audit trail on %s', (engine) => {
  const target = useTestApp(engine, { registrations: 120 });
  let adminToken: string;
  let staffToken: string;
  // The settings permission reads the whole trail (test/audit-visibility.test.ts: who reads what).
  let superadminToken: string;
  let everything: ActivityEntry[];
  let changed: Registration[];

  /**
   * Registration entries through GET /admin/activity, plus the entries about other targets (here the
   * seed's staff accounts), which that call leaves out, read from the table; newest first.
   */
  async function wholeLog(): Promise<ActivityEntry[]> {
    const entries: ActivityEntry[] = [];
    for (let offset = 0; ; offset += 100) {
      const page = (await call(target, 'GET', `/admin/activity?limit=100&offset=${offset}`, { token: adminToken })).body;
      entries.push(...page.data);
      if (entries.length >= page.total) break;
    }
    const others = await target.db.query<AuditRow>(`SELECT ${AUDIT_ROW_COLUMNS} FROM audit_log WHERE target_type IS NOT NULL`);
    return [...entries, ...others.map(toActivityEntry)].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || Number(b.id) - Number(a.id));
  }

  const audit = (query: string, token = superadminToken) => call(target, 'GET', `/admin/audit${query}`, { token });

  /** Every page of a query, following olderCursor from the newest. */
  async function allPages(filters: Record<string, string>, limit: number): Promise<{ pages: AuditPage[]; entries: ActivityEntry[] }> {
    const pages: AuditPage[] = [];
    let before: string | null | undefined;
    do {
      const query = new URLSearchParams({ ...filters, limit: String(limit), ...(before ? { before } : {}) });
      const reply = await audit(`?${query}`);
      expect(reply.status).toBe(200);
      pages.push(reply.body);
      before = (reply.body as AuditPage).olderCursor;
    } while (before);
    return { pages, entries: pages.flatMap((page) => page.data) };
  }

  beforeAll(async () => {
    adminToken = await tokenFor('admin');
    superadminToken = await tokenFor('superadmin');
    staffToken = await tokenFor('staff');
    const registrations = await allRegistrations(target, adminToken);
    const pendingOffline = registrations.filter((r) => r.status === 'active' && r.payment.status === 'pending' && r.payment.mode === 'offline');
    const active = registrations.filter((r) => r.status === 'active' && !pendingOffline.includes(r));
    changed = [];
    // Changes by two actors, one registration changed twice, so that filters have something to tell apart.
    for (const r of pendingOffline.slice(0, 3)) {
      await call(target, 'PUT', `/admin/register/${r.registrationId}`, {
        token: staffToken,
        body: { payment: { status: 'success', mode: 'offline' }, adminNote: 'Cash counted' },
      });
      changed.push(r);
    }
    const [first, second] = active;
    await call(target, 'PUT', `/admin/registrations/${first!.registrationId}/status`, {
      token: adminToken,
      body: { status: 'disqualified', note: 'Age proof does not match the class.' },
    });
    await call(target, 'PUT', `/admin/register/${first!.registrationId}`, {
      token: adminToken,
      body: { status: 'active', adminNote: 'Proof accepted on appeal' },
    });
    await call(target, 'PUT', `/admin/registrations/${second!.registrationId}/details`, { token: staffToken, body: { name: 'Renamed In Audit Test' } });
    changed.push(first!, second!);
    everything = await wholeLog();
  });

  test('the whole log newest first, paged: every entry exactly once, in order, with its total', async () => {
    // The seed's 120, the six changes above, one entry a demo account and one a module's starting build.
    const startingBuilds = Object.keys(defaultReleaseConfig().startingRemotes).length;
    expect(everything.length).toBe(120 + 3 + 2 + 1 + DEMO_ACCOUNTS.length + startingBuilds);
    const { pages, entries } = await allPages({}, 7);
    expect(entries.map((e) => e.id)).toEqual(everything.map((e) => e.id));
    expect(entries).toEqual(everything);
    expect(pages.every((page) => page.total === everything.length && !page.totalCapped)).toBe(true);
    expect(pages[0]!.newerCursor).toBeNull();
    expect(pages.at(-1)!.olderCursor).toBeNull();
    expect(pages.slice(0, -1).every((page) => page.data.length === 7)).toBe(true);
  });

  test('paging back with newerCursor retraces the same pages', async () => {
    const { pages } = await allPages({}, 9);
    let page = pages.at(-1)!;
    const seen = [page];
    while (page.newerCursor) {
      page = (await audit(`?limit=9&after=${page.newerCursor}`)).body;
      seen.unshift(page);
    }
    expect(seen.map((p) => p.data.map((e) => e.id))).toEqual(pages.map((p) => p.data.map((e) => e.id)));
  });

  test('newer entries written while paging do not shift the older pages', async () => {
    const first = (await audit('?limit=5')).body as AuditPage;
    const r = changed[4]!;
    await call(target, 'PUT', `/admin/registrations/${r.registrationId}/details`, { token: adminToken, body: { name: 'Renamed Again In Audit Test' } });
    const second = (await audit(`?limit=5&before=${first.olderCursor}`)).body as AuditPage;
    const positionAfterFirst = everything.findIndex((e) => e.id === first.data[4]!.id);
    expect(second.data).toEqual(everything.slice(positionAfterFirst + 1, positionAfterFirst + 6));
    everything = await wholeLog();
  });

  const filterCases: [string, Record<string, string>, (e: ActivityEntry) => boolean][] = [
    ['action', { action: 'payment.confirmed' }, (e) => e.action === 'payment.confirmed'],
    ['actor (any letter case)', { actor: 'STAFF@example.org' }, (e) => e.actor?.email === 'staff@example.org'],
    ['registration id', { registrationId: 'first-changed' }, (e) => e.registrationId === changed[3]!.registrationId],
    ['from a day', { from: '2026-05-20' }, (e) => indiaDay.format(new Date(e.createdAt)) >= '2026-05-20'],
    ['to a day', { to: '2026-04-30' }, (e) => indiaDay.format(new Date(e.createdAt)) <= '2026-04-30'],
    [
      'a date range',
      { from: '2026-05-01', to: '2026-05-10' },
      (e) => {
        const day = indiaDay.format(new Date(e.createdAt));
        return day >= '2026-05-01' && day <= '2026-05-10';
      },
    ],
    [
      "a date range in the person's time zone (New York)",
      { from: '2026-05-01', to: '2026-05-10', tz: 'America/New_York' },
      (e) => {
        const day = newYorkDay.format(new Date(e.createdAt));
        return day >= '2026-05-01' && day <= '2026-05-10';
      },
    ],
    [
      'action and actor',
      { action: 'registration.updated', actor: 'staff@example.org' },
      (e) => e.action === 'registration.updated' && e.actor?.email === 'staff@example.org',
    ],
    [
      'registration and action',
      { registrationId: 'first-changed', action: 'registration.disqualified' },
      (e) => e.registrationId === changed[3]!.registrationId && e.action === 'registration.disqualified',
    ],
    [
      'created entries in a range',
      { action: 'registration.created', from: '2026-05-01', to: '2026-05-31' },
      (e) => {
        const day = indiaDay.format(new Date(e.createdAt));
        return e.action === 'registration.created' && day >= '2026-05-01' && day <= '2026-05-31';
      },
    ],
    ['an actor with no entries', { actor: 'nobody@example.org' }, () => false],
    ['part of an actor e-mail, any case', { actor: 'STAFF@EXAMPLE' }, (e) => e.actor?.email === 'staff@example.org'],
    ['an actor wildcard, taken literally', { actor: '%' }, () => false],
  ];

  test.each(filterCases)('filter by %s: exactly the matching entries, newest first, counted', async (_name, filters, keep) => {
    const query = { ...filters };
    if (query.registrationId) query.registrationId = changed[3]!.registrationId;
    const expected = everything.filter(keep);
    const { pages, entries } = await allPages(query, 4);
    expect(entries).toEqual(expected);
    expect(pages[0]!.total).toBe(expected.length);
    if (!['an actor with no entries', 'an actor wildcard, taken literally'].includes(_name)) expect(expected.length).toBeGreaterThan(0);
  });

  test("the person's time zone moves the days' edges: New York's days are not India's", async () => {
    const range = { from: '2026-05-01', to: '2026-05-10' };
    const [india, newYork] = [(await allPages(range, 100)).entries, (await allPages({ ...range, tz: 'America/New_York' }, 100)).entries];
    expect(newYork.map((e) => e.id)).not.toEqual(india.map((e) => e.id));
  });

  test('part of a registration id in lower case finds its entries', async () => {
    const id = changed[3]!.registrationId;
    const { entries } = await allPages({ registrationId: id.slice(1).toLowerCase() }, 4);
    expect(entries.length).toBeGreaterThan(0);
    expect(entries).toEqual(everything.filter((e) => (e.registrationId ?? '').toLowerCase().includes(id.slice(1).toLowerCase())));
  });

  test('each entry says when, who, what, which registration, before -> after and the note', async () => {
    const [entry] = (await audit(`?registrationId=${changed[3]!.registrationId}&action=registration.status_cleared`)).body.data;
    expect(entry).toEqual({
      id: expect.any(String),
      action: 'registration.status_cleared',
      actor: { uid: expect.any(String), email: 'admin@example.org', name: 'Arjun Mehta', role: 'admin' },
      registrationId: changed[3]!.registrationId,
      name: changed[3]!.name,
      school: { value: changed[3]!.school.value },
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      note: 'Proof accepted on appeal',
      before: expect.objectContaining({ status: 'disqualified' }),
      after: expect.objectContaining({ status: 'active' }),
    });
  });

  test.each([
    ['?limit=0'],
    ['?limit=101'],
    ['?from=2026-13-01'],
    ['?to=yesterday'],
    ['?from=2026-05-01&tz=Mars/Olympus_Mons'],
    ['?from=2026-05-10&to=2026-05-01'],
    ['?before=bm90LWEtY3Vyc29y'],
    ['?after=%%%'],
    [`?before=${Buffer.from('2026-13-45 10:00:00+00|5').toString('base64url')}`],
    ['?before=a&after=b'],
    ['?colour=red'],
    [`?action=${'x'.repeat(65)}`],
  ])('%s answers 400 with a message', async (query) => {
    const reply = await audit(query);
    expect([reply.status, reply.body.code]).toEqual([400, 'invalid-request']);
    expect(typeof reply.body.message).toBe('string');
  });

  test('read-only: no method edits or deletes an entry, and the log is unchanged after trying', async () => {
    const id = everything[0]!.id;
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      for (const path of ['/admin/audit', `/admin/audit/${id}`, '/admin/activity', `/admin/activity/${id}`]) {
        const reply = await call(target, method, path, { token: await tokenFor('superadmin'), body: method === 'DELETE' ? undefined : { note: 'rewritten' } });
        expect([404, 405]).toContain(reply.status);
      }
    }
    expect(await wholeLog()).toEqual(everything);
  });

  test('any staff role may read; no role and no token may not', async () => {
    expect((await audit('', await tokenFor('viewer'))).status).toBe(200);
    expect((await audit('', await tokenFor('norole'))).status).toBe(403);
    expect((await call(target, 'GET', '/admin/audit')).status).toBe(401);
  });
});
