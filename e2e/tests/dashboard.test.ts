import type { Page } from 'playwright-core';
// Type only (removed when compiled): e2e has no runtime dependency on shared.
import { AUTH_EMULATOR, DEMO_PASSWORD } from 'tooling/emulator-sign-in';
import type { DashboardStats } from '../../shared/src/platform/api/dashboardStats';
import { apiUrl, DESKTOP, portalUrl, screenshot, signIn, useBrowserPage } from '../src/browser';
import { eventually } from '../src/processes';

// The dashboard and the audit trail against the running portal: the KPIs equal the API's
// figures, a change made elsewhere reaches the KPIs, Recent Activity and /audit without a
// reload, the audit filters narrow the list, and the charts read in both themes.

const browserPage = useBrowserPage(DESKTOP);
let page: Page;
beforeEach(() => {
  page = browserPage.page();
});

async function apiToken(email: string): Promise<string> {
  const response = await fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD, returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken: string };
  return body.idToken;
}

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const token = await apiToken('admin@example.org');
  const response = await fetch(apiUrl(path), {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The figure a KPI card shows, as a number (its text uses Indian grouping). */
async function kpi(title: string): Promise<number> {
  const text = await page.getByRole('region', { name: title, exact: true }).locator('p').first().textContent();
  return Number(text!.replace(/,/g, ''));
}

async function kpis(): Promise<number[]> {
  return Promise.all(['Total Registrations', 'Successful Payments', 'Online Pending Payments', 'Offline Pending', 'Issues'].map(kpi));
}

const expectedKpis = (stats: DashboardStats) => [
  stats.totalRegistrations,
  stats.successfulPayments,
  stats.onlinePending,
  stats.offlinePending,
  stats.totalDisqualified + stats.totalDuplicates,
];

test("the five KPI cards show the API's figures, with Indian grouping", async () => {
  await signIn(page, 'viewer@example.org');
  await page.getByTestId('total-registrations').waitFor();
  const stats = await api<DashboardStats>('GET', '/admin/stats');
  expect(await kpis()).toEqual(expectedKpis(stats));
  expect(stats.totalRegistrations).toBeGreaterThan(999);
  expect(await page.getByTestId('total-registrations').textContent()).toBe(new Intl.NumberFormat('en-IN').format(stats.totalRegistrations));
});

test('a payment confirmed elsewhere reaches the KPIs and Recent Activity without a reload; /audit shows it and filters down to it', async () => {
  await signIn(page, 'staff@example.org');
  await page.getByTestId('total-registrations').waitFor();
  const successfulBefore = await kpi('Successful Payments');
  // Active: a duplicate's payment takes a second click naming its status (409 without it).
  const {
    data: [pending],
  } = await api<{ data: { registrationId: string; name: string }[] }>(
    'GET',
    '/admin/registrations?paymentStatus=pending&paymentMode=offline&status=active&limit=1',
  );
  await api('PUT', `/admin/register/${pending!.registrationId}`, {
    payment: { status: 'success', mode: 'offline' },
    adminNote: 'Cash counted at the e2e desk',
  });

  // The live event feed brings the change; nothing polls.
  const recent = page.getByRole('list', { name: 'Recent activity' });
  const confirmation = recent.getByRole('listitem').first().filter({ hasText: 'Payment confirmed' }).filter({ hasText: pending!.registrationId });
  await confirmation.waitFor();
  expect(await confirmation.textContent()).toContain(pending!.name);
  // The dashboard's calls refresh one after another: waited for, then asserted (which names the figure if it never came).
  await eventually(async () => (await kpi('Successful Payments')) === successfulBefore + 1, 5_000);
  expect(await kpi('Successful Payments')).toBe(successfulBefore + 1);
  expect(await kpis()).toEqual(expectedKpis(await api<DashboardStats>('GET', '/admin/stats')));

  await page.getByRole('region', { name: 'Recent Activity' }).getByRole('link', { name: 'View All' }).click();
  await page.waitForURL(/\/audit$/);
  const rows = page.getByRole('table', { name: 'Audit entries' }).getByRole('row');
  const newest = rows.nth(1);
  await newest.getByRole('link', { name: pending!.registrationId }).waitFor();
  expect(await newest.textContent()).toContain('Payment status: Pending → Paid');
  expect(await newest.textContent()).toContain('Cash counted at the e2e desk');
  expect(await newest.textContent()).toContain('admin@example.org');
  const everything = Number((await page.getByRole('status').filter({ hasText: 'entries' }).textContent())!.replace(/\D/g, ''));

  // Other browser tests may have acted on the same registration: the API says how many entries to expect.
  const entriesAbout = async (query: string) => (await api<{ total: number }>('GET', `/admin/audit?registrationId=${pending!.registrationId}${query}`)).total;
  const counted = (total: number) => page.getByRole('status').filter({ hasText: new RegExp(`^${total} entr(y|ies)$`) });
  const aboutIt = await entriesAbout('');
  expect(aboutIt).toBeGreaterThanOrEqual(2);
  expect(everything).toBeGreaterThan(aboutIt);
  await page.getByLabel('Registration ID').fill(pending!.registrationId);
  await page.waitForURL(new RegExp(`registrationId=${pending!.registrationId}`));
  await counted(aboutIt).waitFor();
  await page.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: 'Payment confirmed' }).click();
  await page.waitForURL(/action=payment.confirmed/);
  await counted(1).waitFor();
  expect(await entriesAbout('&action=payment.confirmed')).toBe(1);
  expect(await rows.count()).toBe(2);
  await screenshot(page, 'audit-filtered');

  // The filters live in the URL: a reload shows the same narrowed list.
  await page.reload();
  await page
    .getByRole('status')
    .filter({ hasText: /^1 entry$/ })
    .waitFor();
  expect(await page.getByLabel('Registration ID').inputValue()).toBe(pending!.registrationId);
}, 120_000);

test('header buttons and quick actions open their screens', async () => {
  await signIn(page, 'staff@example.org');
  const links: [string, RegExp][] = [
    ['Quick Payment Lookup', /\/payments$/],
    ['Manage Registrations', /\/registrations$/],
    ['Confirm Offline Payment', /\/payments$/],
    ['Export Registration Data', /\/registrations$/],
    ['Bulk Actions on Registrations', /\/registrations$/],
    ['Review Flagged Activities', /\/audit$/],
  ];
  for (const [name, route] of links) {
    await page.goto(portalUrl('/dashboard'));
    await page.getByRole('link', { name, exact: true }).click();
    await page.waitForURL(route);
  }
});

test('the trend charts are drawn in light and in dark theme, each with its table', async () => {
  await signIn(page, 'admin@example.org');
  const chart = page.getByTestId('daily-registrations-chart');
  await chart.waitFor();
  for (const name of ['Registrations per Day', 'Payments by Status and Mode', 'Registrations by Cadre']) {
    expect(await page.getByRole('heading', { level: 2, name, exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('table', { name: new RegExp(`^${name}:`) }).count()).toBe(1);
  }
  expect(await chart.locator('rect').count()).toBe(42);
  const lightFill = await chart.locator('rect').first().getAttribute('fill');
  await screenshot(page, 'dashboard-light');

  // The file starts in the default theme (src/perFileSetup.ts), light in this browser; the toggle saves dark.
  const before = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await page.waitForFunction((start) => getComputedStyle(document.body).backgroundColor !== start, before);
  const darkFill = await chart.locator('rect').first().getAttribute('fill');
  const labelColour = await chart
    .locator('text')
    .first()
    .evaluate((el) => getComputedStyle(el).fill);
  // Axis labels light enough to read on the dark background.
  const [r, g, b] = labelColour.match(/\d+/g)!.map(Number);
  expect(r! + g! + b!).toBeGreaterThan(3 * 150);
  expect(darkFill).toBeTruthy();
  expect(lightFill).toBeTruthy();
  await screenshot(page, 'dashboard-dark');
});
