import type { RefusalCode } from 'shared/domain/common/refusal-codes';
import type { ActivityEntry, Registration } from 'shared/domain/registrations/registration';
import type { DashboardStats } from 'shared/platform/api/dashboardStats';
import { testEngines } from './support/environment';
import { allRegistrations, call, useTestApp, type Reply } from './support/test-app';
import { expectedStats } from './support/expected-stats';
import { simultaneously } from './support/simultaneously';
import { runBulkJob } from './support/bulk-jobs';
import { tokenFor } from './support/tokens';
import { importOfflineAtGateway } from './support/import-rows';

// The state rules of spec section 4 with product decisions: every allowed and refused
// transition, the version check, and one audit entry per change (races: races.test.ts).

const confirmBody = { payment: { status: 'success', mode: 'offline' } };
const REASON = 'Age proof does not match the class enrolled.';

describe.each(testEngines())('registration changes on %s', (engine) => {
  const target = useTestApp(engine, { registrations: 400 });
  let adminToken: string;
  let staffToken: string;
  let seeded: Registration[];
  const used = new Set<string>();

  beforeAll(async () => {
    adminToken = await tokenFor('admin');
    staffToken = await tokenFor('staff');
    await importOfflineAtGateway(target, await tokenFor('superadmin'), 'GATEWAY', 2);
    seeded = await allRegistrations(target, adminToken);
  });

  function fresh(fits: (r: Registration) => boolean): Registration {
    const registration = seeded.find((r) => !used.has(r.registrationId) && fits(r));
    if (!registration) throw new Error('The seeded data has no registration left for this case');
    used.add(registration.registrationId);
    return registration;
  }

  const put = (path: string, body: unknown, token = adminToken) => call(target, 'PUT', path, { token, body });
  const confirm = (r: Registration, body: unknown = confirmBody) => put(`/admin/register/${r.registrationId}`, body);
  const clear = (r: Registration, body: unknown = { status: 'active' }) => put(`/admin/register/${r.registrationId}`, body);
  const setStatus = (r: Registration, body: unknown) => put(`/admin/registrations/${r.registrationId}/status`, body);
  const editDetails = (r: Registration, body: unknown, token = adminToken) => put(`/admin/registrations/${r.registrationId}/details`, body, token);
  const current = async (r: Registration): Promise<Registration> =>
    (await call(target, 'GET', `/admin/registrations/${r.registrationId}`, { token: adminToken })).body;

  async function activity(limit = 1): Promise<{ data: ActivityEntry[]; total: number }> {
    return (await call(target, 'GET', `/admin/activity?limit=${limit}`, { token: adminToken })).body;
  }

  /** Runs a change and checks that it wrote exactly one audit entry, describing it. */
  async function expectAuditedChange(change: () => Promise<Reply>, expected: Partial<ActivityEntry>): Promise<Reply> {
    const before = await activity();
    const reply = await change();
    expect(reply.status).toBe(200);
    const after = await activity(2);
    expect(after.total).toBe(before.total + 1);
    expect(after.data[1]).toEqual(before.data[0]);
    expect(after.data[0]).toMatchObject({
      actor: { email: 'admin@example.org', role: 'admin', uid: expect.any(String) },
      registrationId: reply.body.registrationId,
      name: reply.body.name,
      school: { value: reply.body.school.value },
      ...expected,
    });
    return reply;
  }

  /** Runs a change that must be refused with `status` and leave the row and the audit log as they were. */
  async function expectRefused(change: () => Promise<Reply>, status: number, code: RefusalCode, registration: Registration): Promise<Reply> {
    const before = await current(registration);
    const { total } = await activity();
    const reply = await change();
    expect(reply.status).toBe(status);
    expect(typeof reply.body.message).toBe('string');
    expect(reply.body.code).toBe(code);
    expect(await current(registration)).toEqual(before);
    expect((await activity()).total).toBe(total);
    return reply;
  }

  describe('confirming a payment', () => {
    test('from pending: success, offline, the note, a new version and one audit entry', async () => {
      const r = fresh((x) => x.status === 'active' && x.payment.status === 'pending' && x.payment.mode === 'online');
      const reply = await expectAuditedChange(() => confirm(r, { ...confirmBody, adminNote: 'Verified and confirmed by admin', version: r.version }), {
        action: 'payment.confirmed',
        note: 'Verified and confirmed by admin',
        before: { 'payment.status': 'pending', 'payment.mode': 'online', adminNote: null },
        after: { 'payment.status': 'success', 'payment.mode': 'offline', adminNote: 'Verified and confirmed by admin' },
      });
      expect(reply.body).toEqual({
        ...r,
        payment: {
          ...r.payment,
          status: 'success',
          mode: 'offline',
          receipt: {
            number: expect.stringMatching(/^RCT\/\d{4}\/\d{6}$/),
            issuedAt: expect.any(String),
            issuedBy: 'admin@example.org',
            issuedByName: 'Arjun Mehta',
          },
        },
        adminNote: 'Verified and confirmed by admin',
        version: r.version + 1,
        updatedAt: expect.any(String),
      });
      expect(await current(r)).toEqual(reply.body);
    });

    test("a staff member's confirmation names them beside the note, and keeps how the money came until the receipt is cancelled", async () => {
      const r = fresh((x) => x.status === 'active' && x.payment.status === 'pending' && x.payment.mode === 'offline');
      const reply = await put(
        `/admin/register/${r.registrationId}`,
        { payment: { status: 'success', mode: 'offline', method: 'cash' }, adminNote: 'Verified and confirmed by admin' },
        staffToken,
      );
      expect(reply.status).toBe(200);
      expect(reply.body.payment).toMatchObject({ method: 'cash', receipt: { issuedBy: 'staff@example.org', issuedByName: 'Priya Nair' } });
      const [entry] = (await call(target, 'GET', `/admin/registrations/${r.registrationId}/history?limit=1`, { token: adminToken })).body.data;
      expect(entry).toMatchObject({
        action: 'payment.confirmed',
        actor: { email: 'staff@example.org', name: 'Priya Nair', role: 'staff' },
        note: 'Verified and confirmed by admin',
        after: { 'payment.method': 'cash' },
      });
      const register = await call(target, 'GET', '/admin/receipts?issuedBy=staff@example.org&limit=200', { token: adminToken });
      expect(register.body.data).toContainEqual(
        expect.objectContaining({ number: reply.body.payment.receipt.number, method: 'cash', issuedByName: 'Priya Nair' }),
      );
      const day = reply.body.payment.receipt.issuedAt.slice(0, 10);
      const collections = await call(target, 'GET', `/admin/payments/collections?from=${day}&to=${day}&tz=UTC`, { token: adminToken });
      const staffRow = collections.body.data.find((row: { staffEmail: string }) => row.staffEmail === 'staff@example.org');
      expect(staffRow.byMethod.cash).toEqual({ count: expect.any(Number), amount: expect.any(Number) });
      expect(staffRow.byMethod.cash.amount).toBeGreaterThanOrEqual(r.payment.amount);
      const cancelled = await call(target, 'POST', `/admin/registrations/${r.registrationId}/receipt/cancel`, {
        token: adminToken,
        body: { reason: 'The cash was counted short.', version: reply.body.version },
      });
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.payment).toMatchObject({ status: 'pending', method: null });
    });

    test('a method not among cash, bank, cheque and upi is refused, changing nothing', async () => {
      const r = fresh((x) => x.status === 'active' && x.payment.status === 'pending' && x.payment.mode === 'offline');
      const reply = await expectRefused(() => confirm(r, { payment: { status: 'success', mode: 'offline', method: 'card' } }), 400, 'invalid-request', r);
      expect(reply.body.message).toMatch(/method/);
    });

    test("without a note the spec's default note is recorded", async () => {
      const r = fresh((x) => x.status === 'active' && x.payment.status === 'pending' && x.payment.mode === 'offline');
      const reply = await confirm(r, { payment: { paymentId: r.payment.paymentId, amount: r.payment.amount, status: 'success', mode: 'offline' } });
      expect(reply.status).toBe(200);
      expect(reply.body.adminNote).toBe('Offline payment confirmed by admin');
    });

    test('from pending_payment_gateway when the payment is offline (the lookup screen)', async () => {
      const r = fresh((x) => x.payment.status === 'pending_payment_gateway' && x.payment.mode === 'offline');
      const reply = await confirm(r);
      expect(reply.status).toBe(200);
      expect(reply.body.payment.status).toBe('success');
    });

    test.each([
      [
        'an online payment still with the gateway',
        (x: Registration) => x.payment.status === 'pending_payment_gateway' && x.payment.mode === 'online',
        /gateway/,
        'payment-with-gateway',
      ],
      ['a payment already confirmed', (x: Registration) => x.payment.status === 'success', /already confirmed/, 'payment-already-confirmed'],
      ['a failed payment', (x: Registration) => x.payment.status === 'failed', /failed/, 'payment-failed'],
    ] as const)('is refused with 409 for %s', async (_label, fits, message, code) => {
      const r = fresh(fits);
      const reply = await expectRefused(() => confirm(r), 409, code, r);
      expect(reply.body.message).toMatch(message);
    });

    test('is refused when the payment id or amount sent is not this registration’s', async () => {
      const r = fresh((x) => x.status === 'active' && x.payment.status === 'pending');
      await expectRefused(() => confirm(r, { payment: { ...confirmBody.payment, paymentId: 'PAY-ABACUS-999999' } }), 409, 'payment-id-mismatch', r);
      await expectRefused(() => confirm(r, { payment: { ...confirmBody.payment, amount: r.payment.amount + 1 } }), 409, 'payment-amount-mismatch', r);
    });

    test('is refused, alone or in bulk, while the Payment settings switch offline payments off', async () => {
      const superadmin = await tokenFor('superadmin');
      const settings = (await call(target, 'GET', '/admin/settings', { token: superadmin })).body.payment;
      const savePayment = (value: unknown) => call(target, 'PUT', '/admin/settings/payment', { token: superadmin, body: { value } });
      const [alone, inBulk] = [
        fresh((x) => x.status === 'active' && x.payment.status === 'pending'),
        fresh((x) => x.status === 'active' && x.payment.status === 'pending'),
      ];
      expect((await savePayment({ ...settings.value, offlineEnabled: false })).status).toBe(200);
      try {
        const refused = await expectRefused(() => confirm(alone), 409, 'payment-mode-off', alone);
        expect(refused.body.message).toBe('Offline payments are switched off in Settings > Payment; a superadmin can switch them on.');
        const job = await runBulkJob(target, adminToken, { action: 'confirmPayment', registrationIds: [inBulk.registrationId] });
        expect(job).toMatchObject({ updated: 0, skipped: 1, reasons: [{ reason: refused.body.message, count: 1 }] });
        expect((await current(inBulk)).payment.status).toBe('pending');
      } finally {
        expect((await savePayment(settings.value)).status).toBe(200);
      }
      expect((await confirm(alone)).status).toBe(200);
    });

    test('two confirmations of the same version at once: one succeeds, the other is told', async () => {
      const r = fresh((x) => x.status === 'active' && x.payment.status === 'pending');
      const replies = await simultaneously(target, r.registrationId, 2, () => confirm(r, { ...confirmBody, version: r.version }));
      expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    });
  });

  describe('status changes', () => {
    test('active to duplicate', async () => {
      const r = fresh((x) => x.status === 'active');
      const reply = await expectAuditedChange(() => setStatus(r, { status: 'duplicate', version: r.version }), {
        action: 'registration.duplicate',
        before: { status: 'active' },
        after: { status: 'duplicate' },
      });
      expect(reply.body).toMatchObject({ status: 'duplicate', version: r.version + 1 });
    });

    test('active to disqualified with the reason, trimmed', async () => {
      const r = fresh((x) => x.status === 'active');
      const reply = await expectAuditedChange(() => setStatus(r, { status: 'disqualified', note: `  ${REASON}  ` }), {
        action: 'registration.disqualified',
        note: REASON,
        before: { status: 'active', disqualificationNote: null },
        after: { status: 'disqualified', disqualificationNote: REASON },
      });
      expect(reply.body).toMatchObject({ status: 'disqualified', disqualificationNote: REASON });
    });

    test('a reason under 10 characters after trimming is refused with 400 naming the note', async () => {
      const r = fresh((x) => x.status === 'active');
      const reply = await expectRefused(() => setStatus(r, { status: 'disqualified', note: '   too short   ' }), 400, 'invalid-request', r);
      expect(reply.body.issues).toEqual([{ path: 'note', message: 'Please provide a reason with at least 10 characters.' }]);
    });

    test.each([
      ['duplicate', 'duplicate', { status: 'duplicate' }, 'status-unchanged'],
      ['duplicate', 'disqualified', { status: 'disqualified', note: REASON }, 'status-not-active'],
      ['disqualified', 'duplicate', { status: 'duplicate' }, 'status-not-active'],
      ['disqualified', 'disqualified', { status: 'disqualified', note: REASON }, 'status-unchanged'],
    ] as const)('%s to %s is refused with 409', async (from, _to, body, code) => {
      const r = fresh((x) => x.status === from);
      await expectRefused(() => setStatus(r, body), 409, code, r);
    });

    test.each(['duplicate', 'disqualified'] as const)('clearing %s goes back to active with the default note', async (from) => {
      const r = fresh((x) => x.status === from);
      const reply = await expectAuditedChange(() => clear(r, { status: 'active', version: r.version }), {
        action: 'registration.status_cleared',
        note: 'Status cleared by admin.',
      });
      expect(reply.body.status).toBe('active');
      expect(reply.body.adminNote).toBe('Status cleared by admin.');
      expect(reply.body.disqualificationNote).toBeUndefined();
    });

    test('clearing keeps a note that is sent', async () => {
      const r = fresh((x) => x.status === 'duplicate');
      const reply = await clear(r, { status: 'active', adminNote: 'Different child, same phone.' });
      expect(reply.body.adminNote).toBe('Different child, same phone.');
    });

    test('Undo puts back the admin note the row had: a status change or a clear takes the note to stand, null for none', async () => {
      const r = fresh((x) => x.status === 'duplicate');
      const withNote = await clear(r, { status: 'active', adminNote: 'Parent called on Monday.' });
      // Marking and its Undo: the clear sends the note the row had, and it stays.
      const marked = await setStatus(r, { status: 'duplicate', version: withNote.body.version });
      expect(marked.body.adminNote).toBe('Parent called on Monday.');
      const undone = await clear(r, { status: 'active', adminNote: marked.body.adminNote ?? null, version: marked.body.version });
      expect(undone.body).toMatchObject({ status: 'active', adminNote: 'Parent called on Monday.' });
      // A clear replaced the note; its Undo sends the note from before, and the status change puts it back.
      expect((await setStatus(r, { status: 'disqualified', note: REASON })).status).toBe(200);
      const clearedAgain = await clear(r);
      expect(clearedAgain.body.adminNote).toBe('Status cleared by admin.');
      const redone = await setStatus(r, { status: 'disqualified', note: REASON, adminNote: 'Parent called on Monday.', version: clearedAgain.body.version });
      expect(redone.body).toMatchObject({ status: 'disqualified', disqualificationNote: REASON, adminNote: 'Parent called on Monday.' });
      // A row that had no note gets none back.
      const noNote = fresh((x) => x.status === 'duplicate' && x.adminNote === undefined);
      const clearedNoNote = await clear(noNote, { status: 'active', adminNote: null });
      expect(clearedNoNote.status).toBe(200);
      expect(clearedNoNote.body.adminNote).toBeUndefined();
      const [entry] = (await activity()).data;
      expect(entry).toMatchObject({ action: 'registration.status_cleared', note: 'Status cleared by admin.' });
    });

    test('clearing an active registration is refused with 409', async () => {
      const r = fresh((x) => x.status === 'active');
      await expectRefused(() => clear(r), 409, 'status-unchanged', r);
    });
  });

  describe('editing details', () => {
    test('changes the fields sent and records only what changed', async () => {
      // Every field sent but the name differs from the row's, so each is in the entry.
      const r = fresh(
        (x) => x.status === 'active' && x.std !== '5th' && x.cadre !== 'Junior Level' && x.levelEnrolled !== 'LEVEL 4' && x.school.value !== 'Sanskriti School',
      );
      const reply = await expectAuditedChange(
        () =>
          editDetails(r, {
            name: r.name, // unchanged, so not in the entry
            std: '5th',
            cadre: 'Junior Level',
            levelEnrolled: 'LEVEL 4',
            contactNumber: '+91 98450 12345',
            school: { value: 'Sanskriti School' },
            status: 'active',
            version: r.version,
          }),
        {
          action: 'registration.updated',
          before: {
            std: r.std,
            cadre: r.cadre,
            levelEnrolled: r.levelEnrolled,
            contactNumber: r.contactNumber,
            'school.value': r.school.value,
            ...(r.school.name !== undefined && { 'school.name': r.school.name }),
          },
          after: {
            std: '5th',
            cadre: 'Junior Level',
            levelEnrolled: 'LEVEL 4',
            contactNumber: '+91 98450 12345',
            'school.value': 'Sanskriti School',
            ...(r.school.name !== undefined && { 'school.name': null }),
          },
        },
      );
      expect(reply.body).toMatchObject({
        name: r.name,
        std: '5th',
        cadre: 'Junior Level',
        levelEnrolled: 'LEVEL 4',
        contactNumber: '+91 98450 12345',
        school: { value: 'Sanskriti School' },
        version: r.version + 1,
      });
      expect(reply.body.school.name).toBeUndefined();
    });

    test('sending nothing new changes nothing and writes no entry', async () => {
      const r = fresh(() => true);
      const { total } = await activity();
      const reply = await editDetails(r, { name: r.name, std: r.std, cadre: r.cadre });
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual(r);
      expect((await activity()).total).toBe(total);
    });

    test('staff may edit details', async () => {
      const r = fresh(() => true);
      const reply = await editDetails(r, { name: 'Ananya Krishnan' }, staffToken);
      expect(reply.status).toBe(200);
      expect(reply.body.name).toBe('Ananya Krishnan');
    });

    test('an admin may mark duplicate and clear through the edit, following the status rules', async () => {
      const r = fresh((x) => x.status === 'active');
      const marked = await editDetails(r, { status: 'duplicate' });
      expect(marked.body.status).toBe('duplicate');
      const cleared = await editDetails(r, { status: 'active' });
      expect(cleared.body.status).toBe('active');
    });

    test('a status changed through the edit is audited under its status action, apart from the other fields', async () => {
      const r = fresh((x) => x.status === 'active');
      const before = await activity(5);
      const marked = await editDetails(r, { name: 'Renamed While Marked', status: 'duplicate', version: r.version });
      expect(marked.status).toBe(200);
      const entries = (await activity(5)).data.filter((entry) => entry.registrationId === r.registrationId);
      expect((await activity()).total).toBe(before.total + 2);
      expect(entries.map(({ action, before, after }) => ({ action, before, after }))).toEqual([
        { action: 'registration.duplicate', before: { status: 'active' }, after: { status: 'duplicate' } },
        { action: 'registration.updated', before: { name: r.name }, after: { name: 'Renamed While Marked' } },
      ]);
      const cleared = await editDetails(r, { status: 'active' });
      expect(cleared.body.status).toBe('active');
      const [clearedEntry] = (await activity()).data;
      expect(clearedEntry).toMatchObject({ action: 'registration.status_cleared', registrationId: r.registrationId, after: { status: 'active' } });
      // Filtering the trail by the status action finds both.
      const byAction = async (action: string) =>
        (await call(target, 'GET', `/admin/audit?action=${action}&registrationId=${r.registrationId}`, { token: adminToken })).body.data;
      expect(await byAction('registration.duplicate')).toHaveLength(1);
      expect(await byAction('registration.status_cleared')).toHaveLength(1);
    });

    test('staff may not change the status through the edit', async () => {
      const r = fresh((x) => x.status === 'active');
      await expectRefused(() => editDetails(r, { name: 'Someone Else', status: 'duplicate' }, staffToken), 403, 'status-change-needs-admin', r);
    });

    test('disqualifying through the edit is refused: it needs a reason', async () => {
      const r = fresh((x) => x.status === 'active');
      await expectRefused(() => editDetails(r, { status: 'disqualified' }), 409, 'disqualify-needs-reason', r);
    });

    test('duplicate to disqualified through the edit is refused too', async () => {
      const r = fresh((x) => x.status === 'duplicate');
      await expectRefused(() => editDetails(r, { status: 'disqualified' }), 409, 'disqualify-needs-reason', r);
    });
  });

  describe('undoing the last change from the history', () => {
    const lastEntry = async (r: Registration): Promise<ActivityEntry> =>
      (await call(target, 'GET', `/admin/registrations/${r.registrationId}/history?limit=1`, { token: adminToken })).body.data[0];
    const undo = (r: Registration, entryId: string, token = adminToken) =>
      call(target, 'POST', `/admin/registrations/${r.registrationId}/undo`, { token, body: { entryId } });

    test("takes back the caller's own last edit, audited as a change of its own", async () => {
      const r = fresh((x) => x.status === 'active' && x.std !== '5th');
      expect((await editDetails(r, { std: '5th', name: `${r.name} Typo`, version: r.version }, staffToken)).status).toBe(200);
      const entry = await lastEntry(r);
      const reply = await undo(r, entry.id, staffToken);
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ name: r.name, std: r.std, version: r.version + 2 });
      expect(await lastEntry(r)).toMatchObject({
        action: 'registration.updated',
        actor: { email: 'staff@example.org' },
        before: { std: '5th', name: `${r.name} Typo` },
        after: { std: r.std, name: r.name },
        note: 'Undo of the last change.',
      });
    });

    test('takes back a disqualification, status and note', async () => {
      const r = fresh((x) => x.status === 'active');
      expect((await setStatus(r, { status: 'disqualified', note: REASON })).status).toBe(200);
      const reply = await undo(r, (await lastEntry(r)).id);
      expect(reply.status).toBe(200);
      expect(reply.body.status).toBe('active');
      expect(reply.body.disqualificationNote).toBeUndefined();
      expect((await lastEntry(r)).action).toBe('registration.status_cleared');
    });

    test('refuses in words once anything changed since, changing nothing', async () => {
      const r = fresh((x) => x.status === 'active');
      expect((await editDetails(r, { name: `${r.name} Edited`, version: r.version }, staffToken)).status).toBe(200);
      const staffEntry = await lastEntry(r);
      expect((await setStatus(r, { status: 'duplicate' })).status).toBe(200);
      const before = await current(r);
      const reply = await undo(r, staffEntry.id, staffToken);
      expect(reply.status).toBe(409);
      expect(reply.body).toMatchObject({
        message: 'This registration changed since (Marked as duplicate, by admin@example.org), so that change can no longer be undone.',
        code: 'undo-outdated',
      });
      expect(await current(r)).toEqual(before);
    });

    test("refuses someone else's change, and what cannot be taken back this way", async () => {
      const r = fresh((x) => x.status === 'active' && x.payment.status === 'pending' && x.payment.amount < 1000);
      expect((await editDetails(r, { name: `${r.name} Admin`, version: r.version })).status).toBe(200);
      const adminEntry = await lastEntry(r);
      const refused = await undo(r, adminEntry.id, staffToken);
      expect([refused.status, refused.body]).toEqual([403, { message: 'Only admin@example.org can undo this change.', code: 'undo-not-yours' }]);
      expect((await confirm(r)).status).toBe(200);
      const confirmation = await undo(r, (await lastEntry(r)).id);
      expect([confirmation.status, confirmation.body]).toEqual([
        409,
        { message: 'Payment confirmed cannot be undone from the history.', code: 'not-undoable' },
      ]);
      expect((await current(r)).payment.status).toBe('success');
      const garbage = await undo(r, 'not-an-id');
      expect([garbage.status, garbage.body.code]).toEqual([400, 'invalid-request']);
    });
  });

  describe('stale versions', () => {
    test.each([
      ['confirming', (r: Registration) => confirm(r, { ...confirmBody, version: r.version + 1 }), (x: Registration) => x.payment.status === 'pending'],
      ['clearing', (r: Registration) => clear(r, { status: 'active', version: r.version + 1 }), (x: Registration) => x.status !== 'active'],
      ['marking duplicate', (r: Registration) => setStatus(r, { status: 'duplicate', version: r.version + 1 }), (x: Registration) => x.status === 'active'],
      ['editing', (r: Registration) => editDetails(r, { name: 'Stale Copy', version: r.version + 1 }), () => true],
    ])('%s from a copy whose version is not current answers 409 with the current row', async (_label, change, fits) => {
      const r = fresh(fits);
      const reply = await expectRefused(() => change(r), 409, 'stale-version', r);
      expect(reply.body.current).toEqual(await current(r));
    });

    test('a change made after another one, from the older copy, is refused', async () => {
      const r = fresh((x) => x.status === 'active');
      expect((await editDetails(r, { name: 'First Editor', version: r.version })).status).toBe(200);
      const reply = await expectRefused(() => editDetails(r, { name: 'Second Editor', version: r.version }), 409, 'stale-version', r);
      expect(reply.body.current.name).toBe('First Editor');
    });
  });

  test('unknown registrations answer 404 on every change', async () => {
    const replies = await Promise.all([
      put('/admin/register/REG-9999999', confirmBody),
      put('/admin/register/REG-9999999', { status: 'active' }),
      put('/admin/registrations/REG-9999999/status', { status: 'duplicate' }),
      put('/admin/registrations/REG-9999999/details', { name: 'Nobody Here' }),
    ]);
    expect(replies.map((reply) => [reply.status, reply.body])).toEqual(
      replies.map(() => [404, { message: 'Registration not found', code: 'registration-not-found' }]),
    );
  });

  test('after all these changes the statistics still equal the counts of the rows', async () => {
    const everything = await allRegistrations(target, adminToken);
    const stats: DashboardStats = (await call(target, 'GET', '/admin/stats', { token: adminToken })).body;
    expect(stats).toEqual(await expectedStats(everything));
    const seededSuccess = seeded.filter((r) => r.payment.status === 'success').length;
    expect(stats.successfulPayments).toBeGreaterThan(seededSuccess);
  });
});
