import type { Page } from 'playwright-core';
import { idToken } from 'tooling/emulator-sign-in';
import { api, importOfflineAtGateway, withThemePreference } from '../src/api';
import { DESKTOP, PHONE, portalUrl, resizeToPhone, screenshot, signIn, useBrowserPage } from '../src/browser';
import { shellWithUnreachableApi } from '../src/unreachableApi';

// The payment lookup as staff read it: an id in any case, a status heading in words that fits a
// phone, what a viewer is told about a payment awaiting confirmation, and a server that cannot be
// reached told apart from an id that does not exist.

const browserPage = useBrowserPage(DESKTOP);
let page: Page;
beforeEach(() => {
  page = browserPage.page();
});

interface Registration {
  registrationId: string;
  payment: { paymentId: string; mode: string; status: string };
}

const lookupBox = () => page.getByRole('textbox', { name: 'Payment ID or Merchant Transaction ID' });
const card = (paymentId: string) => page.getByRole('article', { name: `Payment ${paymentId}` });

async function lookUp(id: string): Promise<void> {
  await lookupBox().fill(id);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

async function first(query: string): Promise<Registration> {
  const token = await idToken('admin@example.org');
  const reply = await api(token, 'GET', `/admin/registrations?${query}&limit=1`);
  return reply.body.data[0];
}

async function openPayments(email: string): Promise<void> {
  await signIn(page, email);
  await page.goto(portalUrl('/payments'));
  await page.getByRole('heading', { level: 1, name: 'Payment Management' }).waitFor();
}

test('a payment id typed in lower case finds its payment', async () => {
  const registration = await first('paymentStatus=success&sort=registrationId&order=asc');
  await openPayments('staff@example.org');
  await lookUp(registration.payment.paymentId.toLowerCase());
  await card(registration.payment.paymentId).waitFor();
  expect(await page.getByText(/No payment found/).count()).toBe(0);
});

test("an offline payment pending at the gateway is headed and badged Pending, as the spec's badge says, and the heading fits a phone", async () => {
  const { paymentId } = await importOfflineAtGateway('LOOKUP');
  // Starts light and gives back staff's saved preferences, which the theme toggle changes.
  await withThemePreference('staff@example.org', 'light', async () => {
    await openPayments('staff@example.org');
    await lookUp(paymentId);
    const heading = card(paymentId).getByRole('heading', { level: 2 });
    await heading.waitFor();
    expect(await heading.textContent()).toBe('PENDING');
    expect(await card(paymentId).getByText('Pending (gateway)').count()).toBe(0);
    await card(paymentId).getByText('Pending', { exact: true }).waitFor();
    await card(paymentId).getByRole('button', { name: 'Confirm Payment' }).waitFor();
    for (const theme of ['light', 'dark'] as const) {
      if (theme === 'dark') await page.getByRole('button', { name: 'Toggle theme' }).click();
      await screenshot(page, `payments-gateway-${theme}-desktop`);
    }
    await resizeToPhone(page);
    const fits = await heading.evaluate((element) => element.scrollWidth <= element.clientWidth + 1);
    expect(fits).toBe(true);
    await screenshot(page, 'payments-gateway-dark-phone');
    // The toggle's save is answered before the preferences are given back, so it cannot land after.
    const saved = page.waitForResponse((reply) => reply.url().endsWith('/admin/profile/preferences') && reply.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Toggle theme' }).click();
    await saved;
    await screenshot(page, 'payments-gateway-light-phone');
  });
});

test('a viewer is told who can confirm a payment awaiting confirmation, not that it is ready for them', async () => {
  const token = await idToken('admin@example.org');
  const [registration] = (await api(token, 'GET', '/admin/payments/awaiting-confirmation?limit=1')).body.data as Registration[];
  await openPayments('viewer@example.org');
  await lookUp(registration!.payment.paymentId);
  const result = card(registration!.payment.paymentId);
  await result.waitFor();
  expect(await result.getByText('Ready for confirmation').count()).toBe(0);
  await result.getByText('Awaiting confirmation by staff. Your role cannot confirm payments.').waitFor();
  expect(await result.getByRole('button', { name: 'Confirm Payment' }).count()).toBe(0);
});

test('a lookup that cannot reach the server says so and offers Retry, not "check the ID"', async () => {
  const shell = await shellWithUnreachableApi();
  try {
    await page.goto(`${shell.origin}/auth/sign-in`);
    await signIn(page, 'staff@example.org');
    await page.goto(`${shell.origin}/payments`);
    await page.getByRole('heading', { level: 1, name: 'Payment Management' }).waitFor();
    await lookUp('PAY-ABACUS-000001');
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to search by payment ID.' });
    await alert.waitFor();
    expect(await alert.textContent()).not.toMatch(/check the ID/);
    const retried = page.waitForRequest((request) => request.url().includes('/admin/find-by-merchant-transaction-id'));
    await alert.getByRole('button', { name: 'Retry' }).click();
    await retried;
    await screenshot(page, 'payments-lookup-unreachable');
  } finally {
    await shell.stop();
  }
});

/** A pending cash payment of a registration of this test's own, optionally marked a duplicate (its card then warns, and is taller). */
async function cashPayment(label: string, school: string, duplicate: boolean): Promise<Registration & { name: string }> {
  const n = `${Date.now() % 1_000_000}`.padStart(6, '0');
  const registrationId = `REG-0001500-${label}-${n}`;
  const csv =
    'registrationId,name,gender,contactNumber,school,std,cadre,levelEnrolled,centerCode,paymentId,paymentMode,paymentAmount,paymentStatus\n' +
    `${registrationId},${label} Parent Child ${n},female,+9198${n}11,"${school}",4th,Kids Level,BUD,DLH01,PAY-${label}-${n},offline,300,pending\n`;
  const token = await idToken('superadmin@example.org');
  expect((await api(token, 'POST', '/admin/imports', { csv })).status).toBeLessThan(300);
  if (duplicate) {
    const { version } = (await api(token, 'GET', `/admin/registrations/${registrationId}`)).body;
    expect((await api(token, 'PUT', `/admin/registrations/${registrationId}/status`, { status: 'duplicate', version })).status).toBe(200);
  }
  return (await api(token, 'GET', `/admin/registrations/${registrationId}`)).body;
}

/** The control is inside the 390 x 844 screen and nothing lies over its middle (a notice, the top bar). */
async function inViewAndUncovered(control: ReturnType<Page['getByRole']>): Promise<void> {
  const box = (await control.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(844);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(
    await control.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
      return hit !== null && element.contains(hit);
    }),
  ).toBe(true);
}

// Timed task: a parent phones with a cash payment ID; staff find it and confirm it on a phone,
// Confirm Payment on screen after Search without scrolling, for a plain card and for one taller than the screen.
test.each([
  ['a plain card', 'light', 'PHONECASH', 'Sanskriti School', false],
  [
    'a duplicate with a long school, taller than the screen',
    'dark',
    'PHONEDUP',
    'Kendriya Vidyalaya No. 2, Delhi Cantonment, Sector 4, Opposite the Old Parade Ground, New Delhi',
    true,
  ],
] as const)(
  'on a phone a cash payment is found by its ID and confirmed, Confirm Payment on screen after Search (%s, %s)',
  async (_case, theme, label, school, duplicate) => {
    const registration = await cashPayment(label, school, duplicate);
    const { paymentId } = registration.payment;
    await page.setViewportSize(PHONE);
    await withThemePreference('staff@example.org', theme, async () => {
      await openPayments('staff@example.org');
      await page.getByRole('list', { name: 'Offline payments awaiting confirmation' }).getByRole('listitem').first().waitFor();
      // Read out over the phone, typed as heard.
      await lookUp(paymentId.toLowerCase());
      const result = card(paymentId);
      const confirm = result.getByRole('button', { name: /^Confirm Payment/ });
      await confirm.waitFor();
      await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
      await inViewAndUncovered(confirm);
      await screenshot(page, `payments-lookup-phone-${label.toLowerCase()}-${theme}`, { fullPage: false });

      await confirm.click();
      const dialog = page.getByRole('dialog', { name: 'Confirm offline payment?' });
      const yes = dialog.getByRole('button', { name: duplicate ? 'Confirm Payment of Duplicate Registration' : 'Confirm Payment', exact: true });
      await yes.waitFor();
      await inViewAndUncovered(yes);
      await yes.click();
      await page.getByRole('region', { name: 'Notifications' }).getByText('Payment Confirmed').waitFor();
      await result.getByText('No action required').waitFor();
    });
    const after = (await api(await idToken('admin@example.org'), 'GET', `/admin/registrations/${registration.registrationId}`)).body;
    expect(after.payment.status).toBe('success');
  },
);
