import type { Page } from 'playwright-core';
import { idToken } from 'tooling/emulator-sign-in';
import { api } from '../src/api';
import { axeViolations, waitForStillness } from '../src/axe';
import { DESKTOP, PHONE, portalUrl, screenshot, signIn, useBrowserPage } from '../src/browser';
import { eventually } from '../src/processes';

// Bulk actions run by the API as background jobs: "all N matching" and selected rows,
// against the running portal and its seeded demo data. The panel shows the job's progress while
// the person keeps working, then "N updated, M skipped: why" with the skipped rows.

// axe is injected as an inline script, which the portal's content security policy rightly refuses.
const browserPage = useBrowserPage(DESKTOP, { bypassCSP: true });
let page: Page;
beforeEach(() => {
  page = browserPage.page();
});

const table = () => page.getByRole('grid', { name: 'Registrations' });
const bodyRows = () => table().locator('tbody tr');
const panel = () => page.getByRole('region', { name: 'Bulk action progress' });
const notices = () => page.getByRole('region', { name: 'Notifications' });

async function openList(email: string, path: string): Promise<void> {
  await signIn(page, email);
  await page.goto(portalUrl(path));
  await bodyRows().first().waitFor();
}

/** The registration ids of the rows on screen, in order. */
async function idsOnScreen(): Promise<string[]> {
  return (await bodyRows().getByRole('link').allTextContents()).filter((text) => /^REG-\d+$/.test(text));
}

async function noSeriousViolations(screen: string): Promise<void> {
  // axeViolations answers the serious and critical ones.
  expect((await axeViolations(page, screen)).map((v) => `${v.rule}: ${v.help}`)).toEqual([]);
}

/** Desktop and phone shots of what is on screen now (the panel is fixed to the viewport), in the current theme. */
async function shots(name: string): Promise<void> {
  await waitForStillness(page);
  await screenshot(page, `${name}-desktop`, { fullPage: false });
  await page.setViewportSize(PHONE);
  await waitForStillness(page);
  await screenshot(page, `${name}-phone`, { fullPage: false });
  await page.setViewportSize(DESKTOP);
}

/** The ids of every registration matching a list query, read from the API. */
async function idsMatching(token: string, query: string): Promise<string[]> {
  const { status, body } = await api(token, 'GET', `/admin/registrations?${query}&limit=1000`);
  expect(status).toBe(200);
  expect(body.total).toBeLessThanOrEqual(1000);
  return body.data.map((row: { registrationId: string }) => row.registrationId);
}

/** Runs a bulk action on listed rows through the API and waits for its job to finish. */
async function bulkThroughApi(token: string, action: string, registrationIds: string[]): Promise<void> {
  const started = await api(token, 'POST', '/admin/registrations/bulk', { action, registrationIds });
  expect(started.status).toBe(202);
  let status = '';
  await eventually(async () => {
    ({ status } = (await api(token, 'GET', `/admin/jobs/${started.body.id}`)).body);
    return status !== 'running' && status !== 'queued';
  }, 60_000);
  expect(status).toBe('completed');
}

test('an admin marks "all N matching" as duplicates: the total seen is sent, progress shows while the list stays usable, skipped rows are listed', async () => {
  // The other browser tests share the seeded rows: the rows this test marks are put back after.
  const token = await idToken('admin@example.org');
  const activeBefore = await idsMatching(token, 'status=active&std=5th');
  expect(activeBefore.length).toBeGreaterThan(0);
  try {
    await marksAllMatching();
  } finally {
    await bulkThroughApi(token, 'clearStatus', activeBefore);
  }
  expect(await idsMatching(token, 'status=active&std=5th')).toEqual(expect.arrayContaining(activeBefore));
});

async function marksAllMatching(): Promise<void> {
  await openList('admin@example.org', '/registrations?status=active,duplicate&std=5th&sort=registrationId&order=asc');
  const subtitle = page.getByTestId('registrations-subtitle');
  await subtitle.getByText(/^Showing /).waitFor();
  // 'Showing X of N registrations': X match the search and filters.
  const matching = Number(((await subtitle.textContent()) ?? '').match(/[\d,]+/)?.[0]?.replace(/,/g, ''));
  expect(matching).toBeGreaterThan(100);

  await page.getByRole('checkbox', { name: `Select ${(await idsOnScreen())[0]}` }).check();
  await page.getByRole('button', { name: new RegExp(`^Select all ${matching.toLocaleString('en-IN')} matching$`) }).click();
  await page.getByRole('button', { name: 'Bulk Actions' }).click();
  await page.getByRole('menuitem', { name: 'Mark as Duplicate' }).click();
  const post = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/admin/registrations/bulk'));
  const answered = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/admin/registrations/bulk'));
  await page
    .getByRole('dialog', { name: `Mark as Duplicate for ${matching.toLocaleString('en-IN')} registrations?` })
    .getByRole('button', { name: 'Apply' })
    .click();
  expect((await post).postDataJSON()).toMatchObject({ action: 'markDuplicate', filters: { status: 'active,duplicate', std: '5th' }, expectedTotal: matching });
  expect((await answered).status()).toBe(202);

  // Running: the bar moves, and the screen answers meanwhile (a search is typed and answered).
  const bar = panel().getByRole('progressbar', { name: 'Mark as Duplicate progress' });
  await bar.waitFor();
  await panel()
    .getByText(new RegExp(`^Mark as Duplicate: [\\d,]+ of ${matching.toLocaleString('en-IN')}$`))
    .waitFor();
  await shots('bulk-job-progress-light');
  await page.getByRole('textbox', { name: 'Search registrations' }).fill('REG-00000');
  await page.waitForURL((url) => url.searchParams.get('q') === 'REG-00000');
  await bodyRows().first().waitFor();

  await panel().getByText('Mark as Duplicate finished').waitFor({ timeout: 120_000 });
  const result =
    (await panel()
      .getByText(/^[\d,]+ updated, [\d,]+ skipped/)
      .textContent()) ?? '';
  const [updated, skipped] = (result.match(/^([\d,]+) updated, ([\d,]+) skipped/) ?? []).slice(1).map((n) => Number(n.replace(/,/g, '')));
  expect({ result, handled: updated! + skipped! }).toEqual({ result, handled: matching });
  expect(updated).toBeGreaterThan(0);
  expect(skipped).toBeGreaterThan(0);
  // The panel alone tells the result: no notice repeats it in another corner.
  expect(await notices().getByText('Mark as Duplicate').count()).toBe(0);
  await noSeriousViolations('bulk job result panel');
  await shots('bulk-job-result-light');

  await panel().getByRole('button', { name: 'Show skipped rows' }).click();
  const details = page.getByRole('dialog', { name: 'Mark as Duplicate finished' });
  const skippedRows = details.getByRole('table', { name: 'Skipped rows' }).locator('tbody tr');
  expect(await skippedRows.count()).toBe(Math.min(skipped!, 100));
  expect(await skippedRows.first().textContent()).toMatch(/^REG-\d+/);
  await noSeriousViolations('bulk job skipped rows');
  await shots('bulk-job-skipped-rows-light');
  await details.getByRole('button', { name: 'Close' }).click();
  await details.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await shots('bulk-job-result-dark');
  await panel().getByRole('button', { name: 'Show skipped rows' }).click();
  await shots('bulk-job-skipped-rows-dark');
  await details.getByRole('button', { name: 'Close' }).click();
  await details.waitFor({ state: 'detached' });
  await panel().getByRole('button', { name: 'Close bulk action result' }).click();
  await panel().waitFor({ state: 'detached' });
}

test('staff confirm the payments of selected rows: the paid ones are skipped and listed with the reason', async () => {
  // Active rows without payments still at the gateway, so that the badge alone says which rows can be
  // confirmed (a disqualified or duplicate row's payment needs a second click naming its status).
  await openList('staff@example.org', '/registrations?std=3rd&status=active&paymentStatus=pending,success,failed&sort=registrationId&order=asc');
  const ids = (await idsOnScreen()).slice(0, 8);
  const pending: string[] = [];
  for (const id of ids) {
    if (
      await bodyRows()
        .filter({ has: page.getByRole('link', { name: id, exact: true }) })
        .getByText('Pending', { exact: true })
        .count()
    )
      pending.push(id);
  }
  const notPending = ids.filter((id) => !pending.includes(id));
  expect(pending.length).toBeGreaterThan(0);
  expect(notPending.length).toBeGreaterThan(0);
  for (const id of ids) await page.getByRole('checkbox', { name: `Select ${id}` }).check();
  await page.getByText(`${ids.length} registrations selected for Bulk Actions.`).waitFor();
  await page.getByRole('button', { name: 'Bulk Actions' }).click();
  await page.getByRole('menuitem', { name: 'Confirm Payment' }).click();
  const post = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/admin/registrations/bulk'));
  await page
    .getByRole('dialog', { name: `Confirm Payment for ${ids.length} registrations?` })
    .getByRole('button', { name: 'Apply' })
    .click();
  expect((await post).postDataJSON()).toEqual({ action: 'confirmPayment', registrationIds: ids });

  await panel().getByText('Confirm Payment finished').waitFor({ timeout: 60_000 });
  await panel()
    .getByText(new RegExp(`^${pending.length} updated, ${notPending.length} skipped: `))
    .waitFor();
  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await shots('bulk-job-selected-result-dark');
  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await panel().getByRole('button', { name: 'Show skipped rows' }).click();
  const details = page.getByRole('dialog', { name: 'Confirm Payment finished' });
  const listed = await details.getByRole('table', { name: 'Skipped rows' }).locator('tbody tr td:first-child').allTextContents();
  expect(listed.sort()).toEqual([...notPending].sort());
  await shots('bulk-job-selected-skipped-light');
  await details.getByRole('button', { name: 'Close' }).click();
  // The list was reloaded when the job ended: the confirmed rows show Paid.
  const table = page.getByRole('grid', { name: 'Registrations' });
  for (const id of pending) {
    await table
      .locator('tbody tr')
      .filter({ has: page.getByRole('link', { name: id, exact: true }) })
      .getByText('Paid')
      .waitFor();
  }
});
