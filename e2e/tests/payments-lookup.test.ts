import type { Page } from 'playwright-core';
import { api, idToken } from '../src/api';
import { portalUrl, screenshot, signIn, useBrowserPage } from '../src/browser';
import { shellWithUnreachableApi } from '../src/unreachableApi';

// The payment lookup as staff read it: an id in any case, a status heading in words that fits a
// phone, what a viewer is told about a payment awaiting confirmation, and a server that cannot be
// reached told apart from an id that does not exist.

const browserPage = useBrowserPage({ width: 1366, height: 900 });
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

test('a payment pending at the gateway is headed in words, and the heading fits a phone', async () => {
  const registration = await first('paymentStatus=pending_payment_gateway&paymentMode=offline');
  await openPayments('staff@example.org');
  await lookUp(registration.payment.paymentId);
  const heading = card(registration.payment.paymentId).getByRole('heading', { level: 2 });
  await heading.waitFor();
  expect(await heading.textContent()).toBe('PENDING (GATEWAY)');
  for (const theme of ['light', 'dark'] as const) {
    if (theme === 'dark') await page.getByRole('button', { name: 'Toggle theme' }).click();
    await screenshot(page, `payments-gateway-${theme}-desktop`);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  const fits = await heading.evaluate((element) => element.scrollWidth <= element.clientWidth + 1);
  expect(fits).toBe(true);
  await screenshot(page, 'payments-gateway-dark-phone');
  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await screenshot(page, 'payments-gateway-light-phone');
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

test('on a phone, Search brings the result and its Confirm Payment into view', async () => {
  const registration = await first('paymentStatus=pending&paymentMode=offline&status=active&sort=registrationId&order=desc');
  await page.setViewportSize({ width: 390, height: 844 });
  await openPayments('staff@example.org');
  await lookUp(registration.payment.paymentId);
  const confirm = card(registration.payment.paymentId).getByRole('button', { name: /^Confirm Payment/ });
  await confirm.waitFor();
  const box = await confirm.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(844);
  await screenshot(page, 'payments-lookup-phone-result-in-view', { fullPage: false });
});
