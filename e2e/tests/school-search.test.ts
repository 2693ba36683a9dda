import fs from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { idToken } from 'tooling/emulator-sign-in';
import { api } from '../src/api';
import { DESKTOP, portalUrl, screenshot, signIn, useBrowserPage } from '../src/browser';

// The first thing staff try: a school's name typed into the search box. The spec's search looks
// at names, ids, payment ids and phone numbers only; the empty list says schools are under
// Filters and filters by the school in one click. Then the everyday task from there: a school's
// unpaid offline registrations, exported.

const browserPage = useBrowserPage(DESKTOP);
let page: Page;
beforeEach(() => {
  page = browserPage.page();
});

test('a school typed into the search box is one click from its filter; its unpaid offline registrations are exported from there', async () => {
  const token = await idToken('staff@example.org');
  const expected = (await api(token, 'GET', '/admin/registrations/count?school=Sanskriti&paymentMode=offline&paymentStatus=pending')).body.total;
  expect(expected).toBeGreaterThan(0);
  await signIn(page, 'staff@example.org');
  await page.goto(portalUrl('/registrations'));
  await page.getByRole('textbox', { name: 'Search registrations' }).fill('Sanskriti');
  const filterBySchool = page.getByRole('button', { name: 'Filter by school "Sanskriti"' });
  await filterBySchool.waitFor();
  await page.getByText('Looking for a school? Schools are under Filters.').waitFor();
  await screenshot(page, 'registrations-school-hint-1366-light', { fullPage: false });
  await filterBySchool.click();
  await page.waitForURL((url) => url.searchParams.get('school') === 'Sanskriti' && !url.searchParams.has('q'));
  expect(await page.getByRole('textbox', { name: 'Search registrations' }).inputValue()).toBe('');

  await page.getByRole('button', { name: 'Filters (active)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Filters' });
  await dialog.getByRole('group', { name: 'Payment Mode' }).getByRole('button', { name: 'Offline' }).click();
  await dialog.getByRole('group', { name: 'Payment Status' }).getByRole('button', { name: 'Pending', exact: true }).click();
  await dialog.getByRole('button', { name: 'Apply Filters' }).click();
  await page
    .getByTestId('registrations-subtitle')
    .filter({ hasText: `Showing ${expected.toLocaleString('en-IN')} of` })
    .waitFor();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const lines = (await fs.readFile((await (await download).path())!, 'utf8')).split('\r\n').filter((line) => line !== '');
  expect(lines.length - 1).toBe(expected);
  for (const line of lines.slice(1)) expect(line).toContain('Sanskriti School');
});
