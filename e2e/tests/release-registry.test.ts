// The release registry in the composed portal: a new build of one module registered and rolled
// out to half of the browsers with the team's CI script, promoted, rolled back; the portal opening
// while the registry's API is out of reach; the Modules tab in both themes.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from 'tooling/browser';
import { DEFAULT_RELEASE_SETTINGS } from '../../shared/src/domain/settings/settings';
import { apiOk } from '../src/api';
import { buildChangedCopy } from '../src/changedBuild';
import { control, DESKTOP, portalUrl, portOffset, repoRoot, screenshot, signIn } from '../src/browser';
import { eventually } from '../src/processes';
import { shellWithUnreachableApi } from '../src/unreachableApi';

const run = promisify(execFile);
const PAYMENTS_MANIFEST = `http://localhost:${3103 + portOffset}/mf-manifest.json`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  await control('release-registry', { on: true });
});
afterAll(async () => {
  await control('release-registry', { on: false });
  await browser?.close();
});

/** scripts/release.mjs as a team's CI runs it, with the deploy token. */
async function release(...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, [path.join(repoRoot, 'scripts', 'release.mjs'), ...args], {
    env: { ...process.env, RELEASE_TOKEN: process.env.E2E_RELEASE_TOKEN, RELEASE_API_URL: process.env.E2E_API_URL },
  });
  return stdout;
}

/** A fresh browser opening the portal: the registry's answer it received, and the bucket it asked for. */
async function openPortal(page: Page): Promise<{ bucket: string; versions: string }> {
  const asked = page.waitForResponse((response) => response.url().includes('/releases/remotes?'));
  await page.goto(portalUrl('/'));
  const response = await asked;
  return { bucket: new URL(response.url()).searchParams.get('bucket')!, versions: (await response.headerValue('x-release-versions')) ?? '' };
}

/** The module manifests `page` loads from here on, as it loads them. */
function manifestsLoadedBy(page: Page): string[] {
  const manifests: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/mf-manifest.json') && response.ok()) manifests.push(response.url());
  });
  return manifests;
}

/** Signs a fresh browser in and opens Payments: the manifest it loaded the screen from. */
async function paymentsManifestLoaded(): Promise<string[]> {
  const context = await browser.newContext({ viewport: DESKTOP });
  try {
    const page = await context.newPage();
    const manifests = manifestsLoadedBy(page);
    await signIn(page, 'staff@example.org');
    await page.goto(portalUrl('/payments'));
    await page.getByRole('heading', { level: 1, name: 'Payment Management' }).waitFor();
    return manifests;
  } finally {
    await context.close();
  }
}

test('a new build of one module rolled out to 50% reaches the 10 of 20 fresh browsers whose buckets are under 50, the same on reload; promoted it reaches everyone; rolled back it is gone', async () => {
  // The same files at a new, immutable address stand for the new build.
  const { port } = await control('serve', { dir: path.join(repoRoot, 'mfe-payments', 'dist') });
  const manifest = `http://localhost:${port}/mf-manifest.json`;
  const version = `e2e-${process.pid}-${Date.now()}`;
  try {
    expect(await release('register', '--remote', 'mfe-payments', '--version', version, '--manifest', manifest)).toContain(`${version} available`);
    expect(await release('rollout', '--remote', 'mfe-payments', '--version', version, '--percent', '50')).toContain(`rollout ${version} to 50%`);

    // Each fresh browser is given its bucket (2, 7, ... 97) where it would draw one at random: drawn,
    // 20 browsers fell outside 5-15 one run in a hundred. The draw itself is the shell's unit test's.
    let served = 0;
    for (let i = 0; i < 20; i += 1) {
      const context = await browser.newContext();
      await context.addInitScript(
        (bucket) => {
          if (localStorage.getItem('admin-portal-release-bucket') === null) localStorage.setItem('admin-portal-release-bucket', String(bucket));
        },
        i * 5 + 2,
      );
      try {
        const page = await context.newPage();
        const first = await openPortal(page);
        const again = await openPortal(page);
        // The bucket is drawn once per browser: the same answer on every reload.
        expect(again).toEqual(first);
        if (first.versions.includes(`mfe-payments=${version}`)) served += 1;
      } finally {
        await context.close();
      }
    }
    expect(served).toBe(10);

    expect(await release('rollout', '--remote', 'mfe-payments', '--version', version, '--percent', '100')).toContain(`live ${version}, rollout none`);
    expect(await paymentsManifestLoaded()).toContain(manifest);

    expect(await release('rollback', '--remote', 'mfe-payments')).toContain('live initial, rollout none');
    const after = await paymentsManifestLoaded();
    expect(after).toContain(PAYMENTS_MANIFEST);
    expect(after).not.toContain(manifest);
  } finally {
    await release('rollback', '--remote', 'mfe-payments').catch(() => '');
    await control('unserve', { port });
  }
});

test('a build whose screen throws on render is rolled back by the registry on its own; the next browser loads the version before', async () => {
  const copy = await buildChangedCopy('mfe-payments', 'src/app/PaymentManagementPage.tsx', (source) =>
    source.replace('export function PaymentManagementPage() {', "export function PaymentManagementPage() {\n  throw new Error('a broken screen');"),
  );
  const { port } = await control('serve', { dir: path.join(copy, 'dist') });
  const version = `e2e-broken-${process.pid}-${Date.now()}`;
  // Three people seeing it fail are evidence enough here (the default asks for twenty people); put back after.
  const settings = (value: typeof DEFAULT_RELEASE_SETTINGS) => apiOk('PUT', '/admin/settings/releases', { email: 'superadmin@example.org', body: { value } });
  await settings({ ...DEFAULT_RELEASE_SETTINGS, minLoads: 3 });
  try {
    await release('register', '--remote', 'mfe-payments', '--version', version, '--manifest', `http://localhost:${port}/mf-manifest.json`);
    expect(await release('rollout', '--remote', 'mfe-payments', '--version', version, '--percent', '100')).toContain(`live ${version}, rollout none`);

    const releasesNow = async () =>
      (
        await apiOk<{ data: { remote: string; live: { version: string }; versions: { version: string; status: string }[] }[] }>('GET', '/admin/releases', {
          email: 'superadmin@example.org',
        })
      ).data.find((entry) => entry.remote === 'mfe-payments')!;
    // Fresh browsers, signed in as different people (the registry counts people, not reports), open
    // Payments while the broken build is live: each sees the failure and reports it, until the
    // registry has seen enough.
    const people = ['staff', 'admin', 'viewer', 'superadmin'];
    let failures = 0;
    for (let i = 0; i < 10 && (await releasesNow()).live.version === version; i += 1) {
      const context = await browser.newContext({ viewport: DESKTOP });
      try {
        const page = await context.newPage();
        await signIn(page, `${people[i % people.length]}@example.org`);
        const reported = page
          .waitForRequest((request) => request.url().endsWith('/releases/reports') && (request.postData() ?? '').includes(`"version":"${version}"`), {
            timeout: 60_000,
          })
          .catch(() => null);
        await page.goto(portalUrl('/payments'));
        const failed = page.getByRole('alert').filter({ hasText: 'The Payments screen could not be loaded.' });
        // Rolled back meanwhile, the screen loads from the version before.
        await failed.or(page.getByRole('heading', { level: 1, name: 'Payment Management' })).waitFor();
        if (await failed.isVisible()) {
          failures += 1;
          expect(await reported).not.toBeNull();
        }
      } finally {
        await context.close();
      }
    }
    expect(failures).toBeGreaterThan(0);

    // The rule is checked every RELEASE_CHECK_SECONDS (15 s).
    expect(await eventually(async () => (await releasesNow()).live.version === 'initial', 90_000)).toBe(true);
    expect((await releasesNow()).versions.find((entry) => entry.version === version)?.status).toBe('rolled_back');
    const after = await paymentsManifestLoaded();
    expect(after).toContain(PAYMENTS_MANIFEST);
    expect(after).not.toContain(`http://localhost:${port}/mf-manifest.json`);
  } finally {
    await settings(DEFAULT_RELEASE_SETTINGS);
    if ((await release('status')).includes(`live ${version}`)) await release('rollback', '--remote', 'mfe-payments');
    await control('unserve', { port });
    fs.rmSync(copy, { recursive: true, force: true });
  }
}, 600_000); // a production build of the remote, on a shared two-core machine

test("the registry's API out of reach while the portal opens: the remotes load from remotes.json and the screens work", async () => {
  const shell = await shellWithUnreachableApi();
  const context = await browser.newContext({ viewport: DESKTOP });
  try {
    const page = await context.newPage();
    const manifests = manifestsLoadedBy(page);
    await page.goto(`${shell.origin}/auth/sign-in`);
    await signIn(page, 'staff@example.org');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(manifests).toContain(`http://localhost:${3101 + portOffset}/mf-manifest.json`);
  } finally {
    await context.close();
    await shell.stop();
  }
});

test.each(['light', 'dark'] as const)(
  'the Modules tab in the %s theme: a rollout ended with Roll back, which is off with nothing to go back to',
  async (theme) => {
    const { port } = await control('serve', { dir: path.join(repoRoot, 'mfe-payments', 'dist') });
    const version = `e2e-${theme}-${process.pid}-${Date.now()}`;
    const context = await browser.newContext({ viewport: DESKTOP, colorScheme: theme });
    try {
      await release('register', '--remote', 'mfe-payments', '--version', version, '--manifest', `http://localhost:${port}/mf-manifest.json`);
      const page = await context.newPage();
      await signIn(page, 'superadmin@example.org');
      await page.goto(portalUrl('/settings?tab=modules'));
      // Named as people know it (issue 60, item 22), its technical name beside.
      const payments = page.getByRole('region', { name: 'Payments' });
      const subheader = (text: string) => payments.getByText(new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\. This browser runs `));
      await subheader('Live initial').waitFor();
      const rollBack = payments.getByRole('button', { name: 'Roll back Payments' });
      // The first version, and one registered but never live: nothing to go back to.
      expect(await rollBack.isDisabled()).toBe(true);

      await release('rollout', '--remote', 'mfe-payments', '--version', version, '--percent', '10');
      await subheader(`Live initial; ${version} rolling out to 10%`).waitFor();
      await screenshot(page, `release-modules-tab-${theme}`);
      await rollBack.click();
      const dialog = page.getByRole('dialog', { name: `End the rollout of Payments ${version}?` });
      await dialog.getByText('Every browser goes back to initial.').waitFor();
      await screenshot(page, `release-modules-confirm-${theme}`);
      await dialog.getByRole('button', { name: 'Roll back' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await subheader('Live initial').waitFor();
      expect(await rollBack.isDisabled()).toBe(true);
    } finally {
      await release('rollback', '--remote', 'mfe-payments').catch(() => '');
      await context.close();
      await control('unserve', { port });
    }
  },
);
