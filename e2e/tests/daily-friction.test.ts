import type { Page } from 'playwright-core';
import { portalUrl, screenshot, signIn, useBrowserPage } from '../src/browser';

// Daily friction of the second walk through every screen: shortcuts to what staff reach for often.

const browserPage = useBrowserPage({ width: 1366, height: 768 });
let page: Page;
beforeEach(() => {
  page = browserPage.page();
});

test('Preferences is one step away, in the user menu', async () => {
  await signIn(page, 'staff@example.org');
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Preferences' }).click();
  await page.waitForURL(/\/profile\?tab=preferences$/);
  await page.getByRole('tab', { name: 'Preferences', selected: true }).waitFor();
  await page.getByRole('button', { name: 'Save Preferences' }).waitFor();
});

test("the Columns menu: a click on a column's name shows or hides it, as its checkbox does", async () => {
  await signIn(page, 'staff@example.org');
  await page.goto(portalUrl('/registrations'));
  await page.getByRole('button', { name: 'Columns' }).click();
  const menu = page.getByRole('dialog', { name: 'Columns' });
  await menu.getByText('Contact', { exact: true }).click();
  await page.waitForURL((url) => url.searchParams.get('columns')?.includes('contactNumber') === false);
  await menu.getByRole('checkbox', { name: 'Show Contact', checked: false }).waitFor();
  await screenshot(page, 'registrations-columns-menu-1366-light', { fullPage: false });
  await menu.getByText('Contact', { exact: true }).click();
  await menu.getByRole('checkbox', { name: 'Show Contact', checked: true }).waitFor();
  await page.waitForURL((url) => !url.searchParams.has('columns') || url.searchParams.get('columns')!.includes('contactNumber'));
});
