import type { Page } from 'playwright-core';
import { idToken } from 'tooling/emulator-sign-in';
import { api } from '../src/api';
import { DESKTOP, portalUrl, screenshot, signIn, useBrowserPage } from '../src/browser';

// Status changes offer Undo in their notice, sent as an audited reverse
// change through the API and refused when the row changed meanwhile; Confirm Payment asks once,
// naming who, which registration and how much, on the list and on the detail page.

const browserPage = useBrowserPage(DESKTOP);
let page: Page;
beforeEach(() => {
  page = browserPage.page();
});

const notices = () => page.getByRole('region', { name: 'Notifications' });
const grid = () => page.getByRole('grid', { name: 'Registrations' });

/** Active registrations nobody else's test touches: far down the list by id. */
async function activeRegistrations(token: string, offset: number, extra = ''): Promise<any[]> {
  return (await api(token, 'GET', `/admin/registrations?status=active&sort=registrationId&order=desc&limit=5&offset=${offset}${extra}`)).body.data;
}

async function openRow(registrationId: string): Promise<void> {
  await page.goto(portalUrl(`/registrations?q=${registrationId}`));
  await grid().getByRole('link', { name: registrationId, exact: true }).waitFor();
}

async function choose(registrationId: string, item: string): Promise<void> {
  await page.getByRole('button', { name: `Actions for ${registrationId}` }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: item }).click();
}

/** Gives an active registration an admin note of its own (a clear with a note), which Undo must leave as it was. */
async function withAdminNote(token: string, registration: any, adminNote: string): Promise<any> {
  const marked = await api(token, 'PUT', `/admin/registrations/${registration.registrationId}/status`, { status: 'duplicate', version: registration.version });
  const cleared = await api(token, 'PUT', `/admin/register/${registration.registrationId}`, { status: 'active', adminNote, version: marked.body.version });
  expect(cleared.body).toMatchObject({ status: 'active', adminNote });
  return cleared.body;
}

test('Mark as Duplicate, then Undo: the registration is active again with its admin note, and the history shows both changes', async () => {
  const token = await idToken('admin@example.org');
  const [found] = await activeRegistrations(token, 40);
  const target = await withAdminNote(token, found, 'Parent called about the fee.');
  await signIn(page, 'admin@example.org');
  await openRow(target.registrationId);
  await choose(target.registrationId, 'Mark as Duplicate');
  const notice = notices().getByRole('status').filter({ hasText: 'Marked as Duplicate' });
  await notice.waitFor();
  await screenshot(page, 'registrations-undo-notice-light');
  expect((await api(token, 'GET', `/admin/registrations/${target.registrationId}`)).body.status).toBe('duplicate');
  await notice.getByRole('button', { name: 'Undo' }).click();
  await notices().getByText(`${target.name} (${target.registrationId}) is Active again.`).waitFor();
  await grid().locator('tbody tr').first().getByText('Active', { exact: true }).waitFor();
  expect((await api(token, 'GET', `/admin/registrations/${target.registrationId}`)).body).toMatchObject({
    status: 'active',
    adminNote: 'Parent called about the fee.',
  });
  // Audited, not silent: the reverse change is in the registration's history.
  const history = (await api(token, 'GET', `/admin/registrations/${target.registrationId}/history`)).body.data;
  expect(history.slice(0, 2).map((entry: { action: string }) => entry.action)).toEqual(['registration.status_cleared', 'registration.duplicate']);
});

test('Clear Status of a disqualified registration, then Undo: disqualified again with its reason and its admin note', async () => {
  const token = await idToken('admin@example.org');
  const [found] = await activeRegistrations(token, 45);
  const target = await withAdminNote(token, found, 'Centre will send the birth certificate.');
  const reason = 'Entered twice by the centre; undo check.';
  const disqualified = await api(token, 'PUT', `/admin/registrations/${target.registrationId}/status`, {
    status: 'disqualified',
    note: reason,
    version: target.version,
  });
  expect(disqualified.status).toBe(200);
  await signIn(page, 'admin@example.org');
  await openRow(target.registrationId);
  await choose(target.registrationId, 'Clear Status');
  const notice = notices().getByRole('status').filter({ hasText: 'Status Cleared' });
  await notice.getByRole('button', { name: 'Undo' }).click();
  await notices().getByText(`${target.name} (${target.registrationId}) is Disqualified again.`).waitFor();
  const now = (await api(token, 'GET', `/admin/registrations/${target.registrationId}`)).body;
  expect(now).toMatchObject({ status: 'disqualified', disqualificationNote: reason, adminNote: 'Centre will send the birth certificate.' });
});

test('Undo after someone else changed the row says it cannot, and why, and changes nothing', async () => {
  const token = await idToken('admin@example.org');
  const [target] = await activeRegistrations(token, 50);
  await signIn(page, 'admin@example.org');
  await openRow(target.registrationId);
  await choose(target.registrationId, 'Mark as Duplicate');
  const notice = notices().getByRole('status').filter({ hasText: 'Marked as Duplicate' });
  await notice.waitFor();
  // Another admin clears it and disqualifies it meanwhile.
  const marked = (await api(token, 'GET', `/admin/registrations/${target.registrationId}`)).body;
  const cleared = await api(token, 'PUT', `/admin/register/${target.registrationId}`, { status: 'active', version: marked.version });
  const other = await api(token, 'PUT', `/admin/registrations/${target.registrationId}/status`, {
    status: 'disqualified',
    note: 'Another admin disqualified it.',
    version: cleared.body.version,
  });
  expect(other.status).toBe(200);
  await notice.getByRole('button', { name: 'Undo' }).click();
  await notices()
    .getByText(`${target.name} (${target.registrationId}) was changed by someone else in the meantime and is now Disqualified; it was left as it is.`)
    .waitFor();
  expect(await notices().getByText('Cannot undo').isVisible()).toBe(true);
  const now = (await api(token, 'GET', `/admin/registrations/${target.registrationId}`)).body;
  expect(now).toMatchObject({ status: 'disqualified', version: other.body.version });
});

test('Confirm Payment on the detail page asks once with who, which and how much; Cancel sends nothing', async () => {
  const token = await idToken('staff@example.org');
  const [target] = await activeRegistrations(token, 0, '&paymentStatus=pending');
  await signIn(page, 'staff@example.org');
  await page.goto(portalUrl(`/registrations/${target.registrationId}`));
  await page.getByRole('button', { name: `Actions for ${target.registrationId}` }).click();
  await page.getByRole('menuitem', { name: 'Confirm Payment' }).click();
  const question = page.getByRole('dialog', { name: 'Confirm offline payment?' });
  await question.getByText(new RegExp(`^₹[\\d,]+ from ${target.name} \\(${target.registrationId}\\), payment ${target.payment.paymentId}\\.`)).waitFor();
  await screenshot(page, 'registration-detail-confirm-question-light');
  await question.getByRole('button', { name: 'Cancel' }).click();
  await question.waitFor({ state: 'detached' });
  expect((await api(token, 'GET', `/admin/registrations/${target.registrationId}`)).body.payment.status).toBe('pending');
  await page.getByRole('button', { name: `Actions for ${target.registrationId}` }).click();
  await page.getByRole('menuitem', { name: 'Confirm Payment' }).click();
  await question.getByRole('button', { name: 'Confirm Payment' }).click();
  await notices().getByText('Payment Confirmed').waitFor();
  expect((await api(token, 'GET', `/admin/registrations/${target.registrationId}`)).body.payment.status).toBe('success');
});
