import { FEATURE_OFF_CODE } from 'shared/domain/settings/feature-flags';
import type { BulkJob, MergeSuggestedPreview, Registration } from 'shared/domain/registrations/registration';
import { KEEP_THE_PAID_REFUSAL, TWO_PAID_REFUSAL } from 'shared/domain/registrations/transitions';
import { finishedJob } from './support/bulk-jobs';
import { dumpSettled } from './support/database-dump';
import { testEngines } from './support/environment';
import { useRegistrationGroups } from './support/registration-groups';
import { call, useTestApp } from './support/test-app';
import { signedInNewAccount, tokenFor } from './support/tokens';

// "Merge suggested" (issue 61 item 4): the groups agreeing exactly on normalised name, contact number
// and school, previewed, then merged as a bulk job through the single merge; money rules kept.

const PATH = '/admin/registrations/duplicates/merge-suggested';

describe.each(testEngines())('merging the suggested groups on %s', (engine) => {
  // No generated registrations: each test makes its own groups (those of earlier tests stay, as the preview and run both see them).
  const target = useTestApp(engine, { registrations: 0 });
  const { as, read, confirm, group } = useRegistrationGroups(target, engine, { idPrefix: 'SUG', phonePrefix: '97', name: 'Arjun Rao' });
  /** A registration as it stands, but for what every change moves. */
  const unversioned = ({ version: _version, updatedAt: _updatedAt, ...rest }: Registration) => rest;
  const ids = (registrations: Registration[]) => registrations.map((r) => r.registrationId);
  const preview = async (token?: string): Promise<MergeSuggestedPreview> => {
    const reply = await call(target, 'POST', `${PATH}?preview=true`, { token: token ?? (await tokenFor('admin')) });
    expect(reply.status).toBe(200);
    return reply.body;
  };
  const runJob = async (token?: string): Promise<BulkJob> => {
    const caller = token ?? (await tokenFor('admin'));
    const reply = await call(target, 'POST', PATH, { token: caller });
    expect(reply.status).toBe(202);
    expect(reply.body).toMatchObject({ action: 'mergeSuggested', status: 'queued' });
    return finishedJob(target, caller, reply.body.id);
  };

  test('the preview changes nothing and says what the run then does: merged, and skipped with the single merge’s words', async () => {
    // Written differently, alike once normalised; the paid one is kept though it is the newer.
    const [older, paid] = await group((phone) => [
      { name: 'Arjun  Rao', school: 'Hill School' },
      { name: 'arjun rao', school: 'hill school', contactNumber: `0${phone}` },
    ]);
    await confirm(paid!);
    const paidBefore = await read(paid!.registrationId);
    const twoPaid = await group([{}, {}]);
    for (const registration of twoPaid) await confirm(registration);
    // Different names on one number (siblings): no suggestion.
    const siblings = await group([{ name: 'Arjun Rao' }, { name: 'Kavya Rao' }]);
    // Judged not a duplicate: skipped.
    const judged = await group([{}, {}]);
    expect(
      (
        await as('admin', 'PUT', `/admin/registrations/duplicates/${judged[0]!.contactNumber}/verdict`, {
          verdict: 'not_duplicate',
          registrationIds: ids(judged),
        })
      ).status,
    ).toBe(200);
    // Three alike, the oldest marked duplicate: the oldest active one is kept.
    const three = await group([{}, {}, {}]);
    expect((await as('admin', 'PUT', `/admin/registrations/${three[0]!.registrationId}/status`, { status: 'duplicate' })).status).toBe(200);

    const before = await dumpSettled(target);
    const planned = await preview();
    expect(await dumpSettled(target)).toEqual(before);

    const mine = new Set([older, paid, ...twoPaid, ...siblings, ...judged, ...three].map((r) => r!.registrationId));
    expect(planned.merge.filter((g) => mine.has(g.keepId))).toEqual([
      { keepId: paid!.registrationId, mergeIds: [older!.registrationId] },
      { keepId: three[1]!.registrationId, mergeIds: [three[0]!.registrationId, three[2]!.registrationId] },
    ]);
    expect(planned.skip.filter((g) => g.registrationIds.some((id) => mine.has(id)))).toEqual([
      { registrationIds: ids(twoPaid), reason: TWO_PAID_REFUSAL },
      { registrationIds: ids(judged), reason: 'Marked "Not a duplicate" in the Duplicate Audit: merge them by hand if they are.' },
    ]);
    expect(planned.counts).toEqual({
      merge: planned.merge.length,
      skip: planned.skip.length,
      mergedAway: planned.merge.reduce((sum, g) => sum + g.mergeIds.length, 0),
    });

    const job = await runJob();
    expect(job).toMatchObject({
      status: 'completed',
      total: planned.counts.merge + planned.counts.skip,
      updated: planned.counts.merge,
      skipped: planned.counts.skip,
    });
    expect(job.skippedRows).toEqual(planned.skip.map((g) => ({ registrationId: g.registrationIds.join(', '), reason: g.reason })));
    for (const merged of planned.merge) {
      const kept = await read(merged.keepId);
      expect(kept.mergedInto).toBeUndefined();
      for (const id of merged.mergeIds) expect(await read(id)).toMatchObject({ status: 'duplicate', mergedInto: merged.keepId });
    }
    // Every field keeps the kept registration's value; its payment stays with it.
    expect(unversioned(await read(paid!.registrationId))).toEqual(unversioned(paidBefore));
    for (const id of [...ids(twoPaid), ...ids(siblings), ...ids(judged)]) expect((await read(id)).mergedInto).toBeUndefined();
    // Audited as single merges are.
    const audited = await target.db.query<{ registration_id: string }>(
      "SELECT registration_id FROM audit_log WHERE action = 'registration.merged' AND registration_id = ANY($1::text[]) ORDER BY registration_id",
      [[paid!.registrationId, older!.registrationId]],
    );
    expect(audited.map((entry) => entry.registration_id)).toEqual([paid!.registrationId, older!.registrationId].sort());

    // Nothing of these groups is suggested any more; the skipped ones still are.
    const next = await preview();
    expect(next.merge.filter((g) => mine.has(g.keepId))).toEqual([]);
    expect(next.skip.filter((g) => g.registrationIds.some((id) => mine.has(id))).map((g) => g.reason)).toEqual([TWO_PAID_REFUSAL, expect.any(String)]);
  });

  test('a registration holding money that is not active is not merged away: the group is skipped in words', async () => {
    const [first, second] = await group([{}, {}]);
    await confirm(second!);
    expect((await as('admin', 'PUT', `/admin/registrations/${second!.registrationId}/status`, { status: 'duplicate' })).status).toBe(200);
    const planned = await preview();
    const skipped = planned.skip.find((g) => g.registrationIds.includes(first!.registrationId));
    expect(skipped?.reason).toBe(`Keep an active registration: ${second!.registrationId} is duplicate. Clear its status first.`);
    expect(skipped?.reason).not.toBe(KEEP_THE_PAID_REFUSAL);
    expect(planned.merge.some((g) => g.keepId === first!.registrationId || g.mergeIds.includes(first!.registrationId))).toBe(false);
    // The job's result lists the group with those words, and counts it with groups skipped alike, without their ids.
    const job = await runJob();
    expect(job.skippedRows).toContainEqual({ registrationId: `${first!.registrationId}, ${second!.registrationId}`, reason: skipped!.reason });
    expect(job.reasons).toContainEqual({ reason: 'Keep an active registration: one of them is duplicate. Clear its status first.', count: expect.any(Number) });
    expect((await read(first!.registrationId)).mergedInto).toBeUndefined();
  });

  test('a group merged by the job can be unmerged, both registrations back as they were', async () => {
    const members = await group([{}, {}]);
    await runJob();
    expect((await read(members[1]!.registrationId)).mergedInto).toBe(members[0]!.registrationId);
    const reply = await as('admin', 'POST', `/admin/registrations/${members[1]!.registrationId}/unmerge`);
    expect(reply.status).toBe(200);
    const after = await Promise.all(members.map((r) => read(r!.registrationId)));
    expect(after.map(unversioned)).toEqual(members.map((r) => unversioned(r!)));
  });

  test('an admin limited to some centres merges only the groups wholly within them', async () => {
    const inside = await group([{ centerCode: 'CHN01' }, { centerCode: 'CHN01' }]);
    const across = await group([{ centerCode: 'CHN01' }, { centerCode: 'DLH01' }]);
    const email = `suggested-scope-${engine}-${Date.now()}@example.org`;
    const { user, token } = await signedInNewAccount(target.app.firebaseAuth, email, { role: 'admin' });
    try {
      await target.db.query(
        "INSERT INTO staff_accounts (uid, email, display_name, role, status, centers) VALUES ($1, $2, 'Chennai admin', 'admin', 'active', ARRAY['CHN01'])",
        [user.uid, email],
      );
      const planned = await preview(token);
      const named = JSON.stringify(planned);
      expect(planned.merge).toContainEqual({ keepId: inside[0]!.registrationId, mergeIds: [inside[1]!.registrationId] });
      for (const id of ids(across)) expect(named).not.toContain(id);
      const job = await runJob(token);
      expect(job.status).toBe('completed');
      expect((await read(inside[1]!.registrationId)).mergedInto).toBe(inside[0]!.registrationId);
      for (const id of ids(across)) expect((await read(id)).mergedInto).toBeUndefined();
    } finally {
      await target.app.firebaseAuth.deleteUser(user.uid);
    }
  });

  test("only admins; with duplicateMerge off 403 'feature-off'; bad input 400, changing nothing", async () => {
    await group([{}, {}]);
    expect((await as('staff', 'POST', `${PATH}?preview=true`)).status).toBe(403);
    const before = await dumpSettled(target);
    const bad = await as('admin', 'POST', `${PATH}?preview=maybe`);
    expect(bad.status).toBe(400);
    expect(await dumpSettled(target)).toEqual(before);
    expect((await as('superadmin', 'PUT', '/admin/feature-flags/duplicateMerge', { enabled: false })).status).toBe(200);
    try {
      for (const path of [`${PATH}?preview=true`, PATH]) {
        const reply = await as('admin', 'POST', path);
        expect(reply.status).toBe(403);
        expect(reply.body.code).toBe(FEATURE_OFF_CODE);
      }
    } finally {
      expect((await as('superadmin', 'PUT', '/admin/feature-flags/duplicateMerge', { enabled: true })).status).toBe(200);
    }
  });
});

describe.each(testEngines())('merging the suggested groups when there are none, on %s', (engine) => {
  const target = useTestApp(engine, { registrations: 0 });

  test('the preview says so, and a run is refused (409) without making a job', async () => {
    const token = await tokenFor('admin');
    expect((await call(target, 'POST', `${PATH}?preview=true`, { token })).body).toEqual({ merge: [], skip: [], counts: { merge: 0, skip: 0, mergedAway: 0 } });
    const before = await dumpSettled(target);
    const reply = await call(target, 'POST', PATH, { token });
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({
      message: 'No groups to merge: no registrations agree exactly on name, contact number and school.',
      code: 'nothing-to-merge',
    });
    expect(await dumpSettled(target)).toEqual(before);
  });
});
