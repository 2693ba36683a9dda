import type { Page } from 'playwright-core';
import { idToken } from 'tooling/emulator-sign-in';
import { api, importRegistration } from '../src/api';
import { DESKTOP, portalUrl, screenshot, signIn, useBrowserPage } from '../src/browser';
import { shellWithUnreachableApi } from '../src/unreachableApi';

// The registrations screen at its edges: a page past the end, a list that fails to load, the way
// back from a detail page, and a disqualification the API refuses.

const browserPage = useBrowserPage(DESKTOP);
let page: Page;
beforeEach(() => {
  page = browserPage.page();
});

const subtitle = () => page.getByTestId('registrations-subtitle');
const bodyRows = () => page.getByRole('grid', { name: 'Registrations' }).locator('tbody tr');

test('a page past the end moves to the last page instead of showing an empty page beside the range', async () => {
  await signIn(page, 'viewer@example.org');
  await page.goto(portalUrl('/registrations?page=999'));
  await page.waitForURL((url) => url.searchParams.get('page') !== '999');
  await bodyRows().first().waitFor();
  expect(await page.getByText('No registrations match the search and filters.').count()).toBe(0);
  // The total as the page counted it: other files add registrations while this one runs.
  const range = (await page.getByTestId('pager-range').textContent())!.replace(/,/g, '');
  const [first, last, total] = range.match(/\d+/g)!.map(Number);
  const lastPage = Math.ceil(total! / 50);
  expect(new URL(page.url()).searchParams.get('page')).toBe(String(lastPage));
  expect([first, last]).toEqual([(lastPage - 1) * 50 + 1, total]);
  expect(await bodyRows().count()).toBe(total! - (lastPage - 1) * 50);
});

test('the detail page leads back to the list as it was: search, filters, sort and page', async () => {
  const listPath = '/registrations?q=REG-00001&status=active&sort=name&order=desc&page=2';
  await signIn(page, 'viewer@example.org');
  await page.goto(portalUrl(listPath));
  await bodyRows().first().waitFor();
  const link = bodyRows().first().getByRole('link').first();
  const id = (await link.textContent())!;
  await link.click();
  await page.getByRole('heading', { level: 1, name: `Registration ${id}` }).waitFor();
  await page
    .getByRole('link', { name: 'Registrations', exact: true })
    .or(page.getByRole('button', { name: 'Registrations', exact: true }))
    .first()
    .click();
  await page.waitForURL((url) => url.pathname === '/registrations');
  const back = new URL(page.url());
  expect(Object.fromEntries(back.searchParams)).toEqual({ q: 'REG-00001', status: 'active', sort: 'name', order: 'desc', page: '2' });
  await bodyRows().first().waitFor();
});

test('a disqualification the API refuses keeps the dialog open with the typed reason', async () => {
  const token = await idToken('admin@example.org');
  // Its own row: the newest seeded one is also confirmed by the accessibility file meanwhile.
  const registration = await importRegistration('DQ', 'pending');
  await signIn(page, 'admin@example.org');
  // The list shows active rows only, so the colleague's change below takes the row out of it.
  await page.goto(portalUrl(`/registrations?q=${registration.registrationId}&status=active`));
  await bodyRows().first().waitFor();
  await page
    .getByTestId('live-indicator')
    .filter({ hasText: /^Live$/ })
    .waitFor();
  await page.getByRole('button', { name: `Actions for ${registration.registrationId}` }).click();
  await page.getByRole('menuitem', { name: 'Disqualify...' }).click();
  const dialog = page.getByRole('dialog', { name: 'Disqualify Registration?' });
  const reason = 'Sat the paper for an older sibling.';
  await dialog.getByRole('textbox', { name: 'Reason (min. 10 characters)' }).fill(reason);
  // Someone else marks it a duplicate meanwhile: it arrives live, the row leaves the list, the
  // dialog stays and says so, and the API refuses a disqualification from there.
  expect((await api(token, 'PUT', `/admin/registrations/${registration.registrationId}/status`, { status: 'duplicate' })).status).toBe(200);
  await page.getByText('No registrations match').waitFor();
  await dialog.getByText('Someone else changed this registration while this dialog was open.', { exact: false }).waitFor();
  expect(await dialog.getByRole('textbox', { name: 'Reason (min. 10 characters)' }).inputValue()).toBe(reason);
  await dialog.getByRole('button', { name: 'Confirm Disqualification' }).click();
  await page.getByRole('region', { name: 'Notifications' }).getByText('Error', { exact: true }).waitFor();
  await screenshot(page, 'registrations-disqualify-refused');
  expect(await dialog.isVisible()).toBe(true);
  expect(await dialog.getByRole('textbox', { name: 'Reason (min. 10 characters)' }).inputValue()).toBe(reason);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});

test('a list that cannot be loaded says so in the subtitle, not "Loading registrations..."', async () => {
  const shell = await shellWithUnreachableApi();
  try {
    await page.goto(`${shell.origin}/auth/sign-in`);
    await signIn(page, 'viewer@example.org');
    await page.goto(`${shell.origin}/registrations`);
    await page.getByText('Could not fetch registrations from the server.').first().waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid="registrations-subtitle"]')?.textContent === 'Registrations could not be loaded.');
    expect(await subtitle().textContent()).toBe('Registrations could not be loaded.');
    await screenshot(page, 'registrations-load-failed');
  } finally {
    await shell.stop();
  }
});
