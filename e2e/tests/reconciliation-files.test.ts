import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { IMPORT_COLUMNS } from '../../shared/src/domain/imports/registration-import';
import { apiOk } from '../src/api';
import { PHONE, portalUrl, screenshot, signIn, useBrowserPage } from '../src/browser';
import { RAZORPAY_REPORT_HEADER } from '../../shared/src/testing/gatewayReports';

// Statements as banks and gateways send them, in the composed portal against the real API: an
// HDFC Excel download read through its preset, an unknown bank's CSV mapped once and saved as a
// preset, and a Razorpay settlement report whose bank credit came short, followed to its payments.

const LAPTOP = { width: 1366, height: 768 };
const browserPage = useBrowserPage(LAPTOP);
let page: Page;
beforeEach(() => {
  page = browserPage.page();
});

const run = Date.now().toString(36).toUpperCase();
/** Payment ids in the portal's shape (PAY-<letters and digits>-<number>), which a bank's narration pattern finds. */
const paymentId = (n: number) => `PAY-RCF${run}-${n}`;
const registrationId = (n: number) => `RCF-${run}-${n}`;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Registrations of this run, each with its payment: number, amount, mode and status. */
async function createRegistrations(payments: { n: number; amount: number; mode: 'offline' | 'online'; status: 'pending' | 'success' }[]): Promise<void> {
  const rows = payments.map(({ n, amount, mode, status }) => {
    const row: Record<string, string | number> = {
      registrationId: registrationId(n),
      name: `Statement Child ${String.fromCharCode(64 + n)}`,
      gender: 'male',
      contactNumber: `96${String(Date.now() % 1e7).padStart(7, '0')}${n % 10}`,
      school: 'Statement School',
      std: '5th',
      cadre: 'Primary Level',
      levelEnrolled: 'LEVEL 1',
      centerCode: 'DLH01',
      paymentId: paymentId(n),
      paymentMode: mode,
      paymentAmount: amount,
      paymentStatus: status,
    };
    return IMPORT_COLUMNS.map((column) => row[column]).join(',');
  });
  await apiOk('POST', '/admin/imports', { email: 'superadmin@example.org', body: { csv: `${IMPORT_COLUMNS.join(',')}\n${rows.join('\n')}\n` } });
}

/** An .xlsx workbook whose first sheet holds `rows`, as a bank's download. */
async function workbook(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Statement');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const csv = (rows: (string | number)[][]) => rows.map((cells) => cells.map((cell) => (/[",]/.test(String(cell)) ? `"${cell}"` : cell)).join(',')).join('\n');

const HDFC_HEADER = ['Date', 'Narration', 'Chq./Ref.No.', 'Value Dt', 'Withdrawal Amt.', 'Deposit Amt.', 'Closing Balance'];
const HDFC_TITLE = [['HDFC BANK Ltd.', '', '', '', '', '', 'Page No .: 1'], ['ABACUS ACADEMY TRUST'], ['Statement of accounts'], []];

const notice = (text: string) => page.getByRole('region', { name: 'Notifications' }).getByText(text);
const upload = () => page.getByRole('region', { name: 'Upload a statement' });
const tab = (name: string) => page.getByRole('tablist', { name: 'Outcomes' }).getByRole('tab', { name: new RegExp(`^${name}`) });

async function choose(label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  // Gone from the page, not only hidden from the accessibility tree as it fades: the screenshots show no fading menu.
  await page.locator('[role="listbox"]').waitFor({ state: 'detached' });
}

async function openReconciliation(): Promise<void> {
  await signIn(page, 'admin@example.org');
  await page.goto(portalUrl('/payments?view=reconciliation'));
  await page.getByRole('heading', { name: 'Upload a statement' }).waitFor();
  // The presets are in: a file chosen is fitted to them.
  await page.waitForFunction(() => !(document.querySelector('input[aria-label="Statement file"]') as HTMLInputElement | null)?.disabled);
}

/** Screenshots at the laptop's size and a phone's, back to the laptop after. */
async function screenshots(name: string): Promise<void> {
  await screenshot(page, name);
  await page.setViewportSize(PHONE);
  await page.getByRole('heading', { name: 'Upload a statement' }).waitFor();
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize(LAPTOP);
}

test('an HDFC Excel statement, downloaded as it is, is read through the HDFC preset and its payment is matched', async () => {
  await createRegistrations([{ n: 1, amount: 1500, mode: 'offline', status: 'pending' }]);
  const file = await workbook([
    ...HDFC_TITLE,
    HDFC_HEADER,
    ['********', '********', '********', '****', '********', '********', '********'],
    ['07/04/26', `NEFT CR-HDFC0000123-PARENT ${paymentId(1)}-${run}`, '0000412345', '07/04/26', '', '1,500.00', '1,01,500.00'],
    ['07/04/26', `ATM WDL ${run}`, '0000412346', '07/04/26', '2,000.00', '', '99,500.00'],
  ]);
  await openReconciliation();
  await page.getByLabel('Statement file').setInputFiles({ name: 'hdfc-april.xlsx', mimeType: XLSX, buffer: file });
  await upload().getByText('Read as HDFC Bank statement.').waitFor();
  await upload().getByText('Preview: 1 credit line, 1 debit or empty line left out').waitFor();
  const preview = upload().getByRole('table', { name: 'Preview of the statement' });
  expect(await preview.getByRole('row').nth(1).textContent()).toBe(
    `707 Apr 2026${'0000412345'} ${paymentId(1)}NEFT CR-HDFC0000123-PARENT ${paymentId(1)}-${run}₹1,500`,
  );
  expect(await preview.getByRole('row').nth(2).textContent()).toBe(`807 Apr 20260000412346ATM WDL ${run}₹2,000 out`);
  expect(await page.getByRole('combobox', { name: 'Source' }).textContent()).toBe('Bank statement');
  await screenshots('reconciliation-files-hdfc-excel');

  await page.getByRole('textbox', { name: 'Statement name' }).fill(`HDFC Excel ${run}`);
  await page.getByRole('button', { name: 'Upload and match' }).click();
  await notice('1 line: 1 matched, 0 mismatched, 0 duplicate, 0 unmatched.').waitFor();
  // With no exception among its lines, the statement opens on the payments confirmed but not seen.
  await tab('Confirmed, not seen').and(page.locator('[aria-selected="true"]')).waitFor();
  // The tabs' counts arrive with the statement's summary, which may come after the notice.
  await tab('Matched').filter({ hasText: '· ₹1,500' }).waitFor();
  expect(await tab('Matched').textContent()).toBe('Matched1 · ₹1,500');
  await tab('Matched').click();
  await page
    .getByRole('table', { name: 'Lines' })
    .getByText(`${paymentId(1)} · Pending`)
    .waitFor();
  const [statement] = (await apiOk<{ data: { name: string; preset: string | null }[] }>('GET', '/admin/reconciliation/statements')).data;
  expect(statement).toMatchObject({ name: `HDFC Excel ${run}`, preset: 'hdfc' });
});

test("an unknown bank's CSV opens the mapping step; its columns and date format, saved as a preset, read it and the next file at once", async () => {
  await createRegistrations([{ n: 2, amount: 800, mode: 'offline', status: 'pending' }]);
  const header = ['Value Date', 'Particulars', 'Cheque No', 'Debit', 'Credit', 'Balance'];
  const file = (day: string, n: number) =>
    csv([
      header,
      [day, `BY TRANSFER ${paymentId(2)} ${run}-${n}`, `${n}`, '', '800.00', '10,800.00'],
      [day, `CHARGES ${run}-${n}`, '', '11.80', '', '10,788.20'],
    ]);
  await openReconciliation();
  await page.getByLabel('Statement file').setInputFiles({ name: 'coop-bank.csv', mimeType: 'text/csv', buffer: Buffer.from(file('08-04-2026', 1)) });

  const step = page.getByRole('region', { name: 'Map the columns' });
  const firstLines = step.getByRole('table', { name: 'First lines of the file' });
  expect(await firstLines.getByRole('row').first().textContent()).toBe(`Line${header.join('')}`);
  expect(await firstLines.getByRole('row').count()).toBe(3);
  await choose('Date column', 'Value Date');
  await choose('Reference column', 'Cheque No');
  await choose('Narration column', 'Particulars');
  await choose('Credit column', 'Credit');
  await choose('Debit column', 'Debit');
  expect(await step.getByRole('combobox', { name: 'Date format' }).textContent()).toBe('dd-MM-yyyy');
  await step.getByText('Preview: 1 credit line, 1 debit or empty line left out (of the first lines)').waitFor();
  expect(await step.getByRole('table', { name: 'Preview of the statement' }).getByRole('row').nth(2).textContent()).toBe(
    `308 Apr 2026CHARGES ${run}-1₹11.80 out`,
  );
  await step.getByRole('textbox', { name: 'Preset name' }).fill(`Co-op Bank ${run}`);
  await screenshots('reconciliation-files-mapping');
  await step.getByRole('button', { name: 'Save as preset' }).click();

  await upload().getByText(`Read as Co-op Bank ${run}.`).waitFor();
  await step.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Upload and match' }).click();
  await notice('1 line: 1 matched, 0 mismatched, 0 duplicate, 0 unmatched.').waitFor();
  const presets = (
    await apiOk<{ data: { id: string; name: string; columns: object; dateFormat: string; builtIn: boolean }[] }>('GET', '/admin/reconciliation/presets')
  ).data;
  expect(presets.find((preset) => preset.name === `Co-op Bank ${run}`)).toMatchObject({
    builtIn: false,
    columns: { date: 'Value Date', reference: 'Cheque No', description: 'Particulars', credit: 'Credit', debit: 'Debit' },
    dateFormat: 'dd-MM-yyyy',
  });

  // The bank's next file fits the saved preset: no mapping step.
  await page.getByLabel('Statement file').setInputFiles({ name: 'coop-bank-2.csv', mimeType: 'text/csv', buffer: Buffer.from(file('09-04-2026', 2)) });
  await upload().getByText(`Read as Co-op Bank ${run}.`).waitFor();
  expect(await step.count()).toBe(0);
});

test('a Razorpay settlement report and the bank statement whose credit for one settlement came short: the short settlement is followed to its payments', async () => {
  await createRegistrations([
    { n: 3, amount: 300, mode: 'online', status: 'success' },
    { n: 4, amount: 500, mode: 'online', status: 'success' },
    { n: 5, amount: 400, mode: 'online', status: 'success' },
  ]);
  const today = new Date().toISOString().slice(0, 10);
  const settlement = (n: number) => `setl_${run}${n}`;
  const utr = (n: number) => `UTIBR5${run}00${n}`;
  const header = RAZORPAY_REPORT_HEADER;
  // The merchant's receipt is the portal's payment id: the report's line is matched by it.
  const line = (n: number, amount: number, fee: number, tax: number, s: number) => [
    `pay_${run}${n}`,
    'payment',
    0,
    (amount - fee).toFixed(2),
    amount,
    'INR',
    fee,
    tax,
    settlement(s),
    utr(s),
    `pay_${run}${n}`,
    `order_${run}${n}`,
    paymentId(n),
    'upi',
    `${today} 06:00:00`,
    `${today} 09:30:00`,
  ];
  const report = csv([header, line(3, 300, 7.08, 1.08, 1), line(4, 500, 11.8, 1.8, 1), line(5, 400, 9.44, 1.44, 2)]);
  await openReconciliation();
  await page.getByLabel('Statement file').setInputFiles({ name: 'razorpay-settlements.csv', mimeType: 'text/csv', buffer: Buffer.from(report) });
  await upload().getByText('Read as Razorpay settlement report.').waitFor();
  expect(await page.getByRole('combobox', { name: 'Source' }).textContent()).toBe('Gateway settlement report');
  await page.getByRole('button', { name: 'Upload and match' }).click();
  await notice('3 lines: 3 matched, 0 mismatched, 0 duplicate, 0 unmatched.').waitFor();

  // Settlement 1 nets 800 - 18.88 - 2.88 = 778.24, credited exactly; settlement 2 nets 389.12, credited 389.00.
  const [day, month, year] = [today.slice(8, 10), today.slice(5, 7), today.slice(2, 4)];
  const bank = csv([
    HDFC_HEADER,
    [`${day}/${month}/${year}`, `NEFT CR-UTIB0000123-RAZORPAY SOFTWARE PVT LTD-${utr(1)}`, `${run}1`, `${day}/${month}/${year}`, '', '778.24', '1,00,778.24'],
    [`${day}/${month}/${year}`, `NEFT CR-UTIB0000123-RAZORPAY SOFTWARE PVT LTD-${utr(2)}`, `${run}2`, `${day}/${month}/${year}`, '', '389.00', '1,01,167.24'],
  ]);
  await page.getByLabel('Statement file').setInputFiles({ name: 'hdfc-razorpay.csv', mimeType: 'text/csv', buffer: Buffer.from(bank) });
  await upload().getByText('Read as HDFC Bank statement.').waitFor();
  await page.getByRole('button', { name: 'Upload and match' }).click();
  await notice('2 lines: 0 matched, 0 mismatched, 0 duplicate, 2 unmatched.').waitFor();

  const settlements = page.getByRole('table', { name: 'Settlements' });
  const row = (n: number) => settlements.getByRole('row').filter({ has: page.getByRole('button', { name: `Payments of settlement ${settlement(n)}` }) });
  await row(1).filter({ hasText: 'Matched' }).waitFor();
  expect(await row(1).textContent()).toBe(`${settlement(1)}${utr(1)}2₹800₹18.88₹2.88₹778.24₹778.24₹0Matched`);
  expect(await row(2).textContent()).toBe(`${settlement(2)}${utr(2)}1₹400₹9.44₹1.44₹389.12₹389-₹0.12Short`);
  await choose('Settlement status', 'Short');
  await row(1).waitFor({ state: 'detached' });
  await row(2).waitFor();
  await screenshots('reconciliation-files-settlements');

  await row(2)
    .getByRole('button', { name: `Payments of settlement ${settlement(2)}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Payments of settlement ${settlement(2)}` });
  await dialog.getByText('Net expected ₹389.12; bank credit ₹389 (line 3).').waitFor();
  const payments = dialog.getByRole('table', { name: 'Payments of the settlement' });
  await payments.getByText('Statement Child E').waitFor();
  expect(await payments.getByRole('row').nth(1).textContent()).toBe(`4Statement Child E${paymentId(5)} · ${registrationId(5)}₹400₹9.44₹1.44`);
  expect(await payments.getByRole('row').count()).toBe(2);
  await screenshot(page, 'reconciliation-files-settlement-payments');
  // On a phone each payment is a card: five columns do not fit 390 px.
  await page.setViewportSize(PHONE);
  await dialog.getByRole('list', { name: 'Payments of the settlement' }).getByText('Statement Child E').waitFor();
  await screenshot(page, 'reconciliation-files-settlement-payments-phone');
});
