import { FEATURE_OFF_CODE } from 'shared/domain/settings/feature-flags';
import type { DuplicateGroup, Registration } from 'shared/domain/registrations/registration';
import { dumpSettled } from './support/database-dump';
import { testEngines } from './support/environment';
import { useRegistrationGroups } from './support/registration-groups';
import { call, useTestApp } from './support/test-app';
import { signedInNewAccount, tokenFor } from './support/tokens';

// Merging duplicates (issue 61): one registration kept with the fields chosen from each, the others
// marked duplicate and pointing at it, money never moved, stale views and other centres refused.

describe.each(testEngines())('merging duplicates on %s', (engine) => {
  // No generated registrations: each test makes its own group.
  const target = useTestApp(engine, { registrations: 0 });
  const { as, read, confirm, group } = useRegistrationGroups(target, engine, { idPrefix: 'MRG', phonePrefix: '96', name: 'Meera Iyer' });
  const versionsOf = (registrations: Registration[]) => Object.fromEntries(registrations.map((r) => [r.registrationId, r.version]));
  const merge = (keep: Registration, others: Registration[], fields: Record<string, string> = {}, token?: string) =>
    call(target, 'POST', `/admin/registrations/${keep.registrationId}/merge`, {
      token,
      body: { mergeIds: others.map((r) => r.registrationId), fields, versions: versionsOf([keep, ...others]) },
    });
  const mergeAsAdmin = async (keep: Registration, others: Registration[], fields: Record<string, string> = {}) =>
    merge(keep, others, fields, await tokenFor('admin'));
  const groupOf = async (phone: string): Promise<DuplicateGroup | undefined> =>
    (await as('viewer', 'GET', `/admin/registrations/duplicates?q=${phone}`)).body.data.find((g: DuplicateGroup) => g.contactNumber === phone);

  test('the fields chosen come from the registration named for each; the other becomes a duplicate pointing at the kept one', async () => {
    const [keep, other] = await group([
      { name: 'Meera Iyr', school: 'Hill School', std: '4th', cadre: 'Primary Level' },
      { name: 'Meera Iyer', school: 'Lake School', std: '5th', cadre: 'Junior Level', email: 'meera@example.org' },
    ]);
    const statsBefore = (await as('admin', 'GET', '/admin/stats')).body;
    expect((await groupOf(keep!.contactNumber))?.registrations.map((r) => r.registrationId)).toEqual([keep!.registrationId, other!.registrationId]);

    const reply = await mergeAsAdmin(keep!, [other!], { name: other!.registrationId, email: other!.registrationId, std: other!.registrationId });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      ...keep,
      name: 'Meera Iyer',
      email: 'meera@example.org',
      std: '5th',
      version: keep!.version + 1,
      updatedAt: expect.any(String),
    });
    expect(await read(keep!.registrationId)).toEqual(reply.body);
    expect(await read(other!.registrationId)).toEqual({
      ...other,
      status: 'duplicate',
      mergedInto: keep!.registrationId,
      version: other!.version + 1,
      updatedAt: expect.any(String),
    });
    // Out of the Duplicate Audit, counted as a duplicate.
    expect(await groupOf(keep!.contactNumber)).toBeUndefined();
    const statsAfter = (await as('admin', 'GET', '/admin/stats')).body;
    expect(statsAfter.totalDuplicates).toBe(statsBefore.totalDuplicates + 1);
    expect(statsAfter.totalRegistrations).toBe(statsBefore.totalRegistrations);
    // Audited on both, in the merge's transaction (one instant).
    const entries = await target.db.query<{ registration_id: string; action: string; before: unknown; after: unknown; at: Date }>(
      "SELECT registration_id, action, before, after, at FROM audit_log WHERE action = 'registration.merged' AND registration_id = ANY($1::text[]) ORDER BY registration_id",
      [[keep!.registrationId, other!.registrationId]],
    );
    expect(entries.map(({ at: _at, ...entry }) => entry)).toEqual([
      {
        registration_id: keep!.registrationId,
        action: 'registration.merged',
        before: { name: 'Meera Iyr', email: null, std: '4th' },
        after: { name: 'Meera Iyer', email: 'meera@example.org', std: '5th' },
      },
      {
        registration_id: other!.registrationId,
        action: 'registration.merged',
        before: { status: 'active', mergedInto: null },
        after: { status: 'duplicate', mergedInto: keep!.registrationId },
      },
    ]);
    expect(entries[0]!.at.getTime()).toBe(entries[1]!.at.getTime());
    // Merged once, it cannot be merged again.
    const again = await mergeAsAdmin(await read(keep!.registrationId), [await read(other!.registrationId)]);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: `${other!.registrationId} was already merged into ${keep!.registrationId}.`, code: 'already-merged' });
  });

  test('money rules: two paid refused, the paid one merged away refused, keeping it leaves receipts and collections as they were', async () => {
    const [a, b, c] = await group([{}, {}, {}]);
    await confirm(a!);
    await confirm(b!);
    const twoPaid = await mergeAsAdmin(await read(a!.registrationId), [await read(b!.registrationId), await read(c!.registrationId)]);
    expect(twoPaid.status).toBe(409);
    expect(twoPaid.body).toMatchObject({ message: 'Two of these registrations are paid: cancel one receipt first', code: 'two-paid-registrations' });

    const paidAway = await mergeAsAdmin(await read(c!.registrationId), [await read(a!.registrationId)]);
    expect(paidAway.status).toBe(409);
    expect(paidAway.body).toMatchObject({ message: 'Keep the paid registration: its receipt stays with it', code: 'keep-the-paid-registration' });

    const receipts = (await as('admin', 'GET', '/admin/receipts')).body;
    const collections = (await as('admin', 'GET', '/admin/payments/collections')).body;
    const paid = await read(a!.registrationId);
    const kept = await mergeAsAdmin(paid, [await read(c!.registrationId)]);
    expect(kept.status).toBe(200);
    expect(kept.body.payment).toEqual(paid.payment);
    expect((await read(c!.registrationId)).payment).toEqual(c!.payment);
    expect((await as('admin', 'GET', '/admin/receipts')).body).toEqual(receipts);
    expect((await as('admin', 'GET', '/admin/payments/collections')).body).toEqual(collections);
  });

  test('a registration changed since it was read answers 409 and nothing is merged', async () => {
    const [keep, other] = await group([{}, { name: 'Meera S Iyer' }]);
    expect((await as('admin', 'PUT', `/admin/registrations/${other!.registrationId}/details`, { name: 'Meera Sri Iyer' })).status).toBe(200);
    const before = await dumpSettled(target);
    const reply = await mergeAsAdmin(keep!, [other!], { name: other!.registrationId });
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({ message: expect.stringMatching(/changed by someone else/), code: 'stale-version' });
    expect(await dumpSettled(target)).toEqual(before);
  });

  test('a request naming its registrations inconsistently is refused with 400 and changes nothing', async () => {
    const [keep, other, third] = await group([{}, {}, {}]);
    const before = await dumpSettled(target);
    const token = await tokenFor('admin');
    const post = (body: unknown) => call(target, 'POST', `/admin/registrations/${keep!.registrationId}/merge`, { token, body });
    expect((await post({ mergeIds: [other!.registrationId], versions: versionsOf([keep!]) })).status).toBe(400);
    expect((await post({ mergeIds: [keep!.registrationId], versions: versionsOf([keep!]) })).status).toBe(400);
    expect((await post({ mergeIds: [other!.registrationId], fields: { name: third!.registrationId }, versions: versionsOf([keep!, other!]) })).status).toBe(
      400,
    );
    expect((await post({ mergeIds: [other!.registrationId], versions: versionsOf([keep!, other!, third!]) })).status).toBe(400);
    expect(await dumpSettled(target)).toEqual(before);
  });

  test("a registration outside the person's centres is not found (404), and nothing is merged", async () => {
    const [keep, other] = await group([{ centerCode: 'CHN01' }, { centerCode: 'DLH01' }]);
    const email = `merge-scope-${engine}-${Date.now()}@example.org`;
    const { user, token } = await signedInNewAccount(target.app.firebaseAuth, email, { role: 'admin' });
    try {
      await target.db.query(
        "INSERT INTO staff_accounts (uid, email, display_name, role, status, centers) VALUES ($1, $2, 'Chennai admin', 'admin', 'active', ARRAY['CHN01'])",
        [user.uid, email],
      );
      // Its first call records its session: made before the dump, so that only the merge is compared.
      expect((await call(target, 'GET', `/admin/registrations/${keep!.registrationId}`, { token })).status).toBe(200);
      const before = await dumpSettled(target);
      for (const [kept, away] of [
        [keep!, other!],
        [other!, keep!],
      ] as const) {
        const reply = await merge(kept, [away], {}, token);
        expect(reply.status).toBe(404);
        expect(JSON.stringify(reply.body)).not.toContain(other!.registrationId);
      }
      expect(await dumpSettled(target)).toEqual(before);
    } finally {
      await target.app.firebaseAuth.deleteUser(user.uid);
    }
  });

  /** A registration as it stands, but for what every change moves. */
  const unversioned = ({ version: _version, updatedAt: _updatedAt, ...rest }: Registration) => rest;

  test('unmerge takes the whole merge back: every registration exactly as before, audited, back in the Duplicate Audit', async () => {
    const members = await group([
      { name: 'Meera Iyr', school: 'Hill School' },
      { name: 'Meera Iyer', gender: 'male' },
      { name: 'Meera Iyer', school: 'Lake School', std: '6th' },
    ]);
    const [keep, b, c] = members;
    await as('admin', 'PUT', `/admin/registrations/${b!.registrationId}/status`, { status: 'duplicate' });
    const before = await Promise.all(members.map((r) => read(r!.registrationId)));
    const statsBefore = (await as('admin', 'GET', '/admin/stats')).body;
    const merged = await mergeAsAdmin(before[0]!, before.slice(1), {
      name: b!.registrationId,
      school: c!.registrationId,
      std: c!.registrationId,
      gender: b!.registrationId,
    });
    expect(merged.status).toBe(200);
    expect(merged.body).toMatchObject({ name: 'Meera Iyer', school: { value: 'Lake School' }, std: '6th', gender: 'male' });

    const reply = await as('admin', 'POST', `/admin/registrations/${c!.registrationId}/unmerge`);
    expect(reply.status).toBe(200);
    const after = await Promise.all(members.map((r) => read(r!.registrationId)));
    expect(after.map(unversioned)).toEqual(before.map(unversioned));
    expect(reply.body).toEqual(after[2]);
    expect(after.map((r) => r.mergedInto)).toEqual([undefined, undefined, undefined]);
    expect((await groupOf(keep!.contactNumber))?.registrations.map((r) => r.registrationId)).toEqual(members.map((r) => r!.registrationId));
    expect((await as('admin', 'GET', '/admin/stats')).body.totalDuplicates).toBe(statsBefore.totalDuplicates);
    const entries = await target.db.query<{ registration_id: string; before: unknown; after: unknown }>(
      "SELECT registration_id, before, after FROM audit_log WHERE action = 'registration.unmerged' AND registration_id = ANY($1::text[]) ORDER BY registration_id",
      [members.map((r) => r!.registrationId)],
    );
    expect(entries).toEqual([
      {
        registration_id: keep!.registrationId,
        before: { name: 'Meera Iyer', gender: 'male', 'school.value': 'Lake School', std: '6th' },
        after: { name: 'Meera Iyr', gender: 'female', 'school.value': 'Hill School', std: '4th' },
      },
      { registration_id: b!.registrationId, before: { mergedInto: keep!.registrationId }, after: { mergedInto: null } },
      { registration_id: c!.registrationId, before: { status: 'duplicate', mergedInto: keep!.registrationId }, after: { status: 'active', mergedInto: null } },
    ]);
    // Taken back once, there is nothing more to take back.
    const again = await as('admin', 'POST', `/admin/registrations/${c!.registrationId}/unmerge`);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: 'This registration is not merged into another.', code: 'not-merged' });
  });

  test('unmerge is refused (409, saying which field) when the kept registration changed since in a field the merge set, not in another', async () => {
    const [keep, other] = await group([{ name: 'Meera Iyr' }, { name: 'Meera Iyer' }]);
    expect((await mergeAsAdmin(keep!, [other!], { name: other!.registrationId })).status).toBe(200);
    expect((await as('admin', 'PUT', `/admin/registrations/${keep!.registrationId}/details`, { name: 'Meera S Iyer' })).status).toBe(200);
    const before = await dumpSettled(target);
    const refused = await as('admin', 'POST', `/admin/registrations/${other!.registrationId}/unmerge`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      message: `${keep!.registrationId} changed since the merge (name): put it back as the merge left it, or correct the registrations by hand.`,
      code: 'changed-since-merge',
    });
    expect(await dumpSettled(target)).toEqual(before);

    // Put back as the merge left it, and another field changed: the merge comes back out.
    expect((await as('admin', 'PUT', `/admin/registrations/${keep!.registrationId}/details`, { name: 'Meera Iyer', cadre: 'Senior Level' })).status).toBe(200);
    expect((await as('admin', 'POST', `/admin/registrations/${other!.registrationId}/unmerge`)).status).toBe(200);
    expect(await read(keep!.registrationId)).toMatchObject({ name: 'Meera Iyr', cadre: 'Senior Level' });
    expect((await read(other!.registrationId)).mergedInto).toBeUndefined();
  });

  test('a merged-away registration changes status only by unmerging', async () => {
    const [keep, other] = await group([{}, {}]);
    expect((await mergeAsAdmin(keep!, [other!])).status).toBe(200);
    const cleared = await as('admin', 'PUT', `/admin/register/${other!.registrationId}`, { status: 'active' });
    expect(cleared.status).toBe(409);
    expect(cleared.body).toMatchObject({
      message: `This registration was merged into ${keep!.registrationId}: unmerge it to change its status.`,
      code: 'registration-merged',
    });
  });

  test("with duplicateMerge off the merge answers 403 'feature-off'", async () => {
    const [keep, other] = await group([{}, {}]);
    expect((await as('superadmin', 'PUT', '/admin/feature-flags/duplicateMerge', { enabled: false })).status).toBe(200);
    try {
      const reply = await mergeAsAdmin(keep!, [other!]);
      expect(reply.status).toBe(403);
      expect(reply.body.code).toBe(FEATURE_OFF_CODE);
      expect((await as('admin', 'POST', `/admin/registrations/${other!.registrationId}/unmerge`)).body.code).toBe(FEATURE_OFF_CODE);
    } finally {
      expect((await as('superadmin', 'PUT', '/admin/feature-flags/duplicateMerge', { enabled: true })).status).toBe(200);
    }
    expect((await mergeAsAdmin(keep!, [other!])).status).toBe(200);
  });
});
