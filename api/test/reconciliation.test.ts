import { parseCsv } from 'shared/domain/common/csv';
import { historyOf } from './support/change-ledger';
import { testEngines } from './support/environment';
import { call, useTestApp } from './support/test-app';
import { tokenFor } from './support/tokens';
import { createPayments } from './support/reconciliation-payments';

// Reconciliation on both engines: a generated statement with known outcomes gives exactly those
// counts, the portal's side (confirmed but not seen, seen but pending) lists exactly the payments
// left out, a mapped layout reads, a bad file is refused line by line storing nothing, the same
// file twice is refused, and matching or unmatching by hand is audited with who and why.

describe.each(testEngines())('reconciliation on %s', (engine) => {
  const target = useTestApp(engine, { registrations: 50 });
  let admin: string;
  let superadmin: string;

  beforeAll(async () => {
    [admin, superadmin] = (await Promise.all([tokenFor('admin'), tokenFor('superadmin')])) as [string, string];
  });

  const upload = (csv: string, query: string) =>
    call(target, 'POST', `/admin/reconciliation/statements?${query}`, { token: admin, body: csv, headers: { 'content-type': 'text/csv' } });
  const get = (path: string) => call(target, 'GET', `/admin/reconciliation/statements${path}`, { token: admin });
  const statementCount = async () => (await target.db.query<{ n: number }>('SELECT count(*)::int AS n FROM reconciliation_statements'))[0]!.n;
  const linesOf = async (id: string, outcome: string) =>
    (await get(`/${id}/lines?outcome=${outcome}&limit=200`)).body.data as { line: number; payment: { paymentId: string } | null }[];

  test('a generated bank statement gives exactly the outcomes it was built with, and the portal side lists exactly the payments left out', async () => {
    const day = '2025-02-10';
    await createPayments(target, superadmin, [
      { id: 'PAY-RB-0001', mode: 'offline', amount: 300, status: 'success', day },
      { id: 'PAY-RB-0002', mode: 'offline', amount: 500, status: 'pending', day },
      { id: 'PAY-RB-0003', mode: 'offline', amount: 300, status: 'success', day },
      { id: 'PAY-RB-0004', mode: 'offline', amount: 300, status: 'success', day },
      { id: 'PAY-RB-0005', mode: 'offline', amount: 400, status: 'success', day },
      { id: 'PAY-RB-0006', mode: 'offline', amount: 400, status: 'success', day: '2025-02-03' },
      { id: 'PAY-RB-0007', mode: 'online', amount: 400, status: 'success', day },
      { id: 'PAY-RB-0008', mode: 'offline', amount: 300, status: 'pending', day },
    ]);
    const csv = [
      'date,reference,description,amount',
      `${day},NEFT-881,NEFT/PAY-RB-0001/RAMESH,300`,
      `10/02/2025,IMPS 77,PAY-RB-0002 fee,450`,
      `${day},UPI-1,UPI/PAY-RB-0003/deposit,300`,
      `${day},UPI-2,UPI/PAY-RB-0003/deposit again,"300.00"`,
      `${day},cash,pay-rb-0004 counter deposit,300`,
      `${day},NEFT-999,NEFT/UNKNOWN-42/someone,700`,
      `${day},CHG,bank charges PAY-RB-0005,-300`,
      `${day},chq 1,cheque PAY-RB-0008,"1,300"`.replace('1,300', '300'),
    ].join('\n');
    const reply = await upload(csv, 'source=bank&name=February%20bank');
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({ id: expect.any(String), lines: 7, matched: 4, unmatched: 1, mismatched: 1, duplicates: 1 });
    const { id } = reply.body;

    const detail = (await get(`/${id}`)).body;
    expect(detail).toMatchObject({
      name: 'February bank',
      source: 'bank',
      uploadedBy: 'admin@example.org',
      from: day,
      to: day,
      lines: 7,
      ignoredLines: 1,
      confirmedNotSeen: 1,
      confirmedNotSeenAmount: 400,
      seenButPending: 1,
      seenButPendingAmount: 300,
      totals: { matched: 1200, mismatched: 450, duplicate: 300, unmatched: 700 },
    });
    expect((await linesOf(id, 'matched')).map((l) => [l.line, l.payment!.paymentId])).toEqual([
      [2, 'PAY-RB-0001'],
      [4, 'PAY-RB-0003'],
      [6, 'PAY-RB-0004'],
      [9, 'PAY-RB-0008'],
    ]);
    const [mismatched] = (await get(`/${id}/lines?outcome=mismatched`)).body.data;
    expect(mismatched).toMatchObject({ line: 3, amount: 450, payment: { paymentId: 'PAY-RB-0002', amount: 500 }, reason: expect.stringContaining('450') });
    expect((await linesOf(id, 'duplicate')).map((l) => l.line)).toEqual([5]);
    expect((await linesOf(id, 'unmatched')).map((l) => l.line)).toEqual([7]);
    expect((await linesOf(id, 'seen-but-pending')).map((l) => l.payment!.paymentId)).toEqual(['PAY-RB-0008']);
    const notSeen = (await get(`/${id}/confirmed-not-seen`)).body;
    expect(notSeen.data.map((p: { paymentId: string }) => p.paymentId)).toEqual(['PAY-RB-0005']);

    // Paging: one line a page, in file order, every line once.
    const seen: number[] = [];
    for (let cursor = ''; ;) {
      const page = (await get(`/${id}/lines?limit=1${cursor ? `&cursor=${cursor}` : ''}`)).body;
      seen.push(...page.data.map((l: { line: number }) => l.line));
      if (!page.nextCursor) break;
      cursor = page.nextCursor;
    }
    // The withdrawal (line 8) is kept, shown as outgoing, never matched.
    expect(seen).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    expect((await get(`/${id}/lines?outcome=outgoing`)).body.data).toEqual([
      expect.objectContaining({ line: 8, amount: 300, outgoing: true, payment: null, reason: expect.stringMatching(/^A withdrawal/) }),
    ]);

    const exported = await call(target, 'GET', `/admin/reconciliation/statements/${id}/export?outcome=mismatched`, { token: admin });
    expect(exported.status).toBe(200);
    const rows = parseCsv(exported.body);
    expect(rows[0]![0]).toBe('Line');
    expect(rows.slice(1).map((row) => [row[0], row[4], row[7], row[10], row[11]])).toEqual([['3', '450', 'mismatched', 'PAY-RB-0002', '500']]);
    const notSeenCsv = parseCsv((await call(target, 'GET', `/admin/reconciliation/statements/${id}/export?outcome=confirmed-not-seen`, { token: admin })).body);
    expect(notSeenCsv.slice(1).map((row) => row[2])).toEqual(['PAY-RB-0005']);

    // The same content again is refused, whatever it is called.
    const again = await upload(csv, 'source=bank&name=Again');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: expect.stringMatching(/already uploaded, as "February bank"/), code: 'statement-already-uploaded' });
    expect((await get('')).body.data.filter((s: { name: string }) => s.name === 'Again')).toEqual([]);
  });

  test('a gateway report matches by merchant transaction ID, counts a payment matched by an earlier report as a duplicate, and leaves out online payments it does not name', async () => {
    const day = '2025-03-05';
    await createPayments(target, superadmin, [
      { id: 'PAY-RG-0001', mode: 'online', amount: 350, status: 'success', day, merchantId: 'MT-RG-0001' },
      { id: 'PAY-RG-0002', mode: 'online', amount: 350, status: 'success', day, merchantId: 'MT-RG-0002' },
      { id: 'PAY-RG-0003', mode: 'online', amount: 350, status: 'success', day, merchantId: 'MT-RG-0003' },
      { id: 'PAY-RG-0004', mode: 'offline', amount: 350, status: 'success', day },
    ]);
    const header = 'settled_at,payment_id,merchant_transaction_id,amount,fee,utr';
    const first = await upload(`${header}\n${day} 18:00:00,,mt-rg-0001,350,7,UTR1\n${day} 18:00:00,gw_1,MT-RG-0002,350,7,UTR2\n`, 'source=gateway');
    expect(first.body).toMatchObject({ lines: 2, matched: 2, unmatched: 0, mismatched: 0, duplicates: 0 });
    expect((await get(`/${first.body.id}`)).body).toMatchObject({ name: `Gateway report ${day} to ${day}`, confirmedNotSeen: 1 });
    expect((await get(`/${first.body.id}/confirmed-not-seen`)).body.data.map((p: { paymentId: string }) => p.paymentId)).toEqual(['PAY-RG-0003']);

    const second = await upload(`${header}\n${day}T19:00:00+05:30,,MT-RG-0002,350,7,UTR9\n`, 'source=gateway');
    expect(second.body).toMatchObject({ lines: 1, matched: 0, duplicates: 1 });
    const [line] = (await get(`/${second.body.id}/lines`)).body.data;
    expect(line).toMatchObject({ outcome: 'duplicate', fee: 7, utr: 'UTR9', reason: expect.stringContaining('already matched by Gateway report') });

    // A fee with GST carries paise: read to the paisa, the amount still whole rupees; a fee of tenths of paise is refused.
    const withGst = await upload(`${header}\n${day} 20:00:00,,MT-RG-0003,350,"1,011.80",UTR10\n`, 'source=gateway');
    expect(withGst.body).toMatchObject({ lines: 1, matched: 1 });
    expect((await get(`/${withGst.body.id}/lines`)).body.data[0]).toMatchObject({ amount: 350, fee: 1011.8 });
    const feeCsv = parseCsv((await call(target, 'GET', `/admin/reconciliation/statements/${withGst.body.id}/export?outcome=matched`, { token: admin })).body);
    expect(feeCsv[1]![5]).toBe('1011.8');
    const tooFine = await upload(`${header}\n${day} 20:00:00,,MT-RG-0004,350,11.805,UTR11\n`, 'source=gateway');
    expect(tooFine.status).toBe(400);
    expect(tooFine.body.lineIssues).toEqual([
      expect.objectContaining({ line: 2, column: 'fee', message: expect.stringMatching(/^Fee must be rupees, with paise if any/) }),
    ]);
  });

  test("a line counts only in its payment's source: a bank line for an online payment (or a gateway line for an offline one) is mismatched and counts nowhere, and a payment one source counts is a duplicate in the other", async () => {
    const day = '2025-03-12';
    await createPayments(target, superadmin, [
      { id: 'PAY-RX-0001', mode: 'online', amount: 300, status: 'success', day, merchantId: 'MT-RX-0001' },
      { id: 'PAY-RX-0002', mode: 'offline', amount: 300, status: 'success', day },
      { id: 'PAY-RX-0003', mode: 'online', amount: 300, status: 'success', day, merchantId: 'MT-RX-0003' },
    ]);
    const reasons = async (id: string) =>
      ((await get(`/${id}/lines?limit=200`)).body.data as { outcome: string; reason: string }[]).map((l) => [l.outcome, l.reason]);
    const gatewayHeader = 'settled_at,payment_id,merchant_transaction_id,amount,fee,utr';

    const gateway = await upload(
      `${gatewayHeader}\n${day} 18:00:00,,MT-RX-0001,300,6,UTR1\n${day} 18:00:00,PAY-RX-0002,,300,6,UTR2\n`,
      'source=gateway&name=Gateway X',
    );
    expect(gateway.body).toMatchObject({ lines: 2, matched: 1, mismatched: 1, duplicates: 0 });
    expect(await reasons(gateway.body.id)).toEqual([
      ['matched', 'PAY-RX-0001, 300 rupees as the payment'],
      ['mismatched', 'PAY-RX-0002: an offline payment; a gateway report carries online payments'],
    ]);

    const bank = await upload(
      `date,reference,description,amount\n${day},NEFT-1,PAY-RX-0001 again,300\n${day},CASH,PAY-RX-0002 deposit,300\n${day},NEFT-3,PAY-RX-0003,300\n`,
      'source=bank&name=Bank X',
    );
    expect(bank.body).toMatchObject({ lines: 3, matched: 1, mismatched: 1, duplicates: 1 });
    expect(await reasons(bank.body.id)).toEqual([
      ['duplicate', 'PAY-RX-0001 is already matched by Gateway X, line 2'],
      ['matched', 'PAY-RX-0002, 300 rupees as the payment'],
      ['mismatched', 'PAY-RX-0003: an online payment; a bank statement carries offline payments'],
    ]);
    expect((await get(`/${bank.body.id}`)).body.totals).toMatchObject({ matched: 300, mismatched: 300, duplicate: 300 });

    // Matched by hand to a payment of the other mode, the line says so and still counts nowhere.
    const line4 = `/admin/reconciliation/statements/${bank.body.id}/lines/4/match`;
    expect((await call(target, 'DELETE', line4, { token: admin, body: { note: 'Checking the transfer again' } })).status).toBe(200);
    const byHand = await call(target, 'PUT', line4, { token: admin, body: { registrationId: 'PAY-RX-0003', note: 'The parent paid by bank transfer too' } });
    expect(byHand.body).toMatchObject({
      outcome: 'mismatched',
      reason: 'Matched by hand to PAY-RX-0003: an online payment; a bank statement carries offline payments',
    });
    const later = await upload(`${gatewayHeader}\n${day} 19:00:00,,MT-RX-0003,300,6,UTR3\n`, 'source=gateway&name=Gateway Y');
    expect(later.body).toMatchObject({ lines: 1, matched: 1, duplicates: 0 });
  });

  test("another bank's layout reads through a column mapping: its debit column and empty credits are ignored", async () => {
    const day = '2025-04-07';
    await createPayments(target, superadmin, [{ id: 'PAY-RM-0001', mode: 'offline', amount: 600, status: 'success', day }]);
    const csv = [
      'Txn Date,Narration,Chq./Ref.No.,Withdrawal Amt.,Deposit Amt.,Closing Balance',
      '07/04/2025,BY CASH PAY-RM-0001,0001,,600.00,"10,600.00"',
      '07/04/2025,ATM WDL,0002,"2,000.00",,"8,600.00"',
    ].join('\n');
    const mapping = { date: 'Txn Date', description: 'Narration', reference: 'Chq./Ref.No.', amount: 'Deposit Amt.' };
    const reply = await upload(csv, `source=bank&mapping=${encodeURIComponent(JSON.stringify(mapping))}`);
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ lines: 1, matched: 1 });
    expect((await get(`/${reply.body.id}`)).body).toMatchObject({ ignoredLines: 1, mapping, confirmedNotSeen: 0 });
  });

  test("lines that add up past a 32-bit integer's range are stored and summed exactly", async () => {
    const lines = ['date,reference,description,amount', ...[1, 2, 3].map((n) => `2025-04-0${n},BIG-${n},Transfer,"99,99,99,999"`)];
    const reply = await upload(lines.join('\n'), 'source=bank&name=Three large credits');
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ lines: 3, unmatched: 3 });
    expect((await get(`/${reply.body.id}`)).body.totals).toMatchObject({ unmatched: 3 * 999_999_999 });
  });

  test('unmatching the line that counted for a payment counts its duplicate in that statement instead; unmatching a duplicate counts nothing more', async () => {
    const day = '2025-06-09';
    await createPayments(target, superadmin, [{ id: 'PAY-RD-0001', mode: 'offline', amount: 300, status: 'success', day }]);
    const csv = ['date,reference,description,amount', ...[1, 2, 3].map(() => `${day},PAY-RD-0001,cash deposit,300`)].join('\n');
    const reply = await upload(csv, 'source=bank&name=Three deposits of one payment');
    expect(reply.body).toMatchObject({ matched: 1, duplicates: 2 });
    const { id } = reply.body;
    const outcomes = async () =>
      ((await get(`/${id}/lines?limit=200`)).body.data as { line: number; outcome: string; reason: string }[]).map((l) => [l.line, l.outcome]);
    expect(await outcomes()).toEqual([
      [2, 'matched'],
      [3, 'duplicate'],
      [4, 'duplicate'],
    ]);
    const unmatch = (line: number, note: string) =>
      call(target, 'DELETE', `/admin/reconciliation/statements/${id}/lines/${line}/match`, { token: admin, body: { note } });

    expect((await unmatch(4, 'A second slip for the same money')).status).toBe(200);
    expect(await outcomes()).toEqual([
      [2, 'matched'],
      [3, 'duplicate'],
      [4, 'unmatched'],
    ]);

    expect((await unmatch(2, 'The deposit was for a sibling')).status).toBe(200);
    expect(await outcomes()).toEqual([
      [2, 'unmatched'],
      [3, 'matched'],
      [4, 'unmatched'],
    ]);
    expect((await get(`/${id}`)).body).toMatchObject({ matched: 1, duplicates: 0, unmatched: 2 });
    const history = (await historyOf(target, superadmin, 'R-PAY-RD-0001')).slice(-2);
    expect(history.map((entry) => [entry.action, entry.note])).toEqual([
      ['payment.unreconciled', 'The deposit was for a sibling'],
      ['payment.reconciled', 'Line 3 counted once line 2 was unmatched'],
    ]);
  });

  test('a file it cannot read is refused line by line and nothing is stored', async () => {
    const before = await statementCount();
    const csv = [
      'date,reference,description,amount',
      '2025-05-01,A,PAY-X,300',
      '31/02/2025,B,PAY-Y,300',
      '2025-05-01,C,PAY-Z,12.505',
      '2025-05-01,D,PAY-W,abc',
    ].join('\n');
    const reply = await upload(csv, 'source=bank');
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      message: '3 lines of the file cannot be read (line 3, date: Date must be YYYY-MM-DD or DD/MM/YYYY, not "31/02/2025"); nothing was stored.',
      code: 'statement-unreadable',
    });
    expect(reply.body.lineIssues.map((issue: { line: number; column: string }) => [issue.line, issue.column])).toEqual([
      [3, 'date'],
      [4, 'amount'],
      [5, 'amount'],
    ]);
    const wrongHeader = await upload('when,what,how much\n2025-05-01,x,1\n', 'source=bank');
    expect([wrongHeader.status, wrongHeader.body.code]).toEqual([400, 'statement-unreadable']);
    expect(wrongHeader.body.lineIssues[0].message).toMatch(/^Missing columns: date \(date\), reference/);
    const notUtf8 = await call(target, 'POST', '/admin/reconciliation/statements?source=bank', {
      token: admin,
      body: Buffer.concat([Buffer.from('date,reference,description,amount\n2025-05-01,Jos'), Buffer.from([0xe9]), Buffer.from(',PAY-X,300\n')]),
      headers: { 'content-type': 'text/csv' },
    });
    expect([notUtf8.status, notUtf8.body.code]).toEqual([400, 'statement-unreadable']);
    expect(notUtf8.body.lineIssues[0]).toMatchObject({ line: 2, message: expect.stringMatching(/not UTF-8/) });
    const asJson = await call(target, 'POST', '/admin/reconciliation/statements?source=bank', {
      token: admin,
      body: JSON.stringify('date,reference,description,amount'),
    });
    expect(asJson.status).toBe(415);
    expect(await statementCount()).toBe(before);
  });

  test('matching and unmatching by hand say who and why, on the line and in the registration history', async () => {
    const day = '2025-06-02';
    await createPayments(target, superadmin, [{ id: 'PAY-RH-0001', mode: 'offline', amount: 250, status: 'success', day }]);
    const reply = await upload(`date,reference,description,amount\n${day},CASH,deposit by parent,250\n${day},CASH,deposit by parent 2,250\n`, 'source=bank');
    expect(reply.body).toMatchObject({ unmatched: 2, matched: 0 });
    const { id } = reply.body;
    const path = `/admin/reconciliation/statements/${id}/lines/2/match`;

    const noNote = await call(target, 'PUT', path, { token: admin, body: { registrationId: 'R-PAY-RH-0001', note: '' } });
    expect(noNote.status).toBe(400);
    const staffTry = await call(target, 'PUT', path, {
      token: await tokenFor('staff'),
      body: { registrationId: 'R-PAY-RH-0001', note: 'Parent showed the slip' },
    });
    expect(staffTry.status).toBe(403);

    const matched = await call(target, 'PUT', path, { token: admin, body: { registrationId: 'pay-rh-0001', note: 'Parent showed the deposit slip' } });
    expect(matched.status).toBe(200);
    expect(matched.body).toMatchObject({
      outcome: 'matched',
      payment: { registrationId: 'R-PAY-RH-0001' },
      manual: { by: 'admin@example.org', note: 'Parent showed the deposit slip' },
    });
    expect((await get(`/${id}`)).body).toMatchObject({ matched: 1, unmatched: 1 });
    const twice = await call(target, 'PUT', `/admin/reconciliation/statements/${id}/lines/3/match`, {
      token: admin,
      body: { registrationId: 'R-PAY-RH-0001', note: 'Same parent' },
    });
    expect(twice.status).toBe(409);

    const unmatched = await call(target, 'DELETE', path, { token: admin, body: { note: 'The slip was for a sibling' } });
    expect(unmatched.status).toBe(200);
    expect(unmatched.body).toMatchObject({ outcome: 'unmatched', payment: null, manual: { by: 'admin@example.org', note: 'The slip was for a sibling' } });
    expect((await call(target, 'DELETE', path, { token: admin, body: { note: 'Unmatched once more' } })).status).toBe(409);

    const history = (await historyOf(target, superadmin, 'R-PAY-RH-0001')).slice(-2);
    expect(history.map((entry) => [entry.action, entry.actor?.email, entry.note])).toEqual([
      ['payment.reconciled', 'admin@example.org', 'Parent showed the deposit slip'],
      ['payment.unreconciled', 'admin@example.org', 'The slip was for a sibling'],
    ]);
    expect(history[0]!.after).toMatchObject({ 'payment.reconciliation': { statementId: id, line: 2, amount: 250, outcome: 'matched' } });
  });

  test('a receipt number finds its payment: in a line (any letter case, among other words) it matches, by hand it names the payment; a reason under 10 characters is refused in words', async () => {
    const day = '2025-06-16';
    await createPayments(target, superadmin, [
      { id: 'PAY-RN-0001', mode: 'offline', amount: 350, status: 'pending', day },
      { id: 'PAY-RN-0002', mode: 'offline', amount: 450, status: 'pending', day },
    ]);
    const receiptOf = async (registrationId: string) => {
      const reply = await call(target, 'PUT', `/admin/register/${registrationId}`, { token: admin, body: { payment: { status: 'success', mode: 'offline' } } });
      expect(reply.status).toBe(200);
      return reply.body.payment.receipt.number as string;
    };
    const [first, second] = [await receiptOf('R-PAY-RN-0001'), await receiptOf('R-PAY-RN-0002')];
    const [prefix, year, sequence] = first.split('/') as [string, string, string];
    const csv = [
      'date,reference,description,amount',
      `${day},NEFT-RN-1,NEFT/${first.toLowerCase()}/PARENT,350`,
      `${day},CASH,deposit by parent,450`,
      // Not a receipt number: a further digit, and a number nobody was given.
      `${day},NEFT-RN-2,NEFT ${prefix}/${year}/${sequence}7 someone,100`,
      `${day},NEFT-RN-3,NEFT ${prefix}/${year}/999999 someone,100`,
    ].join('\n');
    const reply = await upload(csv, 'source=bank&name=Receipt numbers');
    expect(reply.body).toMatchObject({ lines: 4, matched: 1, unmatched: 3 });
    const { id } = reply.body;
    const [matched] = (await get(`/${id}/lines?outcome=matched`)).body.data;
    expect(matched).toMatchObject({ line: 2, payment: { registrationId: 'R-PAY-RN-0001' }, reason: 'PAY-RN-0001, 350 rupees as the payment' });
    expect((await get(`/${id}/lines?outcome=unmatched`)).body.data[0].reason).toBe(
      'No payment ID, merchant transaction ID or receipt number of a registration in the reference or description',
    );

    const path = `/admin/reconciliation/statements/${id}/lines/3/match`;
    const short = await call(target, 'PUT', path, { token: admin, body: { registrationId: second, note: 'Slip seen' } });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ code: 'invalid-request', message: expect.stringContaining('Please provide a reason with at least 10 characters.') });
    expect((await get(`/${id}`)).body).toMatchObject({ matched: 1, unmatched: 3 });
    const unknown = await call(target, 'PUT', path, { token: admin, body: { registrationId: `${prefix}/${year}/999999`, note: 'Parent showed the slip' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ message: `No registration, payment or receipt ${prefix}/${year}/999999`, code: 'match-target-not-found' });

    const byHand = await call(target, 'PUT', path, { token: admin, body: { registrationId: `  ${second.toLowerCase()} `, note: 'Parent showed the slip' } });
    expect(byHand.status).toBe(200);
    expect(byHand.body).toMatchObject({
      outcome: 'matched',
      payment: { registrationId: 'R-PAY-RN-0002' },
      reason: 'Matched by hand to PAY-RN-0002: 450 rupees as the payment',
    });
    const unmatchShort = await call(target, 'DELETE', path, { token: admin, body: { note: 'Wrong one' } });
    expect(unmatchShort.status).toBe(400);
    expect(unmatchShort.body).toMatchObject({
      code: 'invalid-request',
      message: expect.stringContaining('Please provide a reason with at least 10 characters.'),
    });
  });
});

// A statement of more credit lines than the threshold (here 3, a setting rather than a clock, so the
// test does not depend on the machine's speed) is stored and matched in the background: 202 with its
// progress, then the counts a fast upload answers at once; listed and readable only once ready.
describe.each(testEngines())('a statement uploaded in the background on %s', (engine) => {
  const target = useTestApp(engine, { registrations: 20, config: { statementBackgroundLines: 3 } });
  let admin: string;
  let superadmin: string;
  beforeAll(async () => {
    [admin, superadmin] = (await Promise.all([tokenFor('admin'), tokenFor('superadmin')])) as [string, string];
  });
  const upload = (csv: string) =>
    call(target, 'POST', '/admin/reconciliation/statements?source=bank', { token: admin, body: csv, headers: { 'content-type': 'text/csv' } });
  const progressOf = (id: string) => call(target, 'GET', `/admin/reconciliation/statements/${id}/progress`, { token: admin });
  async function ready(id: string) {
    for (;;) {
      const reply = await progressOf(id);
      expect(reply.status).toBe(200);
      if (reply.body.status === 'ready' || reply.body.status === 'failed') return reply.body;
      expect(['storing', 'matching']).toContain(reply.body.status);
      expect(reply.body.linesStored).toBeLessThanOrEqual(reply.body.lines);
    }
  }

  const day = '2025-03-12';
  const statement = (tag: string) =>
    [
      'date,reference,description,amount',
      `${day},NEFT-1,NEFT/PAY-${tag}-1/A,300`,
      `${day},NEFT-2,NEFT/PAY-${tag}-2/B,450`,
      `${day},NEFT-3,NEFT/PAY-${tag}-1/A again,300`,
      `${day},NEFT-4,NEFT/UNKNOWN-${tag}/C,700`,
    ].join('\n');

  test('more lines than the threshold: 202 with its progress, then the same counts as a fast upload; listed only once ready', async () => {
    await createPayments(target, superadmin, [
      { id: 'PAY-BG-1', mode: 'offline', amount: 300, status: 'success', day },
      { id: 'PAY-BG-2', mode: 'offline', amount: 500, status: 'pending', day },
    ]);
    const reply = await upload(statement('BG'));
    expect(reply.status).toBe(202);
    expect(reply.body).toEqual({ id: expect.any(String), status: 'storing', lines: 4, linesStored: 0, failure: null, counts: null });
    const { id } = reply.body;
    const done = await ready(id);
    expect(done).toEqual({
      id,
      status: 'ready',
      lines: 4,
      linesStored: 4,
      failure: null,
      counts: { id, lines: 4, matched: 1, unmatched: 1, mismatched: 1, duplicates: 1 },
    });
    const listed = (await call(target, 'GET', '/admin/reconciliation/statements', { token: admin })).body.data as { id: string }[];
    expect(listed.map((s) => s.id)).toContain(id);
    expect((await call(target, 'GET', `/admin/reconciliation/statements/${id}`, { token: admin })).body).toMatchObject({ lines: 4, matched: 1 });
    // The same file again is refused, as a fast upload's is.
    expect((await upload(statement('BG'))).status).toBe(409);
  });

  test('at the threshold the upload answers 201 with the counts at once', async () => {
    const csv = statement('FAST').split('\n').slice(0, 4).join('\n');
    const reply = await upload(csv);
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({ id: expect.any(String), lines: 3, matched: 0, unmatched: 3, mismatched: 0, duplicates: 0 });
  });

  test('a file with an unreadable line is refused at once, line by line, whatever its size, and nothing is stored', async () => {
    const before = (await target.db.query<{ n: number }>('SELECT count(*)::int AS n FROM reconciliation_statements'))[0]!.n;
    const reply = await upload(`${statement('BAD')}\n${day},X,Y,abc`);
    expect(reply.status).toBe(400);
    expect(reply.body.lineIssues).toEqual([expect.objectContaining({ line: 6 })]);
    expect((await target.db.query<{ n: number }>('SELECT count(*)::int AS n FROM reconciliation_statements'))[0]!.n).toBe(before);
  });

  test('one its instance stopped while storing it fails, keeps no line and is not listed; the same file can then be uploaded again', async () => {
    const first = await upload(statement('STOP'));
    expect(first.status).toBe(202);
    await ready(first.body.id);
    // As a stopped instance leaves it: still storing, its last sign of life long ago.
    await target.db.query("UPDATE reconciliation_statements SET status = 'storing', heartbeat_at = now() - interval '10 minutes' WHERE id = $1", [
      first.body.id,
    ]);
    const failed = (await progressOf(first.body.id)).body;
    expect(failed).toMatchObject({ status: 'failed', counts: null, failure: expect.stringContaining('Please upload it again') });
    expect((await target.db.query<{ n: number }>('SELECT count(*)::int AS n FROM reconciliation_lines WHERE statement_id = $1', [first.body.id]))[0]!.n).toBe(
      0,
    );
    expect((await call(target, 'GET', `/admin/reconciliation/statements/${first.body.id}`, { token: admin })).status).toBe(404);
    const again = await upload(statement('STOP'));
    expect(again.status).toBe(202);
    expect((await ready(again.body.id)).status).toBe('ready');
  });

  test('the progress of an unknown statement is 404', async () => {
    expect((await progressOf('5d1c5a52-3f4e-4a43-9a55-3c1f0c7b8c11')).status).toBe(404);
  });
});
