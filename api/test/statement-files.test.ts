import ExcelJS from 'exceljs';
import { MAX_STATEMENT_BYTES } from 'shared/domain/payments/reconciliation';
import { testEngines } from './support/environment';
import { createPayments } from './support/reconciliation-payments';
import { call, useTestApp } from './support/test-app';
import { tokenFor } from './support/tokens';
import { RAZORPAY_REPORT_HEADER } from 'shared/testing/gatewayReports';

// Statements as banks and gateways send them, on both engines: files made here in each preset's
// exact shape (title lines above the header, Excel dates as dates and as serial numbers, Indian
// digit grouping, Cr/Dr suffixes), read with the built-in presets; payments found in narrations,
// withdrawals kept and never matched; a gateway's settlements traced to the bank credit naming
// their UTR to the paisa; a saved preset reused; every bad file refused in words, nothing stored.

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An .xlsx workbook whose first sheet holds `rows` (a second sheet too, which is never read). */
async function workbook(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Statement');
  for (const row of rows) sheet.addRow(row);
  book.addWorksheet('Notes').addRow(['not read']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The day an Excel serial number stands for, as Excel counts (from 1899-12-30). */
const serialOf = (day: string) => (Date.parse(`${day}T00:00:00Z`) - Date.UTC(1899, 11, 30)) / 86_400_000;

const csv = (rows: string[][]) =>
  rows.map((cells) => cells.map((cell) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(',')).join('\r\n');

const HDFC_TITLE = [
  ['HDFC BANK Ltd.', '', '', '', '', '', 'Page No .: 1'],
  ['ABACUS ACADEMY TRUST'],
  ['Statement of accounts', '', '', 'Account No : 50200012345678'],
  [],
];
const HDFC_HEADER = ['Date', 'Narration', 'Chq./Ref.No.', 'Value Dt', 'Withdrawal Amt.', 'Deposit Amt.', 'Closing Balance'];
const HDFC_RULE = ['********', '********', '********', '****', '********', '********', '********'];
const HDFC_SUMMARY = [
  [],
  ['STATEMENT SUMMARY  :-'],
  ['Opening Balance', 'Dr Count', 'Cr Count', 'Debits', 'Credits', 'Closing Bal'],
  ['1,00,000.00', '1', '3', '500.00', '1,24,356.00', '2,23,856.00'],
];

describe.each(testEngines())('statements as banks and gateways send them, on %s', (engine) => {
  const target = useTestApp(engine, { registrations: 20 });
  let admin: string;
  let superadmin: string;

  beforeAll(async () => {
    [admin, superadmin] = (await Promise.all([tokenFor('admin'), tokenFor('superadmin')])) as [string, string];
  });

  const send = (path: string, body: string | Buffer, type = 'text/csv') =>
    call(target, 'POST', `/admin/reconciliation/${path}`, {
      token: admin,
      body: typeof body === 'string' ? body : new Uint8Array(body),
      headers: { 'content-type': type },
    });
  const get = (path: string) => call(target, 'GET', `/admin/reconciliation/${path}`, { token: admin });
  const linesOf = async (id: string) =>
    (await get(`statements/${id}/lines?limit=200`)).body.data as {
      line: number;
      outcome: string;
      amount: number;
      reference: string;
      payment: { paymentId: string } | null;
    }[];
  const stored = async () => {
    const [row] = await target.db.query<{ statements: number; lines: number; presets: number }>(
      `SELECT (SELECT count(*)::int FROM reconciliation_statements) AS statements, (SELECT count(*)::int FROM reconciliation_lines) AS lines,
              (SELECT count(*)::int FROM reconciliation_presets) AS presets`,
    );
    return row!;
  };

  test('the six built-in presets are listed with their columns, date format and reference patterns', async () => {
    const reply = await get('presets');
    expect(reply.status).toBe(200);
    expect(
      reply.body.data.filter((preset: { builtIn: boolean }) => preset.builtIn).map((preset: { id: string; source: string }) => [preset.id, preset.source]),
    ).toEqual([
      ['hdfc', 'bank'],
      ['sbi', 'bank'],
      ['icici', 'bank'],
      ['axis', 'bank'],
      ['razorpay', 'gateway'],
      ['cashfree', 'gateway'],
    ]);
    expect(reply.body.data[0]).toEqual({
      id: 'hdfc',
      name: 'HDFC Bank statement',
      source: 'bank',
      builtIn: true,
      columns: { date: 'Date', description: 'Narration', reference: 'Chq./Ref.No.', debit: 'Withdrawal Amt.', credit: 'Deposit Amt.' },
      dateFormat: 'dd/MM/yy',
      referencePatterns: expect.arrayContaining([
        { kind: 'paymentId', pattern: expect.any(String) },
        { kind: 'receiptNumber', pattern: expect.any(String) },
      ]),
    });
  });

  test('an HDFC Excel statement, below its title lines: payments found in the narration, dates as text and as serial numbers, the withdrawal kept as outgoing, the summary left out', async () => {
    await createPayments(target, superadmin, [
      { id: 'PAY-HD-0001', mode: 'offline', amount: 300, status: 'success', day: '2025-06-02' },
      { id: 'PAY-HD-0002', mode: 'offline', amount: 500, status: 'success', day: '2025-06-03' },
    ]);
    const file = await workbook([
      ...HDFC_TITLE,
      HDFC_HEADER,
      HDFC_RULE,
      ['02/06/25', 'NEFT CR-SBIN0001234-RAMESH IYER-PAY-HD-0001-FEES', '0000SBIN52025060', '02/06/25', '', '300.00', '1,00,300.00'],
      [serialOf('2025-06-03'), 'UPI-SITA DEVI-sita@okaxis-PAY-HD-0002-UPI', '0000512345678901', serialOf('2025-06-03'), '', 500, '1,00,800.00'],
      ['03/06/25', 'CHQ PAID-STATIONERY MART', '000123', '03/06/25', '500.00', '', '1,00,300.00'],
      [new Date(Date.UTC(2025, 5, 4)), 'NEFT CR-HDFC0000001-DONOR TRUST', '0000HDFC0000001', '04/06/25', '', '1,23,456.00', '2,23,756.00'],
      ...HDFC_SUMMARY,
    ]);

    const preview = await send('preview?preset=hdfc', file, XLSX);
    // Status and body together, so that an unexpected answer shows what the API said.
    expect(preview).toMatchObject({ status: 200, body: { headerLine: 5, header: HDFC_HEADER, credits: 3, outgoing: 1, problems: [] } });
    expect(preview.body.lines.map((l: { line: number; date: string; amount: number; outgoing: boolean }) => [l.line, l.date, l.amount, l.outgoing])).toEqual([
      [7, '2025-06-02', 300, false],
      [8, '2025-06-03', 500, false],
      [9, '2025-06-03', 500, true],
      [10, '2025-06-04', 123456, false],
    ]);
    expect(await stored()).toMatchObject({ statements: 0, lines: 0 });

    const reply = await send('statements?source=bank&name=HDFC%20June&preset=hdfc', file, XLSX);
    expect(reply).toMatchObject({ status: 201, body: { id: expect.any(String), lines: 3, matched: 2, unmatched: 1, mismatched: 0, duplicates: 0 } });
    const lines = await linesOf(reply.body.id);
    expect(lines.map((l) => [l.line, l.outcome, l.payment?.paymentId ?? null])).toEqual([
      [7, 'matched', 'PAY-HD-0001'],
      [8, 'matched', 'PAY-HD-0002'],
      [9, 'outgoing', null],
      [10, 'unmatched', null],
    ]);
    expect(lines[0]!.reference).toBe('0000SBIN52025060 PAY-HD-0001');
    const detail = (await get(`statements/${reply.body.id}`)).body;
    expect(detail).toMatchObject({
      preset: 'hdfc',
      from: '2025-06-02',
      to: '2025-06-04',
      ignoredLines: 1,
      totals: { matched: 800, outgoing: 500, unmatched: 123456 },
    });
    // Money paid out is never matched, even by hand.
    const byHand = await call(target, 'PUT', `/admin/reconciliation/statements/${reply.body.id}/lines/9/match`, {
      token: admin,
      body: { registrationId: 'PAY-HD-0001', note: 'trying the withdrawal' },
    });
    expect(byHand).toMatchObject({ status: 409, body: { message: expect.stringMatching(/withdrawal/), code: 'line-is-withdrawal' } });
  });

  test.each([
    {
      preset: 'sbi',
      rows: [
        ['Account Name', ':', 'ABACUS ACADEMY TRUST'],
        ['Account Number', ':', '00000031234567890'],
        [],
        ['Txn Date', 'Value Date', 'Description', 'Ref No./Cheque No.', 'Debit', 'Credit', 'Balance'],
        ['5 Jun 2025', '5 Jun 2025', 'BY TRANSFER-NEFT*HDFC0000123*N156250012345*PAY-SB-0001', 'TRANSFER FROM 4897691234', '', '1,200.00', '1,01,200.00'],
        ['6 Jun 2025', '6 Jun 2025', 'TO TRANSFER-INB electricity', 'TRANSFER TO 4897691235', '2,500.00', '', '98,700.00'],
      ],
      bom: true,
    },
    {
      preset: 'icici',
      rows: [
        ['DETAILED STATEMENT'],
        ['Transactions List - ABACUS ACADEMY TRUST (INR) - 123405001234'],
        [
          'S No.',
          'Value Date',
          'Transaction Date',
          'Cheque Number',
          'Transaction Remarks',
          'Withdrawal Amount (INR )',
          'Deposit Amount (INR )',
          'Balance (INR )',
        ],
        ['1', '05/06/2025', '05/06/2025', '-', 'NEFT-HDFCN52025060512345-PAY-SB-0001-FEES', '0.00', '1,200.00', '1,01,200.00'],
        ['2', '06/06/2025', '06/06/2025', '-', 'BIL/ONL/000123/ELECTRICITY', '2,500.00', '0.00', '98,700.00'],
      ],
      bom: false,
    },
    {
      preset: 'axis',
      rows: [
        ['Statement of Account No - 912010012345678 for the period (From : 01-06-2025 To : 30-06-2025)'],
        [],
        ['Tran Date', 'CHQNO', 'PARTICULARS', 'DR', 'CR', 'BAL', 'SOL'],
        ['05-06-2025', '', 'NEFT/UTIBH25156012345/PAY-SB-0001/RAMESH', '', '1200.00', '101200.00', '1234'],
        ['06-06-2025', '123', 'BY CLG/ELECTRICITY', '2500.00', '', '98700.00', '1234'],
      ],
      bom: false,
    },
  ])('a $preset statement as downloaded (CSV, BOM $bom): the payment found in the narration, the withdrawal outgoing', async ({ preset, rows, bom }) => {
    const id = `PAY-${preset.toUpperCase().slice(0, 2)}-0001`;
    await createPayments(target, superadmin, [{ id, mode: 'offline', amount: 1200, status: 'success', day: '2025-06-05' }]);
    const text = `${bom ? '\uFEFF' : ''}${csv(rows.map((cells) => cells.map((cell) => cell.replace('PAY-SB-0001', id))))}`;
    const reply = await send(`statements?source=bank&preset=${preset}`, text);
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ lines: 1, matched: 1 });
    expect((await linesOf(reply.body.id)).map((l) => [l.outcome, l.amount, l.payment?.paymentId ?? null])).toEqual([
      ['matched', 1200, id],
      ['outgoing', 2500, null],
    ]);
  });

  test("a gateway's settlements are traced to the bank credits naming their UTRs: one matched to the paisa, one short, one not yet in any bank statement", async () => {
    await createPayments(target, superadmin, [
      { id: 'PAY-RZ-0001', mode: 'online', amount: 300, status: 'success', day: '2025-07-01', merchantId: 'MT2025070100000001' },
      { id: 'PAY-RZ-0002', mode: 'online', amount: 500, status: 'success', day: '2025-07-01', merchantId: 'MT2025070100000002' },
      { id: 'PAY-RZ-0003', mode: 'online', amount: 400, status: 'success', day: '2025-07-01', merchantId: 'MT2025070100000003' },
      { id: 'PAY-RZ-0004', mode: 'online', amount: 300, status: 'success', day: '2025-07-02', merchantId: 'MT2025070200000004' },
    ]);
    const header = RAZORPAY_REPORT_HEADER;
    const settled = new Date(Date.UTC(2025, 6, 2, 9, 30));
    const line = (entity: string, amount: number, fee: number, tax: number, settlement: string, utr: string, receipt: string) => [
      entity,
      'payment',
      0,
      amount - fee,
      amount,
      'INR',
      fee,
      tax,
      settlement,
      utr,
      entity,
      `order_${entity.slice(4)}`,
      receipt,
      'upi',
      new Date(Date.UTC(2025, 6, 1, 6)),
      settled,
    ];
    const report = await workbook([
      header,
      line('pay_RZ0001AAA', 300, 7.08, 1.08, 'setl_RZ0000000001', 'UTIBR52025070212345', 'MT2025070100000001'),
      line('pay_RZ0002AAA', 500, 11.8, 1.8, 'setl_RZ0000000001', 'UTIBR52025070212345', 'MT2025070100000002'),
      line('pay_RZ0003AAA', 400, 9.44, 1.44, 'setl_RZ0000000002', 'UTIBR52025070254321', 'MT2025070100000003'),
      line('pay_RZ0004AAA', 300, 7.08, 1.08, 'setl_RZ0000000003', 'UTIBR52025070299999', 'MT2025070200000004'),
      [
        'rfnd_RZ0001AAA',
        'refund',
        100,
        0,
        100,
        'INR',
        0,
        0,
        'setl_RZ0000000002',
        'UTIBR52025070254321',
        'pay_RZ0001AAA',
        '',
        'MT2025070100000001',
        'upi',
        settled,
        settled,
      ],
    ]);
    const gateway = await send('statements?source=gateway&preset=razorpay', report, XLSX);
    expect(gateway.status).toBe(201);
    expect(gateway.body).toMatchObject({ lines: 4, matched: 4 });

    // Net of the first: 800 - 18.88 - 2.88 = 778.24, credited exactly; the second's 389.12 arrives as 389.00.
    const bank = await workbook([
      ...HDFC_TITLE,
      HDFC_HEADER,
      ['02/07/25', 'NEFT CR-UTIB0000123-RAZORPAY SOFTWARE PVT LTD-UTIBR52025070212345', 'UTIBR52025070212345', '02/07/25', '', '778.24', '1,00,778.24'],
      ['03/07/25', 'NEFT CR-UTIB0000123-RAZORPAY SOFTWARE PVT LTD-UTIBR52025070254321', 'UTIBR52025070254321', '03/07/25', '', '389.00 Cr', '1,01,167.24'],
    ]);
    const credited = await send('statements?source=bank&preset=hdfc', bank, XLSX);
    expect(credited.status).toBe(201);

    const settlements = await get('settlements?from=2025-07-02&to=2025-07-02');
    expect(settlements.status).toBe(200);
    expect(settlements.body.data).toEqual([
      {
        settlementId: 'setl_RZ0000000001',
        utr: 'UTIBR52025070212345',
        payments: 2,
        gross: 800,
        fees: 18.88,
        tax: 2.88,
        net: 778.24,
        bankLine: { statementId: credited.body.id, line: 6, amount: 778.24 },
        status: 'matched',
      },
      {
        settlementId: 'setl_RZ0000000002',
        utr: 'UTIBR52025070254321',
        payments: 1,
        gross: 400,
        fees: 9.44,
        tax: 1.44,
        net: 389.12,
        bankLine: { statementId: credited.body.id, line: 7, amount: 389 },
        status: 'short',
      },
      {
        settlementId: 'setl_RZ0000000003',
        utr: 'UTIBR52025070299999',
        payments: 1,
        gross: 300,
        fees: 7.08,
        tax: 1.08,
        net: 291.84,
        bankLine: null,
        status: 'missing',
      },
    ]);
    const short = await get('settlements?from=2025-07-02&to=2025-07-02&status=short');
    expect(short.body.data.map((s: { settlementId: string }) => s.settlementId)).toEqual(['setl_RZ0000000002']);
    expect((await get('settlements?status=sideways')).status).toBe(400);

    // The short settlement followed to its payments: the report's one payment line, matched to its registration (the refund is not a payment).
    const followed = await get('settlements/setl_RZ0000000002/payments');
    expect(followed.status).toBe(200);
    expect(followed.body.data).toEqual([
      expect.objectContaining({
        statementId: gateway.body.id,
        line: 4,
        amount: 400,
        fee: 9.44,
        tax: 1.44,
        outcome: 'matched',
        paymentId: 'PAY-RZ-0003',
        registrationId: expect.any(String),
      }),
    ]);
    expect((await get('settlements/setl_RZ0000000001/payments')).body.data.map((p: { line: number; amount: number }) => [p.line, p.amount])).toEqual([
      [2, 300],
      [3, 500],
    ]);
    expect((await get('settlements/setl_NOSUCH/payments')).body).toEqual({ data: [] });
  });

  test('a Cashfree settlement recon (CSV) reads its payments by order id, with fees and tax to the paisa', async () => {
    await createPayments(target, superadmin, [
      { id: 'PAY-CF-0001', mode: 'online', amount: 300, status: 'success', day: '2025-07-10', merchantId: 'MT2025071000000001' },
    ]);
    const text = csv([
      [
        'Order Id',
        'Reference Id',
        'Transaction Amount',
        'Service Charge',
        'Service Tax',
        'Settlement Amount',
        'Settlement Id',
        'UTR No',
        'Transaction Date',
        'Settlement Date',
        'Payment Mode',
      ],
      [
        'MT2025071000000001',
        '885123456',
        '300.00',
        '5.90',
        '1.06',
        '293.04',
        '7712345',
        'AXISCN0012345678',
        '2025-07-10 10:11:12',
        '2025-07-11 09:00:00',
        'UPI',
      ],
    ]);
    const reply = await send('statements?source=gateway&preset=cashfree', text);
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ lines: 1, matched: 1 });
    const [only] = (await get(`statements/${reply.body.id}/lines`)).body.data;
    expect(only).toMatchObject({ date: '2025-07-11', amount: 300, fee: 5.9, tax: 1.06, settlementId: '7712345', utr: 'AXISCN0012345678' });
    const settlements = (await get('settlements?from=2025-07-11&to=2025-07-11')).body.data;
    expect(settlements).toEqual([expect.objectContaining({ settlementId: '7712345', net: 293.04, status: 'missing', bankLine: null })]);
  });

  test("an unknown bank's layout is previewed as it is, saved once as the organisation's preset (audited), and reused on the next upload", async () => {
    await createPayments(target, superadmin, [
      { id: 'PAY-KT-0001', mode: 'offline', amount: 700, status: 'success', day: '2025-08-01' },
      { id: 'PAY-KT-0002', mode: 'offline', amount: 900, status: 'success', day: '2025-08-02' },
    ]);
    const file = (rows: string[][]) =>
      csv([['Kotak Mahindra Bank'], ['Account statement'], ['Sl. No.', 'Txn Dt', 'Particulars', 'Amount', 'Balance'], ...rows]);
    const first = file([
      ['1', '01-08-25', 'IMPS/PAY-KT-0001/RAMESH', '700.00 Cr', '10,700.00 Cr'],
      ['2', '01-08-25', 'ATM WDL', '1,000.00 Dr', '9,700.00 Cr'],
    ]);
    const raw = await send('preview', first);
    expect(raw.status).toBe(200);
    expect(raw.body).toMatchObject({ headerLine: 3, header: ['Sl. No.', 'Txn Dt', 'Particulars', 'Amount', 'Balance'], lines: [], problems: [] });
    expect(raw.body.rows[0]).toEqual(['1', '01-08-25', 'IMPS/PAY-KT-0001/RAMESH', '700.00 Cr', '10,700.00 Cr']);

    const before = await stored();
    const body = {
      name: 'Kotak current account',
      source: 'bank',
      columns: { date: 'Txn Dt', description: 'Particulars', amount: 'Amount' },
      dateFormat: 'dd-MM-yy',
      referencePatterns: [{ kind: 'paymentId', pattern: 'PAY-[A-Z]+-[0-9]+' }],
    };
    const saved = await call(target, 'POST', '/admin/reconciliation/presets', { token: admin, body });
    expect(saved.status).toBe(201);
    expect(saved.body).toEqual({ id: 'own-kotak-current-account', builtIn: false, ...body });
    expect((await stored()).presets).toBe(before.presets + 1);
    const [audit] = await target.db.query<{ action: string; target_id: string; actor_email: string }>(
      "SELECT action, target_id, actor_email FROM audit_log WHERE target_type = 'reconciliation_preset' ORDER BY id DESC LIMIT 1",
    );
    expect(audit).toEqual({ action: 'reconciliation_preset.saved', target_id: 'own-kotak-current-account', actor_email: 'admin@example.org' });
    const again = await call(target, 'POST', '/admin/reconciliation/presets', { token: admin, body: { ...body, name: 'KOTAK current account' } });
    expect(again.status).toBe(409);
    expect((await get('presets')).body.data.map((preset: { id: string }) => preset.id)).toContain('own-kotak-current-account');

    for (const [text, paymentId] of [
      [first, 'PAY-KT-0001'],
      [file([['1', '02-08-25', 'NEFT PAY-KT-0002 SITA', '900.00 Cr', '9,900.00 Cr']]), 'PAY-KT-0002'],
    ] as const) {
      const reply = await send('statements?source=bank&preset=own-kotak-current-account', text);
      expect(reply.status).toBe(201);
      expect(reply.body).toMatchObject({ lines: 1, matched: 1 });
      expect((await linesOf(reply.body.id)).find((l) => l.outcome === 'matched')!.payment!.paymentId).toBe(paymentId);
    }
  });

  test('bad files are refused in words naming the line or column, and nothing is stored', async () => {
    const before = await stored();
    const refusal = async (path: string, body: string | Buffer, type?: string) => {
      const reply = await send(path, body, type);
      expect(await stored()).toEqual(before);
      return reply;
    };

    const sbiFile = csv([
      ['Txn Date', 'Value Date', 'Description', 'Ref No./Cheque No.', 'Debit', 'Credit', 'Balance'],
      ['5 Jun 2025', '5 Jun 2025', 'NEFT PAY-XX-0001', '', '', '1,200.00', '1,01,200.00'],
    ]);
    const wrongPreset = await refusal('statements?source=bank&preset=hdfc', sbiFile);
    expect([wrongPreset.status, wrongPreset.body.code]).toEqual([400, 'statement-unreadable']);
    expect(wrongPreset.body.message).toMatch(
      /^Not a HDFC Bank statement file as downloaded: .*Missing columns: Date \(date\), Chq\.\/Ref\.No\. \(reference\), Narration \(description\), Deposit Amt\. \(credit\), Withdrawal Amt\. \(debit\)\. The header has: Txn Date, Value Date/,
    );

    const wrongPresetPreview = await refusal('preview?preset=hdfc', sbiFile);
    expect([wrongPresetPreview.status, wrongPresetPreview.body.code]).toEqual([400, 'statement-unreadable']);
    expect(wrongPresetPreview.body.message).toMatch(/^Not a HDFC Bank statement file as downloaded: .*Missing columns/);
    const blankPreview = await refusal('preview', ',,,\n,,,\n');
    expect(blankPreview.status).toBe(400);
    expect(blankPreview.body).toMatchObject({ message: 'The file has no lines to read: every cell of it is empty.', code: 'statement-empty' });

    const badDate = await refusal(
      'statements?source=bank&preset=hdfc',
      await workbook([
        ...HDFC_TITLE,
        HDFC_HEADER,
        ['02/06/25', 'NEFT PAY-XX-0001', '', '', '', '300.00', ''],
        ['31/02/25', 'NEFT PAY-XX-0002', '', '', '', '300.00', ''],
      ]),
      XLSX,
    );
    expect(badDate.status).toBe(400);
    expect(badDate.body.lineIssues).toEqual([
      {
        line: 7,
        column: 'Date',
        code: 'date-not-in-format',
        values: { format: 'dd/MM/yy', text: '31/02/25' },
        message: 'Date must be dd/MM/yy, not "31/02/25"',
      },
    ]);
    expect(badDate.body).toMatchObject({ message: expect.stringMatching(/line 7, Date/), code: 'statement-unreadable' });

    const badAmount = await refusal('statements?source=bank&preset=sbi', sbiFile.replace('"1,200.00"', 'twelve hundred'));
    expect(badAmount.status).toBe(400);
    expect(badAmount.body.lineIssues).toEqual([
      {
        line: 2,
        column: 'Credit',
        code: 'amount-unreadable',
        values: { text: 'twelve hundred' },
        message: expect.stringMatching(/^Amount must be money.*not "twelve hundred"$/),
      },
    ]);

    // An encrypted workbook is an OLE compound file holding an EncryptionInfo stream, not a zip.
    const encrypted = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(504),
      Buffer.from('EncryptionInfo', 'utf16le'),
      Buffer.alloc(512),
    ]);
    const locked = await refusal('statements?source=bank&preset=hdfc', encrypted, XLSX);
    expect(locked.status).toBe(400);
    expect(locked.body).toMatchObject({ message: expect.stringMatching(/^The Excel file is protected by a password/), code: 'statement-password-protected' });
    const lockedPreview = await refusal('preview?preset=hdfc', encrypted, XLSX);
    expect([lockedPreview.status, lockedPreview.body.code]).toEqual([400, 'statement-password-protected']);

    const huge = await refusal('statements?source=bank&preset=hdfc', 'x'.repeat(MAX_STATEMENT_BYTES + 1));
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({ message: expect.stringMatching(/^The file is over the 5 MB limit/), code: 'statement-too-large' });

    const unknownPreset = await refusal('statements?source=bank&preset=nobank', sbiFile);
    expect(unknownPreset.status).toBe(400);
    expect(unknownPreset.body).toMatchObject({ message: expect.stringMatching(/^No preset "nobank"/), code: 'preset-not-found' });
    const otherSource = await refusal('statements?source=gateway&preset=sbi', sbiFile);
    expect(otherSource.status).toBe(400);
    expect(otherSource.body).toMatchObject({ message: expect.stringMatching(/reads bank statements, not source=gateway/), code: 'preset-source-mismatch' });
  });
});
