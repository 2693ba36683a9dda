import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, portalUrl, screenshot, signIn, useBrowserPage } from '../src/browser';

// Screenshots of the screens the daily-work bug fixes changed, on a desktop and a phone, light and
// dark, to be looked at; each also checks that nothing spills sideways out of the page.

const browserPage = useBrowserPage(DESKTOP);
let page: Page;
beforeEach(() => {
  page = browserPage.page();
});

const SCREENS: { name: string; email: string; path: string; ready: (p: Page) => Promise<unknown> }[] = [
  {
    name: 'audit',
    email: 'admin@example.org',
    path: '/audit?action=center.updated',
    ready: (p) => p.getByRole('heading', { level: 1, name: 'Audit Trail' }).waitFor(),
  },
  {
    name: 'audit-reversed-range',
    email: 'admin@example.org',
    path: '/audit?from=2026-06-10&to=2026-06-01',
    ready: (p) => p.getByText('"From" must be on or before "To".').waitFor(),
  },
  {
    name: 'payments-gateway',
    email: 'viewer@example.org',
    path: '/payments',
    ready: (p) => p.getByRole('heading', { level: 1, name: 'Payment Management' }).waitFor(),
  },
  {
    name: 'settings-users',
    email: 'superadmin@example.org',
    path: '/settings?tab=users',
    ready: (p) =>
      p
        .getByRole('table', { name: 'Users' })
        .or(p.getByRole('list', { name: 'Users' }))
        .waitFor(),
  },
  {
    name: 'profile-security',
    email: 'viewer@example.org',
    path: '/profile?tab=security',
    ready: (p) => p.getByRole('tab', { name: 'Security', selected: true }).waitFor(),
  },
  {
    name: 'registrations-detail',
    email: 'viewer@example.org',
    path: '/registrations/REG-0000200',
    ready: (p) => p.getByRole('heading', { level: 1, name: 'Registration REG-0000200' }).waitFor(),
  },
  { name: 'no-role-403', email: 'norole@example.org', path: '/403', ready: (p) => p.getByRole('button', { name: 'Sign out' }).waitFor() },
];

test.each(SCREENS)('$name at 1366x900 and 390x844, light and dark', async ({ name, email, path, ready }) => {
  await signIn(page, email, email.startsWith('norole') ? /\/403$/ : /\/dashboard$/);
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    for (const theme of ['light', 'dark'] as const) {
      // The demo accounts' theme preference is System, which follows the device (the 403 page has no toggle).
      await page.emulateMedia({ colorScheme: theme });
      await page.goto(portalUrl(path));
      await ready(page);
      if (name === 'payments-gateway') {
        await page.getByRole('textbox', { name: 'Payment ID or Merchant Transaction ID' }).fill('pay-abacus-000002');
        await page.getByRole('button', { name: 'Search', exact: true }).click();
        await page.getByRole('article').or(page.getByRole('alert')).first().waitFor();
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(`${name} ${viewport.width} ${theme}: ${overflow}px sideways`).toBe(`${name} ${viewport.width} ${theme}: 0px sideways`);
      await screenshot(page, `issue21-${name}-${viewport.width}-${theme}`);
    }
  }
});
