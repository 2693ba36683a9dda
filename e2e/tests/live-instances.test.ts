import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiOk } from '../src/api';
import { launchBrowser, repoRoot, screenshot, signInLive } from '../src/browser';
import { startFailoverProxy, type FailoverProxy } from '../src/failoverProxy';
import { eventually } from '../src/processes';
import { closedPort, shellWithApiAt } from '../src/unreachableApi';

// Issue 19 on two API instances: two built API processes on one PostgreSQL database of this file's
// own, behind a small round-robin balancer that fails over (src/failoverProxy.ts), and a copy of
// the shell whose API is that balancer. A change made through one instance reaches a browser whose
// event stream is on the other; when the instance holding the stream is killed the indicator
// leaves 'Live', the browser reconnects through the balancer to the survivor, and what changed
// meanwhile is on the screen (the feed cannot replay it: the browser refetches).

const DATABASE = `abacus_e2e_live_${process.pid}`;
const psql = (sql: string) => execFileSync('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-d', 'postgres', '-qc', sql], { stdio: 'pipe' });

interface Instance {
  url: string;
  process: ChildProcess;
}

let browser: Browser;
let context: BrowserContext;
let page: Page;
let proxy: FailoverProxy;
let shell: { origin: string; stop: () => Promise<void> };
const instances: Instance[] = [];

async function startApi(port: number, shellOrigin: string, seed: boolean): Promise<Instance> {
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server.js'], {
    cwd: path.join(repoRoot, 'api'),
    stdio: 'ignore',
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${DATABASE}`,
      CORS_ORIGINS: shellOrigin,
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      FIREBASE_PROJECT_ID: 'demo-abacus',
      SEED_DEMO_DATA: String(seed),
      SEED_REGISTRATIONS: '200',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const up = await eventually(async () => (await fetch(`${url}/health`).catch(() => null))?.ok === true, 90_000);
  if (!up) throw new Error(`The API on ${url} did not start`);
  return { url, process: child };
}

const api = <T>(instance: Instance, method: string, route: string, body?: unknown) => apiOk<T>(method, route, { body, baseUrl: instance.url });

interface Row {
  registrationId: string;
  version: number;
}

/** Confirms the first offline payment waiting, through this instance. */
async function confirmOnePayment(instance: Instance): Promise<void> {
  const [row] = (await api<{ data: Row[] }>(instance, 'GET', '/admin/payments/awaiting-confirmation?limit=1')).data;
  if (!row) throw new Error('No offline payment is waiting');
  await api(instance, 'PUT', `/admin/register/${row.registrationId}`, {
    payment: { status: 'success', mode: 'offline' },
    adminNote: 'Confirmed through the other instance',
    version: row.version,
  });
}

const grouped = (n: number) => n.toLocaleString('en-IN');
const offlinePendingKpi = () => page.getByRole('region', { name: 'Offline Pending', exact: true }).locator('p').first();
const indicator = () => page.getByTestId('live-indicator');

/** The instance (index) holding the browser's one event stream, once it holds it. */
async function streamInstance(): Promise<number> {
  expect(await eventually(() => proxy.openEventStreams().length === 1)).toBe(true);
  return proxy.openEventStreams()[0]!;
}

beforeAll(async () => {
  psql(`DROP DATABASE IF EXISTS "${DATABASE}" WITH (FORCE)`);
  psql(`CREATE DATABASE "${DATABASE}"`);
  const ports = [await closedPort(), await closedPort()];
  proxy = await startFailoverProxy(ports.map((port) => `http://127.0.0.1:${port}`));
  shell = await shellWithApiAt(proxy.url);
  // The first seeds the database (and runs the migrations); the second joins it.
  instances.push(await startApi(ports[0]!, shell.origin, true));
  instances.push(await startApi(ports[1]!, shell.origin, false));
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  page = await context.newPage();
  await page.goto(`${shell.origin}/auth/sign-in`);
  await signInLive(page, 'staff@example.org');
}, 240_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  for (const instance of instances) instance.process.kill('SIGKILL');
  await proxy?.close();
  await shell?.stop();
  psql(`DROP DATABASE IF EXISTS "${DATABASE}" WITH (FORCE)`);
});

test("a change through one instance reaches the browser on the other; the stream's instance killed, the browser reconnects to the survivor and shows what changed meanwhile", async () => {
  const streamOn = await streamInstance();
  const other = instances[1 - streamOn]!;
  const { offlinePending } = await api<{ offlinePending: number }>(other, 'GET', '/admin/stats');
  await offlinePendingKpi()
    .filter({ hasText: grouped(offlinePending) })
    .waitFor();
  await screenshot(page, 'live-instances-1-signed-in');

  // Through the instance the browser's stream is not on.
  await confirmOnePayment(other);
  await offlinePendingKpi()
    .filter({ hasText: grouped(offlinePending - 1) })
    .waitFor();
  await screenshot(page, 'live-instances-2-change-through-other-instance');

  // The balancer keeps the reconnect waiting while the change below is made, so it is missed for sure.
  proxy.holdEventStreams();
  instances[streamOn]!.process.kill('SIGKILL');
  await indicator()
    .filter({ hasText: /^Offline$/ })
    .waitFor();
  await expect(indicator().textContent()).resolves.not.toMatch(/^Live$/);
  await confirmOnePayment(other);
  await screenshot(page, 'live-instances-3-instance-killed');

  proxy.releaseEventStreams();
  await indicator()
    .filter({ hasText: /^Live$/ })
    .waitFor();
  expect(await streamInstance()).toBe(1 - streamOn);
  // Nothing replayed what was missed: the screen refetched after the gap.
  await offlinePendingKpi()
    .filter({ hasText: grouped(offlinePending - 2) })
    .waitFor();
  await screenshot(page, 'live-instances-4-reconnected-to-survivor');
});

const STALE_NOTICE = 'Some of what this screen shows could not be refreshed and may be out of date.';

/** The instance the browser's stream is on, once the screen shows its Offline Pending figure. */
async function offlinePendingShown(): Promise<{ instance: Instance; offlinePending: number }> {
  const instance = instances[await streamInstance()]!;
  const { offlinePending } = await api<{ offlinePending: number }>(instance, 'GET', '/admin/stats');
  await offlinePendingKpi()
    .filter({ hasText: grouped(offlinePending) })
    .waitFor();
  return { instance, offlinePending };
}

test('a refresh that fails says so on the screen, and Retry brings the figures back', async () => {
  const { instance, offlinePending } = await offlinePendingShown();

  // The balancer answers nothing but the open stream: the change is announced, its refetch fails.
  proxy.failRequests(true);
  await confirmOnePayment(instance);
  const notice = page.getByRole('alert').filter({ hasText: STALE_NOTICE });
  await notice.waitFor();
  expect(await offlinePendingKpi().textContent()).toBe(grouped(offlinePending));
  await screenshot(page, 'live-instances-5-could-not-refresh');

  proxy.failRequests(false);
  await notice.getByRole('button', { name: 'Retry' }).click();
  await offlinePendingKpi()
    .filter({ hasText: grouped(offlinePending - 1) })
    .waitFor();
  await notice.waitFor({ state: 'detached' });
});

test('PostgreSQL restarted under the portal: the indicator leaves Live and returns, and the screen shows what changed meanwhile', async () => {
  const { instance, offlinePending } = await offlinePendingShown();
  // Every state the indicator passes through from here on, however briefly.
  await page.evaluate(() => {
    const chip = document.querySelector('[data-testid="live-indicator"]')!;
    const seen: string[] = [];
    (window as unknown as { indicatorStates: string[] }).indicatorStates = seen;
    new MutationObserver(() => seen.push(chip.getAttribute('data-status') ?? '')).observe(chip, { attributes: true, attributeFilter: ['data-status'] });
  });

  // Every connection to the database ends, the instance's LISTEN connection and its pool's alike.
  psql(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${DATABASE}' AND pid <> pg_backend_pid()`);
  const confirmed = await eventually(async () => {
    try {
      await confirmOnePayment(instance);
      return true;
    } catch {
      return false;
    }
  }, 30_000);
  expect(confirmed).toBe(true);

  await offlinePendingKpi()
    .filter({ hasText: grouped(offlinePending - 1) })
    .waitFor();
  await indicator()
    .filter({ hasText: /^Live$/ })
    .waitFor();
  expect(await page.evaluate(() => (window as unknown as { indicatorStates: string[] }).indicatorStates)).toContain('offline');
  expect(await page.getByRole('alert').filter({ hasText: STALE_NOTICE }).count()).toBe(0);
  await screenshot(page, 'live-instances-6-after-postgres-restart');
});
