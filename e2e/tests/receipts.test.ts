import fs from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { formatRupees } from '../../shared/src/format/numbers';
import { apiOk } from '../src/api';
import { DESKTOP, portalUrl, resizeToPhone, screenshot, signIn, signInLive, useBrowserPage } from '../src/browser';
import { eventually } from '../src/processes';

// Receipts in the composed portal: a confirmation on the payment card issues one, printed and
// downloaded there and from the registration's page; a disqualified registration's payment takes
// a second click naming the status; an admin cancels a receipt in the register; above the
// approval threshold one admin asks and another approves; the Collections view adds up the day.

const browserPage = useBrowserPage(DESKTOP);
let page: Page;
beforeEach(() => {
  page = browserPage.page();
});

interface Receipt {
  number: string;
  issuedAt: string;
  issuedBy: string | null;
  cancelled?: { reason: string };
}
interface Registration {
  registrationId: string;
  name: string;
  status: string;
  version: number;
  payment: { paymentId: string; mode: string; status: string; amount: number; receipt: Receipt | null; approval: { requestedBy: string } | null };
}

const used = new Set<string>();
/** Offline payments awaiting confirmation that no other test of this file took. */
async function awaiting(fits: (r: Registration) => boolean): Promise<Registration> {
  const { data } = await apiOk<{ data: Registration[] }>('GET', '/admin/payments/awaiting-confirmation?limit=100');
  const found = data.find((r) => !used.has(r.registrationId) && r.payment.status === 'pending' && !r.payment.approval && fits(r));
  if (!found) throw new Error('No registration left for this case');
  used.add(found.registrationId);
  return found;
}
const read = (r: Registration) => apiOk<Registration>('GET', `/admin/registrations/${r.registrationId}`);

/** Runs `fn` with the Payment settings' approval threshold at `amount`, switched off again after. */
async function withApprovalThreshold(amount: number, fn: () => Promise<void>): Promise<void> {
  const settings = await apiOk<{ payment: { value: Record<string, unknown> } }>('GET', '/admin/settings', { email: 'superadmin@example.org' });
  const payment = settings.payment.value;
  await apiOk('PUT', '/admin/settings/payment', { email: 'superadmin@example.org', body: { value: { ...payment, approvalThreshold: amount } } });
  try {
    await fn();
  } finally {
    await apiOk('PUT', '/admin/settings/payment', { email: 'superadmin@example.org', body: { value: { ...payment, approvalThreshold: null } } });
  }
}

const card = (paymentId: string) => page.getByRole('article', { name: `Payment ${paymentId}` });
const notice = (title: string) => page.getByRole('region', { name: 'Notifications' }).getByText(title, { exact: true });

async function lookUp(email: string, registration: Registration): Promise<void> {
  await signIn(page, email);
  await page.goto(portalUrl(`/payments?id=${registration.payment.paymentId}`));
  await card(registration.payment.paymentId).waitFor();
}

/** Presses a button that fetches the receipt and checks the browser got a PDF: a download's file, or the new tab's address. */
async function expectDownloadedPdf(press: () => Promise<void>, number: string): Promise<void> {
  const [download] = await Promise.all([page.waitForEvent('download'), press()]);
  expect(download.suggestedFilename()).toBe(`receipt-${number.replaceAll('/', '-')}.pdf`);
  const file = await download.path();
  expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
}

/** The new tab opens the fetched file in the browser's PDF viewer (a headless screenshot shows only its grey frame). */
async function expectPrintTab(press: () => Promise<void>): Promise<void> {
  const [tab] = await Promise.all([page.context().waitForEvent('page'), press()]);
  await tab.waitForURL(/^blob:/);
  await tab.waitForLoadState('load');
  await tab.close();
}

test('staff confirm on the payment card: the receipt number shows, and it prints and downloads there and on the registration page', async () => {
  const registration = await awaiting((r) => r.status === 'active');
  await lookUp('staff@example.org', registration);
  await card(registration.payment.paymentId).getByRole('button', { name: 'Confirm Payment' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm Payment' }).click();
  await notice('Payment Confirmed').waitFor();
  const { receipt } = (await read(registration)).payment;
  expect(receipt).toMatchObject({ number: expect.stringMatching(/^RCT\/\d{4}\/\d{6}$/), issuedBy: 'staff@example.org' });
  const shown = card(registration.payment.paymentId);
  await shown.getByText(receipt!.number, { exact: true }).waitFor();
  await page
    .getByRole('region', { name: 'Notifications' })
    .getByText(new RegExp(`Receipt ${receipt!.number.replaceAll('/', '\\/')}`))
    .waitFor();
  // The notice itself offers the receipt (issue 60, item 8).
  await expectPrintTab(() => page.getByRole('region', { name: 'Notifications' }).getByRole('button', { name: 'Print receipt' }).click());

  await expectPrintTab(() => shown.getByRole('button', { name: `Print receipt ${receipt!.number}` }).click());
  await expectDownloadedPdf(() => shown.getByRole('button', { name: `Download receipt ${receipt!.number}` }).click(), receipt!.number);
  for (const theme of ['light', 'dark'] as const) {
    if (theme === 'dark') await page.getByRole('button', { name: 'Toggle theme' }).click();
    await screenshot(page, `receipts-card-${theme}-desktop`);
  }

  await page.goto(portalUrl(`/registrations/${registration.registrationId}`));
  // The history names the receipt the confirmation issued.
  await page.getByText(`Receipt: (empty) → ${receipt!.number}`).waitFor();
  await expectDownloadedPdf(() => page.getByRole('button', { name: `Download receipt ${receipt!.number}` }).click(), receipt!.number);
  await expectPrintTab(() => page.getByRole('button', { name: `Print receipt ${receipt!.number}` }).click());
  await page.getByRole('button', { name: `Actions for ${registration.registrationId}` }).click();
  await expectDownloadedPdf(() => page.getByRole('menuitem', { name: 'Download receipt' }).click(), receipt!.number);
  await page.getByRole('button', { name: `Actions for ${registration.registrationId}` }).click();
  await expectPrintTab(() => page.getByRole('menuitem', { name: 'Print receipt' }).click());
});

test("a disqualified registration's payment is confirmed with a second click that names the status", async () => {
  const registration = await awaiting((r) => r.status === 'disqualified');
  await lookUp('staff@example.org', registration);
  await card(registration.payment.paymentId).getByRole('button', { name: 'Confirm Payment' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('This registration is Disqualified.', { exact: false }).waitFor();
  expect(await dialog.getByRole('button', { name: 'Confirm Payment', exact: true }).count()).toBe(0);
  await dialog.getByRole('button', { name: 'Confirm Payment of Disqualified Registration' }).click();
  await notice('Payment Confirmed').waitFor();
  expect((await read(registration)).payment).toMatchObject({ status: 'success', receipt: { number: expect.any(String) } });
});

/**
 * The box of a row once it is drawn. The register draws its rows again when the answer to a filter
 * comes, so a row found before it can be gone (no box) by the time it is measured (s26d).
 */
async function drawnBox(row: Locator): Promise<{ height: number }> {
  for (;;) {
    await row.waitFor();
    const box = await row.boundingBox();
    if (box) return box;
  }
}

test('an admin cancels a receipt in the register: it stays there as cancelled and the payment is pending again', async () => {
  const registration = await awaiting((r) => r.status === 'active');
  const confirmed = await apiOk<Registration>('PUT', `/admin/register/${registration.registrationId}`, {
    body: { payment: { status: 'success', mode: 'offline' } },
    email: 'staff@example.org',
  });
  const { number } = confirmed.payment.receipt!;
  await signIn(page, 'admin@example.org');
  await page.goto(portalUrl('/payments?view=receipts'));
  await page.getByRole('heading', { name: 'Receipts' }).waitFor();
  await page.getByLabel('Issued by (e-mail)').fill('staff@example.org');
  const row = page.getByRole('row').filter({ hasText: number });
  // At 1366 px the row's actions keep to one line (wrapped, they made a row ~190 px tall) and the register to the card's width.
  expect((await drawnBox(row)).height).toBeLessThan(80);
  expect(await row.evaluate((tr) => tr.closest('table')!.parentElement!.scrollWidth - tr.closest('table')!.parentElement!.clientWidth)).toBe(0);
  await screenshot(page, 'receipts-register-desktop');
  await row.getByRole('button', { name: `Cancel receipt ${number}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel receipt?' });
  await dialog.getByLabel('Reason (min. 10 characters)').fill('short');
  expect(await dialog.getByRole('button', { name: 'Cancel Receipt' }).isDisabled()).toBe(true);
  await dialog.getByLabel('Reason (min. 10 characters)').fill('The cash was counted short at the desk.');
  await dialog.getByRole('button', { name: 'Cancel Receipt' }).click();
  await notice('Receipt Cancelled').waitFor();
  await row.getByText('Cancelled', { exact: true }).waitFor();
  // The reason is on the row, not in a hover hint that a touch screen never shows.
  await row.getByText('Cancelled: The cash was counted short at the desk.').waitFor();
  expect((await read(registration)).payment).toMatchObject({
    status: 'pending',
    receipt: { number, cancelled: { reason: 'The cash was counted short at the desk.' } },
  });

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Cancelled' }).click();
  await row.waitFor();
  expect(page.url()).toContain('status=cancelled');
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(fs.readFileSync(await csv.path(), 'utf8')).toContain(number);
  // The cancelled ones' total says what was cancelled, not "₹0 received".
  await page
    .getByTestId('register-totals')
    .filter({ hasText: /^[\d,]+ receipts? cancelled \(₹[\d,]+\)$/ })
    .waitFor();
  await row.getByRole('link', { name: registration.registrationId }).click();
  await page.waitForURL(`**/registrations/${registration.registrationId}`);
});

test('above the approval threshold one admin asks, is kept from approving it; another admin, told live, approves it', async () => {
  const registration = await awaiting((r) => r.status === 'active' && r.payment.amount > 0);
  // The second admin, in a browser session of their own, already on the Approvals view.
  const asker = page;
  const second = await page.context().browser()!.newContext({ viewport: DESKTOP });
  const approver = await second.newPage();
  try {
    await withApprovalThreshold(registration.payment.amount, async () => {
      await signInLive(approver, 'superadmin@example.org');
      await approver.goto(portalUrl('/payments?view=approvals'));
      await approver.getByRole('heading', { name: 'Approvals' }).waitFor();
      await approver
        .getByTestId('live-indicator')
        .filter({ hasText: /^Live$/ })
        .waitFor();

      await lookUp('admin@example.org', registration);
      await card(registration.payment.paymentId).getByRole('button', { name: 'Confirm Payment' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Confirm Payment' }).click();
      await notice('Sent for Approval').waitFor();
      await card(registration.payment.paymentId).getByText('Awaiting approval', { exact: true }).waitFor();
      expect((await read(registration)).payment).toMatchObject({ status: 'pending', receipt: null, approval: { requestedBy: 'admin@example.org' } });

      await page.getByRole('tab', { name: 'Approvals' }).click();
      const own = page.getByRole('row').filter({ hasText: registration.registrationId });
      await own.getByText('You asked: another admin approves').waitFor();
      expect(await own.getByRole('button', { name: /Approve/ }).count()).toBe(0);
      await screenshot(page, 'receipts-approvals-light-desktop');

      // The live notice and the row reach the other admin without a reload.
      page = approver;
      await notice('Approval asked by admin@example.org').waitFor();
      const waiting = page.getByRole('row').filter({ hasText: registration.registrationId });
      await waiting.getByText('Arjun Mehta').first().waitFor();
      await waiting.getByRole('button', { name: `Approve ${registration.payment.paymentId}` }).click();
      const question = page.getByRole('dialog', { name: 'Approve confirmation?' });
      await question.getByText(`asked by Arjun Mehta`).waitFor();
      await question.getByRole('button', { name: 'Approve' }).click();
      await notice('Confirmation Approved').waitFor();
      await waiting.waitFor({ state: 'detached' });
      expect((await read(registration)).payment).toMatchObject({ status: 'success', approval: null, receipt: { issuedBy: 'admin@example.org' } });
    });
  } finally {
    page = asker;
    await second.close();
  }
});

test('a rejected confirmation goes back to plain pending with the note', async () => {
  const registration = await awaiting((r) => r.status === 'active' && r.payment.amount > 0);
  await withApprovalThreshold(registration.payment.amount, async () => {
    await apiOk('PUT', `/admin/register/${registration.registrationId}`, {
      email: 'staff@example.org',
      body: { payment: { status: 'success', mode: 'offline' } },
    });
    await signIn(page, 'admin@example.org');
    await page.goto(portalUrl('/payments?view=approvals'));
    const waiting = page.getByRole('row').filter({ hasText: registration.registrationId });
    await waiting.getByRole('button', { name: `Reject ${registration.payment.paymentId}` }).click();
    await page.getByRole('dialog').getByLabel('Why is it rejected?').fill('No money came with this form');
    await page.getByRole('dialog').getByRole('button', { name: 'Reject' }).click();
    await notice('Confirmation Rejected').waitFor();
    expect(await read(registration)).toMatchObject({
      adminNote: 'Confirmation rejected: No money came with this form',
      payment: { status: 'pending', approval: null, receipt: null },
    });
  });
});

test('the Collections view adds up the receipts that stand per staff member, prints and exports; both themes and a phone', async () => {
  const registration = await awaiting((r) => r.status === 'active');
  await apiOk('PUT', `/admin/register/${registration.registrationId}`, {
    email: 'staff@example.org',
    body: { payment: { status: 'success', mode: 'offline' } },
  });
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  const expected = await apiOk<{ data: { staffEmail: string; count: number; amount: number }[]; totalCount: number; totalAmount: number }>(
    'GET',
    `/admin/payments/collections?from=${today}&to=${today}`,
  );
  const staffRow = expected.data.find((row) => row.staffEmail === 'staff@example.org')!;

  await signIn(page, 'admin@example.org');
  await page.goto(portalUrl('/payments'));
  await page.getByRole('tab', { name: 'Collections' }).click();
  const row = page.getByRole('row').filter({ hasText: 'staff@example.org' });
  await row.getByText(formatRupees(staffRow.amount), { exact: true }).waitFor();
  await row.getByText(String(staffRow.count), { exact: true }).waitFor();
  await page.getByTestId('collections-total').getByText(formatRupees(expected.totalAmount), { exact: true }).waitFor();

  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await page.getByRole('button', { name: 'Print' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  // On paper the sheet stands alone: the tabs and the sidebar around it are not printed.
  await page.emulateMedia({ media: 'print' });
  expect(await page.getByRole('heading', { name: 'Collections' }).isVisible()).toBe(true);
  expect(await page.getByTestId('collections-total').isVisible()).toBe(true);
  expect(await page.getByRole('tab', { name: 'Receipts' }).isVisible()).toBe(false);
  expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).isVisible()).toBe(false);
  await page.emulateMedia({ media: 'screen' });
  expect(await page.getByRole('tab', { name: 'Receipts' }).isVisible()).toBe(true);
  expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).isVisible()).toBe(true);
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  const text = fs.readFileSync(await csv.path(), 'utf8');
  expect(text).toContain(`${today},staff@example.org,${staffRow.count},${staffRow.amount}`);
  expect(text).toContain(`Total,,${expected.totalCount},${expected.totalAmount}`);

  for (const theme of ['light', 'dark'] as const) {
    if (theme === 'dark') await page.getByRole('button', { name: 'Toggle theme' }).click();
    // The page's colour scheme follows the theme, so the date fields' own calendar buttons show on it.
    await page.waitForFunction((scheme) => getComputedStyle(document.documentElement).colorScheme === scheme, theme);
    await screenshot(page, `receipts-collections-${theme}-desktop`);
  }
  await resizeToPhone(page);
  // Every column, the amount above all, fits a phone: nothing is cut off at the table's edge.
  const collectionsTable = page.getByRole('table', { name: 'Collections' });
  expect(await collectionsTable.evaluate((table) => table.parentElement!.scrollWidth - table.parentElement!.clientWidth)).toBe(0);
  await screenshot(page, 'receipts-collections-dark-phone');
  await page.getByRole('tab', { name: 'Receipts' }).click();
  await page.getByRole('heading', { name: 'Receipts' }).waitFor();
  await screenshot(page, 'receipts-register-dark-phone');
  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await screenshot(page, 'receipts-register-light-phone');
  await page.getByRole('tab', { name: 'Collections' }).click();
  await screenshot(page, 'receipts-collections-light-phone');
});

test('the register pages to older receipts and back', async () => {
  // More receipts than one page holds: a bulk confirmation issues one for each row.
  const { data } = await apiOk<{ data: Registration[] }>(
    'GET',
    '/admin/registrations?paymentStatus=pending&status=active&sort=registrationId&order=desc&limit=60',
  );
  const ids = data.filter((r) => !used.has(r.registrationId)).map((r) => r.registrationId);
  for (const id of ids) used.add(id);
  const job = await apiOk<{ id: string }>('POST', '/admin/registrations/bulk', { body: { action: 'confirmPayment', registrationIds: ids } });
  let status = '';
  await eventually(async () => {
    ({ status } = await apiOk<{ status: string }>('GET', `/admin/jobs/${job.id}`));
    return status !== 'running' && status !== 'queued';
  }, 60_000);
  expect(status).toBe('completed');
  const register = await apiOk<{ data: { number: string }[]; total: number }>('GET', '/admin/receipts?limit=50');
  expect(register.total).toBeGreaterThan(50);

  await signIn(page, 'viewer@example.org');
  await page.goto(portalUrl('/payments?view=receipts'));
  const firstNumber = page.getByRole('cell', { name: register.data[0]!.number, exact: true });
  await firstNumber.waitFor();
  expect(await page.getByRole('button', { name: 'Newer' }).isDisabled()).toBe(true);
  await page.getByRole('button', { name: 'Older' }).click();
  await page.getByRole('cell', { name: register.data[0]!.number, exact: true }).waitFor({ state: 'detached' });
  expect(await page.getByRole('button', { name: /^Cancel receipt/ }).count()).toBe(0);
  await page.getByRole('button', { name: 'Newer' }).click();
  await firstNumber.waitFor();
});

test('a superadmin sets the receipt prefix and the approval threshold on the Payment tab, and the next receipt takes the prefix', async () => {
  const settings = await apiOk<{ payment: { value: Record<string, unknown> } }>('GET', '/admin/settings', { email: 'superadmin@example.org' });
  const payment = settings.payment.value;
  try {
    await signIn(page, 'superadmin@example.org');
    await page.goto(portalUrl('/settings?tab=payment'));
    await page.getByLabel('Receipt prefix').fill('mab');
    await page.getByLabel('Approval threshold (rupees)').fill('99.5');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Use a whole number of rupees').waitFor();
    await page.getByLabel('Approval threshold (rupees)').fill('250000');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Payment settings saved.').first().waitFor();
    const saved = await apiOk<{ payment: { value: Record<string, unknown> } }>('GET', '/admin/settings', { email: 'superadmin@example.org' });
    expect(saved.payment.value).toMatchObject({ receiptPrefix: 'MAB', approvalThreshold: 250000 });
    const registration = await awaiting((r) => r.status === 'active');
    const confirmed = await apiOk<Registration>('PUT', `/admin/register/${registration.registrationId}`, {
      email: 'staff@example.org',
      body: { payment: { status: 'success', mode: 'offline' } },
    });
    expect(confirmed.payment.receipt!.number).toMatch(/^MAB\/\d{4}\/000001$/);
  } finally {
    await apiOk('PUT', '/admin/settings/payment', { email: 'superadmin@example.org', body: { value: payment } });
  }
});
