import fs from 'node:fs';
import path from 'node:path';
import type { Registration } from 'shared/domain/registrations/registration';
import { OFFLINE_PAID_REFUSAL } from 'shared/domain/imports/registration-import';
import { runBulkJob } from './support/bulk-jobs';
import { historyOf } from './support/change-ledger';
import { testEngines } from './support/environment';
import { importCsv, numberedImportRow } from './support/import-rows';
import { withPaymentSettings } from './support/payment-settings';
import { allRegistrations, call, useTestApp } from './support/test-app';
import { tokenFor } from './support/tokens';

// No route around the money rules: every route that can change a payment's status either issues a
// receipt and honours the approval threshold, or refuses (or leaves the status alone), on both
// engines. The list of such routes is checked against the routes the app serves and against the
// places in the source that write a payment's status, so that a new one fails here until it is walked.

const API_SRC = path.join(__dirname, '../src');

/** The routes that can change, or are asked to change, a payment's status: each walked below. */
const MONEY_ROUTES = [
  'PUT /admin/register/:id',
  'POST /admin/registrations/bulk',
  'POST /admin/registrations/:id/approval',
  'POST /admin/registrations/:id/receipt/cancel',
  'POST /admin/imports',
  'PUT /admin/registrations/:id/details',
  'PUT /admin/registrations/:id/status',
  'POST /admin/registrations/:id/undo',
  'POST /admin/reconciliation/statements',
  'PUT /admin/reconciliation/statements/:id/lines/:line/match',
  'DELETE /admin/reconciliation/statements/:id/lines/:line/match',
];

/** Parts of the API whose writes never reach a payment's status (profile, settings, staff, releases, files, views, verdicts, merges, job cancellation, messages). */
const OUTSIDE_PAYMENTS = [
  /^\/admin\/profile(\/|$)/,
  /^\/admin\/registration-views(\/|$)/,
  /^\/admin\/settings\//,
  /^\/admin\/feature-flags\//,
  /^\/admin\/centers(\/|$)/,
  /^\/admin\/notification-templates\//,
  /^\/admin\/staff-accounts(\/|$)/,
  /^\/admin\/exports(\/|$)/,
  /^\/admin\/imports\/preview$/,
  /^\/admin\/reconciliation\/(presets|preview|settlements)$/,
  /^\/admin\/registrations\/export-links(\/|$)/,
  /^\/admin\/registrations\/duplicates\/:contactNumber\/verdict$/,
  // A merge moves no money: a receipt stays with its registration (registration-merge.test.ts, registration-merge-suggested.test.ts).
  /^\/admin\/registrations\/:keepId\/merge$/,
  /^\/admin\/registrations\/:id\/unmerge$/,
  /^\/admin\/registrations\/duplicates\/merge-suggested$/,
  /^\/admin\/jobs\/:id$/,
  /^\/admin\/releases(\/|$)/,
  /^\/releases\//,
  /^\/admin\/messages(\/|$)/,
];

/** Every source file of the API but the seed's (demo data, written before any route answers). */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'seed' ? [] : sourceFiles(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

/**
 * Where the source writes a payment's status: a change setting `'payment.status'` (the audited
 * changes' field) to a value, or SQL that inserts or updates registrations naming `payment_status`.
 */
function paymentStatusWriters(): string[] {
  return sourceFiles(API_SRC).flatMap((file) => {
    const text = fs.readFileSync(file, 'utf8');
    const name = path.relative(API_SRC, file);
    const fieldSets = text
      .split('\n')
      .filter((line) => /['"]payment\.status['"]\]?\s*(:|=(?!=))/.test(line) && !/^\s*case /.test(line) && !/:\s*'payment_status'/.test(line))
      .map((line) => `${name}: ${line.trim()}`);
    const sql = (text.match(/`[^`]*`|'[^'\n]*'/g) ?? []).flatMap((literal) => {
      const statement = /(INSERT INTO|UPDATE) registrations\b/.exec(literal);
      return statement && /\bpayment_status\b/.test(literal) ? [`${name}: ${statement[0]} ... payment_status`] : [];
    });
    return [...fieldSets, ...sql];
  });
}

const confirmBody = { payment: { status: 'success', mode: 'offline' } };

describe.each(testEngines())('routes that can change payment.status, on %s', (engine) => {
  const target = useTestApp(engine, { registrations: 300 });
  let seeded: Registration[];
  const used = new Set<string>();

  beforeAll(async () => {
    seeded = await allRegistrations(target, await tokenFor('admin'));
  });

  const as = async (role: 'superadmin' | 'admin' | 'staff', method: string, url: string, body?: unknown) =>
    call(target, method, url, { token: await tokenFor(role), body });
  const read = async (r: Registration): Promise<Registration> => (await as('admin', 'GET', `/admin/registrations/${r.registrationId}`)).body;

  /** Pending payments no other test touches, offline and active unless `fits` says otherwise. */
  function take(count: number, fits: (r: Registration) => boolean = (r) => r.payment.mode === 'offline'): Registration[] {
    const chosen = seeded.filter((r) => !used.has(r.registrationId) && r.status === 'active' && r.payment.status === 'pending' && fits(r)).slice(0, count);
    if (chosen.length < count) throw new Error('The seeded data has too few pending payments left for this case');
    for (const r of chosen) used.add(r.registrationId);
    return chosen;
  }

  const withThreshold = <T>(approvalThreshold: number | null, fn: () => Promise<T>) => withPaymentSettings(target, { approvalThreshold }, fn);

  /** Paid with a live receipt: on the answer, in the receipts table and in the register. */
  async function expectPaidWithReceipt(r: Registration): Promise<void> {
    const now = await read(r);
    expect(now.payment).toMatchObject({ status: 'success', mode: 'offline', approval: null, receipt: { number: expect.any(String) } });
    expect(now.payment.receipt!.cancelled).toBeUndefined();
    const register = (await as('admin', 'GET', `/admin/receipts?limit=200`)).body.data as { number: string; registrationId: string }[];
    expect(register).toContainEqual(expect.objectContaining({ number: now.payment.receipt!.number, registrationId: r.registrationId }));
  }

  /** Not paid, no receipt, and nothing written: the same answer and the same history as before. */
  async function expectUntouched(r: Registration, history: unknown[]): Promise<void> {
    expect(await read(r)).toEqual(r);
    expect(await historyOf(target, await tokenFor('admin'), r.registrationId)).toEqual(history);
  }

  test('the routes that can change payment.status are these, and no other place writes it', async () => {
    const served = target.app.routeCatalogue
      .filter((route) => !['GET', 'HEAD', 'OPTIONS'].includes(route.method))
      .map((route) => `${route.method} ${route.url}`);
    const unclassified = served.filter((key) => !MONEY_ROUTES.includes(key) && !OUTSIDE_PAYMENTS.some((part) => part.test(key.split(' ')[1]!)));
    // A write route elsewhere: walk it here (a receipt and the threshold, or a refusal), or name its part of the API above.
    expect(unclassified).toEqual([]);
    for (const key of MONEY_ROUTES) expect(served).toContain(key);
    // A new writer: find the routes that reach it and walk them here.
    expect(paymentStatusWriters()).toEqual([
      'imports/registration-import.ts: INSERT INTO registrations ... payment_status',
      "payments/confirmation.ts: 'payment.status': 'success',",
      "payments/receipts.ts: set: { 'payment.status': 'pending', 'payment.method': null, 'payment.receipt': { ...receipt, cancelled } },",
    ]);
  });

  // Seeded fees are 300 and 500 rupees: at a threshold of 500 the one waits and the other does not.
  const THRESHOLD = 500;
  const offlineBelow = (r: Registration) => r.payment.mode === 'offline' && r.payment.amount < THRESHOLD;
  const offlineAbove = (r: Registration) => r.payment.mode === 'offline' && r.payment.amount >= THRESHOLD;

  test('PUT /admin/register/{id}: below the threshold a receipt in the same change; at or above it nothing is paid until another admin approves', async () => {
    const [below] = take(1, offlineBelow);
    const [above] = take(1, offlineAbove);
    await withThreshold(THRESHOLD, async () => {
      expect((await as('staff', 'PUT', `/admin/register/${below!.registrationId}`, confirmBody)).status).toBe(200);
      const big = await as('staff', 'PUT', `/admin/register/${above!.registrationId}`, confirmBody);
      expect(big.status).toBe(202);
      expect(big.body.payment).toMatchObject({ status: 'pending', receipt: null, approval: { requestedBy: 'staff@example.org' } });
    });
    await expectPaidWithReceipt(below!);
  });

  test('POST /admin/registrations/bulk (confirmPayment): a receipt for each below the threshold; at or above it, sent for approval and not paid', async () => {
    const low = take(2, offlineBelow);
    const [high] = take(1, offlineAbove);
    await withThreshold(THRESHOLD, async () => {
      const job = await runBulkJob(target, await tokenFor('admin'), {
        action: 'confirmPayment',
        registrationIds: [...low, high!].map((r) => r.registrationId),
      });
      expect(job).toMatchObject({ updated: 2, skipped: 1 });
    });
    for (const r of low) await expectPaidWithReceipt(r);
    expect((await read(high!)).payment).toMatchObject({ status: 'pending', receipt: null, approval: { requestedBy: 'admin@example.org' } });
  });

  test('POST /admin/registrations/{id}/approval: approve issues the receipt; reject leaves the payment pending without one', async () => {
    const [approved, rejected] = take(2, offlineAbove);
    await withThreshold(THRESHOLD, async () => {
      for (const r of [approved!, rejected!]) expect((await as('staff', 'PUT', `/admin/register/${r.registrationId}`, confirmBody)).status).toBe(202);
      expect((await as('admin', 'POST', `/admin/registrations/${approved!.registrationId}/approval`, { decision: 'approve' })).status).toBe(200);
      const no = await as('admin', 'POST', `/admin/registrations/${rejected!.registrationId}/approval`, { decision: 'reject', note: 'No cash seen' });
      expect(no.body.payment).toMatchObject({ status: 'pending', receipt: null, approval: null });
    });
    await expectPaidWithReceipt(approved!);
  });

  test('POST /admin/registrations/{id}/receipt/cancel: back to pending, the receipt keeping its number, marked cancelled', async () => {
    const [r] = take(1);
    const paid = await as('staff', 'PUT', `/admin/register/${r!.registrationId}`, confirmBody);
    expect(paid.status).toBe(200);
    const cancelled = await as('admin', 'POST', `/admin/registrations/${r!.registrationId}/receipt/cancel`, { reason: 'The cheque bounced at the bank.' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.payment).toMatchObject({
      status: 'pending',
      receipt: { number: paid.body.payment.receipt.number, cancelled: { by: 'admin@example.org', reason: 'The cheque bounced at the bank.' } },
    });
  });

  test('POST /admin/imports: an offline payment marked paid is refused on its line and nothing is imported; an online one comes in paid, its history saying so', async () => {
    const rows = [
      numberedImportRow('MONEY', 1),
      numberedImportRow('MONEY', 2, { paymentMode: 'offline', paymentStatus: 'success' }),
      numberedImportRow('MONEY', 3, { paymentMode: 'online', paymentStatus: 'success' }),
    ];
    const refused = await as('superadmin', 'POST', '/admin/imports', { csv: importCsv(rows) });
    expect(refused.status).toBe(400);
    expect(refused.body.report.issues).toEqual([{ line: 3, column: 'paymentStatus', code: 'offline-paid', message: OFFLINE_PAID_REFUSAL }]);
    expect(await target.db.query("SELECT registration_id FROM registrations WHERE registration_id LIKE 'MONEY-%'")).toEqual([]);

    const accepted = await as('superadmin', 'POST', '/admin/imports', { csv: importCsv([rows[0]!, { ...rows[1]!, paymentStatus: 'pending' }, rows[2]!]) });
    expect(accepted.status).toBe(201);
    const imported = await Promise.all(rows.map(async (row) => (await as('admin', 'GET', `/admin/registrations/${row.registrationId}`)).body as Registration));
    expect(imported.map((r) => [r.payment.mode, r.payment.status, r.payment.receipt])).toEqual([
      ['offline', 'pending', null],
      ['offline', 'pending', null],
      ['online', 'success', null],
    ]);
    const [created] = await historyOf(target, await tokenFor('admin'), 'MONEY-3');
    expect(created).toMatchObject({
      action: 'registration.created',
      actor: { email: 'superadmin@example.org' },
      note: 'Imported from a CSV file (line 4) with its online payment already paid: no receipt, as for every online payment.',
    });
    expect((await historyOf(target, await tokenFor('admin'), 'MONEY-1'))[0]!.note).toBe('Imported from a CSV file');
    // Confirming the offline one afterwards is the usual path: a receipt.
    expect((await as('staff', 'PUT', '/admin/register/MONEY-2', confirmBody)).status).toBe(200);
    await expectPaidWithReceipt(imported[1]!);
  });

  test('the edit, status, undo and confirm routes refuse any other way to a paid status, writing nothing', async () => {
    const [r] = take(1);
    const history = await historyOf(target, await tokenFor('admin'), r!.registrationId);
    const id = r!.registrationId;
    const attempts: [string, string, unknown][] = [
      ['PUT', `/admin/registrations/${id}/details`, { payment: { ...r!.payment, status: 'success' } }],
      ['PUT', `/admin/registrations/${id}/details`, { name: r!.name, payment: { status: 'success', mode: 'offline' } }],
      ['PUT', `/admin/registrations/${id}/status`, { status: 'duplicate', payment: { status: 'success', mode: 'offline' } }],
      ['PUT', `/admin/register/${id}`, { payment: { status: 'success', mode: 'online' } }],
      ['PUT', `/admin/register/${id}`, { payment: { status: 'failed', mode: 'offline' } }],
      ['PUT', `/admin/register/${id}`, { payment: { status: 'pending_payment_gateway', mode: 'offline' } }],
      ['PUT', `/admin/register/${id}`, { status: 'active', payment: { status: 'success', mode: 'offline' } }],
    ];
    for (const [method, url, body] of attempts) {
      const reply = await as('superadmin', method, url, body);
      expect({ url, body, status: reply.status }).toEqual({ url, body, status: 400 });
      expect(reply.body).toMatchObject({ message: expect.any(String), code: 'invalid-request' });
    }
    await expectUntouched(r!, history);

    // A confirmation is taken back only by cancelling its receipt, never by undo.
    const [confirmed] = take(1);
    expect((await as('staff', 'PUT', `/admin/register/${confirmed!.registrationId}`, confirmBody)).status).toBe(200);
    const [entry] = (await historyOf(target, await tokenFor('staff'), confirmed!.registrationId)).slice(-1);
    const paid = await read(confirmed!);
    const paidHistory = await historyOf(target, await tokenFor('admin'), confirmed!.registrationId);
    const undo = await as('staff', 'POST', `/admin/registrations/${confirmed!.registrationId}/undo`, { entryId: entry!.id });
    expect(undo.status).toBe(409);
    expect(undo.body).toMatchObject({ message: expect.stringMatching(/cannot be undone/), code: 'not-undoable' });
    await expectUntouched(paid, paidHistory);
  });

  test('reconciliation: uploading a statement that names a pending payment, matching and unmatching by hand, never marks it paid', async () => {
    const [seen, byHand] = take(2);
    const day = new Date().toISOString().slice(0, 10);
    const csv = [
      'date,reference,description,amount',
      `${day},NEFT-1,NEFT/${seen!.payment.paymentId}/parent,${seen!.payment.amount}`,
      `${day},CASH,deposit by a parent,${byHand!.payment.amount}`,
    ].join('\n');
    const uploaded = await call(target, 'POST', '/admin/reconciliation/statements?source=bank', {
      token: await tokenFor('admin'),
      body: csv,
      headers: { 'content-type': 'text/csv' },
    });
    expect(uploaded.status).toBe(201);
    expect(uploaded.body).toMatchObject({ matched: 1, unmatched: 1 });
    const match = `/admin/reconciliation/statements/${uploaded.body.id}/lines/3/match`;
    expect((await as('admin', 'PUT', match, { registrationId: byHand!.registrationId, note: 'Parent showed the slip' })).status).toBe(200);
    for (const r of [seen!, byHand!]) expect((await read(r)).payment).toMatchObject({ status: 'pending', receipt: null, approval: null });
    expect((await as('admin', 'DELETE', match, { note: 'The slip was for a sibling' })).status).toBe(200);
    expect((await read(byHand!)).payment).toMatchObject({ status: 'pending', receipt: null });
  });

  test('afterwards, no offline payment anywhere is paid without a live receipt, but those the seed made paid', async () => {
    const seededPaid = seeded.filter((r) => r.payment.mode === 'offline' && r.payment.status === 'success').map((r) => r.registrationId);
    const unreceipted = await target.db.query<{ registration_id: string }>(
      `SELECT registration_id FROM registrations AS r
       WHERE payment_mode = 'offline' AND payment_status = 'success' AND NOT (registration_id = ANY($1::text[]))
         AND NOT EXISTS (SELECT 1 FROM receipts AS x WHERE x.registration_id = r.registration_id AND x.cancelled_at IS NULL)`,
      [seededPaid],
    );
    expect(unreceipted).toEqual([]);
  });
});
