import type { Locator, Page } from 'playwright-core';
import { apiOk, withThemePreference } from '../src/api';
import { DESKTOP, portalUrl, resizeToPhone, screenshot, signIn, useBrowserPage } from '../src/browser';
import { acceptAllMail, mailReceived, refuseMailTo } from '../src/messageSinks';
import { eventually } from '../src/processes';

// The Messages screen in the composed portal, against the portal's own SMTP server and SMS
// gateway stand-in: a confirmed payment's receipt messages shown as sent, a message the mail
// server refuses shown failed in the server's words and sent again with Resend, and the screen
// kept from staff.

const browserPage = useBrowserPage(DESKTOP);
let page: Page;
beforeEach(() => {
  page = browserPage.page();
});
afterEach(() => acceptAllMail());

interface Registration {
  registrationId: string;
  version: number;
  payment: { status: string; approval: unknown };
}

const used = new Set<string>();
/** An offline payment awaiting confirmation that no other test of this file took, given an e-mail of its own. */
async function registrantWithEmail(): Promise<{ registrationId: string; email: string }> {
  const { data } = await apiOk<{ data: Registration[] }>('GET', '/admin/payments/awaiting-confirmation?limit=100');
  const found = data.find((r) => !used.has(r.registrationId) && r.payment.status === 'pending' && !r.payment.approval);
  if (!found) throw new Error('No registration left for this case');
  used.add(found.registrationId);
  const email = `messages-${found.registrationId.toLowerCase()}-${Date.now()}@example.org`;
  await apiOk('PUT', `/admin/registrations/${found.registrationId}/details`, { body: { email, version: found.version } });
  return { registrationId: found.registrationId, email };
}

const confirm = (registrationId: string) => apiOk('PUT', `/admin/register/${registrationId}`, { body: { payment: { status: 'success', mode: 'offline' } } });

const messages = () => page.getByRole('table', { name: 'Messages' });
/** The e-mail rows to `email`: each sent copy is a row of its own, newest first. */
const emailRows = (email: string): Locator => messages().locator('tbody tr').filter({ hasText: email });

/** Opens Messages from the sidebar, then shows the messages to `email` only. */
async function openMessagesFor(email: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Messages' }).click();
  await page.waitForURL(/\/messages$/);
  await page.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();
  await page.getByLabel('Recipient').fill(email);
  await page.waitForURL((url) => url.searchParams.get('to') === email);
  await emailRows(email).first().waitFor();
}

test("a confirmed payment's receipt e-mail shows as sent; one the server refuses shows failed in its words, and Resend sends a new copy", async () => {
  const paid = await registrantWithEmail();
  await confirm(paid.registrationId);
  await signIn(page, 'admin@example.org');
  await openMessagesFor(paid.email);
  // The counts are asked for every 5 s, and a count that moved brings the rows again.
  const sentRow = emailRows(paid.email).filter({ hasText: 'Payment Received' });
  await sentRow.filter({ hasText: 'Sent' }).waitFor({ timeout: 60_000 });
  const arrived = (await mailReceived()).find((mail) => mail.to.includes(paid.email));
  expect(arrived?.attachments.map((file) => file.contentType)).toEqual(['application/pdf']);

  // The registration's page is one click away, in the message's details.
  await sentRow.getByRole('button', { name: 'Details' }).click();
  const drawer = page.getByRole('dialog', { name: `Message to ${paid.email}` });
  await drawer.getByRole('link', { name: paid.registrationId }).waitFor();
  expect(await drawer.getByTestId('message-body').textContent()).toContain(paid.registrationId);
  await drawer.getByRole('button', { name: 'Close' }).click();
  await drawer.waitFor({ state: 'detached' });

  const refused = await registrantWithEmail();
  await refuseMailTo(refused.email, 550, 'Mailbox unavailable');
  await confirm(refused.registrationId);
  await page.getByLabel('Recipient').fill(refused.email);
  await page.waitForURL((url) => url.searchParams.get('to') === refused.email);
  const failedRow = emailRows(refused.email).filter({ hasText: 'Failed' });
  await failedRow.waitFor({ timeout: 60_000 });
  expect(await failedRow.textContent()).toContain('Mailbox unavailable');
  await screenshot(page, 'messages-failed');

  await acceptAllMail();
  await failedRow.getByRole('button', { name: 'Resend' }).click();
  await page.getByRole('region', { name: 'Notifications' }).getByText('Message queued again', { exact: true }).waitFor();
  // The new copy is a row of its own, above the failed one, and goes out once the server accepts.
  await emailRows(refused.email).filter({ hasText: 'Sent' }).waitFor({ timeout: 60_000 });
  expect(await emailRows(refused.email).count()).toBe(2);
  expect(await emailRows(refused.email).nth(1).textContent()).toContain('Failed');
  expect(await eventually(async () => (await mailReceived()).some((mail) => mail.to.includes(refused.email)))).toBe(true);
});

test('staff are not offered Messages, and /messages typed shows Access denied', async () => {
  await signIn(page, 'staff@example.org');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Audit Trail' }).waitFor();
  expect(await nav.getByRole('link', { name: 'Messages' }).count()).toBe(0);
  await page.goto(portalUrl('/messages'));
  await page.waitForURL(/\/403$/);
  await page.getByRole('heading', { name: 'Access denied' }).waitFor();
});

test.each(['light', 'dark'] as const)('the screen at 1366x768 and as cards at 390x844, %s theme', async (theme) => {
  await withThemePreference('admin@example.org', theme, async () => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await signIn(page, 'admin@example.org');
    await page.goto(portalUrl('/messages'));
    await page.getByRole('group', { name: 'Messages by status' }).waitFor();
    await messages()
      .or(page.getByText(/^No messages/))
      .first()
      .waitFor();
    // The welcome notice would cover the heading on a phone; it goes by itself (it may be gone already).
    await page.getByText('Welcome back').waitFor({ state: 'hidden' });
    await screenshot(page, `messages-desktop-${theme}`, { fullPage: false });
    await resizeToPhone(page);
    await page
      .getByRole('list', { name: 'Messages' })
      .or(page.getByText(/^No messages/))
      .first()
      .waitFor();
    await screenshot(page, `messages-phone-${theme}`);
  });
});
