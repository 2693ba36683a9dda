import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { buildChangedCopy } from '../src/changedBuild';
import { apiUrl, control, portOffset, portalUrl, repoRoot as root, screenshot, signIn, useBrowserPage } from '../src/browser';

const browserPage = useBrowserPage();
let page: Page;
beforeEach(() => {
  page = browserPage.page();
});

const heading = (name: string) => page.getByRole('heading', { level: 1, name });

test('the portal at / shows the shell and each remote on its route', async () => {
  await page.goto(portalUrl('/'));
  await page.waitForURL(/\/auth\/sign-in$/);
  await signIn(page, 'superadmin@example.org');
  await heading('Dashboard').waitFor();
  expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);

  // [link in the sidebar, route, the remote screen's heading]
  const screens: [string, string, string][] = [
    ['Registrations', '/registrations', 'Registrations'],
    ['Payments', '/payments', 'Payment Management'],
    ['Audit Trail', '/audit', 'Audit Trail'],
    ['Settings', '/settings', 'Settings'],
    ['Dashboard', '/dashboard', 'Dashboard'],
  ];
  for (const [link, route, title] of screens) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link }).click();
    await page.waitForURL(new RegExp(`${route}$`));
    await heading(title).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
  }
  await page.goto(portalUrl('/registrations/REG-TEST-1'));
  await heading('Registration REG-TEST-1').waitFor();
  await screenshot(page, 'platform-registration-detail');
});

test('one store: the stats the shell fetched are read by the dashboard remote without a second request', async () => {
  const statsRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(apiUrl('/admin/stats'))) statsRequests.push(request.url());
  });
  await signIn(page, 'viewer@example.org');
  const total = page.getByTestId('total-registrations');
  await total.waitFor();
  const badge = page.getByLabel(/^Total registrations: /);
  await expect(badge.getAttribute('aria-label')).resolves.not.toContain('...');

  const shown = (await total.textContent())!.replace(/\D/g, '');
  const badgeLabel = (await badge.getAttribute('aria-label'))!.replace(/\D/g, '');
  expect(Number(shown)).toBeGreaterThan(0);
  expect(badgeLabel).toBe(shown);
  expect(statsRequests).toHaveLength(1);
});

test('a remote that is down shows its message with Retry; the rest works; Retry loads it once it is back', async () => {
  await signIn(page, 'staff@example.org');
  await control('stop-remote/mfe-payments');
  try {
    await page.goto(portalUrl('/payments'));
    const alert = page.getByRole('alert').filter({ hasText: 'The Payments screen could not be loaded.' });
    await alert.waitFor();
    await screenshot(page, 'platform-remote-down');
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Registrations' }).click();
    await heading('Registrations').waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Payments' }).click();
    await alert.waitFor();
  } finally {
    await control('start-remote/mfe-payments');
  }
  await page.getByRole('button', { name: 'Retry' }).click();
  await heading('Payment Management').waitFor();
  expect(await page.getByRole('alert').filter({ hasText: 'could not be loaded' }).count()).toBe(0);
});

test('a remote is redeployed alone: a changed build at a new location shows after the remote list points at it', async () => {
  const shellIndex = path.join(root, 'shell', 'dist', 'index.html');
  const shellBuiltAt = fs.statSync(shellIndex).mtimeMs;

  // A changed copy of mfe-payments, built by itself into its own folder.
  const copy = await buildChangedCopy('mfe-payments', 'src/app/PaymentManagementPage.tsx', (source) =>
    source.replace(/>\s*Payment Management\s*</, '>Payment Management v2<'),
  );
  try {
    await control('serve', { dir: path.join(copy, 'dist'), port: 3110 + portOffset });
    await control('remotes', { name: 'mfe-payments', url: `http://localhost:${3110 + portOffset}/mf-manifest.json` });
    await signIn(page, 'staff@example.org');
    await page.goto(portalUrl('/payments'));
    await heading('Payment Management v2').waitFor();
    expect(fs.statSync(shellIndex).mtimeMs).toBe(shellBuiltAt);
  } finally {
    await control('remotes', { name: 'mfe-payments', url: `http://localhost:${3103 + portOffset}/mf-manifest.json` });
    fs.rmSync(copy, { recursive: true, force: true });
  }
}, 600_000); // a production build of the remote, on a shared two-core machine
