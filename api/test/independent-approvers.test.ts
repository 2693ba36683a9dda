import type { Registration } from 'shared/domain/registrations/registration';
import { historyOf } from './support/change-ledger';
import { databaseBefore } from './support/database-before';
import { testEngines } from './support/environment';
import { allRegistrations, call, useTestApp } from './support/test-app';
import { setPasswordWithLink, signIn, tokenFor } from './support/tokens';

// The second person of an approval is not the first person's creature: an account the requester
// invited, or whose role the requester changed, within 30 days cannot approve the requester's
// confirmations (403 in words, nothing written); the audit entry of an approval names both
// accounts' ages. Accounts are real: invited through the API, their passwords set through the
// link the invitation answered, signed in to the Auth emulator.

const confirmBody = { payment: { status: 'success', mode: 'offline' } };

describe.each(testEngines())('independent approvers on %s', (engine) => {
  const target = useTestApp(engine, { registrations: 60 });
  const createdUids: string[] = [];
  const used = new Set<string>();
  let counter = 0;
  let seeded: Registration[];

  const as = async (token: string | Promise<string>, method: string, path: string, body?: unknown) => call(target, method, path, { token: await token, body });
  const superadmin = () => tokenFor('superadmin');
  const read = async (r: Registration): Promise<Registration> => (await as(superadmin(), 'GET', `/admin/registrations/${r.registrationId}`)).body;

  beforeAll(async () => {
    seeded = await allRegistrations(target, await superadmin());
    // Every confirmation of 1 rupee or more waits for a second admin.
    const payment = (await as(superadmin(), 'GET', '/admin/settings')).body.payment.value;
    expect((await as(superadmin(), 'PUT', '/admin/settings/payment', { value: { ...payment, approvalThreshold: 1 } })).status).toBe(200);
  });

  afterAll(async () => {
    for (const uid of createdUids) await target.app.firebaseAuth.deleteUser(uid).catch(() => {});
  });

  /** A person the superadmin invites with `role`, who sets a password through the invitation's link and signs in. */
  async function invited(role: 'admin' | 'viewer'): Promise<{ uid: string; email: string; token: string }> {
    const email = `approver-${engine}-${Date.now()}-${(counter += 1)}@example.org`;
    const reply = await as(superadmin(), 'POST', '/admin/staff-accounts', { email, role });
    expect(reply.status).toBe(201);
    createdUids.push(reply.body.user.id);
    await setPasswordWithLink(reply.body.passwordSetLink, 'approver-pass-123');
    return { uid: reply.body.user.id, email, token: await signIn(email, 'approver-pass-123') };
  }

  /** As if the account had been invited `days` days ago (created then, its invitation recorded then). */
  async function invitedDaysAgo(uid: string, days: number): Promise<void> {
    await target.db.query('UPDATE staff_accounts SET created_at = created_at - make_interval(days => $2) WHERE uid = $1', [uid, days]);
    await target.db.query("UPDATE staff_account_grants SET at = at - make_interval(days => $2) WHERE account_uid = $1 AND kind = 'invited'", [uid, days]);
  }

  /** A pending payment of its own, whose confirmation by `requester` now waits for approval. */
  async function waitingForApproval(requester: string | Promise<string>): Promise<Registration> {
    const r = seeded.find((x) => !used.has(x.registrationId) && x.status === 'active' && x.payment.status === 'pending' && x.payment.amount >= 1);
    if (!r) throw new Error('The seeded data has too few pending payments left for this case');
    used.add(r.registrationId);
    const reply = await as(requester, 'PUT', `/admin/register/${r.registrationId}`, confirmBody);
    expect(reply.status).toBe(202);
    return reply.body;
  }

  const approve = (token: string | Promise<string>, r: Registration) =>
    as(token, 'POST', `/admin/registrations/${r.registrationId}/approval`, { decision: 'approve', version: r.version });

  async function expectRefusedUnchanged(token: string, r: Registration, reason: RegExp) {
    const history = await historyOf(target, await superadmin(), r.registrationId);
    const reply = await approve(token, r);
    expect({ status: reply.status, body: reply.body }).toEqual({
      status: 403,
      body: { message: expect.stringMatching(reason), code: 'approver-not-independent' },
    });
    expect(await read(r)).toEqual(r);
    expect(await historyOf(target, await superadmin(), r.registrationId)).toEqual(history);
    const [receipts] = await target.db.query<{ n: number }>('SELECT count(*)::int AS n FROM receipts WHERE registration_id = $1', [r.registrationId]);
    expect(receipts!.n).toBe(0);
  }

  test("an admin the requester invited, who set a password through the invitation's link, cannot approve the requester's confirmation", async () => {
    const creature = await invited('admin');
    const r = await waitingForApproval(superadmin());
    await expectRefusedUnchanged(
      creature.token,
      r,
      /^superadmin@example\.org invited your account today, so you cannot approve their confirmations until 30 days have passed since\. Ask another admin to approve it\.$/,
    );
    // The rule is about that requester only: another admin's request, the invitee may approve.
    const other = await waitingForApproval(tokenFor('admin'));
    const approved = await approve(creature.token, other);
    expect(approved.status).toBe(200);
    expect(approved.body.payment).toMatchObject({ status: 'success', approval: null, receipt: { issuedBy: 'admin@example.org' } });
  });

  test('an admin whose role the requester changed within 30 days cannot approve; the invitation long before does not matter then', async () => {
    const promoted = await invited('viewer');
    await invitedDaysAgo(promoted.uid, 90);
    expect((await as(superadmin(), 'PUT', `/admin/staff-accounts/${promoted.uid}/role`, { role: 'admin' })).status).toBe(200);
    const r = await waitingForApproval(superadmin());
    await expectRefusedUnchanged(promoted.token, r, /^superadmin@example\.org changed your account's role today, so you cannot approve their confirmations/);
  });

  test("an account the requester invited more than 30 days ago may approve, and the approval's audit entry names both accounts' ages", async () => {
    const older = await invited('admin');
    await invitedDaysAgo(older.uid, 45);
    const [superadminRow] = await target.db.query<{ uid: string }>("SELECT uid FROM staff_accounts WHERE email = 'superadmin@example.org'");
    await invitedDaysAgo(superadminRow!.uid, 400);
    const r = await waitingForApproval(superadmin());
    const reply = await approve(older.token, r);
    expect(reply.status).toBe(200);
    expect(reply.body.payment).toMatchObject({ status: 'success', approval: null, receipt: { issuedBy: 'superadmin@example.org' } });
    const [entry] = (await historyOf(target, await superadmin(), r.registrationId)).slice(-1);
    expect(entry).toMatchObject({ action: 'payment.approved', actor: { email: older.email } });
    expect(entry!.note).toMatch(
      new RegExp(`Accounts' ages: requester superadmin@example\\.org 400 days, approver ${older.email.replace(/\./g, '\\.')} 45 days\\.$`),
    );
    // The ages are the audit entry's, not the registration's own note.
    expect(reply.body.adminNote).not.toMatch(/ages/);
  });

  test('an unrelated admin approves as before', async () => {
    const r = await waitingForApproval(superadmin());
    const reply = await approve(tokenFor('admin'), r);
    expect(reply.status).toBe(200);
    const [entry] = (await historyOf(target, await superadmin(), r.registrationId)).slice(-1);
    expect(entry!.note).toMatch(/Accounts' ages: requester superadmin@example\.org \d+ days?, approver admin@example\.org 0 days\.$/);
  });

  describe('accounts invited before migration 072', () => {
    const now = Date.now();
    const days = (n: number) => new Date(now - n * 86_400_000).toISOString();
    // Invitations and role changes as the audit log recorded them, then the app, which applies 072.
    const prepare = databaseBefore('072_staff_account_grants.sql', async (db) => {
      await db.query("INSERT INTO staff_accounts (uid, email, role, status, created_at) VALUES ('old-approver', 'old@example.org', 'admin', 'active', $1)", [
        days(10),
      ]);
      const entry = `INSERT INTO audit_log (at, actor_uid, actor_email, actor_role, action, target_type, target_id, target_name, before, after)
                     VALUES ($1, $2, 'granter@example.org', 'superadmin', $3, 'staff_account', $4, 'old@example.org', '{}', '{}')`;
      await db.query(entry, [days(10), 'granter', 'staff.invited', 'old-approver']);
      await db.query(entry, [days(5), 'granter', 'staff.role_changed', 'old-approver']);
      await db.query(entry, [days(4), 'granter', 'staff.centers_changed', 'old-approver']);
      // An account no longer there has nothing to record.
      await db.query(entry, [days(3), 'granter', 'staff.invited', 'gone']);
    });
    const upgraded = useTestApp(engine, { registrations: 0, prepare });

    test('their invitations and role changes are recorded from the audit log', async () => {
      const grants = await upgraded.db.query('SELECT account_uid, granted_by_uid, kind, at FROM staff_account_grants ORDER BY at');
      expect(grants).toEqual([
        { account_uid: 'old-approver', granted_by_uid: 'granter', kind: 'invited', at: new Date(days(10)) },
        { account_uid: 'old-approver', granted_by_uid: 'granter', kind: 'role_changed', at: new Date(days(5)) },
      ]);
    });
  });
});
