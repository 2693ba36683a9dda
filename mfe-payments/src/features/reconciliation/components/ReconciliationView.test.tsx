import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseCsv } from 'shared/domain/common/csv';
import { readStatementRows } from 'shared/domain/payments/reconciliation';
import type { PresetAnswer, Settlement, StatementDetail, StatementLine } from 'shared/domain/payments/reconciliation-answers';
import { BUILT_IN_PRESETS, type PresetBody } from 'shared/domain/payments/statement-layouts';
import { recordApiRequests, serveApi, type RecordedRequest } from 'shared/testing/apiServer';
import { onPhoneScreen } from 'shared/testing/phoneScreen';
import { testPortalSettings } from 'shared/testing/portalSettings';
import { renderInPortal } from 'shared/testing/renderInPortal';
import { asSignedIn, registration as registrationOf } from '../../../testing/paymentsApi';
import { ReconciliationView } from './ReconciliationView';

const STATEMENTS = '/admin/reconciliation/statements';

const counts = { lines: 3, matched: 1, mismatched: 1, duplicates: 0, unmatched: 1, ignoredLines: 1 };
const portalSide = { confirmedNotSeen: 2, confirmedNotSeenAmount: 800, seenButPending: 0, seenButPendingAmount: 0 };
const statement: StatementDetail = {
  ...{ id: '5d1c5a52-3f4e-4a43-9a55-3c1f0c7b8c11', name: 'HDFC April', source: 'bank', from: '2026-04-07', to: '2026-04-07' },
  ...{
    uploadedAt: '2026-04-08T05:00:00.000Z',
    uploadedBy: 'admin@example.org',
    mapping: { date: 'Txn Date', description: 'Narration', amount: 'Deposit' },
    preset: null,
  },
  ...counts,
  ...portalSide,
  totals: { matched: 600, mismatched: 450, duplicate: 0, unmatched: 700, outgoing: 0 },
};

const unmatchedLine: StatementLine = {
  line: 4,
  date: '2026-04-07',
  reference: '',
  description: 'BY CASH DEPOSIT',
  amount: 700,
  fee: null,
  tax: null,
  settlementId: null,
  utr: null,
  outgoing: false,
  outcome: 'unmatched',
  reason: 'No payment ID or merchant transaction ID of a registration in the reference or description',
  payment: null,
  manual: null,
};

/** Own presets saved in a test, served after the built-in ones. */
let ownPresets: PresetAnswer[] = [];
beforeEach(() => {
  ownPresets = [];
});
const presetById = (id: string | undefined) => [...BUILT_IN_PRESETS, ...ownPresets].find((preset) => preset.id === id);

/** The preview route over CSV, read with the reader the API uses: the lines as they are, or through a preset. */
function previewOf(body: unknown, presetId: string | undefined) {
  const rows = parseCsv(String(body));
  const preset = presetById(presetId);
  if (!preset) return { headerLine: 1, header: rows[0] ?? [], rows: rows.slice(1, 21), lines: [], credits: 0, outgoing: 0, problems: [] };
  const reading = readStatementRows(rows, preset);
  return {
    headerLine: reading.headerLine,
    header: rows[reading.headerLine - 1] ?? [],
    rows: rows.slice(reading.headerLine, reading.headerLine + 20),
    lines: reading.lines.slice(0, 20),
    credits: reading.lines.filter((line) => !line.outgoing).length,
    outgoing: reading.lines.filter((line) => line.outgoing).length,
    problems: reading.issues,
  };
}

const settlements: Settlement[] = [
  {
    settlementId: 'setl_RZ0000000001',
    utr: 'UTIBR52025070212345',
    payments: 2,
    gross: 800,
    fees: 18.88,
    tax: 2.88,
    net: 778.24,
    bankLine: { statementId: statement.id, line: 6, amount: 778.24 },
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
    bankLine: { statementId: statement.id, line: 7, amount: 389 },
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
];

/** Serves the statements and their lines, the presets, the preview and the settlements; every call is recorded. */
function serve(statements: StatementDetail[], lines: Partial<Record<string, StatementLine[]>> = { unmatched: [unmatchedLine] }): RecordedRequest[] {
  const requests = recordApiRequests();
  serveApi({
    'GET /admin/portal-settings': { body: testPortalSettings() },
    'GET /admin/reconciliation/statements': { body: { data: statements } },
    'GET /admin/reconciliation/statements/:id': ({ params }) => ({ body: statements.find((s) => s.id === params.id) ?? statement }),
    'GET /admin/reconciliation/statements/:id/lines': ({ query }) => ({ body: { data: lines[query.outcome ?? ''] ?? [], nextCursor: null } }),
    'GET /admin/reconciliation/statements/:id/confirmed-not-seen': { body: { data: [], nextCursor: null } },
    'POST /admin/reconciliation/statements': { status: 201, body: { id: statement.id, lines: 3, matched: 1, mismatched: 1, duplicates: 0, unmatched: 1 } },
    'PUT /admin/reconciliation/statements/:id/lines/:line/match': {
      body: { ...unmatchedLine, outcome: 'matched', reason: 'Matched by hand to PAY-ABACUS-000001: 700 rupees as the payment' },
    },
    'GET /admin/reconciliation/presets': () => ({ body: { data: [...BUILT_IN_PRESETS, ...ownPresets] } }),
    'POST /admin/reconciliation/presets': ({ body }) => {
      const saved = { ...(body as PresetBody), id: `own-${(body as PresetBody).name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`, builtIn: false };
      ownPresets.push(saved);
      return { status: 201, body: saved };
    },
    'POST /admin/reconciliation/preview': ({ body, query }) => ({ body: previewOf(body, query.preset) }),
    'GET /admin/reconciliation/settlements': ({ query }) => ({ body: { data: settlements.filter((s) => !query.status || s.status === query.status) } }),
    'GET /admin/reconciliation/settlements/:settlementId/payments': ({ params }) => ({
      body: {
        data:
          params.settlementId === 'setl_RZ0000000002'
            ? [
                {
                  ...{ statementId: 'a7c1f0de-5b1e-4c0e-9d7a-2b3c4d5e6f70', line: 4, date: '2025-07-02', reference: 'pay_RZ0003AAA' },
                  ...{ amount: 400, fee: 9.44, tax: 1.44, outcome: 'matched', registrationId: 'ABACUS-000003', name: 'Kavya Rao', paymentId: 'PAY-RZ-0003' },
                },
              ]
            : [],
      },
    }),
  });
  return requests;
}

/** The body of the first `method` call to a path ending in `path`, once read. */
const sentTo = (requests: RecordedRequest[], method: string, path: string) => requests.find((r) => r.method === method && r.path.endsWith(path))?.body;

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Waits for the presets, so that a file chosen is fitted to them. */
const fileInput = async () => {
  await waitFor(() => expect(screen.getByLabelText('Statement file')).toBeEnabled());
  return screen.getByLabelText('Statement file');
};

test("an unknown bank's CSV opens the mapping step: its first lines as read, a column for each role and the date format, a preview, saved as a preset, then uploaded with it", async () => {
  const sent = serve([]);
  const user = userEvent.setup();
  renderInPortal(<ReconciliationView />, asSignedIn('admin', '/payments?view=reconciliation'));
  const csv =
    'Txn Date,Narration,Withdrawal,Deposit\n07/04/2026,BY CASH PAY-ABACUS-000001,,600.00\n07/04/2026,ATM,500,\n07/04/2026,NEFT PAY-ABACUS-000002,,"1,450.50"\n';
  await user.upload(await fileInput(), new File([csv], 'own-bank.csv', { type: 'text/csv' }));
  const step = await screen.findByRole('region', { name: 'Map the columns' });
  const firstLines = within(step).getByRole('table', { name: 'First lines of the file' });
  expect(
    within(firstLines)
      .getAllByRole('row')
      .map((row) => row.textContent),
  ).toEqual([
    'LineTxn DateNarrationWithdrawalDeposit',
    '207/04/2026BY CASH PAY-ABACUS-000001600.00',
    '307/04/2026ATM500',
    '407/04/2026NEFT PAY-ABACUS-0000021,450.50',
  ]);
  expect(within(step).getByText('Choose the date column, the credit or signed amount column, and the reference or narration column.')).toBeInTheDocument();
  await choose(user, 'Date column', 'Txn Date');
  await choose(user, 'Narration column', 'Narration');
  await choose(user, 'Credit column', 'Deposit');
  await choose(user, 'Debit column', 'Withdrawal');
  // The date format read from the date column's cells.
  expect(within(step).getByRole('combobox', { name: 'Date format' })).toHaveTextContent('dd/MM/yyyy');

  expect(await within(step).findByText('Preview: 2 credit lines, 1 debit or empty line left out (of the first lines)')).toBeInTheDocument();
  const preview = within(step).getByRole('table', { name: 'Preview of the statement' });
  expect(
    within(preview)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent),
  ).toEqual([
    '207 Apr 2026PAY-ABACUS-000001BY CASH PAY-ABACUS-000001₹600',
    '307 Apr 2026ATM₹500 out',
    '407 Apr 2026PAY-ABACUS-000002NEFT PAY-ABACUS-000002₹1,450.50',
  ]);
  expect(screen.getByRole('button', { name: 'Upload and match' })).toBeDisabled();
  await user.type(within(step).getByRole('textbox', { name: 'Preset name' }), 'Own Bank');
  await user.click(within(step).getByRole('button', { name: 'Save as preset' }));
  await waitFor(() => expect(sentTo(sent, 'POST', '/presets')).toBeDefined());
  expect(sentTo(sent, 'POST', '/presets')).toEqual({
    name: 'Own Bank',
    source: 'bank',
    columns: { date: 'Txn Date', description: 'Narration', credit: 'Deposit', debit: 'Withdrawal' },
    dateFormat: 'dd/MM/yyyy',
    referencePatterns: BUILT_IN_PRESETS[0]!.referencePatterns,
  });
  expect(await screen.findByText('Read as Own Bank.')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Map the columns' })).toBeNull();
  expect(screen.getByRole('combobox', { name: 'Preset' })).toHaveTextContent('Own Bank');
  expect(screen.getByText('Preview: 2 credit lines, 1 debit or empty line left out')).toBeInTheDocument();

  await user.type(screen.getByRole('textbox', { name: 'Statement name' }), 'Own Bank April');
  await user.click(screen.getByRole('button', { name: 'Upload and match' }));
  await waitFor(() => expect(sentTo(sent, 'POST', STATEMENTS)).toBeDefined());
  const { query, type, body } = sent.find((r) => r.method === 'POST' && r.path === STATEMENTS)!;
  expect({ query, type, body }).toEqual({ query: { source: 'bank', name: 'Own Bank April', preset: 'own-own-bank' }, type: 'text/csv', body: csv });
  expect(await screen.findByText('3 lines: 1 matched, 1 mismatched, 0 duplicate, 1 unmatched.')).toBeInTheDocument();
  // The next file does not go under this one's name unless it is given again.
  expect(screen.getByRole('textbox', { name: 'Statement name' })).toHaveValue('');
  // It opens on the first exceptions, not on the matched lines.
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`statement=${statement.id}&outcome=mismatched`));
});

test("an HDFC Excel file is found by its header and read through the HDFC preset; the upload names the preset and sends the workbook's bytes", async () => {
  const sent = serve([]);
  serveApi({
    'POST /admin/reconciliation/preview': ({ query }) => ({
      body: {
        headerLine: 5,
        header: ['Date', 'Narration', 'Chq./Ref.No.', 'Value Dt', 'Withdrawal Amt.', 'Deposit Amt.', 'Closing Balance'],
        rows: [['2025-07-02', 'NEFT CR-PAY-ABACUS-000123', '', '2025-07-02', '', '1500.5', '101500.5']],
        lines: query.preset
          ? [{ ...unmatchedLine, line: 7, date: '2025-07-02', reference: 'PAY-ABACUS-000123', description: 'NEFT CR-PAY-ABACUS-000123', amount: 1500.5 }]
          : [],
        credits: query.preset ? 1 : 0,
        outgoing: 0,
        problems: [],
      },
    }),
  });
  const user = userEvent.setup();
  renderInPortal(<ReconciliationView />, asSignedIn('admin', '/payments?view=reconciliation'));
  const workbook = new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])], 'hdfc.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
  expect(screen.getByRole('combobox', { name: 'Preset' })).toHaveTextContent("Found from the file's header");
  await user.upload(await fileInput(), workbook);
  expect(await screen.findByText('Read as HDFC Bank statement.')).toBeInTheDocument();
  expect(screen.getByText('Preview: 1 credit line')).toBeInTheDocument();
  expect(screen.getByRole('table', { name: 'Preview of the statement' })).toHaveTextContent('₹1,500.50');
  const previews = sent.filter((r) => r.path === '/admin/reconciliation/preview');
  expect(previews.map((r) => [r.query, r.type])).toEqual([
    [{}, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    [{ preset: 'hdfc' }, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ]);
  await user.click(screen.getByRole('button', { name: 'Upload and match' }));
  await waitFor(() => expect(sentTo(sent, 'POST', STATEMENTS)).toBeDefined());
  const upload = sent.find((r) => r.method === 'POST' && r.path === STATEMENTS)!;
  expect([upload.query, upload.type]).toEqual([{ source: 'bank', preset: 'hdfc' }, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']);
});

test("a preset chosen that the file is not: the API's words, naming the missing columns, and nothing else happens", async () => {
  const sent = serve([]);
  const refusal =
    'Not a SBI statement file as downloaded: 1 line of the file cannot be read (line 1: Missing columns: Txn Date (date). The header has: Date, Narration); nothing was stored.';
  serveApi({ 'POST /admin/reconciliation/preview': { status: 400, body: { message: refusal } } });
  const user = userEvent.setup();
  renderInPortal(<ReconciliationView />, asSignedIn('admin', '/payments?view=reconciliation'));
  await choose(user, 'Preset', 'SBI statement');
  await user.upload(await fileInput(), new File(['Date,Narration\n'], 'hdfc.csv', { type: 'text/csv' }));
  expect(await screen.findByRole('alert', { name: 'The file cannot be read' })).toHaveTextContent(refusal);
  expect(screen.getByRole('button', { name: 'Upload and match' })).toBeDisabled();
  expect(screen.queryByRole('region', { name: 'Map the columns' })).toBeNull();
  expect(sent.filter((r) => r.method === 'POST').map((r) => [r.path, r.query])).toEqual([['/admin/reconciliation/preview', { preset: 'sbi' }]]);
});

test('an upload the API refuses shows its words, naming the line and column, and the statement stays unchosen', async () => {
  const sent = serve([]);
  const refusal =
    '1 line of the file cannot be read (line 3, amount: Amount must be money, such as 1500, 1,23,456.00 or 1,500.00 Cr, not "abc"); nothing was stored.';
  serveApi({ 'POST /admin/reconciliation/statements': { status: 400, body: { message: refusal } } });
  const user = userEvent.setup();
  renderInPortal(<ReconciliationView />, asSignedIn('admin', '/payments?view=reconciliation'));
  await user.upload(await fileInput(), new File(['date,reference,description,amount\n2026-04-07,PAY-ABACUS-000001,,600\n'], 'bank.csv'));
  await user.click(await screen.findByRole('button', { name: 'Upload and match' }));
  expect(await screen.findByRole('alert', { name: 'The file cannot be read' })).toHaveTextContent(refusal);
  expect(screen.queryByRole('region', { name: 'Notifications' })?.textContent ?? '').not.toContain('Statement');
  expect(screen.getByTestId('location')).not.toHaveTextContent('statement=');
  expect(sent.filter((r) => r.method === 'POST' && r.path === STATEMENTS)).toHaveLength(1);
});

test('the statement name stops at the 120 characters the API takes, and a name of only spaces is sent as none, for the API to name the statement', async () => {
  const sent = serve([]);
  const user = userEvent.setup();
  renderInPortal(<ReconciliationView />, asSignedIn('admin', '/payments?view=reconciliation'));
  await user.upload(await fileInput(), new File(['date,reference,description,amount\n2026-04-07,PAY-ABACUS-000001,,600\n'], 'bank.csv'));
  const name = screen.getByRole('textbox', { name: 'Statement name' });
  expect(name).toHaveAttribute('maxlength', '120');
  await user.type(name, '   ');
  expect(await screen.findByText("Read with the portal's own header (bank statement).")).toBeInTheDocument();
  await user.click(await screen.findByRole('button', { name: 'Upload and match' }));
  await waitFor(() => expect(sentTo(sent, 'POST', STATEMENTS)).toBeDefined());
  // The portal's own header: no preset, no mapping.
  expect(sent.find((r) => r.method === 'POST' && r.path === STATEMENTS)!.query).toEqual({ source: 'bank' });
});

test('each gateway settlement against its bank credit, to the paisa, filtered by status; a short one followed to its payments', async () => {
  const sent = serve([]);
  const user = userEvent.setup();
  renderInPortal(<ReconciliationView />, asSignedIn('admin', '/payments?view=reconciliation'));
  const table = await screen.findByRole('table', { name: 'Settlements' });
  await within(table).findByText('setl_RZ0000000001');
  expect(
    within(table)
      .getAllByRole('row')
      .map((row) => row.textContent),
  ).toEqual([
    'SettlementUTRPaymentsGrossFeesTaxNet expectedBank creditDifferenceStatus',
    'setl_RZ0000000001UTIBR520250702123452₹800₹18.88₹2.88₹778.24₹778.24₹0Matched',
    'setl_RZ0000000002UTIBR520250702543211₹400₹9.44₹1.44₹389.12₹389-₹0.12Short',
    'setl_RZ0000000003UTIBR520250702999991₹300₹7.08₹1.08₹291.84not yet in any bank statementN/AMissing',
  ]);
  await choose(user, 'Settlement status', 'Short');
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
  expect(sent.filter((r) => r.path === '/admin/reconciliation/settlements').map((r) => r.query)).toEqual([{}, { status: 'short' }]);

  await user.click(within(table).getByRole('button', { name: 'Payments of settlement setl_RZ0000000002' }));
  const dialog = await screen.findByRole('dialog', { name: 'Payments of settlement setl_RZ0000000002' });
  expect(dialog).toHaveTextContent('Net expected ₹389.12; bank credit ₹389 (line 7).');
  const payments = within(dialog).getByRole('table', { name: 'Payments of the settlement' });
  await within(payments).findByText('Kavya Rao');
  expect(
    within(payments)
      .getAllByRole('row')
      .map((row) => row.textContent),
  ).toEqual(['LinePaymentAmountFeeTax', '4Kavya RaoPAY-RZ-0003 · ABACUS-000003₹400₹9.44₹1.44']);
});

test('a file with a line it cannot read shows that line and cannot be uploaded', async () => {
  serve([]);
  const user = userEvent.setup();
  renderInPortal(<ReconciliationView />, asSignedIn('admin', '/payments?view=reconciliation'));
  const csv = 'date,reference,description,amount\n2026-04-07,A,PAY-1,300\n31/02/2026,B,PAY-2,300\n';
  await user.upload(await fileInput(), new File([csv], 'bank.csv', { type: 'text/csv' }));
  const alert = await screen.findByRole('alert', { name: 'Lines that cannot be read' });
  expect(alert).toHaveTextContent('Line 3 (date): Date must be YYYY-MM-DD or DD/MM/YYYY, not "31/02/2026"');
  expect(screen.getByRole('button', { name: 'Upload and match' })).toBeDisabled();
});

test('the outcomes are tabs with counts and rupees; an unmatched line is matched by hand by a receipt number, with a reason of at least 10 characters', async () => {
  const sent = serve([statement]);
  const user = userEvent.setup();
  renderInPortal(<ReconciliationView />, asSignedIn('admin', '/payments?view=reconciliation'));
  const tabs = await screen.findByRole('tablist', { name: 'Outcomes' });
  expect(
    within(tabs)
      .getAllByRole('tab')
      .map((tab) => tab.textContent),
  ).toEqual(['Matched1 · ₹600', 'Mismatched1 · ₹450', 'Duplicate0 · ₹0', 'Unmatched1 · ₹700', 'Seen but pending0 · ₹0', 'Confirmed, not seen2 · ₹800']);
  expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  await user.click(within(tabs).getByRole('tab', { name: /^Unmatched/ }));
  expect(await screen.findByText(unmatchedLine.reason)).toBeInTheDocument();
  const row = screen.getByText(unmatchedLine.reason).closest('tr')!;
  expect(row).toHaveTextContent('07 Apr 2026');
  expect(row).toHaveTextContent('No registration found');
  await user.click(within(row).getByRole('button', { name: 'Match line 4 by hand' }));
  const dialog = await screen.findByRole('dialog', { name: 'Match line by hand' });
  expect(dialog).toHaveTextContent('Line 4: ₹700 on 07 Apr 2026, BY CASH DEPOSIT');
  const send = within(dialog).getByRole('button', { name: 'Match' });
  expect(send).toBeDisabled();
  await user.type(within(dialog).getByRole('textbox', { name: 'Registration ID, payment ID or receipt number' }), ' rct/2627/000005 ');
  const reason = within(dialog).getByRole('textbox', { name: 'Reason (min. 10 characters)' });
  await user.type(reason, 'Slip seen');
  expect(within(dialog).getByText('Please provide a reason with at least 10 characters.')).toBeInTheDocument();
  expect(send).toBeDisabled();
  await user.type(reason, ' at the counter');
  expect(within(dialog).getByText('24/500')).toBeInTheDocument();
  await user.click(send);
  await waitFor(() => expect(sentTo(sent, 'PUT', '/match')).toEqual({ registrationId: 'rct/2627/000005', note: 'Slip seen at the counter' }));
  expect(await screen.findByText('Matched by hand to PAY-ABACUS-000001: 700 rupees as the payment')).toBeInTheDocument();
});

test('every exception row links to its registration: mismatched, duplicate and confirmed-not-seen', async () => {
  const payment = {
    ...{ registrationId: 'ABACUS-000002', name: 'Arjun Menon', paymentId: 'PAY-ABACUS-000002', merchantTransactionId: null },
    ...{ mode: 'offline' as const, amount: 500, status: 'success' as const, version: 2 },
  };
  const mismatched: StatementLine = {
    ...unmatchedLine,
    line: 3,
    amount: 450,
    outcome: 'mismatched',
    reason: 'PAY-ABACUS-000002: 450 rupees received',
    payment,
  };
  const duplicate: StatementLine = { ...mismatched, line: 5, outcome: 'duplicate', reason: 'PAY-ABACUS-000002 is already matched by line 3 of this statement' };
  serve([{ ...statement, duplicates: 1 }], { mismatched: [mismatched], duplicate: [duplicate] });
  serveApi({
    'GET /admin/reconciliation/statements/:id/confirmed-not-seen': {
      body: { data: [{ ...payment, registrationId: 'ABACUS-000007', name: 'Kabir Das', paidAt: '2026-04-07T06:30:00.000Z' }], nextCursor: null },
    },
  });
  const user = userEvent.setup();
  renderInPortal(<ReconciliationView />, asSignedIn('admin', `/payments?view=reconciliation&statement=${statement.id}&outcome=mismatched`));
  const link = await screen.findByRole('link', { name: 'ABACUS-000002' });
  expect(link).toHaveAttribute('href', '/registrations/ABACUS-000002');
  expect(link.closest('tr')).toHaveTextContent('Arjun MenonABACUS-000002 · PAY-ABACUS-000002 · Paid');
  const tabs = screen.getByRole('tablist', { name: 'Outcomes' });
  await user.click(within(tabs).getByRole('tab', { name: /^Duplicate/ }));
  expect(await screen.findByText(duplicate.reason)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'ABACUS-000002' })).toHaveAttribute('href', '/registrations/ABACUS-000002');
  await user.click(within(tabs).getByRole('tab', { name: /^Confirmed, not seen/ }));
  expect(await screen.findByRole('link', { name: 'ABACUS-000007' })).toHaveAttribute('href', '/registrations/ABACUS-000007');
  expect(screen.getByText(/from 07 Apr 2026 to 07 Apr 2026 that no line of this statement names/)).toBeInTheDocument();
});

test('a statement uploaded with no exception among its lines opens on the payments confirmed but not seen', async () => {
  serve([statement]);
  serveApi({
    'POST /admin/reconciliation/statements': { status: 201, body: { id: statement.id, lines: 1, matched: 1, mismatched: 0, duplicates: 0, unmatched: 0 } },
  });
  const user = userEvent.setup();
  renderInPortal(<ReconciliationView />, asSignedIn('admin', '/payments?view=reconciliation'));
  await user.upload(await fileInput(), new File(['date,reference,description,amount\n2026-04-07,PAY-ABACUS-000001,,600\n'], 'bank.csv'));
  await user.click(await screen.findByRole('button', { name: 'Upload and match' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`statement=${statement.id}&outcome=confirmed-not-seen`));
  expect(within(screen.getByRole('tablist', { name: 'Outcomes' })).getByRole('tab', { selected: true })).toHaveTextContent(/^Confirmed, not seen/);
});

test("the statement and the tab are in the address: a link opens them, and a tab's change is kept there", async () => {
  serve([statement]);
  const user = userEvent.setup();
  renderInPortal(<ReconciliationView />, asSignedIn('admin', `/payments?view=reconciliation&statement=${statement.id}&outcome=unmatched`));
  const tabs = await screen.findByRole('tablist', { name: 'Outcomes' });
  expect(within(tabs).getByRole('tab', { selected: true })).toHaveTextContent(/^Unmatched/);
  expect(await screen.findByText(unmatchedLine.reason)).toBeInTheDocument();
  expect(screen.getByText(/3 lines, uploaded by admin@example.org .*; 1 debit or empty line left out/)).toBeInTheDocument();
  await user.click(within(tabs).getByRole('tab', { name: /^Duplicate/ }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/payments?view=reconciliation&statement=${statement.id}&outcome=duplicate`));
});

test('a statement in the address that is not listed gives way to the newest', async () => {
  serve([statement]);
  renderInPortal(<ReconciliationView />, asSignedIn('admin', '/payments?view=reconciliation&statement=gone&outcome=bogus'));
  const tabs = await screen.findByRole('tablist', { name: 'Outcomes' });
  expect(within(tabs).getByRole('tab', { selected: true })).toHaveTextContent(/^Matched/);
  expect(screen.getByRole('combobox', { name: 'Statement' })).toHaveTextContent('HDFC April (07 Apr 2026 to 07 Apr 2026)');
});

test('a statement of one line says "1 line", with nothing left out', async () => {
  serve([{ ...statement, lines: 1, ignoredLines: 0 }]);
  renderInPortal(<ReconciliationView />, asSignedIn('admin', '/payments?view=reconciliation'));
  expect(await screen.findByText(/^1 line, uploaded by admin@example.org/)).toBeInTheDocument();
  expect(screen.queryByText(/left out/)).not.toBeInTheDocument();
});

test('a line seen but pending is confirmed from the tab, through the confirmation question, on the registration as it is now', async () => {
  const pending: StatementLine = {
    ...unmatchedLine,
    line: 6,
    description: 'BY CASH PAY-ABACUS-000009',
    outcome: 'matched',
    reason: 'PAY-ABACUS-000009 in the description; 700 rupees as the payment',
    payment: {
      registrationId: 'ABACUS-000009',
      name: 'Meera Iyer',
      paymentId: 'PAY-ABACUS-000009',
      merchantTransactionId: null,
      mode: 'offline',
      amount: 700,
      status: 'pending',
      version: 1,
    },
  };
  const sent = serve([{ ...statement, seenButPending: 1, seenButPendingAmount: 700 }], { 'seen-but-pending': [pending] });
  const registration = registrationOf({
    registrationId: 'ABACUS-000009',
    name: 'Meera Iyer',
    version: 3,
    payment: { paymentId: 'PAY-ABACUS-000009', amount: 700, status: 'pending', mode: 'offline' },
  });
  serveApi({
    'GET /admin/find-by-merchant-transaction-id': { status: 404, body: { message: 'Not found' } },
    'GET /admin/find-by-payment-id': { body: registration },
    'PUT /admin/register/:id': {
      body: { ...registration, version: 4, payment: { ...registration.payment, status: 'success', receipt: { number: 'R-2026-000010' } } },
    },
  });
  const user = userEvent.setup();
  renderInPortal(<ReconciliationView />, asSignedIn('admin', `/payments?view=reconciliation&outcome=seen-but-pending`));
  await user.click(await screen.findByRole('button', { name: 'Confirm payment of line 6' }));
  const dialog = await screen.findByRole('dialog', { name: 'Confirm offline payment?' });
  expect(dialog).toHaveTextContent('₹700 from Meera Iyer (ABACUS-000009), payment PAY-ABACUS-000009.');
  await user.click(within(dialog).getByRole('button', { name: 'Confirm Payment' }));
  await waitFor(() =>
    expect(sentTo(sent, 'PUT', '/admin/register/ABACUS-000009')).toMatchObject({
      version: 3,
      payment: { paymentId: 'PAY-ABACUS-000009', amount: 700, status: 'success', mode: 'offline' },
    }),
  );
  expect(await screen.findByText(/Payment PAY-ABACUS-000009 of Meera Iyer is confirmed\. Receipt R-2026-000010\./)).toBeInTheDocument();
});

test('a large statement, stored in the background (202), shows its progress until it is matched, then the same notice as a fast upload', async () => {
  serve([]);
  const progress = { id: statement.id, status: 'storing', lines: 3, linesStored: 0, failure: null, counts: null };
  const polls: string[] = [];
  // Each poll answers the next step: storing, then matching, then ready with the counts.
  const steps = [
    { ...progress, linesStored: 2 },
    { ...progress, status: 'matching', linesStored: 3 },
    { ...progress, status: 'ready', linesStored: 3, counts: { id: statement.id, lines: 3, matched: 1, mismatched: 1, duplicates: 0, unmatched: 1 } },
  ];
  // As the API does: the list holds a statement only once it is matched.
  const matched = () => polls.length >= steps.length;
  serveApi({
    'POST /admin/reconciliation/statements': { status: 202, body: progress },
    'GET /admin/reconciliation/statements/:id/progress': ({ params }) => {
      polls.push(String(params.id));
      return { body: steps[Math.min(polls.length - 1, steps.length - 1)] };
    },
    'GET /admin/reconciliation/statements': () => ({ body: { data: matched() ? [statement] : [] } }),
  });
  const user = userEvent.setup();
  renderInPortal(<ReconciliationView />, asSignedIn('admin', '/payments?view=reconciliation'));
  const csv = 'date,reference,description,amount\n2026-04-07,A,PAY-1,300\n2026-04-07,B,PAY-2,300\n2026-04-07,C,PAY-3,300\n';
  await user.upload(await fileInput(), new File([csv], 'bank.csv', { type: 'text/csv' }));
  await user.click(await screen.findByRole('button', { name: 'Upload and match' }));

  const shown = await screen.findByRole('status', { name: 'Statement upload progress' });
  expect(await within(shown).findByText('Storing lines: 2 of 3')).toBeInTheDocument();
  expect(within(shown).getByRole('progressbar', { name: 'Statement upload' })).toHaveAttribute('aria-valuenow', '67');
  expect(screen.getByRole('button', { name: 'Upload and match' })).toBeDisabled();
  expect(await within(shown).findByText('Matching 3 lines...', {}, { timeout: 3000 })).toBeInTheDocument();
  expect(await screen.findByText('3 lines: 1 matched, 1 mismatched, 0 duplicate, 1 unmatched.', {}, { timeout: 3000 })).toBeInTheDocument();
  expect(screen.queryByRole('status', { name: 'Statement upload progress' })).toBeNull();
  expect(polls.every((id) => id === statement.id)).toBe(true);
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`statement=${statement.id}`));
  // The list is fetched again once the statement is matched, so the picker shows it.
  expect(await screen.findByRole('combobox', { name: 'Statement' })).toHaveTextContent(statement.name);
});

test('a background upload that failed says why, and its progress goes', async () => {
  serve([]);
  const failure = 'The server storing the statement stopped; nothing of it was kept. Please upload it again.';
  serveApi({
    'POST /admin/reconciliation/statements': {
      status: 202,
      body: { id: statement.id, status: 'storing', lines: 3, linesStored: 0, failure: null, counts: null },
    },
    'GET /admin/reconciliation/statements/:id/progress': { body: { id: statement.id, status: 'failed', lines: 3, linesStored: 1, failure, counts: null } },
  });
  const user = userEvent.setup();
  renderInPortal(<ReconciliationView />, asSignedIn('admin', '/payments?view=reconciliation'));
  await user.upload(await fileInput(), new File(['date,reference,description,amount\n2026-04-07,A,PAY-1,300\n'], 'bank.csv'));
  await user.click(await screen.findByRole('button', { name: 'Upload and match' }));
  expect(await screen.findByText(failure)).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('status', { name: 'Statement upload progress' })).toBeNull());
});

describe('on a phone', () => {
  onPhoneScreen();

  test('the lines are cards, each with its amount, reason and Match in reach', async () => {
    serve([statement]);
    const user = userEvent.setup();
    renderInPortal(<ReconciliationView />, asSignedIn('admin', `/payments?view=reconciliation&statement=${statement.id}&outcome=unmatched`));
    const lines = await screen.findByRole('list', { name: 'Lines' });
    const card = (await within(lines).findAllByRole('listitem'))[0]!;
    expect(card).toHaveTextContent('Line 4 · 07 Apr 2026');
    expect(card).toHaveTextContent('No registration found');
    expect(card).toHaveTextContent('₹700');
    expect(card).toHaveTextContent(unmatchedLine.reason);
    expect(screen.queryByRole('table', { name: 'Lines' })).toBeNull();
    const match = within(card).getByRole('button', { name: 'Match line 4 by hand' });
    expect(getComputedStyle(match).minHeight).toBe('44px');
    await user.click(match);
    expect(await screen.findByRole('dialog', { name: 'Match line by hand' })).toBeInTheDocument();
  });

  test('the settlements are cards, each with its net, bank credit and difference, its id opening its payments', async () => {
    serve([]);
    const user = userEvent.setup();
    renderInPortal(<ReconciliationView />, asSignedIn('admin', '/payments?view=reconciliation'));
    const cards = await screen.findByRole('list', { name: 'Settlements' });
    const short = (await within(cards).findAllByRole('listitem'))[1]!;
    expect(short).toHaveTextContent('Net expected ₹389.12 (gross ₹400, fees ₹9.44, tax ₹1.44)');
    expect(short).toHaveTextContent('UTR UTIBR52025070254321 · 1 payment');
    expect(short).toHaveTextContent('Bank credit ₹389, difference -₹0.12');
    expect(within(cards).getAllByRole('listitem')[2]).toHaveTextContent('Bank credit not yet in any bank statement');
    await user.click(within(short).getByRole('button', { name: 'Payments of settlement setl_RZ0000000002' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payments of settlement setl_RZ0000000002' });
    const payment = (await within(dialog).findAllByRole('listitem'))[0]!;
    expect(payment).toHaveTextContent('Line 4Kavya RaoPAY-RZ-0003 · ABACUS-000003₹400, fee ₹9.44, tax ₹1.44');
    expect(within(dialog).queryByRole('table')).toBeNull();
  });
});
