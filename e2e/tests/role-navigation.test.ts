import type { Page } from 'playwright-core';
import { apiOk } from '../src/api';
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

/** What only an admin may do, as the screens name it (a button's name may go on with what it acts on). */
const ADMIN_ONLY = [
  'Mark as Duplicate',
  'Disqualify...',
  'Clear Status',
  'Merge…',
  'Merge with…',
  'Merge suggested',
  'Unmerge',
  'Cancel receipt',
  'Approve',
  'Reject',
  'Resend',
];

/** The admin-only actions on screen now, by name. */
const adminOnlyShown = () =>
  page.evaluate(
    (labels) =>
      Array.from(document.querySelectorAll('button, a[href], [role="menuitem"]'))
        .filter((element) => element.getClientRects().length > 0)
        .map((element) => (element.getAttribute('aria-label') ?? element.textContent ?? '').trim())
        .filter((name) => labels.some((label) => name === label || name.startsWith(`${label} `))),
    ADMIN_ONLY,
  );

/** The admin-only actions each screen showed `email`, on the screens of one paid registration with a receipt. */
async function adminOnlyActionsMet(
  email: string,
  { id, receipt }: { id: string; receipt: string },
): Promise<Record<'rowMenu' | 'detail' | 'duplicateAudit' | 'receipts', string[]>> {
  // Signed in again, the portal returns to the page signed out from: anywhere past the sign-in page.
  await signIn(page, email, /^(?!.*\/auth\/).*$/);
  const met = { rowMenu: [] as string[], detail: [] as string[], duplicateAudit: [] as string[], receipts: [] as string[] };
  await page.goto(portalUrl(`/registrations?q=${id}`));
  await page.getByRole('grid', { name: 'Registrations' }).locator('tbody tr').filter({ hasText: id }).waitFor();
  await page.getByRole('button', { name: `Actions for ${id}` }).click();
  await page.getByRole('menuitem', { name: 'View Details' }).waitFor();
  met.rowMenu = await adminOnlyShown();
  await page.keyboard.press('Escape');
  await page.goto(portalUrl(`/registrations/${id}`));
  await page.getByRole('heading', { level: 1, name: `Registration ${id}` }).waitFor();
  await page.getByRole('button', { name: `Actions for ${id}` }).click();
  await page.getByRole('menuitem', { name: 'Print receipt' }).waitFor();
  met.detail = await adminOnlyShown();
  await page.keyboard.press('Escape');
  await page.goto(portalUrl('/registrations?duplicateAudit=open'));
  await page
    .getByRole('dialog', { name: /Duplicate Audit/ })
    .getByRole('region')
    .first()
    .waitFor();
  met.duplicateAudit = await adminOnlyShown();
  // Newest first: this test's receipt is on the first page.
  await page.goto(portalUrl('/payments?view=receipts'));
  await page.getByRole('button', { name: `Print receipt ${receipt}` }).waitFor();
  met.receipts = await adminOnlyShown();
  return met;
}

test('staff meet no admin-only action on any screen, where an admin meets them all (issue 60, item 21)', async () => {
  // A payment of this test's own confirmed, so that its receipt is in the register.
  const { data } = await apiOk<{ data: { registrationId: string; status: string; version: number; payment: { status: string; approval?: unknown } }[] }>(
    'GET',
    '/admin/payments/awaiting-confirmation?limit=100',
  );
  const pending = data.filter((r) => r.status === 'active' && r.payment.status === 'pending' && !r.payment.approval);
  const target = pending[pending.length - 1]!;
  const confirmed = await apiOk<{ payment: { receipt: { number: string } } }>('PUT', `/admin/register/${target.registrationId}`, {
    body: { payment: { status: 'success', mode: 'offline' }, version: target.version },
  });
  const paid = { id: target.registrationId, receipt: confirmed.payment.receipt.number };
  const admin = await adminOnlyActionsMet('admin@example.org', paid);
  expect(admin.rowMenu).toEqual(expect.arrayContaining(['Mark as Duplicate', 'Disqualify...']));
  expect(admin.detail).toEqual(expect.arrayContaining(['Mark as Duplicate', 'Merge with…']));
  expect(admin.duplicateAudit.some((name) => name.startsWith('Merge…') || name.startsWith('Mark as Duplicate'))).toBe(true);
  expect(admin.receipts.some((name) => name.startsWith('Cancel receipt '))).toBe(true);
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await page.waitForURL(/\/auth\/sign-in/);
  expect(await adminOnlyActionsMet('staff@example.org', paid)).toEqual({ rowMenu: [], detail: [], duplicateAudit: [], receipts: [] });
  await screenshot(page, 'staff-receipts-no-cancel-1366-light', { fullPage: false });
});
