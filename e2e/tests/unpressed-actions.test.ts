import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from 'tooling/emulator-sign-in';
import { DESKTOP, portalUrl, signIn, useBrowserPage } from '../src/browser';

// Actions the screens offered that no browser test pressed (found by searching e2e/ for each
// label): each pressed once here against the real API, and what it leads to checked.
// Bulk actions are left to the change that turns them into background jobs.

const browserPage = useBrowserPage(DESKTOP);
let page: Page;
beforeEach(() => {
  page = browserPage.page();
});

const heading = (name: string) => page.getByRole('heading', { level: 1, name });

async function openPalette(): Promise<void> {
  await page.getByRole('button', { name: /Search registrations/ }).waitFor();
  await page.keyboard.press('Control+k');
  await page.getByRole('dialog', { name: 'Command palette' }).waitFor();
}

test('sign-in: show and hide the password, and sign in with Remember me', async () => {
  await page.goto(portalUrl('/auth/sign-in'));
  const password = page.getByLabel('Password', { exact: true });
  await password.fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Show password' }).click();
  expect(await password.getAttribute('type')).toBe('text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  expect(await password.getAttribute('type')).toBe('password');
  await page.getByLabel('Remember me').check();
  await page.getByLabel('Email').fill('viewer@example.org');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/dashboard$/);
});

test("/403's Go Back and Dashboard, and 404's Return to Home", async () => {
  await signIn(page, 'staff@example.org');
  await page.goto(portalUrl('/payments'));
  await heading('Payment Management').waitFor();
  await page.goto(portalUrl('/settings'));
  await page.waitForURL(/\/403$/);
  await page.getByRole('button', { name: 'Go Back' }).click();
  await page.waitForURL(/\/payments$/);
  await page.goto(portalUrl('/settings'));
  await page.waitForURL(/\/403$/);
  await page.getByRole('button', { name: 'Dashboard' }).click();
  await page.waitForURL(/\/dashboard$/);
  await page.goto(portalUrl('/no/such/page'));
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await page.waitForURL(/\/dashboard$/);
});

test("the palette's quick actions and Sign Out", async () => {
  await signIn(page, 'staff@example.org');
  for (const [item, path, title] of [
    ['Find by Payment ID', '/payments', 'Payment Management'],
    ['Export Registrations', '/registrations', 'Registrations'],
    ['View Audit Logs', '/audit', 'Audit Trail'],
  ] as const) {
    await openPalette();
    await page.getByRole('dialog', { name: 'Command palette' }).getByText(item, { exact: true }).click();
    await page.waitForURL((url) => url.pathname === path);
    await heading(title).waitFor();
  }
  await openPalette();
  await page.getByRole('dialog', { name: 'Command palette' }).getByText('Sign Out', { exact: true }).click();
  await page.waitForURL(/\/auth\/sign-in/);
  await page.getByRole('region', { name: 'Notifications' }).getByText('Signed out').waitFor();
});

test('audit trail: Older, Newer, Newest and Clear filters', async () => {
  await signIn(page, 'admin@example.org');
  await page.goto(portalUrl('/audit?action=registration.created'));
  const rows = page.getByRole('table', { name: 'Audit entries' }).locator('tbody tr');
  await rows.first().waitFor();
  const firstRow = () => rows.first().textContent();
  /** Waits until the first row is (or, with `not`, is no longer) `text`: the page asked for has been drawn. */
  const firstRowBecomes = (text: string | null, not = false) =>
    page.waitForFunction(
      ([expected, differ]) => {
        const shown = document.querySelector('table[aria-label="Audit entries"] tbody tr')?.textContent;
        return differ ? shown !== expected : shown === expected;
      },
      [text, not] as const,
    );
  const newest = await firstRow();
  await page.getByRole('button', { name: 'Older' }).click();
  await page.waitForURL((url) => url.searchParams.has('before'));
  await firstRowBecomes(newest, true);
  // The second page drawn before the next press: Newer pressed while the third page loads would go
  // from the second page, to the newest one (CI failed on that race).
  const second = await firstRow();
  const secondCursor = new URL(page.url()).searchParams.get('before');
  await page.getByRole('button', { name: 'Older' }).click();
  await page.waitForURL((url) => url.searchParams.has('before') && url.searchParams.get('before') !== secondCursor);
  await firstRowBecomes(second, true);
  await page.getByRole('button', { name: 'Newer' }).click();
  await page.waitForURL((url) => url.searchParams.has('after'));
  await firstRowBecomes(second);
  await page.getByRole('button', { name: 'Newest' }).click();
  await page.waitForURL((url) => !url.searchParams.has('after') && !url.searchParams.has('before'));
  await firstRowBecomes(newest);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await page.waitForURL((url) => url.search === '');
});

test("registrations: next page and page size, the filter dialog's Clear All and Cancel, and the details dialog's page link", async () => {
  await signIn(page, 'viewer@example.org');
  await page.goto(portalUrl('/registrations?status=active'));
  const rows = page.getByRole('grid', { name: 'Registrations' }).locator('tbody tr');
  await rows.first().waitFor();
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await page.waitForURL((url) => url.searchParams.get('page') === '2');
  await page.getByRole('combobox', { name: /Rows per page/ }).selectOption('25');
  await page.waitForURL((url) => url.searchParams.get('size') === '25' && !url.searchParams.has('page'));
  await page.waitForFunction(() => document.querySelectorAll('table[aria-label="Registrations"] tbody tr').length === 25);

  await page.getByRole('button', { name: /^Filters/ }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Clear All' }).click();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached' });
  expect(new URL(page.url()).searchParams.get('status')).toBe('active');
  await page.getByRole('button', { name: /^Filters/ }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Clear All' }).click();
  await dialog.getByRole('button', { name: 'Apply Filters' }).click();
  await page.waitForURL((url) => !url.searchParams.has('status'));

  const id = (await rows.first().getByRole('link').first().textContent())!;
  await page.getByRole('button', { name: `Actions for ${id}` }).click();
  await page.getByRole('menuitem', { name: 'View Details' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Open page with history' }).click();
  await heading(`Registration ${id}`).waitFor();
  await page.getByRole('list', { name: 'History' }).or(page.getByText('No changes recorded yet.')).first().waitFor();
});

test("payments: Open registration from a lookup; the queue's search and its pages", async () => {
  await signIn(page, 'viewer@example.org');
  await page.goto(portalUrl('/payments?id=PAY-ABACUS-000001'));
  await page.getByRole('article', { name: 'Payment PAY-ABACUS-000001' }).getByRole('link', { name: 'Open registration' }).click();
  await page.waitForURL(/\/registrations\/REG-/);
  await page.goto(portalUrl('/payments'));
  const queuePages = page.getByRole('navigation', { name: 'Queue pages' });
  const next = queuePages.getByRole('button', { name: 'Next page' });
  await next.waitFor();
  if (await next.isEnabled()) {
    await next.click();
    const previous = queuePages.getByRole('button', { name: 'Previous page' });
    await page.waitForFunction(() => !document.querySelector('nav[aria-label="Queue pages"] button[aria-label="Previous page"]')?.hasAttribute('disabled'));
    await previous.click();
  }
  const search = page.getByRole('textbox', { name: 'Search the queue' });
  await search.fill('zz-no-such-payment');
  await page.waitForResponse(
    (r) => r.url().includes('/admin/payments/awaiting-confirmation') && new URL(r.url()).searchParams.get('q') === 'zz-no-such-payment',
  );
});
