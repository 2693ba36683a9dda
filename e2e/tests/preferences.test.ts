import type { BrowserContext, Page } from 'playwright-core';
import { idToken } from 'tooling/emulator-sign-in';
import { api, deleteAccounts, emulator, PROJECT_ID } from '../src/api';
import { launchBrowser } from 'tooling/browser';
import { DESKTOP, PHONE, portalUrl, screenshot } from '../src/browser';

// Each staff member's own portal: preferences and a saved list view set in one browser follow
// the person to another after sign-in. On an account the test creates (the demo accounts are
// shared by every test and never changed), and two sign-ins in all.

const PASSWORD = 'prefs-pass-123';
const DARK_BACKGROUND = 'rgb(18, 18, 18)';
const LIGHT_BACKGROUND = 'rgb(255, 255, 255)';

let accountId: string;
afterAll(async () => {
  if (accountId) await deleteAccounts([accountId]);
});

async function newStaffAccount(): Promise<string> {
  const email = `e2e-prefs-${Date.now()}@example.org`;
  const invited = await api(await idToken('superadmin@example.org'), 'POST', '/admin/staff-accounts', { email, role: 'staff' });
  expect(invited.status).toBe(201);
  accountId = invited.body.user.id;
  await emulator(
    `/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`,
    { localId: accountId, password: PASSWORD, displayName: 'Meera Iyer' },
    true,
  );
  return email;
}

async function signedIn(context: BrowserContext, email: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(portalUrl('/auth/sign-in'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/dashboard$/);
  return page;
}

const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const headers = (page: Page) => page.getByRole('grid', { name: 'Registrations' }).locator('thead th').allTextContents();
const rowIds = (page: Page) => page.getByRole('grid', { name: 'Registrations' }).locator('tbody tr td:nth-child(2)').allTextContents();

test('preferences and a default list view set in one browser apply in another after sign-in', async () => {
  const email = await newStaffAccount();
  const browser = await launchBrowser();
  try {
    // ---- The first browser, on a light device: the spec's defaults, then the person's choices.
    const first = await browser.newContext({ viewport: DESKTOP, colorScheme: 'light' });
    const page = await signedIn(first, email);
    await page.goto(portalUrl('/profile?tab=preferences'));
    await page.getByRole('button', { name: 'Save Preferences' }).waitFor();
    expect(await page.getByRole('button', { name: 'System' }).getAttribute('aria-pressed')).toBe('true');
    expect(await background(page)).toBe(LIGHT_BACKGROUND);
    await screenshot(page, 'preferences-1366-light');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'preferences-390-light');
    await page.setViewportSize(DESKTOP);

    await page.getByRole('button', { name: 'Dark' }).click();
    await page.getByRole('button', { name: 'Compact' }).click();
    await page.getByRole('combobox', { name: 'Locale' }).click();
    await page.getByRole('option', { name: 'English (United States)' }).click();
    await page.getByRole('combobox', { name: 'Time zone' }).fill('America/New_York');
    await page.getByRole('option', { name: 'America/New_York' }).click();
    await page.getByRole('switch', { name: 'Keyboard shortcuts' }).uncheck();
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await page.getByRole('region', { name: 'Notifications' }).getByText('Preferences saved').waitFor();
    // Applied at once in this browser: dark, and the palette's hint says the shortcuts are off.
    await page.waitForFunction((dark) => getComputedStyle(document.body).backgroundColor === dark, DARK_BACKGROUND);
    await page.getByRole('button', { name: /Search registrations.*Shortcuts off/ }).waitFor();
    await screenshot(page, 'preferences-1366-dark');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'preferences-390-dark');
    await page.setViewportSize(DESKTOP);

    // A view of the list: active registrations by name, Contact hidden, Status before Payment, compact rows.
    await page.goto(portalUrl('/registrations?status=active&sort=name&order=asc'));
    await page.getByRole('grid', { name: 'Registrations' }).locator('tbody tr').first().waitFor();
    await page.getByRole('button', { name: 'Columns' }).click();
    const columns = page.getByRole('dialog', { name: 'Columns' });
    await columns.getByRole('checkbox', { name: 'Show Contact' }).click();
    await columns.getByRole('checkbox', { name: 'Show Contact', checked: false }).waitFor();
    await columns.getByRole('button', { name: 'Move Status up' }).click();
    await page.keyboard.press('Escape');
    // Compact is already the person's density; chosen again here, the view keeps it for whoever opens it.
    await page.getByRole('button', { name: 'Comfortable', exact: true }).click();
    await page.locator('table[data-density="comfortable"]').waitFor();
    await page.getByRole('button', { name: 'Compact', exact: true }).click();
    await page.locator('table[data-density="compact"]').waitFor();
    await page.getByRole('button', { name: 'Views' }).click();
    await page.getByRole('menuitem', { name: 'Save current view...' }).click();
    const save = page.getByRole('dialog', { name: 'Save view' });
    await save.getByRole('textbox', { name: 'View name' }).fill('Active by name');
    await save.getByRole('checkbox', { name: 'Open the list with this view' }).check();
    await save.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: 'View: Active by name' }).waitFor();
    const saved = { search: new URL(page.url()).search, headers: await headers(page), rows: await rowIds(page) };
    expect(saved.search).toBe(
      '?status=active&sort=name&order=asc&columns=name%2Cschool%2Cstd%2Ccadre%2ClevelEnrolled%2Cstatus%2CpaymentStatus&density=compact',
    );
    expect(saved.headers).not.toContain('Contact');
    await screenshot(page, 'registrations-view-compact-1366-dark');
    await first.close();

    // ---- Another browser on a light device: the person's preferences, and the view they chose.
    const second = await browser.newContext({ viewport: DESKTOP, colorScheme: 'light' });
    const other = await signedIn(second, email);
    await other.waitForFunction((dark) => getComputedStyle(document.body).backgroundColor === dark, DARK_BACKGROUND);
    await other.getByRole('button', { name: /Search registrations.*Shortcuts off/ }).waitFor();
    await other.keyboard.press('Control+k');
    expect(await other.getByRole('textbox', { name: 'Search commands and registrations' }).count()).toBe(0);

    // Dates in US English and New York time.
    const registration = (await api(await idToken(email, PASSWORD), 'GET', '/admin/registrations/REG-0000300')).body;
    const newYork = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      day: '2-digit',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hour12: true,
    });
    await other.goto(portalUrl('/registrations/REG-0000300'));
    await other
      .getByRole('definition')
      .filter({ hasText: newYork.format(new Date(registration.createdAt)) })
      .waitFor();

    // The dashboard's days are New York's, in US English: the chart draws what the API counts for
    // that zone, which differs from India's (the seeded registrations fall across the days' edges).
    const days = async (tz: string): Promise<{ day: string; registrations: number }[]> =>
      (await api(await idToken(email, PASSWORD), 'GET', `/admin/dashboard/trends?tz=${encodeURIComponent(tz)}`)).body.registrationsPerDay;
    const [newYorkDays, indiaDays] = [await days('America/New_York'), await days('Asia/Kolkata')];
    expect(newYorkDays.map((d) => d.registrations)).not.toEqual(indiaDays.map((d) => d.registrations));
    const usDay = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', day: '2-digit', month: 'short' });
    await other.goto(portalUrl('/dashboard'));
    const bars = other.getByTestId('daily-registrations-chart').locator('rect > title');
    await bars.first().waitFor({ state: 'attached' });
    expect(await bars.allTextContents()).toEqual(
      newYorkDays.map(({ day, registrations }) => `${usDay.format(new Date(`${day}T00:00:00Z`))}: ${registrations.toLocaleString('en-US')}`),
    );
    await screenshot(other, 'dashboard-new-york-1366-dark');
    await other.setViewportSize(PHONE);
    await screenshot(other, 'dashboard-new-york-390-dark');
    await other.setViewportSize(DESKTOP);

    // A bare list opens with the default view, identically.
    await other.goto(portalUrl('/registrations'));
    await other.getByRole('button', { name: 'View: Active by name' }).waitFor();
    expect(new URL(other.url()).search).toBe(saved.search);
    await other.locator('table[data-density="compact"] tbody tr').first().waitFor();
    expect(await headers(other)).toEqual(saved.headers);
    expect(await rowIds(other)).toEqual(saved.rows);
    await other.setViewportSize(PHONE);
    await screenshot(other, 'registrations-view-390-dark');

    // Switched back to light from the top bar, in this browser: the stored preference follows.
    await other.setViewportSize(DESKTOP);
    const stored = other.waitForResponse((response) => response.url().endsWith('/admin/profile/preferences') && response.request().method() === 'PUT');
    await other.getByRole('button', { name: 'Toggle theme' }).click();
    expect((await (await stored).json()).theme).toBe('light');
    await other.waitForFunction((light) => getComputedStyle(document.body).backgroundColor === light, LIGHT_BACKGROUND);
    await other.getByRole('grid', { name: 'Registrations' }).locator('tbody tr').first().waitFor();
    await screenshot(other, 'registrations-view-compact-1366-light');
    await other.setViewportSize(PHONE);
    await screenshot(other, 'registrations-view-390-light');
    expect((await api(await idToken(email, PASSWORD), 'GET', '/admin/profile/preferences')).body).toMatchObject({
      theme: 'light',
      locale: 'en-US',
      timezone: 'America/New_York',
      keyboardShortcuts: false,
    });
    await second.close();
  } finally {
    await browser.close();
  }
});
