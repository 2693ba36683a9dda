import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from 'tooling/browser';
import { apiOk } from '../src/api';
import { startApiInstances, type ApiInstance, type ApiInstances } from '../src/apiInstances';
import { DESKTOP, screenshot, signInLive } from '../src/browser';
import { eventually } from '../src/processes';

// The live feed on two API instances (src/apiInstances.ts: two built API processes on one PostgreSQL
// database of this file's own, behind a round-robin balancer that fails over, and a copy of the
// shell whose API is that balancer). A change made through one instance reaches a browser whose
// event stream is on the other; when the instance holding the stream is killed the indicator
// leaves 'Live', the browser reconnects through the balancer to the survivor, and what changed
// meanwhile is on the screen (the feed cannot replay it: the browser refetches).

let browser: Browser;
let context: BrowserContext;
let page: Page;
let setup: ApiInstances;
let instances: ApiInstance[];
let proxy: ApiInstances['proxy'];

const api = <T>(instance: ApiInstance, method: string, route: string, body?: unknown) => apiOk<T>(method, route, { body, baseUrl: instance.url });

interface Row {
  registrationId: string;
  version: number;
}

/** Confirms the first offline payment waiting, through this instance. */
async function confirmOnePayment(instance: ApiInstance): Promise<void> {
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
  setup = await startApiInstances('abacus_e2e_live', 200);
  ({ instances, proxy } = setup);
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: DESKTOP });
  page = await context.newPage();
  await page.goto(`${setup.shell.origin}/auth/sign-in`);
  await signInLive(page, 'staff@example.org');
}, 240_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await setup?.stop();
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
async function offlinePendingShown(): Promise<{ instance: ApiInstance; offlinePending: number }> {
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
  await setup.sql(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${setup.database}' AND pid <> pg_backend_pid()`);
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
