import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StatementDetail, StatementLine } from 'shared/domain/payments/reconciliation-answers';
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

/** Serves the statements and their lines; every call is recorded. */
function serve(statements: StatementDetail[], lines: Partial<Record<string, StatementLine[]>> = { unmatched: [unmatchedLine] }): RecordedRequest[] {
  const requests = recordApiRequests();
  serveApi({
    'GET /admin/portal-settings': { body: testPortalSettings() },
    'GET /admin/reconciliation/statements': { body: { data: statements } },
    'GET /admin/reconciliation/statements/:id': ({ params }) => ({ body: statements.find((s) => s.id === params.id) ?? statement }),
    'GET /admin/reconciliation/statements/:id/lines': ({ query }) => ({ body: { data: lines[query.outcome ?? ''] ?? [], nextCursor: null } }),
    'POST /admin/reconciliation/statements': { status: 201, body: { id: statement.id, lines: 3, matched: 1, mismatched: 1, duplicates: 0, unmatched: 1 } },
    'PUT /admin/reconciliation/statements/:id/lines/:line/match': {
      body: { ...unmatchedLine, outcome: 'matched', reason: 'Matched by hand to PAY-ABACUS-000001: 700 rupees as the payment' },
    },
  });
  return requests;
}

/** The body of the first `method` call to a path ending in `path`, once read. */
const sentTo = (requests: RecordedRequest[], method: string, path: string) => requests.find((r) => r.method === method && r.path.endsWith(path))?.body;

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

test("another bank's layout: its columns are chosen, the first lines are previewed as they will be stored, and the file goes as text/csv with the mapping", async () => {
  const sent = serve([]);
  const user = userEvent.setup();
  renderInPortal(<ReconciliationView />, asSignedIn('admin', '/payments?view=reconciliation'));
  const csv =
    'Txn Date,Narration,Withdrawal,Deposit\n07/04/2026,BY CASH PAY-ABACUS-000001,,600.00\n07/04/2026,ATM,500,\n07/04/2026,NEFT PAY-ABACUS-000002,,"1,450"\n';
  await user.upload(screen.getByLabelText('Statement file'), new File([csv], 'hdfc.csv', { type: 'text/csv' }));
  expect(await screen.findByText('Choose the date and credit amount columns, and the reference or description column.')).toBeInTheDocument();
  await choose(user, 'Date column', 'Txn Date');
  await choose(user, 'Description column', 'Narration');
  await choose(user, 'Credit amount column', 'Deposit');

  expect(await screen.findByText('Preview: 2 credit lines, 1 debit or empty line left out')).toBeInTheDocument();
  const preview = screen.getByRole('table', { name: 'Preview of the statement' });
  const previewRows = within(preview).getAllByRole('row').slice(1);
  expect(previewRows.map((row) => row.textContent)).toEqual(['22026-04-07BY CASH PAY-ABACUS-000001₹600', '42026-04-07NEFT PAY-ABACUS-000002₹1,450']);
  await user.type(screen.getByRole('textbox', { name: 'Statement name' }), 'HDFC April');
  await user.click(screen.getByRole('button', { name: 'Upload and match' }));
  await waitFor(() => expect(sentTo(sent, 'POST', STATEMENTS)).toBeDefined());
  const { query, type, body } = sent.find((r) => r.method === 'POST' && r.path === STATEMENTS)!;
  expect({ query, type, body }).toEqual({
    query: { source: 'bank', name: 'HDFC April', mapping: JSON.stringify({ date: 'Txn Date', description: 'Narration', amount: 'Deposit' }) },
    type: 'text/csv',
    body: csv,
  });
  expect(await screen.findByText('3 lines: 1 matched, 1 mismatched, 0 duplicate, 1 unmatched.')).toBeInTheDocument();
  // The next file does not go under this one's name unless it is given again.
  expect(screen.getByRole('textbox', { name: 'Statement name' })).toHaveValue('');
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`statement=${statement.id}`));
});

test('the statement name stops at the 120 characters the API takes, and a name of only spaces is sent as none, for the API to name the statement', async () => {
  const sent = serve([]);
  const user = userEvent.setup();
  renderInPortal(<ReconciliationView />, asSignedIn('admin', '/payments?view=reconciliation'));
  await user.upload(screen.getByLabelText('Statement file'), new File(['date,reference,description,amount\n2026-04-07,PAY-ABACUS-000001,,600\n'], 'bank.csv'));
  const name = screen.getByRole('textbox', { name: 'Statement name' });
  expect(name).toHaveAttribute('maxlength', '120');
  await user.type(name, '   ');
  await user.click(await screen.findByRole('button', { name: 'Upload and match' }));
  await waitFor(() => expect(sentTo(sent, 'POST', STATEMENTS)).toBeDefined());
  expect(sent.find((r) => r.method === 'POST' && r.path === STATEMENTS)!.query).toEqual({
    source: 'bank',
    mapping: JSON.stringify({ date: 'date', reference: 'reference', description: 'description', amount: 'amount' }),
  });
});

test('a file with a line it cannot read shows that line and cannot be uploaded', async () => {
  serve([]);
  const user = userEvent.setup();
  renderInPortal(<ReconciliationView />, asSignedIn('admin', '/payments?view=reconciliation'));
  const csv = 'date,reference,description,amount\n2026-04-07,A,PAY-1,300\n31/02/2026,B,PAY-2,300\n';
  await user.upload(screen.getByLabelText('Statement file'), new File([csv], 'bank.csv', { type: 'text/csv' }));
  const alert = await screen.findByRole('alert', { name: 'Lines that cannot be read' });
  expect(alert).toHaveTextContent('Line 3 (date): Date must be YYYY-MM-DD or DD/MM/YYYY, not "31/02/2026"');
  expect(screen.getByRole('button', { name: 'Upload and match' })).toBeDisabled();
});

test('the outcomes are tabs with counts and rupees; an unmatched line is matched by hand with who it is and why', async () => {
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
  await user.click(screen.getByRole('button', { name: 'Match line 4' }));
  const dialog = await screen.findByRole('dialog', { name: 'Match line by hand' });
  expect(within(dialog).getByRole('button', { name: 'Match' })).toBeDisabled();
  await user.type(within(dialog).getByRole('textbox', { name: 'Registration ID or Payment ID' }), 'PAY-ABACUS-000001');
  await user.type(within(dialog).getByRole('textbox', { name: 'Why?' }), 'Parent showed the deposit slip');
  await user.click(within(dialog).getByRole('button', { name: 'Match' }));
  await waitFor(() => expect(sentTo(sent, 'PUT', '/match')).toEqual({ registrationId: 'PAY-ABACUS-000001', note: 'Parent showed the deposit slip' }));
  expect(await screen.findByText('Matched by hand to PAY-ABACUS-000001: 700 rupees as the payment')).toBeInTheDocument();
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
  expect(screen.getByRole('combobox', { name: 'Statement' })).toHaveTextContent('HDFC April (2026-04-07 to 2026-04-07)');
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
  await user.upload(screen.getByLabelText('Statement file'), new File([csv], 'bank.csv', { type: 'text/csv' }));
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
  await user.upload(screen.getByLabelText('Statement file'), new File(['date,reference,description,amount\n2026-04-07,A,PAY-1,300\n'], 'bank.csv'));
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
    expect(card).toHaveTextContent('Line 4 · 2026-04-07');
    expect(card).toHaveTextContent('₹700');
    expect(card).toHaveTextContent(unmatchedLine.reason);
    expect(screen.queryByRole('table', { name: 'Lines' })).toBeNull();
    const match = within(card).getByRole('button', { name: 'Match line 4' });
    expect(getComputedStyle(match).minHeight).toBe('44px');
    await user.click(match);
    expect(await screen.findByRole('dialog', { name: 'Match line by hand' })).toBeInTheDocument();
  });
});
