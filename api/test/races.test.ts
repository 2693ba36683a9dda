import type { Registration } from 'shared/domain/registrations/registration';
import type { DashboardStats } from 'shared/platform/api/dashboardStats';
import { runBulkJob } from './support/bulk-jobs';
import { expectReplayed, historyOf } from './support/change-ledger';
import { testEngines } from './support/environment';
import { expectedStats } from './support/expected-stats';
import { simultaneously } from './support/simultaneously';
import { allRegistrations, call, useTestApp, type Reply } from './support/test-app';
import { tokenFor } from './support/tokens';

// Many staff acting on the same rows at the same moment, over real HTTP on both engines:
// one winner where there can be one, no lost update, and the audit log accounts for every
// change (replaying it from the seeded row gives the row as it ends).

const confirmBody = { payment: { status: 'success', mode: 'offline' } };
const REASON = 'Age proof does not match the class enrolled.';

describe.each(testEngines())('races on %s', (engine) => {
  const target = useTestApp(engine, { registrations: 400 });
  let adminToken: string;
  let seeded: Registration[];
  const used = new Set<string>();

  beforeAll(async () => {
    adminToken = await tokenFor('admin');
    seeded = await allRegistrations(target, adminToken);
  });

  function take(count: number, fits: (r: Registration) => boolean): Registration[] {
    const chosen = seeded.filter((r) => !used.has(r.registrationId) && fits(r)).slice(0, count);
    if (chosen.length < count) throw new Error('The seeded data has too few registrations left for this case');
    for (const r of chosen) used.add(r.registrationId);
    return chosen;
  }

  const put = (path: string, body: unknown) => call(target, 'PUT', path, { token: adminToken, body });
  const current = async (r: Registration): Promise<Registration> =>
    (await call(target, 'GET', `/admin/registrations/${r.registrationId}`, { token: adminToken })).body;

  /** The row's history since the seed replays to the row as it is now. */
  async function expectAccountedFor(r: Registration, seededEntries: number) {
    const entries = (await historyOf(target, adminToken, r.registrationId)).slice(seededEntries);
    expectReplayed(r, entries, await current(r));
    return entries;
  }

  async function expectCountersRight() {
    const stats: DashboardStats = (await call(target, 'GET', '/admin/stats', { token: adminToken })).body;
    expect(stats).toEqual(await expectedStats(await allRegistrations(target, adminToken)));
  }

  test.each([
    ['without a version', () => confirmBody, /already confirmed/, 'payment-already-confirmed'],
    ['all from the same version', (r: Registration) => ({ ...confirmBody, version: r.version }), /changed by someone else/, 'stale-version'],
  ])('50 confirmations of one payment at once, %s: one succeeds, 49 are told, one audit entry', async (_label, body, refusal, code) => {
    const [r] = take(1, (x) => x.status === 'active' && x.payment.status === 'pending');
    const seededEntries = (await historyOf(target, adminToken, r!.registrationId)).length;
    const replies = await simultaneously(target, r!.registrationId, 50, () => put(`/admin/register/${r!.registrationId}`, body(r!)));

    const succeeded = replies.filter((reply) => reply.status === 200);
    const refused = replies.filter((reply) => reply.status === 409);
    expect(succeeded).toHaveLength(1);
    expect(refused).toHaveLength(49);
    for (const reply of refused) expect(reply.body).toMatchObject({ message: expect.stringMatching(refusal), code });
    const entries = await expectAccountedFor(r!, seededEntries);
    expect(entries.map((entry) => entry.action)).toEqual(['payment.confirmed']);
    expect(await current(r!)).toEqual(succeeded[0]!.body);
    await expectCountersRight();
  });

  test('five editors from one stale copy, each retrying with the row a 409 hands back: no edit is lost', async () => {
    const edits: Record<string, unknown>[] = [
      { name: 'Race Editor' },
      { contactNumber: '+91 98450 12345' },
      { std: '5th' },
      { cadre: 'Junior Level' },
      { levelEnrolled: 'LEVEL 4' },
    ];
    const [r] = take(
      1,
      (x) =>
        x.status === 'active' &&
        x.std !== '5th' &&
        x.cadre !== 'Junior Level' &&
        x.levelEnrolled !== 'LEVEL 4' &&
        x.contactNumber !== '+91 98450 12345' &&
        x.name !== 'Race Editor',
    );
    const seededEntries = (await historyOf(target, adminToken, r!.registrationId)).length;
    const path = `/admin/registrations/${r!.registrationId}/details`;

    // First round: every editor sends at once from the seeded version; exactly one can win.
    let round = 0;
    const firstRound = await simultaneously(target, r!.registrationId, edits.length, () => put(path, { ...edits[round++]!, version: r!.version }));
    expect(firstRound.filter((reply) => reply.status === 200)).toHaveLength(1);

    // Then each refused editor retries from the `current` its 409 carried, as the edit dialog does.
    const refusals: Reply[] = [];
    await Promise.all(
      firstRound.map(async (reply, editor) => {
        for (let attempt = 0; reply.status === 409 && attempt < 10; attempt += 1) {
          refusals.push(reply);
          reply = await put(path, { ...edits[editor]!, version: reply.body.current.version });
        }
        expect(reply.status).toBe(200);
      }),
    );

    for (const refusal of refusals) {
      expect(refusal.body).toMatchObject({ message: expect.stringMatching(/changed by someone else/), code: 'stale-version' });
      expect(refusal.body.current.version).toBeGreaterThan(r!.version);
    }
    const final = await current(r!);
    expect(final).toMatchObject({ name: 'Race Editor', contactNumber: '+91 98450 12345', std: '5th', cadre: 'Junior Level', levelEnrolled: 'LEVEL 4' });
    const entries = await expectAccountedFor(r!, seededEntries);
    expect(entries.map((entry) => entry.after)).toEqual(expect.arrayContaining(edits));
    expect(entries).toHaveLength(edits.length);
  });

  test('contact numbers swapped back and forth between registrations at once: no deadlock, duplicate groups equal a plain count', async () => {
    const numbers = ['+91 98000 00001', '+91 98000 00002'];
    const rows = take(4, (x) => x.status === 'active');
    const put = (r: Registration, contactNumber: string) =>
      call(target, 'PUT', `/admin/registrations/${r.registrationId}/details`, { token: adminToken, body: { contactNumber } });
    // Each round moves every row to the other number, so the two groups' counters change in opposite directions at once.
    for (let round = 0; round < 20; round += 1) {
      const replies = await Promise.all(rows.map((r, index) => put(r, numbers[(index + round) % 2]!)));
      expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200]);
    }
    const everything = await allRegistrations(target, adminToken);
    const groups = (await call(target, 'GET', '/admin/registrations/duplicates?limit=100', { token: adminToken })).body.data;
    for (const key of ['9800000001', '9800000002']) {
      const members = everything
        .filter((r) => r.contactNumber.replace(/\D/g, '').endsWith(key))
        .map((r) => r.registrationId)
        .sort();
      const group = groups.find((g: { contactNumber: string }) => g.contactNumber === key);
      expect([group?.count, group?.registrations.map((r: Registration) => r.registrationId).sort()]).toEqual([members.length, members]);
    }
  });

  test('five bulk actions at once over overlapping rows: legal states, one entry per change, counters right', async () => {
    const rows = take(40, (x) => x.status === 'active' && x.payment.status === 'pending');
    const ids = rows.map((r) => r.registrationId);
    const seededEntries = await Promise.all(rows.map(async (r) => (await historyOf(target, adminToken, r.registrationId)).length));
    const bulk = (body: object) => runBulkJob(target, adminToken, body);

    const jobs = await Promise.all([
      bulk({ action: 'confirmPayment', registrationIds: ids.slice(0, 30) }),
      bulk({ action: 'markDuplicate', registrationIds: ids.slice(10, 40) }),
      bulk({ action: 'disqualify', note: REASON, registrationIds: [...ids.slice(0, 10), ...ids.slice(25, 40)] }),
      bulk({ action: 'clearStatus', registrationIds: ids.slice(5, 35) }),
      bulk({ action: 'confirmPayment', registrationIds: ids.slice(15, 40) }),
    ]);
    for (const job of jobs) {
      expect(job.status).toBe('completed');
      expect(job.updated + job.skipped).toBe(job.total);
    }

    let written = 0;
    for (const [index, r] of rows.entries()) written += (await expectAccountedFor(r, seededEntries[index]!)).length;
    expect(written).toBe(jobs.reduce((sum, job) => sum + job.updated, 0));
    // Every payment was pending and in at least one confirmation: each confirmed exactly once, unless
    // each confirmation found the row duplicate or disqualified (those need a second click of their own).
    const refusedForStatus = new Set(
      jobs.flatMap((job) => job.skippedRows.filter((row) => /confirmed only with a second click/.test(row.reason)).map((row) => row.registrationId)),
    );
    for (const r of rows) {
      const now = await current(r);
      const paidOrRefused = now.payment.status === 'success' || refusedForStatus.has(r.registrationId);
      expect({ id: r.registrationId, paidOrRefused }).toEqual({ id: r.registrationId, paidOrRefused: true });
      const confirmations = (await historyOf(target, adminToken, r.registrationId)).filter((entry) => entry.action === 'payment.confirmed');
      expect(confirmations.length).toBe(now.payment.status === 'success' ? 1 : 0);
    }
    await expectCountersRight();
  });
});
