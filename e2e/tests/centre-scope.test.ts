import type { Page } from 'playwright-core';
import { idToken, setDemoPassword } from 'tooling/emulator-sign-in';
import { api, useThrowawayAccounts } from '../src/api';
import { DESKTOP, PHONE, portalUrl, screenshot, signIn, signInLive, useBrowserPage } from '../src/browser';

// Centre-scoped staff in the real portal: the superadmin limits the staff account to one centre on
// the Users tab; signed in, that person's dashboard says which centre it counts and counts only it,
// and the list holds only its registrations. The account gets every centre back afterwards.
// An invitation limited to a centre from the Invite dialog; and, for a staff member of one centre
// (an account of the test's own), the command palette, the payment lookup and queue, and the live
// feed: a colleague's change in another centre never reaches their screen, one in theirs does.

const browserPage = useBrowserPage(DESKTOP);
let page: Page;
beforeEach(() => {
  page = browserPage.page();
});

const STAFF = 'staff@example.org';

async function staffUid(token: string): Promise<string> {
  return (await api(token, 'GET', '/admin/staff-accounts')).body.data.find((u: { email: string }) => u.email === STAFF).id;
}

/** `email` signed in, in a browser of their own beside the test's. */
async function asAnother(email: string, act: (page: Page) => Promise<void>): Promise<void> {
  const theirs = await page.context().browser()!.newContext({ viewport: DESKTOP });
  try {
    const theirPage = await theirs.newPage();
    await signIn(theirPage, email);
    await act(theirPage);
  } finally {
    await theirs.close();
  }
}

afterAll(async () => {
  const token = await idToken('superadmin@example.org');
  await api(token, 'PUT', `/admin/staff-accounts/${await staffUid(token)}/centers`, { centers: [] });
});

test('a staff member limited to Chennai on the Users tab sees Chennai alone on the dashboard and in the list', async () => {
  const superadmin = await idToken('superadmin@example.org');
  const chennai = (await api(superadmin, 'GET', '/admin/registrations/count?center=CHN01')).body.total as number;
  const everyone = (await api(superadmin, 'GET', '/admin/stats')).body.totalRegistrations as number;
  expect(chennai).toBeGreaterThan(0);
  expect(chennai).toBeLessThan(everyone);

  await signIn(page, 'superadmin@example.org');
  await page.goto(portalUrl('/settings?tab=users'));
  const row = page.getByRole('table', { name: 'Users' }).locator(`tr[data-email="${STAFF}"]`);
  const centers = row.getByRole('combobox').nth(1);
  await centers.click();
  await page.getByRole('option', { name: 'CHN01' }).click();
  await page.keyboard.press('Escape');
  await page.getByText('Priya Nair now sees CHN01.').waitFor();
  await row.getByText('CHN01').waitFor();

  // The staff member in a browser of their own.
  await asAnother(STAFF, async (staffPage) => {
    await staffPage.getByTestId('center-scope').filter({ hasText: 'Only your centres: CHN01 (Chennai)' }).waitFor();
    await staffPage
      .getByTestId('total-registrations')
      .filter({ hasText: chennai.toLocaleString('en-IN') })
      .waitFor();
  });

  const staff = await idToken(STAFF);
  const listed = await api(staff, 'GET', '/admin/registrations?limit=1000');
  expect(listed.body.total).toBe(chennai);
  expect(listed.body.data.every((r: { centerCode: string }) => r.centerCode === 'CHN01')).toBe(true);
});

const created = useThrowawayAccounts();

interface Registration {
  registrationId: string;
  name: string;
  centerCode: string;
  payment: { paymentId: string };
}

/** A staff account of the test's own, limited to `centers`, that signs in with the demo password. */
async function staffOf(centers: string[]): Promise<string> {
  const email = `e2e-scope-${Date.now()}-${created.length}@example.org`;
  const invited = await api(await idToken('superadmin@example.org'), 'POST', '/admin/staff-accounts', { email, role: 'staff', centers });
  expect(invited.status).toBe(201);
  created.push(invited.body.user.id);
  await setDemoPassword(invited.body.user.id);
  return email;
}

/** Offline payments awaiting confirmation in a centre, newest first (the queue's other end from other files' picks). */
async function awaiting(center: string, count: number): Promise<Registration[]> {
  const token = await idToken('superadmin@example.org');
  const reply = await api(
    token,
    'GET',
    `/admin/registrations?center=${center}&paymentMode=offline&paymentStatus=pending&status=active&sort=createdAt&order=desc&limit=${count}`,
  );
  expect(reply.body.data).toHaveLength(count);
  return reply.body.data;
}

test('the Invite dialog limits a new account to the centres picked there', async () => {
  const email = `e2e-scope-invite-${Date.now()}@example.org`;
  await signIn(page, 'superadmin@example.org');
  await page.goto(portalUrl('/settings?tab=users'));
  await page.getByRole('button', { name: 'Invite User' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  const centers = dialog.getByRole('combobox', { name: 'Centers' });
  await centers.getByText('Every centre').waitFor();
  await centers.click();
  await page.getByRole('option', { name: 'BLR01' }).click();
  await page.getByRole('option', { name: 'CHN01' }).click();
  await page.keyboard.press('Escape');
  await centers.getByText('BLR01, CHN01').waitFor();
  await screenshot(page, 'centre-scope-invite');
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  await dialog.getByText(`Invitation sent to ${email}`).waitFor();
  await dialog.getByText('Invited as viewer, seeing BLR01, CHN01.', { exact: false }).waitFor();
  const account = (await api(await idToken('superadmin@example.org'), 'GET', '/admin/staff-accounts')).body.data.find(
    (u: { email: string }) => u.email === email,
  );
  created.push(account.id);
  expect(account.centers).toEqual(['BLR01', 'CHN01']);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('table', { name: 'Users' }).locator(`tr[data-email="${email}"]`).getByText('BLR01, CHN01').waitFor();
});

test("a one-centre staff member's palette, payment lookup and queue hold only their centre; a colleague's change reaches them only from it", async () => {
  const email = await staffOf(['CHN01']);
  const [own, ownToConfirm] = await awaiting('CHN01', 2);
  const [other] = await awaiting('DLH01', 1);
  await signInLive(page, email);

  // The palette: another centre's registration is not found by its id; theirs is.
  const searchPalette = async (term: string) => {
    await page.getByRole('button', { name: /Search registrations/ }).waitFor();
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    const searched = page.waitForResponse((response) => response.url().includes('/admin/registrations?') && response.url().includes(`q=${term}`));
    await palette.getByRole('textbox', { name: 'Search commands and registrations' }).fill(term);
    await searched;
    return palette;
  };
  let palette = await searchPalette(other!.registrationId);
  await palette.getByText('No results found').waitFor();
  await page.keyboard.press('Escape');
  await palette.waitFor({ state: 'detached' });
  palette = await searchPalette(own!.registrationId);
  await palette.getByRole('list', { name: 'Search Results' }).getByText(own!.name).waitFor();
  await screenshot(page, 'centre-scope-palette');
  await page.keyboard.press('Escape');
  await palette.waitFor({ state: 'detached' });

  // The payment lookup: another centre's payment is not found; theirs is.
  await page.goto(portalUrl('/payments'));
  await page.getByRole('heading', { level: 1, name: 'Payment Management' }).waitFor();
  const lookUp = async (id: string) => {
    await page.getByRole('textbox', { name: 'Payment ID or Merchant Transaction ID' }).fill(id);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
  };
  await lookUp(other!.payment.paymentId);
  await page
    .getByRole('alert')
    .filter({ hasText: `No payment found in your centres with ID "${other!.payment.paymentId}". Your centres: CHN01 (Chennai).` })
    .waitFor();
  await lookUp(own!.payment.paymentId);
  await page.getByRole('article', { name: `Payment ${own!.payment.paymentId}` }).waitFor();

  // The queue: its count is their centre's, and every row is of their centre.
  const mine = await idToken(email);
  const theirTotal = (await api(mine, 'GET', '/admin/payments/awaiting-confirmation?limit=1')).body.total as number;
  const everyone = (await api(await idToken('superadmin@example.org'), 'GET', '/admin/payments/awaiting-confirmation?limit=1')).body.total as number;
  expect(theirTotal).toBeLessThan(everyone);
  await page.getByText(`${theirTotal.toLocaleString('en-IN')} awaiting`).waitFor();
  const queue = page.getByRole('table', { name: 'Offline payments awaiting confirmation' });
  await queue.getByRole('row').nth(1).waitFor();
  const listed = await queue.getByRole('row').locator('a').allTextContents();
  expect(listed.length).toBeGreaterThan(0);
  const superadmin = await idToken('superadmin@example.org');
  for (const paymentId of listed) {
    expect((await api(superadmin, 'GET', `/admin/find-by-payment-id?paymentId=${encodeURIComponent(paymentId)}`)).body.centerCode).toBe('CHN01');
  }
  await screenshot(page, 'centre-scope-payments');

  // The live feed: a colleague confirms another centre's payment, then one of theirs; only the
  // second reaches this screen (its notice), and the feed keeps order, so the first would have come before it.
  await page
    .getByTestId('live-indicator')
    .filter({ hasText: /^Live$/ })
    .waitFor();
  const colleague = await idToken('admin@example.org');
  const confirm = async (registration: Registration) =>
    expect((await api(colleague, 'PUT', `/admin/register/${registration.registrationId}`, { payment: { status: 'success', mode: 'offline' } })).status).toBe(
      200,
    );
  await confirm(other!);
  await confirm(ownToConfirm!);
  const notices = page.getByRole('region', { name: 'Notifications' });
  await notices.getByText(ownToConfirm!.registrationId).waitFor();
  await notices.getByText('Payment confirmed by admin@example.org').waitFor();
  expect(await page.getByText(other!.registrationId).count()).toBe(0);
  await page.getByText(`${(theirTotal - 1).toLocaleString('en-IN')} awaiting`).waitFor();
});

test('the Center column: offered to someone who sees every centre, and on their phone cards; not offered to a one-centre staff member', async () => {
  await signIn(page, 'superadmin@example.org');
  await page.goto(portalUrl('/registrations'));
  const table = page.getByRole('grid', { name: 'Registrations' });
  await table.getByRole('row').nth(1).waitFor();
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('dialog', { name: 'Columns' }).getByRole('checkbox', { name: 'Show Center' }).click();
  await page.waitForURL(/columns=.*centerCode/);
  await page.keyboard.press('Escape');
  const sorted = page.waitForResponse((response) => response.url().includes('sort=centerCode'));
  await table.getByRole('button', { name: 'Center' }).click();
  await sorted;
  // Sorted by centre, the first row is of the first centre in code order.
  await table.getByRole('row').nth(1).getByText('BLR01').waitFor();
  await screenshot(page, 'centre-scope-center-column');
  await page.setViewportSize(PHONE);
  await page
    .getByTestId('registration-card')
    .first()
    .getByText(/· BLR01$/)
    .waitFor();
  await screenshot(page, 'centre-scope-center-cards');

  await asAnother(await staffOf(['CHN01']), async (staffPage) => {
    const centers = staffPage.waitForResponse((response) => response.url().endsWith('/admin/registrations/centers'));
    await staffPage.goto(portalUrl('/registrations'));
    await centers;
    await staffPage.getByRole('grid', { name: 'Registrations' }).getByRole('row').nth(1).waitFor();
    await staffPage.getByRole('button', { name: 'Columns' }).click();
    const menu = staffPage.getByRole('dialog', { name: 'Columns' });
    await menu.getByRole('checkbox', { name: 'Show Status' }).waitFor();
    expect(await menu.getByRole('checkbox', { name: 'Show Center' }).count()).toBe(0);
  });
});
