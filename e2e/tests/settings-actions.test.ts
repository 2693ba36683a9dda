import type { Locator, Page } from 'playwright-core';
import { idToken } from 'tooling/emulator-sign-in';
import { DEFAULT_AUDIT_SETTINGS, DEFAULT_PAYMENT_SETTINGS } from '../../shared/src/domain/settings/settings';
import { DEMO_FEATURE_FLAGS } from '../../shared/src/domain/settings/feature-flags';
import { DEFAULT_FEATURE_FLAGS } from '../../shared/src/platform/settings/featureFlags';
import { api, useThrowawayAccounts } from '../src/api';
import { waitForStillness } from '../src/axe';
import { DESKTOP, portalUrl, screenshot, signIn, useBrowserPage } from '../src/browser';

// Every action the Settings screen offers, pressed once in the real portal against the real API:
// each tab's buttons, switches, menus and dialog buttons. Component tests fake the network, so a
// call the API refuses (a body-less DELETE with a JSON content type, once) shows only here.
// Everything a test changes is put back, for the other browser tests of the run.

const browserPage = useBrowserPage(DESKTOP, { permissions: ['clipboard-read', 'clipboard-write'] });
let page: Page;
beforeEach(() => {
  page = browserPage.page();
});

const createdUids = useThrowawayAccounts();
afterAll(async () => {
  // Whatever a test got to before it ended, the other browser tests of the run get the defaults.
  const token = await idToken('superadmin@example.org');
  await api(token, 'PUT', '/admin/settings/organization', { value: { name: 'Admin Portal', primaryColor: '#6366f1' } });
  await api(token, 'PUT', '/admin/settings/payment', { value: DEFAULT_PAYMENT_SETTINGS });
  await api(token, 'PUT', '/admin/settings/audit', { value: DEFAULT_AUDIT_SETTINGS });
  for (const [key, enabled] of Object.entries({ ...DEFAULT_FEATURE_FLAGS, ...DEMO_FEATURE_FLAGS })) {
    await api(token, 'PUT', `/admin/feature-flags/${key}`, { enabled });
  }
});

const notices = () => page.getByRole('region', { name: 'Notifications' });
const panel = () => page.getByRole('tabpanel');

async function openTab(tab: string): Promise<void> {
  await page.goto(portalUrl(`/settings?tab=${tab}`));
  await page.getByRole('tab', { name: tab.replace(/^./, (c) => c.toUpperCase()), selected: true }).waitFor();
}

/**
 * Chooses `role` in a user row's role select. The row is drawn again as the live feed reports the
 * invitation just sent, and a select opened just before closes with it: it is opened again (three
 * tries at most) until its list of roles has stayed up for the choice.
 */
/** Waits until a switch shows `checked` and takes input again (it is disabled while its change is saved). */
async function switchSettled(flag: Locator, checked: boolean): Promise<void> {
  const input = await flag.elementHandle();
  await page.waitForFunction(([element, expected]) => (element as HTMLInputElement).checked === expected && !(element as HTMLInputElement).disabled, [
    input,
    checked,
  ] as const);
}

async function chooseRole(row: Locator, role: string): Promise<void> {
  const option = page.getByRole('option', { name: role });
  for (let attempt = 1; ; attempt += 1) {
    await row.getByRole('combobox').first().click();
    try {
      await option.click({ timeout: 10_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/** Waits for a notice saying this (its title and text are one element), and no error notice. */
async function expectNotice(text: string): Promise<void> {
  await notices().getByText(text).first().waitFor();
  await expect(
    notices()
      .getByText(/^Error$/)
      .count(),
  ).resolves.toBe(0);
}

test('organization, payment and audit settings: each Save Changes saves (and is put back)', async () => {
  await signIn(page, 'superadmin@example.org');
  await openTab('organization');
  const name = panel().getByLabel('Organization name');
  await name.waitFor();
  const originalName = await name.inputValue();
  await name.fill('Action Walk Academy');
  await panel().getByLabel('Primary color picker').fill('#0f766e');
  expect(await panel().getByLabel('Primary color', { exact: true }).inputValue()).toBe('#0f766e');
  await panel().getByRole('button', { name: 'Save Changes' }).click();
  await expectNotice('Organization settings saved.');
  await name.fill(originalName);
  await panel().getByLabel('Primary color', { exact: true }).fill('#6366f1');
  await panel().getByRole('button', { name: 'Save Changes' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByText(originalName).waitFor();

  await openTab('payment');
  const fee = panel().getByLabel('Registration fee');
  await fee.waitFor();
  await fee.fill('350');
  await panel().getByLabel('Online payments').click();
  await panel().getByRole('button', { name: 'Save Changes' }).click();
  await expectNotice('Payment settings saved.');
  const token = await idToken('superadmin@example.org');
  const saved = (await api(token, 'GET', '/admin/settings')).body.payment.value;
  expect(saved).toMatchObject({ registrationFee: 350, onlineEnabled: false });
  await fee.fill('300');
  await panel().getByLabel('Online payments').click();
  const restored = page.waitForResponse((r) => r.url().endsWith('/admin/settings/payment') && r.request().method() === 'PUT' && r.ok());
  await panel().getByRole('button', { name: 'Save Changes' }).click();
  await restored;
  await expect(api(token, 'GET', '/admin/settings').then((r) => r.body.payment.value.registrationFee)).resolves.toBe(300);

  await openTab('data');
  const retention = panel().getByLabel('Data retention (days)');
  await retention.waitFor();
  await retention.fill('400');
  await panel().getByLabel('Log profile changes').click();
  await panel().getByRole('form', { name: 'Audit & Compliance' }).getByRole('button', { name: 'Save Changes' }).click();
  await expectNotice('Audit settings saved.');
  expect((await api(token, 'GET', '/admin/settings')).body.audit.value).toEqual({ logProfileChanges: false, dataRetentionDays: 400 });
  expect((await api(token, 'PUT', '/admin/settings/audit', { value: DEFAULT_AUDIT_SETTINGS })).status).toBe(200);
});

test('centers: add, edit (and cancel), delete, each against the API', async () => {
  const code = `W${String(Date.now()).slice(-6)}`;
  await signIn(page, 'superadmin@example.org');
  await openTab('centers');
  const centers = panel().getByRole('table', { name: 'Centers' });
  await centers.getByText('DLH01').waitFor();

  await panel().getByRole('button', { name: 'Add Center' }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached' });

  await panel().getByRole('button', { name: 'Add Center' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByLabel('Center code').fill(code);
  await dialog.getByLabel('Center name').fill('Walkthrough Hall');
  await dialog.getByLabel('City').fill('Pune');
  await dialog.getByRole('button', { name: 'Add Center' }).click();
  await expectNotice(`Walkthrough Hall (${code}) has been added.`);
  const row = centers.getByRole('row').filter({ hasText: code });
  await row.waitFor();

  await row.getByRole('button', { name: `Edit ${code}` }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByLabel('City').fill('Nashik');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectNotice(`Walkthrough Hall (${code}) has been updated.`);
  await row.getByText('Nashik').waitFor();
  await screenshot(page, 'settings-actions-centers');

  await row.getByRole('button', { name: `Delete ${code}` }).click();
  const question = page.getByRole('dialog', { name: 'Delete center?' });
  await question.getByText(`Walkthrough Hall (${code})`).waitFor();
  await waitForStillness(page);
  await screenshot(page, 'settings-actions-center-delete-question');
  await question.getByRole('button', { name: 'Delete' }).click();
  await expectNotice(`Walkthrough Hall (${code}) has been deleted.`);
  await row.waitFor({ state: 'detached' });
  const token = await idToken('superadmin@example.org');
  const codes = (await api(token, 'GET', '/admin/centers')).body.data.map((c: { code: string }) => c.code);
  expect(codes).not.toContain(code);
});

test('users: invite (e-mailed, done), resend the invitation, change role, remove after confirming; no Remove on your own row', async () => {
  const email = `e2e-walk-${Date.now()}@example.org`;
  await signIn(page, 'superadmin@example.org');
  await openTab('users');
  const users = panel().getByRole('table', { name: 'Users' });
  // The signed-in account's row offers no Remove. (The shared Auth emulator may hold an older
  // account under the same e-mail, recreated by another run: that row is another account.)
  const superadminRows = users.locator('tr[data-email="superadmin@example.org"]');
  await superadminRows.first().waitFor();
  const rowsWithoutRemove = superadminRows.filter({ hasNot: page.getByRole('button', { name: /Remove/ }) });
  expect(await rowsWithoutRemove.count()).toBe(1);
  expect(await rowsWithoutRemove.getByText('Just now').count()).toBe(1);

  await panel().getByRole('button', { name: 'Invite User' }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached' });
  await panel().getByRole('button', { name: 'Invite User' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  // The portal's SMTP server takes the e-mail: nothing to copy.
  await dialog.getByText(`Invitation sent to ${email}`).waitFor();
  expect(await dialog.getByRole('button', { name: 'Copy Link' }).count()).toBe(0);
  await dialog.getByRole('button', { name: 'Done' }).click();
  const row = users.locator(`tr[data-email="${email}"]`);
  await row.getByText('invited').waitFor();
  await row.getByRole('button', { name: `Resend invitation to ${email}` }).click();
  await expectNotice(`A new link was e-mailed to ${email}.`);
  const token = await idToken('superadmin@example.org');
  const account = (await api(token, 'GET', '/admin/staff-accounts')).body.data.find((u: { email: string }) => u.email === email);
  createdUids.push(account.id);

  await chooseRole(row, 'staff');
  await expectNotice(`${email.split('@')[0]} is now staff.`);

  // Remove asks first; Cancel keeps the account.
  await row.getByRole('button', { name: `Remove ${email}` }).click();
  let confirm = page.getByRole('dialog', { name: 'Remove user?' });
  await confirm.getByText(email).waitFor();
  await screenshot(page, 'settings-actions-remove-user');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await confirm.waitFor({ state: 'detached' });
  await row.getByText('invited').waitFor();

  await row.getByRole('button', { name: `Remove ${email}` }).click();
  confirm = page.getByRole('dialog', { name: 'Remove user?' });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expectNotice(`${email} can no longer sign in.`);
  await row.getByText('inactive').waitFor();
  const removed = (await api(token, 'GET', '/admin/staff-accounts')).body.data.find((u: { email: string }) => u.email === email);
  expect(removed.status).toBe('inactive');
});

test('features: each flag toggles off and on; a template is edited, previewed and saved', async () => {
  await signIn(page, 'superadmin@example.org');
  await openTab('features');
  for (const label of ['Command Palette', 'CSV Export', 'Duplicate Merge']) {
    const flag = panel().getByLabel(label, { exact: true });
    await flag.waitFor();
    const wasOn = await flag.isChecked();
    await flag.click();
    await expectNotice(`${label} has been ${wasOn ? 'disabled' : 'enabled'}.`);
    // The switch follows the saved settings; switching back before they arrive would repeat the first change.
    await switchSettled(flag, !wasOn);
    await flag.click();
    await expectNotice(`${label} has been ${wasOn ? 'enabled' : 'disabled'}.`);
    await switchSettled(flag, wasOn);
  }

  const token = await idToken('superadmin@example.org');
  const [template] = (await api(token, 'GET', '/admin/notification-templates')).body.data;
  await panel()
    .getByRole('button', { name: `Edit ${template.name}` })
    .click();
  let dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached' });
  await panel()
    .getByRole('button', { name: `Edit ${template.name}` })
    .click();
  dialog = page.getByRole('dialog');
  await dialog.getByLabel('Subject').fill(`${template.subject} (walk)`);
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await dialog.getByLabel('Preview').waitFor();
  await dialog.getByRole('button', { name: 'Hide Preview' }).click();
  await dialog.getByRole('button', { name: 'Save Template' }).click();
  await expectNotice(`${template.name} has been saved.`);
  const saved = (await api(token, 'GET', '/admin/notification-templates')).body.data.find((t: { id: string }) => t.id === template.id);
  expect(saved.subject).toBe(`${template.subject} (walk)`);
  expect((await api(token, 'PUT', `/admin/notification-templates/${template.id}`, { subject: template.subject, content: template.content })).status).toBe(200);
  // Requiring a second factor of everyone from a session that has passed none is refused in words,
  // and the switch stays off (a person with a passkey turns it on: api/test/passkeys.test.ts).
  const twoFactor = panel().getByLabel('Organization-wide 2FA', { exact: true });
  expect(await twoFactor.isChecked()).toBe(false);
  await twoFactor.click();
  await notices()
    .getByText(/Confirm it's you with a passkey of your own before requiring a second factor of everyone/)
    .first()
    .waitFor();
  await switchSettled(twoFactor, false);
});

test("features: a template's Hindi version is chosen, edited and saved, read back in Hindi, English untouched", async () => {
  await signIn(page, 'superadmin@example.org');
  await openTab('features');
  const token = await idToken('superadmin@example.org');
  const payment = async (query = '') =>
    (await api(token, 'GET', `/admin/notification-templates${query}`)).body.data.find((t: { id: string }) => t.id === 'payment-received');
  const [english, hindi] = [await payment(), await payment('?locale=hi-IN')];
  const channels = ' · To registrants by e-mail and SMS';
  const choice = panel().getByRole('group', { name: 'Template language' });
  await choice.getByRole('button', { name: 'हिन्दी' }).click();
  await panel().getByText(`${hindi.subject}${channels}`).waitFor();
  await panel()
    .getByRole('button', { name: `Edit ${hindi.name}` })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Language of this version: हिन्दी').waitFor();
  expect(await dialog.getByLabel('Subject').inputValue()).toBe(hindi.subject);
  await dialog.getByLabel('Subject').fill(`${hindi.subject} (जाँच)`);
  await dialog.getByRole('button', { name: 'Save Template' }).click();
  await expectNotice(`${hindi.name} has been saved.`);
  await dialog.waitFor({ state: 'detached' });
  try {
    // Read back: English shows its own text, Hindi the one saved.
    await choice.getByRole('button', { name: 'English' }).click();
    await panel().getByText(`${english.subject}${channels}`).waitFor();
    await choice.getByRole('button', { name: 'हिन्दी' }).click();
    await panel().getByText(`${hindi.subject} (जाँच)${channels}`).waitFor();
    expect(await payment('?locale=hi-IN')).toEqual({ ...hindi, subject: `${hindi.subject} (जाँच)`, version: hindi.version + 1 });
    expect(await payment()).toEqual(english);
  } finally {
    const putBack = await api(token, 'PUT', '/admin/notification-templates/payment-received?locale=hi-IN', { subject: hindi.subject, content: hindi.content });
    expect(putBack.status).toBe(200);
  }
});

test('data: both exports start, finish and download; a CSV is checked and imported', async () => {
  await signIn(page, 'superadmin@example.org');
  await openTab('data');
  const latest = panel().getByRole('table', { name: 'Latest exports' });
  for (const [button, kind] of [
    ['Export Registrations', 'registrations'],
    ['Export Audit Log', 'audit'],
  ] as const) {
    await panel().getByRole('button', { name: button }).click();
    await expectNotice(`The ${kind === 'audit' ? 'audit log' : 'registrations'} file will appear under Latest exports when it is ready.`);
    const download = latest.getByRole('button', { name: new RegExp(`^Download ${kind === 'audit' ? 'audit-log' : 'registrations'}-`) }).first();
    await download.waitFor({ timeout: 60_000 });
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/\.csv$/);
  }

  const run = Date.now();
  const csv =
    'registrationId,name,gender,contactNumber,school,std,cadre,levelEnrolled,centerCode,paymentId,paymentMode,paymentAmount,paymentStatus\n' +
    `WALK-${run},Walk Pupil,female,97${String(run).slice(-8)},Hill School,4th,Primary Level,BUD,DLH01,PAY-WALK-${run},online,300,success\n`;
  await panel()
    .getByLabel('CSV file to import')
    .setInputFiles({ name: 'walk.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await panel().getByRole('button', { name: 'Import 1 Registration', exact: true }).click();
  await expectNotice('1 registration imported from walk.csv.');
  const token = await idToken('superadmin@example.org');
  expect((await api(token, 'GET', `/admin/registrations/WALK-${run}`)).status).toBe(200);
});
