import type { Locator, Page } from 'playwright-core';
import { portalUrl, screenshot, signIn, useBrowserPage } from '../src/browser';

// The registrations screen against the running portal and its seeded demo data
// (REG-0000001..., payment ids PAY-ABACUS-000001...).

const browserPage = useBrowserPage({ width: 1440, height: 900 });
let page: Page;
beforeEach(() => {
  page = browserPage.page();
});

const table = () => page.getByRole('table', { name: 'Registrations' });
const bodyRows = () => table().locator('tbody tr');
const subtitle = () => page.getByTestId('registrations-subtitle');
const notices = () => page.getByRole('region', { name: 'Notifications' });

async function openList(email: string, path = '/registrations'): Promise<void> {
  await signIn(page, email);
  await page.goto(portalUrl(path));
  await bodyRows().first().waitFor();
}

type Column = 'Registration ID' | 'Name' | 'Contact' | 'School' | 'Class' | 'Cadre' | 'Level' | 'Payment' | 'Status';

/** The text of one column, found by its header (roles that may select rows have a checkbox column first). */
async function columnTexts(column: Column): Promise<string[]> {
  return table().evaluate((element, title) => {
    const headers = Array.from((element as HTMLTableElement).tHead!.rows[0]!.cells).map((cell) => cell.textContent?.trim());
    const index = headers.indexOf(title);
    return Array.from((element as HTMLTableElement).tBodies[0]!.rows).map((row) => row.cells[index]?.textContent ?? '');
  }, column);
}

/** Waits until the subtitle reads as expected (the list has answered for the new view). */
async function waitForSubtitle(pattern: RegExp): Promise<string> {
  await page.waitForFunction(
    ([source, flags]) => new RegExp(source, flags).test(document.querySelector('[data-testid="registrations-subtitle"]')?.textContent ?? ''),
    [pattern.source, pattern.flags] as const,
  );
  return (await subtitle().textContent()) ?? '';
}

/** Types a search and waits for the list's answer to it to be on screen. */
async function search(text: string): Promise<void> {
  const answered = page.waitForResponse((r) => r.url().includes('/admin/registrations?') && new URL(r.url()).searchParams.get('q') === text);
  await page.getByRole('textbox', { name: 'Search registrations' }).fill(text);
  await page.waitForURL((url) => url.searchParams.get('q') === text);
  await answered;
  await waitForSubtitle(/^Showing /);
  await page.waitForFunction(() => !document.querySelector('[aria-label="Loading registrations"]'));
}

const numberIn = (text: string, which: number) => Number((text.match(/[\d,]+/g) ?? [])[which]?.replace(/,/g, ''));

async function rowMenu(registrationId: string): Promise<Locator> {
  await page.getByRole('button', { name: `Actions for ${registrationId}` }).click();
  const menu = page.getByRole('menu');
  await menu.waitFor();
  return menu;
}

test('searches by registration id, payment id, name and phone, and shows "Showing X of N"', async () => {
  await openList('staff@example.org');
  const overall = numberIn(await waitForSubtitle(/^Manage [\d,]+ total registrations$/), 0);
  await screenshot(page, 'registrations-list-light');

  await search('REG-0000123');
  expect(await columnTexts('Registration ID')).toEqual(['REG-0000123']);
  expect(await subtitle().textContent()).toBe(`Showing 1 of ${overall.toLocaleString('en-IN')} registrations`);

  await search('PAY-ABACUS-000124');
  expect(await columnTexts('Registration ID')).toEqual(['REG-0000124']);

  await search('REG-00001');
  const name = (await table().locator('tbody tr').first().getByRole('cell').filter({ has: page.locator('p') }).first().locator('p').textContent())!;
  const firstWord = name.split(' ')[0]!.toLowerCase();
  await search(firstWord);
  const names = await columnTexts('Name');
  expect(names.length).toBeGreaterThan(0);
  for (const text of names) expect(text.toLowerCase()).toContain(firstWord);

  await page.getByRole('button', { name: 'Clear Filters & Search' }).click();
  await waitForSubtitle(/^Manage /);
  const phone = (await columnTexts('Contact'))[0]!;
  const digits = phone.replace(/\D/g, '').slice(-6);
  await search(digits);
  const phones = await columnTexts('Contact');
  expect(phones.length).toBeGreaterThan(0);
  for (const text of phones) expect(text).toContain(digits);
});

test('filters combine (AND across fields, OR within one), live in the URL and survive a reload', async () => {
  await openList('viewer@example.org');
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Filters' });
  await dialog.getByRole('button', { name: 'Junior Level', exact: true }).click();
  await dialog.getByRole('button', { name: 'Senior Level', exact: true }).click();
  await dialog.getByRole('button', { name: 'offline', exact: true }).click();
  await dialog.getByRole('checkbox', { name: 'Female' }).check();
  await screenshot(page, 'registrations-filter-dialog-light');
  await dialog.getByRole('button', { name: 'Apply Filters' }).click();
  await page.waitForURL(/cadre=Junior\+Level%2CSenior\+Level|cadre=Junior%20Level%2CSenior%20Level/);
  const text = await waitForSubtitle(/^Showing [\d,]+ of [\d,]+ registrations$/);
  expect(numberIn(text, 0)).toBeLessThan(numberIn(text, 1));
  expect(page.url()).toContain('paymentMode=offline');
  expect(page.url()).toContain('gender=female');

  const check = async () => {
    const cadres = await columnTexts('Cadre');
    expect(cadres.length).toBeGreaterThan(0);
    for (const cadre of cadres) expect(['Junior Level', 'Senior Level']).toContain(cadre);
    for (const payment of await columnTexts('Payment')) expect(payment).toContain('offline');
    for (const nameCell of await columnTexts('Name')) expect(nameCell).toMatch(/Female$/);
  };
  await check();
  await page.reload();
  await bodyRows().first().waitFor();
  expect(await waitForSubtitle(/^Showing /)).toBe(text);
  await check();
});

test('sorts by class by its number, ascending then descending', async () => {
  await openList('viewer@example.org');
  const classNumbers = async () => (await columnTexts('Class')).map((c) => Number.parseInt(c, 10));
  await table().getByRole('button', { name: 'Class' }).click();
  await page.waitForURL(/sort=std&order=asc/);
  await page.waitForFunction(() => document.querySelector('tbody tr td:nth-child(5)')?.textContent === '1st');
  const ascending = await classNumbers();
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  await table().getByRole('button', { name: 'Class' }).click();
  await page.waitForURL(/sort=std&order=desc/);
  await page.waitForFunction(() => document.querySelector('tbody tr td:nth-child(5)')?.textContent === '12th');
  const descending = await classNumbers();
  expect(descending).toEqual([...descending].sort((a, b) => b - a));
});

test('a viewer sees no change actions: only View Details, no Bulk Actions', async () => {
  await openList('viewer@example.org');
  const firstId = (await columnTexts('Registration ID'))[0]!;
  const menu = await rowMenu(firstId);
  expect(await menu.getByRole('menuitem').allTextContents()).toEqual(['View Details']);
  await menu.getByRole('menuitem', { name: 'View Details' }).click();
  const details = page.getByRole('dialog', { name: 'Registration Details' });
  await details.getByText('Payment ID').waitFor();
  await screenshot(page, 'registrations-details-dialog-light');
  await details.getByRole('button', { name: 'Close' }).click();
  expect(await page.getByRole('button', { name: 'Bulk Actions' }).count()).toBe(0);
  expect(await page.getByRole('checkbox', { name: `Select ${firstId}` }).count()).toBe(0);
});
