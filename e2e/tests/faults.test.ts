import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { control, portOffset, portalUrl, repoRoot, screenshot, signIn, useBrowserPage } from '../src/browser';
import { closedPort } from '../src/unreachableApi';

// Faults the browser meets: a remote whose mf-manifest.json is corrupt (a remote that is down is in
// platform.test.ts), and the Auth service out of reach. The shared Auth emulator is never stopped:
// a second copy of the shell is served whose config.json points the sign-in at a closed port.

const browserPage = useBrowserPage();
let page: Page;
beforeEach(() => {
  page = browserPage.page();
});

const heading = (name: string) => page.getByRole('heading', { level: 1, name });
const mainNav = () => page.getByRole('navigation', { name: 'Main' });
const moduleAlert = (screenName: string) => page.getByRole('alert').filter({ hasText: `The ${screenName} screen could not be loaded.` });

test.each([
  ['cut short', (manifest: string) => manifest.slice(0, Math.floor(manifest.length / 2))],
  ['an HTML page', () => '<!doctype html><title>Service unavailable</title><h1>503</h1>'],
])('a remote whose manifest is %s: only its routes show the message with Retry; the shell and other routes work', async (_kind, corrupt) => {
  const dist = path.join(repoRoot, 'mfe-registrations', 'dist');
  const manifest = fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8');
  const { port } = await control('serve', { dir: dist, files: { '/mf-manifest.json': corrupt(manifest) } });
  await control('remotes', { name: 'mfe-registrations', url: `http://localhost:${port}/mf-manifest.json` });
  try {
    await signIn(page, 'staff@example.org');
    await heading('Dashboard').waitFor();

    await mainNav().getByRole('link', { name: 'Registrations' }).click();
    await moduleAlert('Registrations').waitFor();
    expect(await page.getByRole('button', { name: 'Retry' }).isVisible()).toBe(true);
    expect(await mainNav().isVisible()).toBe(true);
    await screenshot(page, 'faults-corrupt-manifest');
    await page.goto(portalUrl('/registrations/REG-0000001'));
    await moduleAlert('Registrations').waitFor();

    // Every other remote and the shell's own screens still work, in the same session.
    for (const [link, title] of [
      ['Payments', 'Payment Management'],
      ['Audit Trail', 'Audit Trail'],
      ['Profile', 'Profile'],
      ['Dashboard', 'Dashboard'],
    ]) {
      await mainNav().getByRole('link', { name: link }).click();
      await heading(title!).waitFor();
      expect(await page.getByRole('alert').filter({ hasText: 'could not be loaded' }).count()).toBe(0);
    }
    await page.keyboard.press('Control+k');
    await page.getByRole('textbox', { name: 'Search commands and registrations' }).waitFor();
  } finally {
    await control('remotes', { name: 'mfe-registrations', url: `http://localhost:${3102 + portOffset}/mf-manifest.json` });
    await control('unserve', { port });
  }
});

test('the Auth service out of reach: sign-in says so plainly and stays usable', async () => {
  const config = await (await fetch(portalUrl('/config.json'))).json();
  const remotes = await (await fetch(portalUrl('/remotes.json'))).text();
  const unreachable = `127.0.0.1:${await closedPort()}`;
  const { port } = await control('serve', {
    dir: path.join(repoRoot, 'shell', 'dist'),
    spa: true,
    files: { '/config.json': JSON.stringify({ ...config, authEmulatorHost: unreachable }), '/remotes.json': remotes },
  });
  try {
    await page.goto(`http://localhost:${port}/auth/sign-in`);
    await page.getByLabel('Email').fill('staff@example.org');
    await page.getByLabel('Password', { exact: true }).fill('demo-pass-123');
    const signInButton = page.getByRole('button', { name: 'Sign In' });
    await signInButton.click();
    const notice = page.getByRole('region', { name: 'Notifications' });
    await notice.getByText('Sign in failed').waitFor();
    const text = (await notice.textContent())!;
    expect(text).toContain('Could not reach the sign-in service. Check your connection and try again.');
    expect(text).not.toMatch(/auth\/|Firebase|Invalid credentials/);
    expect(await signInButton.isEnabled()).toBe(true);
    expect(page.url()).toBe(`http://localhost:${port}/auth/sign-in`);
    await screenshot(page, 'faults-auth-unreachable');

    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset your password' });
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    const resetNotice = notice.getByRole('alert').filter({ has: page.getByText('Error', { exact: true }) });
    await resetNotice.waitFor();
    expect(await resetNotice.textContent()).toBe('ErrorCould not reach the sign-in service. Check your connection and try again.');
    expect(await dialog.isVisible()).toBe(true);
  } finally {
    await control('unserve', { port });
  }
});
