import type { Page } from 'playwright-core';
import { api, apiOk } from '../src/api';
import { DESKTOP, portalUrl, signIn, useBrowserPage } from '../src/browser';
import { mailReceived, smsReceived } from '../src/messageSinks';
import { eventually } from '../src/processes';
import { idToken } from 'tooling/emulator-sign-in';

// Every message the portal sends, from the composed portal to its own SMTP server and SMS gateway
// stand-in: a disqualification to the registrant and the staff covering its centre, registration
// confirmations of an import, an approval request to the admins who may approve it, and an export
// ready to the person who asked for it (the payment-received receipt and the invitation have files
// of their own: registration-messages, messages and settings).

const browserPage = useBrowserPage(DESKTOP);
let page: Page;
beforeEach(() => {
  page = browserPage.page();
});

const HEADER = 'registrationId,name,gender,contactNumber,school,std,cadre,levelEnrolled,centerCode,paymentId,paymentMode,paymentAmount,paymentStatus,email';

/** A CSV line of a registration of this file's own: a pending offline payment, a mobile number and an e-mail. */
function ownRegistration(label: string) {
  const n = `${Date.now() % 1_000_000}`.padStart(6, '0');
  const registrationId = `REG-0001600-${label}-${n}`;
  const contactNumber = `96${n}33`;
  const email = `parent-${registrationId.toLowerCase()}@example.org`;
  const line = `${registrationId},${label} Child ${n},female,${contactNumber},Sunrise School,4th,Kids Level,BUD,DLH01,PAY-${label}-${n},offline,300,pending,${email}`;
  return { registrationId, contactNumber, email, line };
}

async function imported(label: string) {
  const registration = ownRegistration(label);
  const reply = await api(await idToken('superadmin@example.org'), 'POST', '/admin/imports', { csv: `${HEADER}\n${registration.line}\n` });
  if (reply.status !== 201) throw new Error(`The import answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  return registration;
}

const mailWith = async (to: string, subject: string) => (await mailReceived()).filter((mail) => mail.to.includes(to) && mail.subject === subject);
const arrives = async (to: string, subject: string) => expect(await eventually(async () => (await mailWith(to, subject)).length === 1, 60_000)).toBe(true);

test("a disqualification on a registration's page reaches its registrant by e-mail and SMS, and the staff covering its centre but not the admin who did it", async () => {
  const { registrationId, contactNumber, email } = await imported('DQ');
  await signIn(page, 'admin@example.org');
  await page.goto(portalUrl(`/registrations/${registrationId}`));
  await page.getByRole('heading', { level: 1, name: `Registration ${registrationId}` }).waitFor();
  await page.getByRole('button', { name: `Actions for ${registrationId}` }).click();
  await page.getByRole('menuitem', { name: 'Disqualify...' }).click();
  const dialog = page.getByRole('dialog', { name: 'Disqualify Registration?' });
  await dialog.getByRole('textbox', { name: 'Reason (min. 10 characters)' }).fill('Registered twice under another centre.');
  await dialog.getByRole('button', { name: 'Confirm Disqualification' }).click();
  await dialog.waitFor({ state: 'detached' });

  const subject = `Registration ${registrationId} disqualified`;
  await arrives(email, subject);
  expect((await mailWith(email, subject))[0]!.text).toContain('Reason: Registered twice under another centre.');
  await arrives('superadmin@example.org', subject);
  expect((await mailWith('superadmin@example.org', subject))[0]!.text).toContain(`admin@example.org disqualified`);
  expect(
    await eventually(async () => (await smsReceived()).some((sms) => sms.to === `91${contactNumber}` && sms.message.includes('disqualified')), 60_000),
  ).toBe(true);
  expect(await mailWith('admin@example.org', subject)).toEqual([]);
});

test("an import in Settings with 'Send registration confirmations' ticked sends its registrant the confirmation", async () => {
  const { registrationId, email, line } = ownRegistration('CONF');
  await signIn(page, 'superadmin@example.org');
  await page.goto(portalUrl('/settings?tab=data'));
  await page.getByRole('tab', { name: 'Data', selected: true }).waitFor();
  await page.getByLabel('CSV file to import').setInputFiles({ name: 'one-pupil.csv', mimeType: 'text/csv', buffer: Buffer.from(`${HEADER}\n${line}\n`) });
  await page.getByRole('checkbox', { name: /Send registration confirmations/ }).check();
  await page.getByRole('button', { name: 'Import 1 Registration' }).click();
  await page.getByText('1 registration imported from one-pupil.csv', { exact: false }).waitFor();
  await arrives(email, `Registration confirmed: ${registrationId}`);
});

test('an approval request reaches the admins who may approve it; an export reaches the person who asked, once they want export notices', async () => {
  const { registrationId } = await imported('APR');
  const settings = await apiOk<{ payment: { value: Record<string, unknown> } }>('GET', '/admin/settings', { email: 'superadmin@example.org' });
  const payment = settings.payment.value;
  const preferences = await apiOk<Record<string, unknown>>('GET', '/admin/profile/preferences', { email: 'superadmin@example.org' });
  try {
    await apiOk('PUT', '/admin/settings/payment', { email: 'superadmin@example.org', body: { value: { ...payment, approvalThreshold: 1 } } });
    const asked = await api(await idToken('staff@example.org'), 'PUT', `/admin/register/${registrationId}`, {
      payment: { status: 'success', mode: 'offline' },
    });
    expect(asked.status).toBe(202);
    const subject = `Approval needed: ₹300 for ${registrationId}`;
    await arrives('admin@example.org', subject);
    await arrives('superadmin@example.org', subject);
    expect(await mailWith('staff@example.org', subject)).toEqual([]);

    await apiOk('PUT', '/admin/profile/preferences', { email: 'superadmin@example.org', body: { ...preferences, exportNotifications: true } });
    const before = (await mailWith('superadmin@example.org', 'Your audit log export is ready')).length;
    await apiOk('POST', '/admin/exports', { email: 'superadmin@example.org', body: { kind: 'audit' } });
    expect(await eventually(async () => (await mailWith('superadmin@example.org', 'Your audit log export is ready')).length === before + 1, 120_000)).toBe(
      true,
    );
  } finally {
    await apiOk('PUT', '/admin/settings/payment', { email: 'superadmin@example.org', body: { value: payment } });
    await apiOk('PUT', '/admin/profile/preferences', { email: 'superadmin@example.org', body: preferences });
  }
});
