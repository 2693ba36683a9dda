import type { Locator, Page } from 'playwright-core';
import { idToken, setDemoPassword } from 'tooling/emulator-sign-in';
import { api, useThrowawayAccounts } from '../src/api';
import { portalUrl, screenshot, signIn, useBrowserPage } from '../src/browser';

// A centre coordinator limited to one centre (an account of the test's own, so no demo account
// changes): the receipts she issued before her limit changed are one line of her cash-up, and
// every screen her centre shapes says so; the lookup of another centre's payment says where it
// looked. The superadmin's picker names the centres and lifts a limit with "Every centre".

const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
const browserPage = useBrowserPage(LAPTOP);
let page: Page;
beforeEach(() => {
  page = browserPage.page();
});

const created = useThrowawayAccounts();

interface Registration {
  registrationId: string;
  name: string;
  centerCode: string;
  payment: { paymentId: string; amount: number };
}

/** A staff account of the test's own, seeing every centre, that signs in with the demo password. */
async function newStaff(): Promise<{ email: string; uid: string }> {
  const email = `e2e-coordinator-${Date.now()}-${created.length}@example.org`;
  const invited = await api(await idToken('superadmin@example.org'), 'POST', '/admin/staff-accounts', { email, role: 'staff', centers: [] });
  expect(invited.status).toBe(201);
  created.push(invited.body.user.id);
  await setDemoPassword(invited.body.user.id);
  return { email, uid: invited.body.user.id };
}

/** Offline payments awaiting confirmation in a centre, a few in from the newest (other files take the newest and the oldest). */
async function awaiting(center: string, count: number): Promise<Registration[]> {
  const reply = await api(
    await idToken('superadmin@example.org'),
    'GET',
    `/admin/registrations?center=${center}&paymentMode=offline&paymentStatus=pending&status=active&sort=createdAt&order=desc&limit=${count + 6}`,
  );
  const picked = reply.body.data.slice(6, 6 + count);
  expect(picked).toHaveLength(count);
  return picked;
}

const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;

test('a coordinator limited to Chennai: her cash-up adds her receipts of another centre as one line, and every screen says it holds Chennai', async () => {
  const { email, uid } = await newStaff();
  const [own] = await awaiting('CHN01', 1);
  const [other, notHers] = await awaiting('DLH01', 2);
  const token = await idToken(email);
  for (const r of [own!, other!]) {
    expect((await api(token, 'PUT', `/admin/register/${r.registrationId}`, { payment: { status: 'success', mode: 'offline', method: 'cash' } })).status).toBe(
      200,
    );
  }
  expect((await api(await idToken('superadmin@example.org'), 'PUT', `/admin/staff-accounts/${uid}/centers`, { centers: ['CHN01'] })).status).toBe(200);
  const scope = 'Only your centres: CHN01 (Chennai)';

  await signIn(page, email);
  await page.goto(portalUrl('/payments?view=collections'));
  const sheet = page.getByRole('region', { name: 'Collections' });
  await sheet
    .getByTestId('collections-outside')
    .filter({ hasText: `1 receipt you issued outside your centres: ${rupees(other!.payment.amount)}` })
    .waitFor();
  const mine = sheet.getByRole('row').filter({ hasText: email });
  await mine.getByText(rupees(own!.payment.amount), { exact: true }).waitFor();
  // Colleagues' receipts of Chennai today (other tests' in this run) are rows too: the total is the
  // rows' amounts and her line outside.
  const rowsTotal = await sheet
    .locator('tbody tr:not([data-testid])')
    .evaluateAll((rows) => rows.reduce((sum, row) => sum + Number((row.lastElementChild?.textContent ?? '').replace(/[^\d]/g, '')), 0));
  expect(rowsTotal).toBeGreaterThanOrEqual(own!.payment.amount);
  await sheet
    .getByTestId('collections-total')
    .getByText(rupees(rowsTotal + other!.payment.amount))
    .waitFor();
  await sheet.getByTestId('center-scope').filter({ hasText: scope }).waitFor();
  expect(await sheet.getByText(other!.registrationId).count()).toBe(0);
  // From and To in the person's locale, as the audit trail's.
  expect(await page.getByRole('textbox', { name: 'From' }).getAttribute('placeholder')).toBe('dd/mm/yyyy');
  // The total reads as a total: as large as the rows, not a footer's smaller grey.
  const style = (cell: Locator) => cell.evaluate((element) => [getComputedStyle(element).fontSize, getComputedStyle(element).color]);
  expect(await style(sheet.getByTestId('collections-total').getByRole('cell').last())).toEqual(await style(mine.getByRole('cell').last()));
  await screenshot(page, 'coordinator-collections-1366');

  await page.goto(portalUrl('/registrations'));
  await page
    .getByTestId('registrations-subtitle')
    .filter({ hasText: /registrations?/ })
    .waitFor();
  await page.getByTestId('center-scope').filter({ hasText: scope }).waitFor();
  await screenshot(page, 'coordinator-registrations-1366', { fullPage: false });

  await page.goto(portalUrl('/payments'));
  const queue = page.getByRole('region', { name: 'Offline payments awaiting confirmation' });
  await queue.getByTestId('center-scope').filter({ hasText: scope }).waitFor();
  await page.getByRole('textbox', { name: 'Payment ID or Merchant Transaction ID' }).fill(notHers!.payment.paymentId);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page
    .getByRole('alert')
    .filter({ hasText: `No payment found in your centres with ID "${notHers!.payment.paymentId}". Your centres: CHN01 (Chennai).` })
    .waitFor();
  expect(await page.getByText('Please check the ID').count()).toBe(0);
  await screenshot(page, 'coordinator-lookup-1366', { fullPage: false });

  await page.goto(portalUrl('/audit'));
  await page.getByRole('heading', { level: 1, name: 'Audit Trail' }).waitFor();
  await page.getByTestId('center-scope').filter({ hasText: scope }).waitFor();

  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await palette.getByRole('textbox', { name: 'Search commands and registrations' }).fill(own!.registrationId);
  await palette.getByTestId('center-scope').filter({ hasText: scope }).waitFor();
  await palette.getByRole('list', { name: 'Search Results' }).getByText(own!.name).waitFor();
  await screenshot(page, 'coordinator-palette-1366', { fullPage: false });
  await page.keyboard.press('Escape');

  // On a phone, in the dark theme: the cash-up line and the total fit, the scope is said.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize(PHONE);
  await page.goto(portalUrl('/payments?view=collections'));
  await sheet.getByTestId('collections-outside').waitFor();
  await sheet.getByTestId('center-scope').filter({ hasText: scope }).waitFor();
  const amountCell = sheet.getByTestId('collections-total').getByRole('cell').last();
  const box = (await amountCell.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  await screenshot(page, 'coordinator-collections-390-dark');
  await page.goto(portalUrl('/registrations'));
  await page.getByTestId('center-scope').filter({ hasText: scope }).waitFor();
  await screenshot(page, 'coordinator-registrations-390-dark', { fullPage: false });
  await page.goto(portalUrl('/payments'));
  await page.getByTestId('center-scope').filter({ hasText: scope }).waitFor();
  await screenshot(page, 'coordinator-queue-390-dark', { fullPage: false });
});

test('the centre picker names each centre beside its code, and "Every centre" lifts the limit', async () => {
  const { email, uid } = await newStaff();
  const superadmin = await idToken('superadmin@example.org');
  expect((await api(superadmin, 'PUT', `/admin/staff-accounts/${uid}/centers`, { centers: ['CHN01'] })).status).toBe(200);
  const names = (await api(superadmin, 'GET', '/admin/registrations/centers')).body.centers as { code: string; name: string }[];
  const chennai = names.find((center) => center.code === 'CHN01')!;

  await signIn(page, 'superadmin@example.org');
  await page.goto(portalUrl('/settings?tab=users'));
  const row = page.getByRole('table', { name: 'Users' }).locator(`tr[data-email="${email}"]`);
  const centers = row.getByRole('combobox', { name: `Centers of ${email}` });
  await centers.getByText('CHN01').waitFor();
  await centers.click();
  await page.getByRole('option', { name: `CHN01 ${chennai.name}`, selected: true }).waitFor();
  expect(await page.getByRole('option').count()).toBe(names.length + 1);
  await screenshot(page, 'coordinator-centre-picker-1366', { fullPage: false });
  await page.getByRole('option', { name: 'Every centre' }).click();
  await page.keyboard.press('Escape');
  await centers.getByText('Every centre').waitFor();
  const account = (await api(superadmin, 'GET', '/admin/staff-accounts')).body.data.find((u: { id: string }) => u.id === uid);
  expect(account.centers).toEqual([]);
});
