// The release of one module as a module team does it: from a copy of the workspace, change the
// module and the build-time library in `shared`, build only that module, deploy it somewhere new
// and point remotes.json at it; the shell stays the build it was. Then a build that needs the next
// platform contract is refused in words, and pointing remotes.json back restores the old screen.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { idToken } from 'tooling/emulator-sign-in';
import { compareVersions } from '../../shared/build/contract.cjs';
import { api } from '../src/api';
import { control, DESKTOP, PHONE, portalUrl, portOffset, repoRoot as root, screenshot, signIn, useBrowserPage } from '../src/browser';

const run = promisify(execFile);
const browserPage = useBrowserPage(DESKTOP);
let page: Page;
beforeEach(() => {
  page = browserPage.page();
});

const heading = (name: string) => page.getByRole('heading', { level: 1, name });
const originalManifest = `http://localhost:${3103 + portOffset}/mf-manifest.json`;

/** The test's own workspace: shared and mfe-payments copied, node_modules linked to the real install. */
function copyWorkspace(): string {
  const ws = fs.mkdtempSync(path.join(os.tmpdir(), 'abacus-release-'));
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(ws, 'node_modules'));
  const copies: Record<string, string[]> = {
    shared: ['src', 'build', 'package.json'],
    'mfe-payments': ['src', 'package.json', 'webpack.config.js'],
  };
  for (const [pkg, entries] of Object.entries(copies)) {
    for (const entry of entries) fs.cpSync(path.join(root, pkg, entry), path.join(ws, pkg, entry), { recursive: true });
    // pnpm's links are relative (../../node_modules/.pnpm/..., shared -> ../../shared): copied as
    // they are, they reach the real packages and this copy's own shared.
    fs.cpSync(path.join(root, pkg, 'node_modules'), path.join(ws, pkg, 'node_modules'), {
      recursive: true,
      verbatimSymlinks: true,
      filter: (from) => !from.includes('.federation'),
    });
  }
  return ws;
}

function edit(file: string, from: string, to: string): void {
  const text = fs.readFileSync(file, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} has no "${from}" to change`);
  fs.writeFileSync(file, text.replace(from, to));
}

/** Builds the copy's mfe-payments (asynchronously: the portal's servers in this process keep answering) and moves it to `to`. */
async function buildPayments(ws: string, to: string): Promise<string> {
  const dir = path.join(ws, 'mfe-payments');
  // Without source maps: the test needs the code, and CI has two cores.
  await run(path.join(dir, 'node_modules', '.bin', 'webpack'), ['--mode', 'production', '--no-devtool'], { cwd: dir });
  const out = path.join(ws, to);
  fs.renameSync(path.join(dir, 'dist'), out);
  return out;
}

async function deploy(dir: string): Promise<string> {
  const { port } = await control('serve', { dir });
  const manifest = `http://localhost:${port}/mf-manifest.json`;
  await control('remotes', { name: 'mfe-payments', url: manifest });
  return manifest;
}

/**
 * What the contract's previous release had every module share that this one does not
 * (shared/build/contract.cjs's SINGLETONS): a module built then asks the shell for these, and finds none.
 */
const PREVIOUS_RELEASE_SHARES = `  '@reduxjs/toolkit': '@reduxjs/toolkit',
  '@reduxjs/toolkit/query/react': '@reduxjs/toolkit',
  '@emotion/styled': '@emotion/styled',
`;

test('a module built against the previous contract, sharing what it shared, keeps running with this shell on its own copies', async () => {
  const ws = copyWorkspace();
  try {
    const contractFile = path.join(ws, 'shared/src/platform/contract.json');
    const contract = JSON.parse(fs.readFileSync(contractFile, 'utf8')) as { version: string; releases: Record<string, string> };
    const previous = Object.keys(contract.releases).sort(compareVersions).at(-2)!;
    fs.writeFileSync(contractFile, JSON.stringify({ ...contract, version: previous }));
    edit(
      path.join(ws, 'shared/build/contract.cjs'),
      "  '@emotion/react': '@emotion/react',\n",
      `  '@emotion/react': '@emotion/react',\n${PREVIOUS_RELEASE_SHARES}`,
    );
    // And its code of then: the reconciliation view took RTK Query's skipToken (today's code uses a query's
    // skip option and imports nothing of Redux Toolkit), so the build asks for the package the shell no longer shares.
    const progressHook = path.join(ws, 'mfe-payments/src/features/reconciliation/hooks/useUploadProgress.ts');
    edit(progressHook, "useGetUploadProgressQuery(id ?? '', { skip: id === null, ", 'useGetUploadProgressQuery(id ?? skipToken, { ');
    edit(
      progressHook,
      "import { useEffect, useRef, useState } from 'react';\n",
      "import { useEffect, useRef, useState } from 'react';\nimport { skipToken } from '@reduxjs/toolkit/query/react';\n",
    );
    const old = await buildPayments(ws, 'dist-previous');
    type Shared = { name: string; requiredVersion: string; assets: { js: { sync: string[] } } };
    const manifest = JSON.parse(fs.readFileSync(path.join(old, 'mf-manifest.json'), 'utf8')) as { shared: Shared[] };
    expect(manifest.shared.find((s) => s.name === 'shared/platform/api/baseApi')?.requiredVersion).toBe(`^${previous}`);
    const ownQueryCopy = manifest.shared.find((s) => s.name === '@reduxjs/toolkit/query/react')!.assets.js.sync;
    expect(ownQueryCopy.length).toBeGreaterThan(0);

    const oldPort = new URL(await deploy(old)).port;
    const oldRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).port === oldPort) oldRequests.push(new URL(request.url()).pathname);
    });
    await signIn(page, 'admin@example.org');
    await page.goto(portalUrl('/payments'));
    await heading('Payment Management').waitFor();
    // Its queries, injected into the contract's one api slice, answer through the shell's store.
    await page
      .getByRole('button', { name: /^Confirm Payment / })
      .first()
      .waitFor();
    // The view that takes RTK Query's skipToken, from the copy the shell no longer provides: its presets loaded.
    await page.goto(portalUrl('/payments?view=reconciliation'));
    await page.getByRole('heading', { name: 'Upload a statement' }).waitFor();
    await page.waitForFunction(() => (document.querySelector('input[aria-label="Statement file"]') as HTMLInputElement | null)?.disabled === false);
    expect(oldRequests).toEqual(expect.arrayContaining(ownQueryCopy.map((file) => `/${file}`)));
    expect(
      await page
        .getByRole('alert')
        .filter({ hasText: /needs a newer portal|could not be loaded/ })
        .count(),
    ).toBe(0);
  } finally {
    await control('remotes', { name: 'mfe-payments', url: originalManifest });
    fs.rmSync(ws, { recursive: true, force: true });
  }
}, 600_000);

test('a module released alone with a new endpoint and library helper works with the old shell; a newer contract is refused; a rollback restores it', async () => {
  const shellIndex = path.join(root, 'shell', 'dist', 'index.html');
  const shellBuiltAt = fs.statSync(shellIndex).mtimeMs;
  const ws = copyWorkspace();
  try {
    // (a) A new library helper in shared and a new endpoint in the module, both on its screen.
    fs.appendFileSync(
      path.join(ws, 'shared/src/format/numbers.ts'),
      `
/** Released with the module, not with the shell. */
export function formatAwaitingPayments(count: number): string {
  return \`\${formatCount(count)} \${count === 1 ? 'payment awaits' : 'payments await'} offline confirmation\`;
}
`,
    );
    const feature = path.join(ws, 'mfe-payments/src/features/queue');
    fs.writeFileSync(
      path.join(feature, 'api/releaseCheckApi.ts'),
      `import { baseApi } from 'shared/platform/api/baseApi';
import type { DashboardStats } from 'shared/platform/api/dashboardStats';

export const releaseCheckApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAwaitingPaymentsForRelease: build.query<number, void>({
      query: () => '/admin/stats',
      transformResponse: (stats: DashboardStats) => stats.offlinePending,
      providesTags: ['Stats'],
    }),
  }),
});

export const { useGetAwaitingPaymentsForReleaseQuery } = releaseCheckApi;
`,
    );
    fs.writeFileSync(
      path.join(feature, 'components/AwaitingPaymentsNote.tsx'),
      `import { Typography } from '@mui/material';
import { formatAwaitingPayments } from 'shared/format/numbers';
import { useGetAwaitingPaymentsForReleaseQuery } from '../api/releaseCheckApi';

export function AwaitingPaymentsNote() {
  const { data } = useGetAwaitingPaymentsForReleaseQuery();
  return data === undefined ? null : <Typography data-testid="awaiting-payments-note">{formatAwaitingPayments(data)}</Typography>;
}
`,
    );
    const screenFile = path.join(ws, 'mfe-payments/src/app/PaymentManagementPage.tsx');
    edit(
      screenFile,
      "import { PaymentLookup } from '../features/lookup/components/PaymentLookup';",
      "import { PaymentLookup } from '../features/lookup/components/PaymentLookup';\nimport { AwaitingPaymentsNote } from '../features/queue/components/AwaitingPaymentsNote';",
    );
    edit(screenFile, '<PaymentLookup canWrite={canWrite} />', '<AwaitingPaymentsNote />\n      <PaymentLookup canWrite={canWrite} />');
    const v2 = await buildPayments(ws, 'dist-v2');

    await deploy(v2);
    await signIn(page, 'staff@example.org');
    await page.goto(portalUrl('/payments'));
    await heading('Payment Management').waitFor();
    const stats = await api(await idToken('staff@example.org'), 'GET', '/admin/stats');
    const pending = Number(stats.body.offlinePending);
    expect(pending).toBeGreaterThan(1);
    await page
      .getByTestId('awaiting-payments-note')
      .filter({ hasText: `${pending.toLocaleString('en-IN')} payments await offline confirmation` })
      .waitFor();
    // The old shell's own screens still work beside it.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Registrations' }).click();
    await heading('Registrations').waitFor();

    // (b) A build that needs the next contract major (a contract file changed, released as such).
    edit(path.join(ws, 'shared/src/platform/api/baseApi.ts'), 'export const API_TAGS = [', "export const API_TAGS = ['Centre', ");
    await run(process.execPath, [path.join(ws, 'shared/build/contract.cjs'), 'release', '3.0.0']);
    const v3 = await buildPayments(ws, 'dist-v3');
    const v3Manifest = JSON.parse(fs.readFileSync(path.join(v3, 'mf-manifest.json'), 'utf8')) as { shared: { name: string; requiredVersion: string }[] };
    expect(v3Manifest.shared.find((s) => s.name === 'shared/platform/api/baseApi')?.requiredVersion).toBe('^3.0.0');

    const v3Port = new URL(await deploy(v3)).port;
    const v3Requests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).port === v3Port) v3Requests.push(new URL(request.url()).pathname);
    });
    await page.goto(portalUrl('/payments'));
    const refusal = page.getByRole('alert').filter({ hasText: 'The Payments screen was updated and needs a newer portal.' });
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain('Reload the page; if this stays, tell your administrator.');
    expect(await refusal.textContent()).not.toContain('connection');
    expect(await refusal.getByRole('button', { name: 'Retry' }).isVisible()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
    // Refused from its manifest, before any of its code ran.
    expect(v3Requests).toContain('/mf-manifest.json');
    expect(v3Requests.filter((request) => request.endsWith('.js'))).toEqual([]);
    await screenshot(page, 'release-needs-newer-portal');
    await page.getByRole('button', { name: 'Toggle theme' }).click();
    await screenshot(page, 'release-needs-newer-portal-dark');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'release-needs-newer-portal-phone-dark');
    await page.getByRole('button', { name: 'Toggle theme' }).click();
    await screenshot(page, 'release-needs-newer-portal-phone');
    await page.setViewportSize(DESKTOP);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Registrations' }).click();
    await heading('Registrations').waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await heading('Dashboard').waitFor();
    await screenshot(page, 'release-dashboard-beside-refused-payments');
    await page.getByTestId('total-registrations').waitFor();
    // Retry reloads the page: still refused while remotes.json points at that build.
    await page.goto(portalUrl('/payments'));
    await refusal.getByRole('button', { name: 'Retry' }).click();
    await refusal.waitFor();

    // (c) Roll back: remotes.json points at the previous manifest again.
    await control('remotes', { name: 'mfe-payments', url: originalManifest });
    await page.goto(portalUrl('/payments'));
    await heading('Payment Management').waitFor();
    await page.getByRole('heading', { name: 'Offline payments awaiting confirmation' }).waitFor();
    expect(await page.getByTestId('awaiting-payments-note').count()).toBe(0);
    expect(await page.getByRole('alert').filter({ hasText: 'needs a newer portal' }).count()).toBe(0);
    expect(fs.statSync(shellIndex).mtimeMs).toBe(shellBuiltAt);
  } finally {
    await control('remotes', { name: 'mfe-payments', url: originalManifest });
    fs.rmSync(ws, { recursive: true, force: true });
  }
}, 600_000);
