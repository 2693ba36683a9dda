import type { Page } from 'playwright-core';
import { DESKTOP, portalUrl, screenshot, signIn, useBrowserPage } from '../src/browser';

// What the shell offers each role: Settings only to the role that can use it (sidebar, user menu,
// palette), the spec's refusals for anyone who types the address, a way out of /403, and names
// for the collapsed sidebar's icons.

const browserPage = useBrowserPage(DESKTOP);
let page: Page;
beforeEach(() => {
  page = browserPage.page();
});

const nav = () => page.getByRole('navigation', { name: 'Main' });

/** Whether the sidebar, the user menu and the command palette each offer Settings. */
async function settingsOffered(): Promise<{ sidebar: boolean; userMenu: boolean; palette: boolean }> {
  await nav().getByRole('link', { name: 'Profile' }).waitFor();
  const sidebar = (await nav().getByRole('link', { name: 'Settings' }).count()) > 0;
  await page.getByRole('button', { name: 'User menu' }).click();
  const menu = page.getByRole('menu');
  await menu.getByRole('menuitem', { name: 'Profile' }).waitFor();
  const userMenu = (await menu.getByRole('menuitem', { name: 'Settings' }).count()) > 0;
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'detached' });
  // The palette opens once the organisation's settings say it is on (its top-bar button shows then).
  await page.getByRole('button', { name: /Search registrations/ }).waitFor();
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await palette.getByText('Open Profile').waitFor();
  const inPalette = (await palette.getByText('Open Settings', { exact: true }).count()) > 0;
  await page.keyboard.press('Escape');
  await palette.waitFor({ state: 'detached' });
  return { sidebar, userMenu, palette: inPalette };
}

test('a superadmin is offered Settings in the sidebar, the user menu and the palette, and each opens it', async () => {
  await signIn(page, 'superadmin@example.org');
  expect(await settingsOffered()).toEqual({ sidebar: true, userMenu: true, palette: true });
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
  await page.goto(portalUrl('/dashboard'));
  await page.getByRole('button', { name: /Search registrations/ }).waitFor();
  await page.keyboard.press('Control+k');
  await page.getByRole('dialog', { name: 'Command palette' }).getByText('Open Settings', { exact: true }).click();
  await page.waitForURL(/\/settings$/);
  await page.getByRole('tab', { name: 'Organization' }).waitFor();
});

test.each(['admin', 'staff', 'viewer'])('%s is offered Settings nowhere', async (role) => {
  await signIn(page, `${role}@example.org`);
  expect(await settingsOffered()).toEqual({ sidebar: false, userMenu: false, palette: false });
  await screenshot(page, `navigation-${role}`);
});

test("an admin who types /settings gets the spec's Access Denied text; staff get /403", async () => {
  await signIn(page, 'admin@example.org');
  await page.goto(portalUrl('/settings'));
  await page.getByText('Access Denied - You need admin privileges to access settings.').waitFor();
});

test('a signed-in person with no role can sign out from /403', async () => {
  await signIn(page, 'norole@example.org', /\/403$/);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL(/\/auth\/sign-in/);
  await page.getByRole('button', { name: 'Sign In' }).waitFor();
  // Signed out for real: a protected address goes back to sign-in.
  await page.goto(portalUrl('/dashboard'));
  await page.waitForURL(/\/auth\/sign-in/);
});

test("the collapsed sidebar's icons show their names as tooltips", async () => {
  await signIn(page, 'viewer@example.org');
  await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
  await page.waitForFunction(() => document.querySelector('nav[aria-label="Main"]')?.getAttribute('data-collapsed') === 'true');
  await nav().getByRole('link', { name: 'Payments' }).hover();
  await page.getByRole('tooltip', { name: 'Payments' }).waitFor();
  await screenshot(page, 'sidebar-collapsed-tooltip');
});
