import { errors, type Page } from 'playwright-core';
import { idToken } from 'tooling/emulator-sign-in';
import { api, useThrowawayAccounts } from '../src/api';
import { DESKTOP, portalUrl, resizeToPhone, screenshot, signIn, useBrowserPage } from '../src/browser';
import { mailReceived, type SinkMail } from '../src/messageSinks';
import { eventually } from '../src/processes';

// The Settings module through the real portal: what a superadmin saves reaches other accounts,
// and invitations (e-mailed through the portal's own SMTP server), role changes and imports work end to end.

const INVITEE_PASSWORD = 'invitee-pass-123';

const browserPage = useBrowserPage();
let page: Page;
beforeEach(() => {
  page = browserPage.page();
});

// Invited accounts are the test's own; the emulator is shared, so they go again.
const createdUids = useThrowawayAccounts();

/** The invitation e-mails to `email` the portal's SMTP server received, once there are `count`; each with its password-set link. */
async function invitationMails(email: string, count: number): Promise<(SinkMail & { link: string })[]> {
  let mails: SinkMail[] = [];
  const arrived = await eventually(async () => {
    mails = (await mailReceived()).filter((mail) => mail.to.includes(email) && mail.subject === 'You are invited to the Abacus Admin Portal');
    return mails.length >= count;
  });
  expect(arrived).toBe(true);
  return mails.map((mail) => ({ ...mail, link: /(https?:\/\/\S*oobCode\S*)/.exec(mail.text)![1]! }));
}

async function openSettingsTab(target: Page, tab: string): Promise<void> {
  await target.goto(portalUrl(`/settings?tab=${tab}`));
  await target.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
  await target.getByRole('tab', { name: tab.replace(/^./, (c) => c.toUpperCase()), selected: true }).waitFor();
}

/**
 * Waits until the sidebar's primary-coloured 'Admin' chip has the colour: the theme's primary
 * colour (the chip fades between colours, so its colour is read until it settles).
 */
async function expectBrandColor(target: Page, rgb: string): Promise<void> {
  const chip = target.getByRole('navigation', { name: 'Main' }).locator('.MuiChip-colorPrimary').first();
  // Looked at every frame until it settles; if it never does, the assertion says what it is.
  await target
    .waitForFunction(([element, expected]) => getComputedStyle(element).backgroundColor === expected, [await chip.elementHandle(), rgb] as const, {
      timeout: 5_000,
    })
    .catch((error: unknown) => {
      if (!(error instanceof errors.TimeoutError)) throw error;
    });
  expect(await chip.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(rgb);
}

test('a superadmin changes the organization name and colour; another account sees them', async () => {
  await signIn(page, 'superadmin@example.org');
  await openSettingsTab(page, 'organization');
  // The default #6366f1 and the chosen #0f766e, darkened by the theme to read at 4.5:1 (shared/src/platform/theme/portalTheme.ts).
  await expectBrandColor(page, 'rgb(84, 86, 204)');
  await screenshot(page, 'settings-organization');

  await page.getByLabel('Organization name').fill('Bright Minds Abacus');
  await page.getByLabel('Primary color', { exact: true }).fill('#0f766e');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByText('Organization settings saved.').waitFor();
  // The saving browser follows at once, with no reload.
  await page.getByRole('navigation', { name: 'Main' }).getByText('Bright Minds Abacus').waitFor();
  await expectBrandColor(page, 'rgb(14, 112, 104)');
  await screenshot(page, 'settings-organization-saved');

  const other = await browserPage
    .context()
    .browser()!
    .newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const viewerPage = await other.newPage();
    await signIn(viewerPage, 'viewer@example.org');
    await viewerPage.getByRole('navigation', { name: 'Main' }).getByText('Bright Minds Abacus').waitFor();
    await expectBrandColor(viewerPage, 'rgb(14, 112, 104)');
    expect(await viewerPage.title()).toBe('Bright Minds Abacus');
    await screenshot(viewerPage, 'settings-branding-seen-by-viewer');
  } finally {
    await other.close();
  }

  // Back to the defaults, for the other browser tests of this run.
  const token = await idToken('superadmin@example.org', 'demo-pass-123');
  const restored = await api(token, 'PUT', '/admin/settings/organization', { value: { name: 'Admin Portal', primaryColor: '#6366f1' } });
  expect(restored.status).toBe(200);
});

test('an invited user gets the link by e-mail, sets a password through it, signs in with the invited role, and a role change counts on the next call', async () => {
  const email = `e2e-invitee-${Date.now()}@example.org`;
  await signIn(page, 'superadmin@example.org');
  await openSettingsTab(page, 'users');
  await page.getByRole('button', { name: 'Invite User' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'staff' }).click();
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  // The portal e-mails the link, so the screen says so and shows none to copy.
  await dialog.getByText(`Invitation sent to ${email}`).waitFor();
  expect(await dialog.getByTestId('password-set-link').count()).toBe(0);
  await screenshot(page, 'settings-users-invited');
  await resizeToPhone(page);
  await screenshot(page, 'settings-users-invited-phone');
  await page.setViewportSize(DESKTOP);
  await dialog.getByRole('button', { name: 'Done' }).click();
  const row = page.locator(`tr[data-email="${email}"]`);
  await row.getByText('invited').waitFor();
  await row.getByText('Never').waitFor();
  // The notices would cover the table in the picture.
  await page.getByText('Welcome back').waitFor({ state: 'hidden' });
  await page.getByText(`${email} was invited as staff.`).waitFor({ state: 'hidden' });
  await screenshot(page, 'settings-users-after-invite');

  const [mail] = await invitationMails(email, 1);
  expect(mail!.text).toContain('superadmin@example.org has invited you to the Abacus Admin Portal as staff.');
  const { link } = mail!;

  // The invitee follows the link that arrived. The Auth emulator's page takes the new password as a
  // parameter; a real project shows Firebase's own password form at this address.
  const invitee = await browserPage
    .context()
    .browser()!
    .newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const inviteePage = await invitee.newPage();
    const setPassword = await inviteePage.goto(`${link}&newPassword=${INVITEE_PASSWORD}`);
    expect(setPassword?.ok()).toBe(true);
    await inviteePage.goto(portalUrl('/auth/sign-in'));
    await inviteePage.getByLabel('Email').fill(email);
    await inviteePage.getByLabel('Password', { exact: true }).fill(INVITEE_PASSWORD);
    await inviteePage.getByRole('button', { name: 'Sign In' }).click();
    await inviteePage.waitForURL(/\/dashboard$/);
    expect(await inviteePage.getByTestId('sidebar-role').textContent()).toBe('staff');
    await screenshot(inviteePage, 'settings-invitee-signed-in');
  } finally {
    await invitee.close();
  }

  const token = await idToken(email, INVITEE_PASSWORD);
  const superadminToken = await idToken('superadmin@example.org', 'demo-pass-123');
  const staffRecord = (await api(superadminToken, 'GET', '/admin/staff-accounts')).body.data.find((u: { email: string }) => u.email === email);
  createdUids.push(staffRecord.id);
  const [registration] = (await api(token, 'GET', '/admin/registrations?limit=1')).body.data;
  const edit = { name: registration.name };
  expect((await api(token, 'PUT', `/admin/registrations/${registration.registrationId}/details`, edit)).status).toBe(200);

  // The superadmin's list now shows the account active, then its role is changed to viewer.
  await page.reload();
  await row.getByText('active').waitFor();
  await row.getByRole('combobox').first().click();
  await page.getByRole('option', { name: 'viewer' }).click();
  await page.getByText('Role updated').waitFor();
  await screenshot(page, 'settings-users-role-changed');

  // Same token, next call: the server's record decides, so staff's write is gone.
  expect((await api(token, 'PUT', `/admin/registrations/${registration.registrationId}/details`, edit)).status).toBe(403);
  expect((await api(token, 'GET', '/admin/stats')).status).toBe(200);
});

test('a removed user is invited again from the Users tab: same row, the new role, a new link', async () => {
  const email = `e2e-returning-${Date.now()}@example.org`;
  const superadminToken = await idToken('superadmin@example.org', 'demo-pass-123');
  const first = await api(superadminToken, 'POST', '/admin/staff-accounts', { email, role: 'staff' });
  expect(first.status).toBe(201);
  createdUids.push(first.body.user.id);

  await signIn(page, 'superadmin@example.org');
  await openSettingsTab(page, 'users');
  const row = page.locator(`tr[data-email="${email}"]`);
  await row.getByRole('button', { name: `Remove ${email}` }).click();
  // Remove asks first.
  await page.getByRole('dialog', { name: 'Remove user?' }).getByRole('button', { name: 'Remove' }).click();
  await page.getByText('User removed').waitFor();
  await row.getByText('inactive').waitFor();

  await page.getByRole('button', { name: 'Invite User' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'admin' }).click();
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  await dialog.getByText(`Invitation sent to ${email}`).waitFor();
  // The first invitation's e-mail, then this one's, with a link of its own.
  const [firstMail, secondMail] = await invitationMails(email, 2);
  expect(secondMail!.link).not.toBe(firstMail!.link);
  await screenshot(page, 'settings-users-invited-again');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await row.getByText('invited').waitFor();
  expect(await page.locator(`tr[data-email="${email}"]`).count()).toBe(1);
  expect(await row.getByRole('combobox').first().textContent()).toBe('admin');

  const listed = (await api(superadminToken, 'GET', '/admin/staff-accounts')).body.data.find((u: { email: string }) => u.email === email);
  expect(listed).toMatchObject({ id: first.body.user.id, role: 'admin', status: 'invited' });
});

test('a template to registrants shows its SMS text and DLT template ID, the SMS previewed beside the e-mail', async () => {
  await signIn(page, 'superadmin@example.org');
  await openSettingsTab(page, 'features');
  await page.getByText('Payment received for {{registrationId}} · To registrants by e-mail and SMS').waitFor();
  await page.getByText('You are invited to the Abacus Admin Portal · To staff by e-mail').waitFor();
  await screenshot(page, 'settings-templates-card');
  await page.getByRole('button', { name: 'Edit Payment Received (Offline)' }).click();
  const dialog = page.getByRole('dialog');
  expect(await dialog.getByLabel('SMS text').inputValue()).toContain('{{receiptLink}}');
  await dialog.getByLabel('DLT template ID').waitFor();
  await dialog.getByRole('button', { name: 'Preview' }).click();
  const sms = dialog.getByLabel('SMS preview');
  await sms.getByText('RCPT/2627/000123', { exact: false }).waitFor();
  expect(await sms.textContent()).not.toContain('{{');
  // The sign-in notice would cover the dialog in the pictures.
  await page.getByText('Welcome back').waitFor({ state: 'hidden' });
  await sms.scrollIntoViewIfNeeded();
  await screenshot(page, 'settings-template-sms', { fullPage: false });
  await resizeToPhone(page);
  await sms.scrollIntoViewIfNeeded();
  await screenshot(page, 'settings-template-sms-phone', { fullPage: false });
  await page.setViewportSize(DESKTOP);
  // Only looked at: nothing saved.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached' });
});

test('each settings tab renders for a superadmin', async () => {
  await signIn(page, 'superadmin@example.org');
  for (const tab of ['payment', 'centers', 'features', 'data']) {
    await openSettingsTab(page, tab);
    await page.getByRole('tabpanel').getByRole('button').first().waitFor();
    await screenshot(page, `settings-${tab}`);
  }
});

test('a CSV with one bad row is reported on that row and nothing is imported until it is fixed', async () => {
  const run = Date.now();
  const header = 'registrationId,name,gender,contactNumber,school,std,cadre,levelEnrolled,centerCode,paymentId,paymentMode,paymentAmount,paymentStatus';
  const row = (n: number, std = '5th') =>
    `E2E-${run}-${n},Imported Pupil ${n},male,98${String(run).slice(-6)}${n}${n},Green Valley School,${std},Junior Level,LEVEL 3,DLH01,PAY-E2E-${run}-${n},offline,300,pending`;
  const csv = (rows: string[]) => Buffer.from(`${[header, ...rows].join('\n')}\n`);
  const token = await idToken('superadmin@example.org', 'demo-pass-123');

  await signIn(page, 'superadmin@example.org');
  await openSettingsTab(page, 'data');
  await page.getByLabel('CSV file to import').setInputFiles({ name: 'pupils.csv', mimeType: 'text/csv', buffer: csv([row(1), row(2, '13th'), row(3)]) });
  const problems = page.getByRole('table', { name: 'Problems' });
  await problems.waitFor();
  expect(await problems.getByRole('row').nth(1).textContent()).toBe('3stdClass must be 1st to 12th');
  await page.getByText('3 rows checked: 2 ready to import, 1 with problems.', { exact: false }).waitFor();
  expect(await page.getByRole('button', { name: 'Import 2 Registrations' }).isDisabled()).toBe(true);
  await screenshot(page, 'settings-data-import-refused');
  expect((await api(token, 'GET', `/admin/registrations/E2E-${run}-1`)).status).toBe(404);

  await page.getByLabel('CSV file to import').setInputFiles({ name: 'pupils-fixed.csv', mimeType: 'text/csv', buffer: csv([row(1), row(2), row(3)]) });
  const importButton = page.getByRole('button', { name: 'Import 3 Registrations' });
  await importButton.waitFor();
  await importButton.click();
  await page.getByText('3 registrations imported from pupils-fixed.csv.').waitFor();
  for (const n of [1, 2, 3]) {
    const imported = await api(token, 'GET', `/admin/registrations/E2E-${run}-${n}`);
    expect(imported.status).toBe(200);
    expect(imported.body.std).toBe('5th');
  }
});
