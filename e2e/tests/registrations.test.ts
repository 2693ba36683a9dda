import type { Locator, Page } from 'playwright-core';
import { idToken } from 'tooling/emulator-sign-in';
import { api } from '../src/api';
import { waitForStillness } from '../src/axe';
import { DESKTOP, PHONE, portalUrl, screenshot, signIn, useBrowserPage } from '../src/browser';

// The registrations screen against the running portal and its seeded demo data
// (REG-0000001..., payment ids PAY-ABACUS-000001...).

const browserPage = useBrowserPage({ width: 1440, height: 900 });
let page: Page;
beforeEach(() => {
  page = browserPage.page();
});

const table = () => page.getByRole('grid', { name: 'Registrations' });
const bodyRows = () => table().locator('tbody tr');
const subtitle = () => page.getByTestId('registrations-subtitle');
const notices = () => page.getByRole('region', { name: 'Notifications' });

async function openList(email: string, path = '/registrations'): Promise<void> {
  await signIn(page, email);
  await page.goto(portalUrl(path));
  await bodyRows().first().waitFor();
  // The screen has settled: the live feed is connected.
  await page
    .getByTestId('live-indicator')
    .filter({ hasText: /^Live$/ })
    .waitFor();
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
  const name = (await table()
    .locator('tbody tr')
    .first()
    .getByRole('gridcell')
    .filter({ has: page.locator('p') })
    .first()
    .locator('p')
    .textContent())!;
  const firstWord = name.split(' ')[0]!.toLowerCase();
  await search(firstWord);
  const names = await columnTexts('Name');
  expect(names.length).toBeGreaterThan(0);
  for (const text of names) expect(text.toLowerCase()).toContain(firstWord);

  await page.getByRole('button', { name: 'Clear Filters & Search' }).click();
  await waitForSubtitle(/^Manage /);
  const phone = (await columnTexts('Contact'))[0]!;
  const phoneRow = (await columnTexts('Registration ID'))[0]!;
  const digits = phone.replace(/\D/g, '').slice(-6);
  await search(digits);
  const phones = await columnTexts('Contact');
  const ids = await columnTexts('Registration ID');
  expect(ids).toContain(phoneRow);
  // The same search finds ids too: "002511" is also REG-0002511 (and its PAY-…-002511), whatever that row's phone.
  phones.forEach((text, row) => expect(`${text} ${ids[row]}`).toContain(digits));
});

test('filters combine (AND across fields, OR within one), live in the URL and survive a reload', async () => {
  await openList('viewer@example.org');
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Filters' });
  await dialog.getByRole('button', { name: 'Junior Level', exact: true }).click();
  await dialog.getByRole('button', { name: 'Senior Level', exact: true }).click();
  await dialog.getByRole('button', { name: 'Offline', exact: true }).click();
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
    for (const payment of await columnTexts('Payment')) expect(payment).toContain('Offline');
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
  // An unpaid row: a paid one also offers its receipt (reading, not changing), and which row is
  // newest depends on what the files before this one did.
  await openList('viewer@example.org', '/registrations?paymentStatus=pending');
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

/** The row of a registration in the table. */
const rowOf = (registrationId: string) => bodyRows().filter({ has: page.getByRole('link', { name: registrationId, exact: true }) });

test('staff confirm a pending payment: the list note is sent, the notice shows, and the row shows Paid at once', async () => {
  await openList('staff@example.org', '/registrations?paymentStatus=pending&sort=registrationId&order=asc');
  const id = (await columnTexts('Registration ID'))[0]!;
  const menu = await rowMenu(id);
  await menu.getByRole('menuitem', { name: 'Confirm Payment' }).click();
  const question = page.getByRole('dialog', { name: 'Confirm offline payment?' });
  await question.getByText(new RegExp(`^₹[\\d,]+ from .+ \\(${id}\\), payment PAY-`)).waitFor();
  const put = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith(`/admin/register/${id}`));
  await question.getByRole('button', { name: 'Confirm Payment' }).click();
  expect((await put).postDataJSON()).toMatchObject({ payment: { status: 'success', mode: 'offline' }, adminNote: 'Verified and confirmed by admin' });
  await notices().getByText('Payment Confirmed').waitFor();
  await rowOf(id).getByText('Paid').waitFor();
});

test('an admin disqualifies with a short reason (refused) and then a valid one', async () => {
  await openList('admin@example.org', '/registrations?status=active&sort=registrationId&order=asc');
  const id = (await columnTexts('Registration ID'))[0]!;
  await (await rowMenu(id)).getByRole('menuitem', { name: 'Disqualify...' }).click();
  const dialog = page.getByRole('dialog', { name: 'Disqualify Registration?' });
  const reason = dialog.getByRole('textbox', { name: 'Reason (min. 10 characters)' });
  const confirm = dialog.getByRole('button', { name: 'Confirm Disqualification' });
  await reason.fill('too short');
  expect(await confirm.isDisabled()).toBe(true);
  await reason.press('Control+Enter');
  await page.getByText('Please provide a reason with at least 10 characters.').waitFor();
  expect(await page.getByText('Reason Required').isVisible()).toBe(true);
  await screenshot(page, 'registrations-disqualify-light');
  await reason.fill('Age proof does not match the class enrolled.');
  await confirm.click();
  await notices().getByText('Registration Disqualified').waitFor();
  await rowOf(id).getByText('Disqualified').waitFor();
});

test('an admin clears a disqualified status back to active', async () => {
  // A failed payment: no receipt to print and nothing to confirm, whatever other files did to the
  // newest disqualified rows (a paid one's menu also offers its receipt).
  await openList('admin@example.org', '/registrations?status=disqualified&paymentStatus=failed');
  const id = (await columnTexts('Registration ID'))[0]!;
  const menu = await rowMenu(id);
  expect(await menu.getByRole('menuitem').allTextContents()).toEqual(['View Details', 'Edit Registration', 'Clear Status']);
  await menu.getByRole('menuitem', { name: 'Clear Status' }).click();
  await notices().getByText('Status Cleared').waitFor();
  await rowOf(id).getByText('Active', { exact: true }).waitFor();
});

test('an admin marks a duplicate from the Duplicate Audit overlay', async () => {
  await openList('admin@example.org');
  await page.getByRole('button', { name: 'Duplicate Audit' }).click();
  const overlay = page.getByRole('dialog', { name: /Duplicate Audit/ });
  await overlay.getByRole('button', { name: 'Mark as Duplicate' }).first().waitFor();
  const row = overlay
    .locator('tbody tr')
    .filter({ has: page.getByRole('button', { name: 'Mark as Duplicate' }) })
    .first();
  const id = (await row.locator('td').first().textContent())!;
  await screenshot(page, 'registrations-duplicate-audit-light');
  await row.getByRole('button', { name: 'Mark as Duplicate' }).click();
  await overlay.locator('tbody tr').filter({ hasText: id }).getByText('Already Marked').waitFor();
  await overlay.getByRole('button', { name: 'Close Duplicate Audit' }).click();
  await notices().getByText('Marked as Duplicate').waitFor();
});

test('staff edit a name; the list reloads and the detail page shows the change in its history', async () => {
  await openList('staff@example.org', '/registrations?q=REG-0000200');
  await (await rowMenu('REG-0000200')).getByRole('menuitem', { name: 'Edit Registration' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Registration' });
  const before = await dialog.getByRole('textbox', { name: 'Full Name' }).inputValue();
  // A full-page shot while the dialog is still opening resizes the page under its transition.
  await waitForStillness(page);
  await screenshot(page, 'registrations-edit-dialog-light');
  await dialog.getByRole('textbox', { name: 'Full Name' }).fill('Edited Name Etoe');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await notices().getByText('Registration Updated').waitFor();
  await rowOf('REG-0000200').getByText('Edited Name Etoe').waitFor();

  await rowOf('REG-0000200').getByRole('link', { name: 'REG-0000200' }).click();
  await page.getByRole('heading', { level: 1, name: 'Registration REG-0000200' }).waitFor();
  const history = page.getByRole('list', { name: 'History' });
  await history.getByText(`Name: ${before} → Edited Name Etoe`).waitFor();
  expect(await history.getByText('Priya Nair (staff)').count()).toBe(1);
  await screenshot(page, 'registrations-detail-light');
  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await screenshot(page, 'registrations-detail-dark');
});

test('an exported CSV, streamed to disk by the browser through a single-use link, holds the rows the list shows', async () => {
  await openList('viewer@example.org', '/registrations?cadre=Kids+Level&paymentMode=offline&sort=name&order=asc');
  const shown = numberIn(await waitForSubtitle(/^Showing [\d,]+ of/), 0);
  const firstShown = (await columnTexts('Registration ID'))[0];
  const linkMade = page.waitForResponse((r) => r.url().includes('/admin/registrations/export-links?') && r.request().method() === 'POST');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const link = (await (await linkMade).json()) as { path: string };
  const file = await download;
  // The browser fetched the file itself, from the link: no token, nothing held in the page.
  expect(file.url()).toMatch(/\/registrations-export\/[A-Za-z0-9_-]{43}$/);
  expect(new URL(file.url()).pathname).toBe(link.path);
  const text = await (await import('node:fs/promises')).readFile((await file.path())!, 'utf8');
  expect(text.startsWith('\uFEFFregistrationId,name,gender,contactNumber,school,schoolName,std,cadre,levelEnrolled,')).toBe(true);
  const lines = text.split('\r\n').filter((line) => line !== '');
  expect(lines.length - 1).toBe(shown);
  expect(lines[1]!.split(',')[0]).toBe(firstShown);
  for (const line of lines.slice(1)) expect(line).toContain(',Kids Level,');
  expect(file.suggestedFilename()).toMatch(/^registrations-\d{4}-\d{2}-\d{2}\.csv$/);
  await notices().getByText('Export complete').waitFor();
  // Single use: the link opened again is refused.
  const again = await page.request.get(file.url());
  expect(again.status()).toBe(410);
});

test('search rows paint before the exact total; the subtitle says it is counting until the total arrives', async () => {
  await openList('staff@example.org');
  const overall = numberIn(await waitForSubtitle(/^Manage [\d,]+ total registrations$/), 0);
  const { body: counted } = await api(await idToken('staff@example.org'), 'GET', '/admin/registrations/count?q=sha');
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/admin/registrations/count?**', async (route) => {
    await held;
    await route.continue().catch(() => {});
  });
  const rowsAnswered = page.waitForResponse((r) => r.url().includes('/admin/registrations?') && new URL(r.url()).searchParams.get('q') === 'sha');
  await page.getByRole('textbox', { name: 'Search registrations' }).fill('sha');
  await rowsAnswered;
  await page.waitForFunction(() => {
    const rows = Array.from(document.querySelectorAll('table[aria-label="Registrations"] tbody tr'));
    return rows.length > 0 && rows.every((row) => row.textContent?.toLowerCase().includes('sha'));
  });
  expect(await subtitle().textContent()).toBe('Counting matching registrations...');
  await screenshot(page, 'registrations-counting-light');
  await page.setViewportSize(PHONE);
  await screenshot(page, 'registrations-counting-phone-light');
  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await screenshot(page, 'registrations-counting-phone-dark');
  await page.setViewportSize(DESKTOP);
  await screenshot(page, 'registrations-counting-dark');
  expect(await subtitle().textContent()).toBe('Counting matching registrations...');
  release();
  expect(await waitForSubtitle(/^Showing /)).toBe(`Showing ${counted.total.toLocaleString('en-IN')} of ${overall.toLocaleString('en-IN')} registrations`);
  expect(counted.total).toBeGreaterThan(0);
  await page.unroute('**/admin/registrations/count?**');
});

test('dark theme: the list and its filter dialog', async () => {
  await openList('admin@example.org', '/registrations?status=active');
  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await screenshot(page, 'registrations-list-dark');
  await page.getByRole('button', { name: 'Filters (active)' }).click();
  await screenshot(page, 'registrations-filter-dialog-dark');
});
