import type { Registration } from 'shared/domain/registrations/registration';
import { financialYearOf, rupeesInWords, SELF_APPROVAL_REFUSAL } from 'shared/domain/payments/receipts';
import { parseCsv } from 'shared/domain/common/csv';
import { confirmPaymentRequest } from '../src/payments/confirmation';
import { applyChange } from '../src/registrations/changes';
import { takeReceiptNumber } from '../src/payments/receipts';
import { runBulkJob } from './support/bulk-jobs';
import { historyOf } from './support/change-ledger';
import { testEngines } from './support/environment';
import { withPaymentSettings } from './support/payment-settings';
import { pdfActualTexts, pdfText } from './support/pdf-text';
import { simultaneouslyBehind } from './support/simultaneously';
import { allRegistrations, call, useTestApp, type TestApp } from './support/test-app';
import { tokenClaims, tokenFor } from './support/tokens';

// Receipts on both engines: numbers consecutive and never repeated (under concurrency and
// rollbacks), the PDF read back with a PDF parser, cancellation, the register and its CSV,
// approvals above the threshold, each day's collections, and the duplicate/disqualified rule.

const confirmBody = { payment: { status: 'success', mode: 'offline' } };
const NUMBER = /^RCT\/(\d{4})\/(\d{6})$/;
const sequenceOf = (number: string) => Number(NUMBER.exec(number)![2]);

async function downloadPdf(
  target: TestApp,
  token: string,
  registrationId: string,
  number?: string,
): Promise<{ status: number; type: string | null; text: string }> {
  const query = number ? `?number=${encodeURIComponent(number)}` : '';
  const response = await fetch(`${target.baseUrl}/admin/registrations/${registrationId}/receipt${query}`, { headers: { authorization: `Bearer ${token}` } });
  if (response.status !== 200) return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
  return { status: 200, type: response.headers.get('content-type'), text: await pdfText(new Uint8Array(await response.arrayBuffer())) };
}

describe.each(testEngines())('receipts on %s', (engine) => {
  const target = useTestApp(engine, { registrations: 400 });
  let tokens: Record<'superadmin' | 'admin' | 'staff' | 'viewer', string>;
  let seeded: Registration[];
  const used = new Set<string>();

  beforeAll(async () => {
    const [superadmin, admin, staff, viewer] = await Promise.all(['superadmin', 'admin', 'staff', 'viewer'].map((role) => tokenFor(role as 'admin')));
    tokens = { superadmin: superadmin!, admin: admin!, staff: staff!, viewer: viewer! };
    seeded = await allRegistrations(target, tokens.admin);
  });

  /** Registrations no other test touches. */
  function take(count: number, fits: (r: Registration) => boolean = (r) => r.payment.status === 'pending' && r.status === 'active'): Registration[] {
    const chosen = seeded.filter((r) => !used.has(r.registrationId) && fits(r)).slice(0, count);
    if (chosen.length < count) throw new Error('The seeded data has too few registrations left for this case');
    for (const r of chosen) used.add(r.registrationId);
    return chosen;
  }

  const as = (role: keyof typeof tokens, method: string, path: string, body?: unknown) => call(target, method, path, { token: tokens[role], body });
  const confirm = (role: keyof typeof tokens, r: Registration, extra: Record<string, unknown> = {}) =>
    as(role, 'PUT', `/admin/register/${r.registrationId}`, { ...confirmBody, ...extra });
  const read = async (r: Registration): Promise<Registration> => (await as('admin', 'GET', `/admin/registrations/${r.registrationId}`)).body;
  const lastNumber = async () => {
    const [row] = await target.db.query<{ last: number | null }>("SELECT max(last_number) AS last FROM receipt_counters WHERE prefix = 'RCT'");
    return row?.last ?? 0;
  };

  test('a confirmation issues the next number in the same change: on the answer, in the history and in the register; seeded payments have none', async () => {
    const paidBySeed = seeded.find((r) => r.payment.status === 'success')!;
    expect(paidBySeed.payment.receipt).toBeNull();
    expect(paidBySeed.payment.approval).toBeNull();
    const [r] = take(1);
    const before = await lastNumber();
    const reply = await confirm('staff', r!);
    expect(reply.status).toBe(200);
    const receipt = reply.body.payment.receipt;
    expect(receipt).toEqual({ number: expect.stringMatching(NUMBER), issuedAt: expect.any(String), issuedBy: 'staff@example.org', issuedByName: 'Priya Nair' });
    expect(receipt.number).toBe(`RCT/${financialYearOf(new Date(receipt.issuedAt))}/${String(before + 1).padStart(6, '0')}`);
    expect(receipt.number.length).toBeLessThanOrEqual(16);
    expect(reply.body.version).toBe(r!.version + 1);
    expect(await read(r!)).toEqual(reply.body);
    const [entry] = (await historyOf(target, tokens.admin, r!.registrationId)).slice(-1);
    expect(entry).toMatchObject({ action: 'payment.confirmed', before: { 'payment.receipt': null }, after: { 'payment.receipt': receipt } });
    const register = (await as('viewer', 'GET', `/admin/receipts?issuedBy=STAFF@example.org&limit=200`)).body;
    expect(register.data).toContainEqual({
      number: receipt.number,
      registrationId: r!.registrationId,
      name: r!.name,
      amount: r!.payment.amount,
      mode: 'offline',
      issuedAt: receipt.issuedAt,
      issuedBy: 'staff@example.org',
      issuedByName: 'Priya Nair',
      method: null,
      cancelled: null,
      copiesPrinted: 0,
    });
  });

  test('a Tamil name and a Hindi school print, and the PDF carries them as words a reader copies', async () => {
    const [r] = take(1);
    const name = 'கொற்கை செல்வி';
    const school = 'सरस्वती विद्या मंदिर';
    const edited = await as('admin', 'PUT', `/admin/registrations/${r!.registrationId}/details`, { name, school: { value: school }, version: r!.version });
    expect(edited.body).toMatchObject({ name, school: { value: school } });
    expect((await confirm('staff', r!)).status).toBe(200);
    const response = await fetch(`${target.baseUrl}/admin/registrations/${r!.registrationId}/receipt`, {
      headers: { authorization: `Bearer ${tokens.staff}` },
    });
    expect(response.status).toBe(200);
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdfActualTexts(pdf)).toEqual([name, school]);
    expect(pdf.toString('latin1')).toMatch(/NotoSansTamil-Regular[\s\S]*NotoSansDevanagari-Regular|NotoSansDevanagari-Regular[\s\S]*NotoSansTamil-Regular/);
    expect(await pdfText(new Uint8Array(pdf))).toContain(r!.registrationId);
  });

  test('receipts print in the receipt language a superadmin chooses; a settings write that leaves it out keeps it; another is refused', async () => {
    const [r] = take(1);
    expect((await confirm('staff', r!)).status).toBe(200);
    const receipt = async () => {
      const response = await fetch(`${target.baseUrl}/admin/registrations/${r!.registrationId}/receipt`, {
        headers: { authorization: `Bearer ${tokens.staff}` },
      });
      expect(response.status).toBe(200);
      return Buffer.from(await response.arrayBuffer());
    };
    const settings = async () => (await as('superadmin', 'GET', '/admin/settings')).body.payment;
    expect((await settings()).value.receiptLanguage).toBe('en-IN');
    expect(await pdfText(new Uint8Array(await receipt()))).toContain('Amount in words');
    await withPaymentSettings(target, { receiptLanguage: 'ta-IN' }, async () => {
      expect(pdfActualTexts(await receipt())).toEqual(expect.arrayContaining(['கட்டண ரசீது', 'தொகை எழுத்தில்', 'பதிவு எண்']));
      // A Settings screen built before the field sends the section without it.
      const { receiptLanguage, ...older } = (await settings()).value;
      expect(receiptLanguage).toBe('ta-IN');
      const kept = await as('superadmin', 'PUT', '/admin/settings/payment', { value: older });
      expect(kept.status).toBe(200);
      expect(kept.body.value.receiptLanguage).toBe('ta-IN');
      const refused = await as('superadmin', 'PUT', '/admin/settings/payment', { value: { ...older, receiptLanguage: 'fr-FR' } });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 'invalid-request', message: expect.stringContaining('receiptLanguage') });
      expect((await settings()).value.receiptLanguage).toBe('ta-IN');
    });
    expect(await pdfText(new Uint8Array(await receipt()))).toContain('Amount in words');
  });

  test('50 concurrent confirmations of different registrations give 50 consecutive numbers, none repeated', async () => {
    const chosen = take(50);
    const before = await lastNumber();
    // On PostgreSQL the counter row is held first, so that all of them queue for it at once.
    const replies = await simultaneouslyBehind(target, { sql: "SELECT 1 FROM receipt_counters WHERE prefix = 'RCT' FOR UPDATE", params: [] }, 50, (i) =>
      confirm(i % 2 ? 'staff' : 'admin', chosen[i]!),
    );
    expect(replies.map((reply) => reply.status)).toEqual(Array(50).fill(200));
    const sequences = replies.map((reply) => sequenceOf(reply.body.payment.receipt.number)).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 50 }, (_, i) => before + 1 + i));
    const [stored] = await target.db.query<{ n: number; distinct: number }>(
      'SELECT count(*)::int AS n, count(DISTINCT number)::int AS distinct FROM receipts WHERE registration_id = ANY($1)',
      [chosen.map((r) => r.registrationId)],
    );
    expect(stored).toEqual({ n: 50, distinct: 50 });
  });

  test('refused confirmations among concurrent ones, and a transaction that fails after taking a number, leave no gap', async () => {
    const chosen = take(21);
    const before = await lastNumber();
    // Ten of twenty sent from a stale version: refused before any number is taken.
    const replies = await simultaneouslyBehind(target, { sql: "SELECT 1 FROM receipt_counters WHERE prefix = 'RCT' FOR UPDATE", params: [] }, 20, (i) =>
      confirm('staff', chosen[i]!, i % 2 ? { version: chosen[i]!.version + 7 } : {}),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([...Array(10).fill(200), ...Array(10).fill(409)]);
    const given = replies.filter((reply) => reply.status === 200).map((reply) => sequenceOf(reply.body.payment.receipt.number));
    expect(given.sort((a, b) => a - b)).toEqual(Array.from({ length: 10 }, (_, i) => before + 1 + i));

    // The number taken, the row changed, the receipt recorded: then the transaction fails.
    const failing = chosen[20]!;
    const actor = { uid: 'test-failure', email: 'staff@example.org', role: 'staff' as const };
    await expect(
      target.db.transaction(async (tx) => {
        const changed = await applyChange(tx, confirmPaymentRequest(failing.registrationId, { payment: { status: 'success', mode: 'offline' } }, actor));
        expect(sequenceOf(changed.payment.receipt!.number)).toBe(before + 11);
        throw new Error('fails after taking a number');
      }),
    ).rejects.toThrow('fails after taking a number');
    expect((await read(failing)).payment).toMatchObject({ status: 'pending', receipt: null });
    const next = await confirm('admin', failing);
    expect(sequenceOf(next.body.payment.receipt.number)).toBe(before + 11);
  });

  test('the financial year turns at midnight starting 1 April, India time: each year numbers from 000001', async () => {
    const lastSecond = new Date('2027-03-31T23:59:59+05:30');
    const firstMoment = new Date('2027-04-01T00:00:00+05:30');
    expect([financialYearOf(lastSecond), financialYearOf(firstMoment)]).toEqual(['2627', '2728']);
    const numbers = await target.db.transaction(async (tx) => [
      await takeReceiptNumber(tx, 'FYB', lastSecond),
      await takeReceiptNumber(tx, 'FYB', firstMoment),
      await takeReceiptNumber(tx, 'FYB', lastSecond),
      await takeReceiptNumber(tx, 'FYB', new Date('2027-04-01T00:00:01+05:30')),
    ]);
    expect(numbers).toEqual(['FYB/2627/000001', 'FYB/2728/000001', 'FYB/2627/000002', 'FYB/2728/000002']);
  });

  test('the PDF reads back with the number, the amount in figures and words, the method and the confirmer by name; a print is "Duplicate copy" once one was printed', async () => {
    const [r] = take(1);
    expect((await downloadPdf(target, tokens.viewer, r!.registrationId)).status).toBe(404);
    const receipt = (await confirm('staff', r!, { payment: { status: 'success', mode: 'offline', method: 'cheque' } })).body.payment.receipt;
    const first = await downloadPdf(target, tokens.staff, r!.registrationId);
    expect(first.type).toBe('application/pdf');
    for (const text of [
      'Admin Portal',
      'Payment Receipt',
      receipt.number,
      r!.name,
      r!.registrationId,
      r!.school.value,
      `₹${r!.payment.amount.toLocaleString('en-IN')}`,
      rupeesInWords(r!.payment.amount),
      // How the money came, and who confirmed by name, not e-mail.
      'Cheque',
      r!.payment.paymentId,
      'Priya Nair',
    ]) {
      expect(first.text).toContain(text);
    }
    expect(first.text).not.toContain('staff@example.org');
    expect(first.text).not.toContain('Duplicate copy');
    expect(first.text).not.toContain('Cancelled');
    expect((await downloadPdf(target, tokens.admin, r!.registrationId)).text).toContain('Duplicate copy');
    expect((await downloadPdf(target, tokens.staff, r!.registrationId)).text).toContain('Duplicate copy');
  });

  test("only a print counts as a copy: HEAD and a viewer's download do not, and the register and its CSV show the copies printed", async () => {
    const [r] = take(1);
    const { number } = (await confirm('staff', r!)).body.payment.receipt;
    const copiesPrinted = async () =>
      (await as('viewer', 'GET', '/admin/receipts?limit=200')).body.data.find((entry: { number: string }) => entry.number === number).copiesPrinted;
    expect(await copiesPrinted()).toBe(0);

    // A viewer's download before any print is no duplicate, and leaves the treasurer's first print the first.
    const viewers = await downloadPdf(target, tokens.viewer, r!.registrationId);
    expect([viewers.status, viewers.text.includes(number), viewers.text.includes('Duplicate copy')]).toEqual([200, true, false]);
    const head = await fetch(`${target.baseUrl}/admin/registrations/${r!.registrationId}/receipt`, {
      method: 'HEAD',
      headers: { authorization: `Bearer ${tokens.admin}` },
    });
    expect([head.status, head.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    expect(await copiesPrinted()).toBe(0);

    const print = await downloadPdf(target, tokens.admin, r!.registrationId);
    expect([print.text.includes(number), print.text.includes('Duplicate copy')]).toEqual([true, false]);
    expect(await copiesPrinted()).toBe(1);
    // Once printed, a viewer's copy says so, still without counting.
    expect((await downloadPdf(target, tokens.viewer, r!.registrationId)).text).toContain('Duplicate copy');
    expect(await copiesPrinted()).toBe(1);
    expect((await downloadPdf(target, tokens.staff, r!.registrationId)).text).toContain('Duplicate copy');
    expect(await copiesPrinted()).toBe(2);

    const csv = parseCsv((await as('viewer', 'GET', '/admin/receipts/export')).body);
    const column = csv[0]!.indexOf('Copies printed');
    expect(column).toBeGreaterThan(0);
    expect(csv.find((row) => row[0] === number)?.[column]).toBe('2');
  });

  test("receipt downloads are heavy calls: past the account's share of heavy calls its next download answers 503, another person's is served", async () => {
    const [r] = take(1);
    expect((await confirm('staff', r!)).status).toBe(200);
    const viewer = `uid:${tokenClaims(tokens.viewer).sub as string}`;
    const held = Array.from({ length: target.app.workScheduler.heavyCallsPerAccount }, () => target.app.workScheduler.admitCall(viewer));
    try {
      const refused = await call(target, 'GET', `/admin/registrations/${r!.registrationId}/receipt`, { token: tokens.viewer });
      expect([refused.status, refused.headers.get('retry-after'), refused.body]).toEqual([
        503,
        '30',
        { message: expect.stringMatching(/too many large requests/), code: 'too-many-large-requests' },
      ]);
      expect((await downloadPdf(target, tokens.staff, r!.registrationId)).status).toBe(200);
    } finally {
      for (const release of held) release();
    }
    expect((await downloadPdf(target, tokens.viewer, r!.registrationId)).status).toBe(200);
  });

  test('cancel: back to pending, the number kept and shown as cancelled, a new number on the next confirmation; audited', async () => {
    const [r] = take(1);
    const issued = (await confirm('staff', r!)).body.payment.receipt;
    expect((await as('admin', 'POST', `/admin/registrations/${r!.registrationId}/receipt/cancel`, { reason: 'too short' })).status).toBe(400);
    const reason = 'Cheque returned unpaid by the bank.';
    const cancelled = await as('admin', 'POST', `/admin/registrations/${r!.registrationId}/receipt/cancel`, { reason });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.payment).toMatchObject({
      status: 'pending',
      receipt: { ...issued, cancelled: { at: expect.any(String), by: 'admin@example.org', reason } },
    });
    const again = await as('admin', 'POST', `/admin/registrations/${r!.registrationId}/receipt/cancel`, { reason });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: `Receipt ${issued.number} is already cancelled.`, code: 'receipt-already-cancelled' });
    const pdf = await downloadPdf(target, tokens.viewer, r!.registrationId);
    expect(pdf.text).toContain('Cancelled');
    expect(pdf.text).toContain(reason);
    const [entry] = (await historyOf(target, tokens.admin, r!.registrationId)).slice(-1);
    expect(entry).toMatchObject({ action: 'payment.receipt_cancelled', note: reason, after: { 'payment.status': 'pending' } });

    const reissued = (await confirm('admin', r!)).body.payment.receipt;
    expect(reissued.number).not.toBe(issued.number);
    expect(sequenceOf(reissued.number)).toBeGreaterThan(sequenceOf(issued.number));
    const register = (await as('viewer', 'GET', '/admin/receipts?limit=200')).body.data.filter(
      (row: { registrationId: string }) => row.registrationId === r!.registrationId,
    );
    expect(register.map((row: { number: string; cancelled: unknown }) => [row.number, row.cancelled !== null])).toEqual([
      [reissued.number, false],
      [issued.number, true],
    ]);
    // The register's cancelled row prints that receipt, not the payment's newer one.
    const cancelledCopy = await downloadPdf(target, tokens.viewer, r!.registrationId, issued.number);
    expect(cancelledCopy.text).toContain(issued.number);
    expect(cancelledCopy.text).toContain('Cancelled');
    expect(cancelledCopy.text).not.toContain(reissued.number);
    const current = await downloadPdf(target, tokens.viewer, r!.registrationId, reissued.number);
    expect(current.text).toContain(reissued.number);
    expect(current.text).not.toContain('Cancelled');
    // Another registration's number is no receipt of this one.
    const [other] = take(1);
    const othersNumber = (await confirm('staff', other!)).body.payment.receipt.number;
    expect((await downloadPdf(target, tokens.viewer, r!.registrationId, othersNumber)).status).toBe(404);
  });

  test("the register's search finds a receipt by its number (any letter case, spaces around) or a registration's receipts, with the other filters; its totals and CSV count only those", async () => {
    const [r, other] = take(2);
    const cancelledNumber = (await confirm('staff', r!)).body.payment.receipt.number as string;
    const reason = 'Cheque returned unpaid by the bank.';
    expect((await as('admin', 'POST', `/admin/registrations/${r!.registrationId}/receipt/cancel`, { reason })).status).toBe(200);
    const standing = (await confirm('admin', r!)).body.payment.receipt.number as string;
    const othersNumber = (await confirm('staff', other!)).body.payment.receipt.number as string;
    const search = async (q: string, extra = '') => (await as('viewer', 'GET', `/admin/receipts?q=${encodeURIComponent(q)}${extra}`)).body;
    const numbers = (page: { data: { number: string }[] }) => page.data.map((row) => row.number);

    const byNumber = await search(`  ${standing.toLowerCase()} `);
    expect(numbers(byNumber)).toEqual([standing]);
    expect(byNumber).toMatchObject({ total: 1, totalAmount: r!.payment.amount, cancelledCount: 0 });
    expect(numbers(await search(cancelledNumber))).toEqual([cancelledNumber]);
    const byRegistration = await search(r!.registrationId.toLowerCase());
    expect(numbers(byRegistration)).toEqual([standing, cancelledNumber]);
    expect(byRegistration).toMatchObject({ total: 2, totalAmount: r!.payment.amount, cancelledCount: 1, cancelledAmount: r!.payment.amount });
    // The other filters still narrow it.
    expect(numbers(await search(r!.registrationId, '&status=cancelled'))).toEqual([cancelledNumber]);
    expect(numbers(await search(othersNumber, '&issuedBy=admin@example.org'))).toEqual([]);
    expect(numbers(await search(othersNumber, '&issuedBy=STAFF@example.org'))).toEqual([othersNumber]);
    expect(await search('RCT/2627/999999')).toMatchObject({ data: [], total: 0, totalAmount: 0 });

    const csv = parseCsv((await as('viewer', 'GET', `/admin/receipts/export?q=${encodeURIComponent(standing.toLowerCase())}`)).body);
    expect(csv.slice(1).map((row) => row[0])).toEqual([standing]);
    const tooLong = await as('viewer', 'GET', `/admin/receipts?q=${'R'.repeat(65)}`);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ code: 'invalid-request', message: expect.stringContaining('Search for at most 64 characters') });
  });

  test('a receipt is never edited or deleted, even by SQL', async () => {
    const [r] = take(1);
    const { number } = (await confirm('staff', r!)).body.payment.receipt;
    await expect(target.db.query('DELETE FROM receipts WHERE number = $1', [number])).rejects.toThrow(/never deleted/);
    await expect(target.db.query('UPDATE receipts SET amount = amount + 1 WHERE number = $1', [number])).rejects.toThrow(/never edited/);
    await expect(target.db.query("UPDATE receipts SET number = 'RCT/0000/000000' WHERE number = $1", [number])).rejects.toThrow(/never edited/);
  });

  test('at or above the threshold a confirmation waits (202) for another admin: approve, reject, the asker refused, bulk too', async () => {
    const [big, small, rejected, own, bulk] = take(5, (r) => r.payment.status === 'pending' && r.status === 'active' && r.payment.amount >= 300);
    await withPaymentSettings(target, { approvalThreshold: 300 }, async () => {
      const asked = await confirm('staff', big!, { adminNote: 'Cash in the drawer' });
      expect(asked.status).toBe(202);
      expect(asked.body.payment).toMatchObject({
        status: 'pending',
        receipt: null,
        approval: { requestedBy: 'staff@example.org', requestedAt: expect.any(String), note: 'Cash in the drawer' },
      });
      expect((await confirm('admin', big!)).body).toMatchObject({
        message: 'This confirmation is awaiting approval by another admin.',
        code: 'awaiting-approval',
      });

      // Below the threshold: one step, as before.
      await withPaymentSettings(target, { approvalThreshold: small!.payment.amount + 1 }, async () => {
        expect((await confirm('staff', small!)).status).toBe(200);
      });

      expect((await confirm('staff', rejected!)).status).toBe(202);
      expect((await confirm('admin', own!)).status).toBe(202);
      const waiting = (await as('viewer', 'GET', '/admin/payments/approvals')).body;
      expect(waiting.data.map((r: Registration) => r.registrationId)).toEqual([big!.registrationId, rejected!.registrationId, own!.registrationId]);
      expect(waiting.total).toBe(3);

      // The asker never approves their own; staff and viewers never approve.
      const self = await as('admin', 'POST', `/admin/registrations/${own!.registrationId}/approval`, { decision: 'approve' });
      expect(self).toMatchObject({ status: 403, body: { message: SELF_APPROVAL_REFUSAL, code: 'self-approval' } });
      expect((await as('staff', 'POST', `/admin/registrations/${big!.registrationId}/approval`, { decision: 'approve' })).status).toBe(403);
      expect((await as('viewer', 'POST', `/admin/registrations/${big!.registrationId}/approval`, { decision: 'approve' })).status).toBe(403);
      expect((await read(own!)).payment.approval).not.toBeNull();

      const approved = await as('admin', 'POST', `/admin/registrations/${big!.registrationId}/approval`, { decision: 'approve' });
      expect(approved.status).toBe(200);
      expect(approved.body.payment).toMatchObject({ status: 'success', approval: null, receipt: { issuedBy: 'staff@example.org' } });
      const pdf = await downloadPdf(target, tokens.viewer, big!.registrationId);
      // The approver by name, as the confirmer is.
      expect(pdf.text).toContain('Approved by Arjun Mehta');
      expect(pdf.text).not.toContain('admin@example.org');

      expect((await as('admin', 'POST', `/admin/registrations/${rejected!.registrationId}/approval`, { decision: 'reject' })).status).toBe(400);
      const refused = await as('superadmin', 'POST', `/admin/registrations/${rejected!.registrationId}/approval`, {
        decision: 'reject',
        note: 'No cash was handed over',
      });
      expect(refused.body).toMatchObject({
        adminNote: 'Confirmation rejected: No cash was handed over',
        payment: { status: 'pending', approval: null, receipt: null },
      });
      expect((await as('superadmin', 'POST', `/admin/registrations/${rejected!.registrationId}/approval`, { decision: 'approve' })).status).toBe(409);
      // Decided, they wait no more: only the admin's own request is left.
      const left = (await as('viewer', 'GET', '/admin/payments/approvals')).body;
      expect([left.total, left.data.map((r: Registration) => r.registrationId)]).toEqual([1, [own!.registrationId]]);
      const [stored] = await target.db.query<{ waiting: number }>(
        'SELECT count(*)::int AS waiting FROM registrations WHERE approval IS NOT NULL AND registration_id = ANY($1)',
        [[big!.registrationId, rejected!.registrationId]],
      );
      expect(stored!.waiting).toBe(0);
      const history = (await historyOf(target, tokens.admin, rejected!.registrationId)).slice(-2).map((entry) => entry.action);
      expect(history).toEqual(['payment.approval_requested', 'payment.approval_rejected']);
      // Asked again, the request carries the rejection it follows, so the approver sees why it was turned down.
      expect((await confirm('staff', rejected!)).status).toBe(202);
      const again = (await read(rejected!)).payment.approval;
      expect(again).toMatchObject({
        requestedBy: 'staff@example.org',
        earlierRejection: { by: 'superadmin@example.org', note: 'No cash was handed over', at: expect.stringMatching(/^\d{4}-/) },
      });
      expect(Object.keys(again!.earlierRejection!).sort()).toEqual(['at', 'by', 'byName', 'note']);
      // A first request carries none.
      expect((await read(own!)).payment.approval).not.toHaveProperty('earlierRejection');
      expect(
        (await as('superadmin', 'POST', `/admin/registrations/${rejected!.registrationId}/approval`, { decision: 'reject', note: 'Still no cash' })).status,
      ).toBe(200);

      const job = await runBulkJob(target, tokens.admin, { action: 'confirmPayment', registrationIds: [bulk!.registrationId] });
      expect(job).toMatchObject({
        updated: 0,
        skipped: 1,
        reasons: [{ reason: 'Sent for approval: the amount is at or above the approval threshold', count: 1 }],
      });
      expect((await read(bulk!)).payment.approval).toMatchObject({ requestedBy: 'admin@example.org' });
    });
  });

  test('a confirmation waiting for approval whose registration is disqualified or marked duplicate meanwhile is approved only with a second click naming the status', async () => {
    const [toDisqualify, toMarkDuplicate] = take(2, (r) => r.payment.status === 'pending' && r.status === 'active' && r.payment.amount >= 300);
    await withPaymentSettings(target, { approvalThreshold: 300 }, async () => {
      for (const [r, status, other] of [
        [toDisqualify!, 'disqualified', 'duplicate'],
        [toMarkDuplicate!, 'duplicate', 'disqualified'],
      ] as const) {
        expect((await confirm('staff', r)).status).toBe(202);
        const change = await as('admin', 'PUT', `/admin/registrations/${r.registrationId}/status`, {
          status,
          ...(status === 'disqualified' && { note: 'Registered twice under two names.' }),
        });
        expect(change.status).toBe(200);
        const approve = (extra: Record<string, unknown> = {}) =>
          as('admin', 'POST', `/admin/registrations/${r.registrationId}/approval`, { decision: 'approve', ...extra });
        const refused = await approve();
        expect(refused.status).toBe(409);
        expect(refused.body).toMatchObject({
          message: expect.stringMatching(/its payment is confirmed only with a second click that names the status/),
          code: 'status-not-acknowledged',
        });
        expect((await approve({ acknowledgeStatus: other })).status).toBe(409);
        expect((await read(r)).payment).toMatchObject({ status: 'pending', receipt: null, approval: { requestedBy: 'staff@example.org' } });
        const approved = await approve({ acknowledgeStatus: status });
        expect(approved.status).toBe(200);
        expect(approved.body.payment).toMatchObject({ status: 'success', approval: null, receipt: { issuedBy: 'staff@example.org' } });
      }
    });
  });

  test("a duplicate or disqualified registration's payment is confirmed only with a second click naming the status", async () => {
    const [disqualified] = take(1, (r) => r.payment.status === 'pending' && r.status === 'disqualified');
    const [duplicate] = take(1, (r) => r.payment.status === 'pending' && r.status === 'duplicate');
    for (const [r, status, other] of [
      [disqualified!, 'disqualified', 'duplicate'],
      [duplicate!, 'duplicate', 'disqualified'],
    ] as const) {
      const refused = await confirm('staff', r);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        message: expect.stringMatching(/its payment is confirmed only with a second click that names the status/),
        code: 'status-not-acknowledged',
      });
      expect((await confirm('staff', r, { acknowledgeStatus: other })).status).toBe(409);
      expect((await read(r)).payment.status).toBe('pending');
      const confirmed = await confirm('staff', r, { acknowledgeStatus: status });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.payment.receipt.number).toMatch(NUMBER);
    }
  });

  test('the register totals and collections, from half-hour totals kept by triggers, equal counting the receipts, in any time zone', async () => {
    const chosen = take(3);
    for (const [i, r] of chosen.entries()) expect((await confirm(i % 2 ? 'staff' : 'admin', r)).status).toBe(200);
    const reason = 'The transfer never reached the account.';
    expect((await as('admin', 'POST', `/admin/registrations/${chosen[1]!.registrationId}/receipt/cancel`, { reason })).status).toBe(200);
    const [kept] = await target.db.query<{ differ: number }>(
      `SELECT count(*)::int AS differ FROM (
         SELECT half_hour, issued_by, issued, issued_amount, cancelled, cancelled_amount FROM receipt_half_hours
         EXCEPT
         SELECT receipt_half_hour(issued_at), coalesce(issued_by, ''), count(*)::int, sum(amount),
                count(*) FILTER (WHERE cancelled_at IS NOT NULL)::int, coalesce(sum(amount) FILTER (WHERE cancelled_at IS NOT NULL), 0)
         FROM receipts GROUP BY 1, 2
       ) AS differences`,
    );
    expect(kept!.differ).toBe(0);
    // Kolkata and New York answer from the half hours; Kathmandu (+05:45) counts the receipts.
    for (const tz of ['Asia/Kolkata', 'America/New_York', 'Asia/Kathmandu']) {
      for (const status of ['', 'issued', 'cancelled']) {
        const [raw] = await target.db.query<{ total: number; amount: number; cancelled: number; cancelledAmount: number }>(
          `SELECT count(*)::int AS total, coalesce(sum(amount) FILTER (WHERE cancelled_at IS NULL), 0)::int AS amount,
                  count(*) FILTER (WHERE cancelled_at IS NOT NULL)::int AS cancelled,
                  coalesce(sum(amount) FILTER (WHERE cancelled_at IS NOT NULL), 0)::int AS "cancelledAmount"
           FROM receipts WHERE ($1 = '' OR (cancelled_at IS NULL) = ($1 = 'issued'))`,
          [status],
        );
        const answer = (await as('viewer', 'GET', `/admin/receipts?tz=${tz}&from=2000-01-01&to=2099-12-31&limit=1${status && `&status=${status}`}`)).body;
        const { total, totalAmount: amount, cancelledCount: cancelled, cancelledAmount } = answer;
        expect({ tz, status, total, amount, cancelled, cancelledAmount }).toEqual({ tz, status, ...raw });
        if (status !== 'issued') expect(cancelled).toBeGreaterThan(0);
      }
      const days = await target.db.query<{ day: string; staff: string | null; count: number; amount: number }>(
        `SELECT to_char((issued_at AT TIME ZONE $1)::date, 'YYYY-MM-DD') AS day, issued_by AS staff, count(*)::int AS count, sum(amount)::int AS amount
         FROM receipts WHERE cancelled_at IS NULL GROUP BY 1, 2`,
        [tz],
      );
      const collections = (await as('viewer', 'GET', `/admin/payments/collections?tz=${tz}&from=2000-01-01&to=2099-12-31`)).body;
      const key = (row: { day: string; count: number; amount: number }, staff: string | null) => `${row.day}|${staff}|${row.count}|${row.amount}`;
      expect(collections.data.map((row: { day: string; staffEmail: string | null; count: number; amount: number }) => key(row, row.staffEmail)).sort()).toEqual(
        days.map((row) => key(row, row.staff)).sort(),
      );
    }
  });

  test("each day's collections equal the register's totals; the register pages and its CSV cover every receipt once", async () => {
    const chosen = take(4);
    for (const [i, r] of chosen.entries()) expect((await confirm(i % 2 ? 'staff' : 'admin', r)).status).toBe(200);
    const reason = 'The transfer was reversed by the bank.';
    expect((await as('admin', 'POST', `/admin/registrations/${chosen[0]!.registrationId}/receipt/cancel`, { reason })).status).toBe(200);

    const collections = (await as('viewer', 'GET', '/admin/payments/collections?from=2000-01-01&to=2099-12-31')).body;
    const register = (await as('viewer', 'GET', '/admin/receipts?status=issued&limit=200')).body;
    const everything = (await as('viewer', 'GET', '/admin/receipts?limit=200')).body;
    expect(collections.totalCount).toBe(register.total);
    expect(collections.totalAmount).toBe(register.totalAmount);
    expect(everything.totalAmount).toBe(register.totalAmount);
    expect(everything.total).toBeGreaterThan(register.total);
    for (const email of ['staff@example.org', 'admin@example.org']) {
      const row = collections.data.find((c: { staffEmail: string }) => c.staffEmail === email);
      const own = (await as('viewer', 'GET', `/admin/receipts?status=issued&issuedBy=${email}&limit=200`)).body;
      expect(row).toMatchObject({ count: own.total, amount: own.totalAmount });
    }
    // Another day, in another time zone's days, holds none of them.
    expect((await as('viewer', 'GET', '/admin/payments/collections?from=2026-01-01&to=2026-01-02&tz=America/New_York')).body).toEqual({
      data: [],
      totalCount: 0,
      totalAmount: 0,
      outsideYourCentres: null,
    });

    const seen: string[] = [];
    for (let cursor = ''; ;) {
      const page = (await as('viewer', 'GET', `/admin/receipts?limit=7${cursor && `&cursor=${cursor}`}`)).body;
      seen.push(...page.data.map((row: { number: string }) => row.number));
      if (!page.nextCursor) break;
      cursor = page.nextCursor;
    }
    expect(seen).toEqual(everything.data.map((row: { number: string }) => row.number));
    expect(new Set(seen).size).toBe(everything.total);
    expect((await as('viewer', 'GET', '/admin/receipts?cursor=bm90LWEtY3Vyc29y')).status).toBe(400);

    const csv = await as('viewer', 'GET', '/admin/receipts/export');
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const rows = parseCsv(csv.body);
    expect(rows[0]![0]).toBe('Receipt number');
    expect(rows.slice(1).map((row) => row[0])).toEqual(seen);
    expect(rows.find((row) => row[0] === everything.data.find((e: { cancelled: unknown }) => e.cancelled)?.number)?.slice(8)).toEqual([
      'Cancelled',
      expect.any(String),
      'admin@example.org',
      reason,
      '0',
    ]);
  });
});
