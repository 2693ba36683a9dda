import type { Page } from 'playwright-core';
import { api } from '../src/api';
import { DESKTOP, portalUrl, resizeToPhone, signIn, useBrowserPage } from '../src/browser';
import { mailReceived } from '../src/messageSinks';
import { idToken } from 'tooling/emulator-sign-in';

// A registration's page shows what was sent to its registrant: an admin gives a registration of
// this test's own an e-mail in the edit dialog and confirms its payment there; the page's Messages
// section shows the payment-received e-mail and SMS as sent (asked again every 10 s), and the
// e-mail, the receipt PDF attached, reached the portal's own SMTP server.

const browserPage = useBrowserPage(DESKTOP);
let page: Page;
beforeEach(() => {
  page = browserPage.page();
});

/** A registration of this test's own, imported with a pending offline payment: nobody else's test reads or changes it. */
async function importedRegistration(label: string): Promise<{ registrationId: string; name: string }> {
  const n = `${Date.now() % 1_000_000}`.padStart(6, '0');
  const registrationId = `REG-0001500-${label}-${n}`;
  const name = `${label} Child ${n}`;
  const csv =
    'registrationId,name,gender,contactNumber,school,std,cadre,levelEnrolled,centerCode,paymentId,paymentMode,paymentAmount,paymentStatus\n' +
    `${registrationId},${name},female,97${n}22,Sunrise School,4th,Kids Level,BUD,DLH01,PAY-${label}-${n},offline,300,pending\n`;
  const reply = await api(await idToken('superadmin@example.org'), 'POST', '/admin/imports', { csv });
  if (reply.status !== 201) throw new Error(`The import answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  return { registrationId, name };
}

test("confirmed on the registration's page, the payment-received e-mail and SMS show there as sent, and the e-mail carries the receipt PDF", async () => {
  const { registrationId } = await importedRegistration('MSGS');
  const email = `parent-${registrationId.toLowerCase()}@example.org`;
  await signIn(page, 'admin@example.org');
  await page.goto(portalUrl(`/registrations/${registrationId}`));
  await page.getByRole('heading', { level: 1, name: `Registration ${registrationId}` }).waitFor();
  const section = page.getByRole('region', { name: 'Messages' });
  await section.getByText('No messages sent yet.').waitFor();

  // The e-mail, given in the edit dialog.
  await page.getByRole('button', { name: `Actions for ${registrationId}` }).click();
  await page.getByRole('menuitem', { name: 'Edit Registration' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Registration' });
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('heading', { name: 'Details' }).locator('..').getByText(email).waitFor();

  await page.getByRole('button', { name: `Actions for ${registrationId}` }).click();
  await page.getByRole('menuitem', { name: 'Confirm Payment' }).click();
  const question = page.getByRole('dialog', { name: 'Confirm offline payment?' });
  await question.getByRole('button', { name: 'Confirm Payment' }).click();
  await question.waitFor({ state: 'detached' });

  const messages = section.getByRole('list', { name: 'Messages' }).getByRole('listitem');
  const sentEmail = messages
    .filter({ hasText: 'E-mail' })
    .filter({ hasText: 'Payment Received' })
    .filter({ hasText: `To: ${email}` });
  const sentSms = messages.filter({ hasText: 'SMS' }).filter({ hasText: 'Payment Received' });
  // Queued at once, then sent by the worker: the section asks again every 10 s.
  await sentEmail.filter({ hasText: 'Sent' }).waitFor({ timeout: 60_000 });
  await sentSms.filter({ hasText: 'Sent' }).waitFor({ timeout: 60_000 });
  expect(await messages.count()).toBe(2);

  const arrived = (await mailReceived()).filter((mail) => mail.to.includes(email));
  expect(arrived).toHaveLength(1);
  expect(arrived[0]!.subject).toBe(`Payment received for ${registrationId}`);
  expect(arrived[0]!.attachments.map((file) => file.contentType)).toEqual(['application/pdf']);

  await section.scrollIntoViewIfNeeded();
  await section.screenshot({ path: `${__dirname}/../artifacts/registration-messages-1366.png` });
  await resizeToPhone(page);
  await section.scrollIntoViewIfNeeded();
  await section.screenshot({ path: `${__dirname}/../artifacts/registration-messages-390.png` });
  // Nothing of the section runs off a phone's screen sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
