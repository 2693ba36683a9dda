import type { Page } from 'playwright-core';
import { IMPORT_COLUMNS } from '../../shared/src/domain/imports/registration-import';
import { apiOk } from '../src/api';
import { DESKTOP, PHONE, portalUrl, screenshot, signIn, useBrowserPage } from '../src/browser';

// Reconciliation in the composed portal: an admin uploads another bank's statement through a
// column mapping saved as a preset (previewed before anything is stored), reviews every outcome tab, and matches
// the line the portal could not place to its registration by hand.

const browserPage = useBrowserPage(DESKTOP);
let page: Page;
beforeEach(() => {
  page = browserPage.page();
});

const run = `${Date.now().toString(36).toUpperCase()}`;
const paymentId = (n: number) => `PAY-RCN-${run}-${n}`;

/** Three pending offline registrations of this run: 600, 500 and 700 rupees. */
async function createRegistrations(): Promise<void> {
  const rows = [600, 500, 700].map((amount, i) => {
    const row: Record<string, string | number> = {
      registrationId: `RCN-${run}-${i + 1}`,
      name: `Recon Child ${String.fromCharCode(65 + i)}`,
      gender: 'female',
      contactNumber: `97${String(Date.now() % 1e7).padStart(7, '0')}${i}`,
      school: 'Reconciliation School',
      std: '4th',
      cadre: 'Primary Level',
      levelEnrolled: 'LEVEL 1',
      centerCode: 'DLH01',
      paymentId: paymentId(i + 1),
      paymentMode: 'offline',
      paymentAmount: amount,
      paymentStatus: 'pending',
    };
    return IMPORT_COLUMNS.map((column) => row[column]).join(',');
  });
  await apiOk('POST', '/admin/imports', { email: 'superadmin@example.org', body: { csv: `${IMPORT_COLUMNS.join(',')}\n${rows.join('\n')}\n` } });
}

const statementCsv = () =>
  [
    'Txn Date,Narration,Chq./Ref.No.,Withdrawal Amt.,Deposit Amt.,Closing Balance',
    `07/04/2026,BY CASH ${paymentId(1)},0001,,600.00,"10,600.00"`,
    `07/04/2026,NEFT ${paymentId(2)} PARENT,0002,,450.00,"11,050.00"`,
    '07/04/2026,ATM WDL,0003,"2,000.00",,"9,050.00"',
    `07/04/2026,BY CASH DEPOSIT COUNTER ${run},0004,,700.00,"9,750.00"`,
  ].join('\n');

const notice = (title: string) => page.getByRole('region', { name: 'Notifications' }).getByText(title, { exact: true });
const tab = (name: string) => page.getByRole('tablist', { name: 'Outcomes' }).getByRole('tab', { name: new RegExp(`^${name}`) });
const lines = () => page.getByRole('table', { name: 'Lines' });

async function chooseColumn(label: string, column: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: column, exact: true }).click();
}

test('an admin uploads a mapped bank statement, reviews each outcome and matches a line by hand', async () => {
  await createRegistrations();
  await signIn(page, 'admin@example.org');
  await page.goto(portalUrl('/payments?view=reconciliation'));
  await page.getByRole('heading', { name: 'Upload a statement' }).waitFor();

  await page.getByLabel('Statement file').setInputFiles({ name: 'hdfc-april.csv', mimeType: 'text/csv', buffer: Buffer.from(statementCsv()) });
  // No preset fits its header ('Txn Date', not HDFC's 'Date'): its columns are mapped once and saved as a preset.
  const step = page.getByRole('region', { name: 'Map the columns' });
  await step.getByText('Choose the date column, the credit or signed amount column, and the reference or narration column.').waitFor();
  await chooseColumn('Date column', 'Txn Date');
  await chooseColumn('Reference column', 'Chq./Ref.No.');
  await chooseColumn('Narration column', 'Narration');
  await chooseColumn('Credit column', 'Deposit Amt.');
  await chooseColumn('Debit column', 'Withdrawal Amt.');
  await step.getByText('Preview: 3 credit lines, 1 debit or empty line left out (of the first lines)').waitFor();
  const preview = step.getByRole('table', { name: 'Preview of the statement' });
  expect(await preview.getByRole('row').count()).toBe(5);
  expect(await preview.getByRole('row').nth(2).textContent()).toBe(`307 Apr 2026${'0002'}NEFT ${paymentId(2)} PARENT₹450`);
  await screenshot(page, 'reconciliation-preview');
  await step.getByRole('textbox', { name: 'Preset name' }).fill(`Recon bank ${run}`);
  await step.getByRole('button', { name: 'Save as preset' }).click();
  await page.getByText(`Read as Recon bank ${run}.`).waitFor();

  await page.getByRole('textbox', { name: 'Statement name' }).fill(`HDFC April ${run}`);
  await page.getByRole('button', { name: 'Upload and match' }).click();
  await notice('Statement Matched').waitFor();
  await page.getByText('3 lines: 1 matched, 1 mismatched, 0 duplicate, 1 unmatched.').waitFor();

  // It opens on the first exceptions; each tab: its count and rupees, and its lines with their reasons.
  await page.waitForURL(/outcome=mismatched/);
  expect(await tab('Mismatched').getAttribute('aria-selected')).toBe('true');
  expect(await tab('Matched').textContent()).toBe('Matched1 · ₹600');
  await tab('Matched').click();
  await lines()
    .getByText(`${paymentId(1)} · Pending`)
    .waitFor();
  await lines()
    .getByText(`${paymentId(1)}, 600 rupees as the payment`)
    .waitFor();
  await tab('Mismatched').click();
  await lines()
    .getByText(`${paymentId(2)}: 450 rupees received, the payment is 500 rupees`)
    .waitFor();
  await tab('Duplicate').click();
  await lines().getByText('No line of this statement is here.').waitFor();
  await tab('Seen but pending').click();
  await lines()
    .getByText(`${paymentId(1)} · Pending`)
    .waitFor();
  // The tab is in the address; the money is in the statement, so the payment is confirmed from here.
  expect(new URL(page.url()).searchParams.get('outcome')).toBe('seen-but-pending');
  await lines().getByRole('button', { name: 'Confirm payment of line 2' }).click();
  const confirmation = page.getByRole('dialog', { name: 'Confirm offline payment?' });
  await confirmation.getByText(`₹600 from Recon Child A (RCN-${run}-1), payment ${paymentId(1)}.`, { exact: false }).waitFor();
  await confirmation.getByRole('button', { name: 'Confirm Payment' }).click();
  await notice('Payment Confirmed').waitFor();
  await tab('Seen but pending')
    .filter({ hasText: /^Seen but pending0 · ₹0$/ })
    .waitFor();
  await lines().getByText('No line of this statement is here.').waitFor();
  expect((await apiOk<{ payment: { status: string } }>('GET', `/admin/registrations/RCN-${run}-1`)).payment.status).toBe('success');
  await tab('Confirmed, not seen').click();
  await page.getByRole('heading', { name: 'Confirmed, not seen' }).waitFor();
  await tab('Unmatched').click();
  await lines().getByText(`BY CASH DEPOSIT COUNTER ${run}`).waitFor();
  await screenshot(page, 'reconciliation-unmatched');

  await lines().getByRole('button', { name: 'Match line 5 by hand' }).click();
  const dialog = page.getByRole('dialog', { name: 'Match line by hand' });
  await dialog.getByRole('textbox', { name: 'Registration ID, payment ID or receipt number' }).fill(paymentId(3));
  await dialog.getByRole('textbox', { name: 'Reason (min. 10 characters)' }).fill('Parent showed the counter deposit slip');
  await dialog.getByRole('button', { name: 'Match' }).click();
  await notice('Line Matched').waitFor();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByText('No line of this statement is here.').waitFor();
  await tab('Matched')
    .filter({ hasText: /^Matched2 · ₹1,300$/ })
    .waitFor();
  await tab('Matched').click();
  await lines()
    .getByText(`Matched by hand to ${paymentId(3)}: 700 rupees as the payment`)
    .waitFor();
  await lines()
    .getByText(/admin@example\.org, .*: Parent showed the counter deposit slip/)
    .waitFor();
  await screenshot(page, 'reconciliation-matched');

  // The toggle saves the person's preference: pressed twice, it is as it was.
  const { theme } = await apiOk<{ theme: string }>('GET', '/admin/profile/preferences');
  const [shown, other] = theme === 'dark' ? ['dark', 'light'] : ['light', 'dark'];
  await page.setViewportSize(PHONE);
  await tab('Matched').waitFor();
  await screenshot(page, `reconciliation-matched-${shown}-phone`);
  await page.setViewportSize(DESKTOP);
  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await screenshot(page, `reconciliation-matched-${other}`);
  await page.setViewportSize(PHONE);
  await screenshot(page, `reconciliation-matched-${other}-phone`);
  await page.setViewportSize(DESKTOP);
  await page.getByRole('button', { name: 'Toggle theme' }).click();
});

test('a receipt number finds its payment in the receipt register, in a statement line and matched by hand; every exception links to its registration', async () => {
  const tag = `${run}R`;
  const rows = [800, 900, 650].map((amount, i) => {
    const row: Record<string, string | number> = {
      ...{ registrationId: `RCN-${tag}-${i + 1}`, name: `Receipt Child ${String.fromCharCode(65 + i)}`, gender: 'male' },
      ...{ contactNumber: `96${String(Date.now() % 1e7).padStart(7, '0')}${i}`, school: 'Reconciliation School', std: '5th' },
      ...{ cadre: 'Primary Level', levelEnrolled: 'LEVEL 1', centerCode: 'DLH01', paymentId: `PAY-RCN-${tag}-${i + 1}` },
      ...{ paymentMode: 'offline', paymentAmount: amount, paymentStatus: 'pending' },
    };
    return IMPORT_COLUMNS.map((column) => row[column]).join(',');
  });
  await apiOk('POST', '/admin/imports', { email: 'superadmin@example.org', body: { csv: `${IMPORT_COLUMNS.join(',')}\n${rows.join('\n')}\n` } });
  const receiptOf = async (n: number) =>
    (
      await apiOk<{ payment: { receipt: { number: string } } }>('PUT', `/admin/register/RCN-${tag}-${n}`, {
        body: { payment: { status: 'success', mode: 'offline' } },
      })
    ).payment.receipt.number;
  const [first, second] = [await receiptOf(1), await receiptOf(2), await receiptOf(3)];
  // The statement's day is today (India time), so that the third payment, confirmed now, is one it does not name.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  const shown = new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${today}T00:00:00Z`));
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, 'admin@example.org');

  // The receipt register's search: the number in any letter case.
  await page.goto(portalUrl('/payments?view=receipts'));
  await page.getByRole('searchbox', { name: 'Receipt number or registration ID' }).fill(first.toLowerCase());
  const register = page.getByRole('table', { name: 'Receipts' });
  await register.getByRole('cell', { name: first, exact: true }).waitFor();
  await page
    .getByTestId('register-totals')
    .filter({ hasText: /^1 receipt · ₹800 received$/ })
    .waitFor();
  expect(await register.getByRole('row').count()).toBe(2);
  await screenshot(page, 'receipts-search-number', { fullPage: false });
  await page.setViewportSize(PHONE);
  await page.getByRole('list', { name: 'Receipts' }).getByRole('listitem').filter({ hasText: first }).waitFor();
  await screenshot(page, 'receipts-search-number-phone', { fullPage: false });
  await page.setViewportSize({ width: 1366, height: 768 });

  // A statement naming the first receipt in its narration (the other lines name nothing the portal knows).
  const statement = [
    'date,reference,description,amount',
    `${today},NEFT-${tag}-1,NEFT/${first.toLowerCase()}/PARENT,800`,
    `${today},CASH-${tag}-2,BY CASH COUNTER ${tag},900`,
  ].join('\n');
  await page.goto(portalUrl('/payments?view=reconciliation'));
  await page.getByLabel('Statement file').setInputFiles({ name: `receipts-${tag}.csv`, mimeType: 'text/csv', buffer: Buffer.from(statement) });
  await page.getByRole('textbox', { name: 'Statement name' }).fill(`Receipt numbers ${tag}`);
  await page.getByRole('button', { name: 'Upload and match' }).click();
  await page.getByText('2 lines: 1 matched, 0 mismatched, 0 duplicate, 1 unmatched.').waitFor();
  // Opened on the exceptions, dates as everywhere else.
  await page.waitForURL(/outcome=unmatched/);
  const unmatched = lines()
    .getByRole('row')
    .filter({ hasText: `BY CASH COUNTER ${tag}` });
  await unmatched.getByText(shown).waitFor();
  await unmatched.getByText('No registration found').waitFor();
  await page
    .getByRole('combobox', { name: 'Statement' })
    .filter({ hasText: `(${shown} to ${shown})` })
    .waitFor();
  await unmatched.scrollIntoViewIfNeeded();
  await screenshot(page, 'reconciliation-receipt-unmatched', { fullPage: false });

  await unmatched.getByRole('button', { name: 'Match line 3 by hand' }).click();
  const dialog = page.getByRole('dialog', { name: 'Match line by hand' });
  await dialog.getByText(`Line 3: ₹900 on ${shown}, CASH-${tag}-2 BY CASH COUNTER ${tag}`).waitFor();
  await dialog.getByRole('textbox', { name: 'Registration ID, payment ID or receipt number' }).fill(` ${second.toLowerCase()} `);
  const reason = dialog.getByRole('textbox', { name: 'Reason (min. 10 characters)' });
  await reason.fill('Slip seen');
  await dialog.getByText('Please provide a reason with at least 10 characters.').waitFor();
  expect(await dialog.getByRole('button', { name: 'Match' }).isDisabled()).toBe(true);
  await screenshot(page, 'reconciliation-match-by-receipt-short-reason', { fullPage: false });
  await reason.fill('Slip seen at the counter');
  await dialog.getByRole('button', { name: 'Match' }).click();
  await notice('Line Matched').waitFor();
  await dialog.waitFor({ state: 'hidden' });

  // Matched by its receipt number in the narration, and by hand by the other's: both lead to their registrations.
  await tab('Matched')
    .filter({ hasText: /^Matched2 · ₹1,700$/ })
    .waitFor();
  await tab('Matched').click();
  await lines().getByText(`PAY-RCN-${tag}-1, 800 rupees as the payment`).waitFor();
  await lines().getByText(`Matched by hand to PAY-RCN-${tag}-2: 900 rupees as the payment`).waitFor();
  await page.setViewportSize(PHONE);
  await page
    .getByRole('list', { name: 'Lines' })
    .getByRole('link', { name: `RCN-${tag}-2` })
    .waitFor();
  await screenshot(page, 'reconciliation-receipt-matched-phone');
  await page.setViewportSize({ width: 1366, height: 768 });

  // Confirmed but not seen: the third payment, confirmed today, is in no line; its row leads to it too.
  await tab('Confirmed, not seen').click();
  await page.getByRole('heading', { name: 'Confirmed, not seen' }).waitFor();
  const notSeen = page.getByRole('table', { name: 'Confirmed, not seen' }).getByRole('link').first();
  expect(await notSeen.getAttribute('href')).toMatch(/^\/registrations\//);
  await notSeen.scrollIntoViewIfNeeded();
  await screenshot(page, 'reconciliation-confirmed-not-seen', { fullPage: false });
  await tab('Matched').click();
  await lines()
    .getByRole('link', { name: `RCN-${tag}-1` })
    .click();
  await page.waitForURL(new RegExp(`/registrations/RCN-${tag}-1$`));
  await page.getByText(`Receipt Child A`).first().waitFor();
});

test('a statement of more lines than the portal matches at once is uploaded in the background, its progress shown until it is matched', async () => {
  // The portal of the browser tests uploads a statement of more than 10 credit lines in the background.
  const csv = [
    'date,reference,description,amount',
    ...Array.from({ length: 12 }, (_, i) => `2026-04-08,BG-${run}-${i},BY CASH COUNTER ${run} ${i},${100 + i}`),
  ].join('\n');
  await signIn(page, 'admin@example.org');
  await page.goto(portalUrl('/payments?view=reconciliation'));
  await page.getByRole('heading', { name: 'Upload a statement' }).waitFor();
  // The first look at its progress is held until the progress is seen on screen (then answered by the API as it is).
  let answer!: () => void;
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/admin/reconciliation/statements/*/progress', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByLabel('Statement file').setInputFiles({ name: 'counter-deposits.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByText('Preview: 12 credit lines').waitFor();
  await page.getByRole('textbox', { name: 'Statement name' }).fill(`Counter deposits ${run}`);
  const uploaded = page.waitForResponse((response) => response.url().includes('/admin/reconciliation/statements?') && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Upload and match' }).click();
  expect((await uploaded).status()).toBe(202);
  const progress = page.getByRole('status', { name: 'Statement upload progress' });
  await progress.getByRole('progressbar', { name: 'Statement upload' }).waitFor();
  expect(await page.getByRole('button', { name: 'Upload and match' }).isDisabled()).toBe(true);
  await screenshot(page, 'reconciliation-background-progress');
  answer();
  await page.getByRole('region', { name: 'Notifications' }).getByText('12 lines: 0 matched, 0 mismatched, 0 duplicate, 12 unmatched.').waitFor();
  await progress.waitFor({ state: 'detached' });
  await page
    .getByRole('combobox', { name: 'Statement' })
    .filter({ hasText: `Counter deposits ${run}` })
    .waitFor();
  await page.unroute('**/admin/reconciliation/statements/*/progress');
});
