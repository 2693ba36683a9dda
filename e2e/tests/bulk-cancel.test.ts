import pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from 'tooling/browser';
import { apiOk } from '../src/api';
import { startApiInstances, type ApiInstances } from '../src/apiInstances';
import { DESKTOP, screenshot, signInLive } from '../src/browser';
import { eventually } from '../src/processes';

// Cancel on a running bulk action, pressed in the browser against the real API on PostgreSQL. A job
// can finish before any click lands, so the test holds it: its own transaction locks the rows the
// job is about to change, the job's first chunk waits on them (seen in pg_stat_activity), and only
// then is Cancel pressed. The cancellation waits for that chunk; once the lock is let go the chunk
// commits, the job stops, and every row after it stays as it was.

let setup: ApiInstances;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let locker: pg.Client;

/** The fields of a bulk job (GET /admin/jobs/{id}) this test reads. */
interface BulkJob {
  id: string;
  status: string;
  updated: number;
  done: number;
}

const panel = () => page.getByRole('region', { name: 'Bulk action progress' });
const count = (text: string | null) => Number((text ?? '').match(/[\d,]+/)?.[0]?.replace(/,/g, ''));

beforeAll(async () => {
  setup = await startApiInstances('abacus_e2e_bulk_cancel', 600);
  locker = new pg.Client({ connectionString: setup.databaseUrl });
  await locker.connect();
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: DESKTOP });
  page = await context.newPage();
  await page.goto(`${setup.shell.origin}/auth/sign-in`);
  await signInLive(page, 'admin@example.org');
}, 240_000);

afterAll(async () => {
  await locker?.query('ROLLBACK').catch(() => {});
  await locker?.end();
  await context?.close();
  await browser?.close();
  await setup?.stop();
});

/** Sessions of the job's database waiting for a row lock (the test's own session never waits). */
async function sessionsWaitingOnLocks(): Promise<number> {
  const { rows } = await locker.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
  );
  return rows[0]!.n;
}

test('an admin cancels a running "mark as duplicate" of all matching rows: the chunk in progress stays changed, the rest is untouched', async () => {
  await page.goto(`${setup.shell.origin}/registrations?status=active&sort=registrationId&order=asc`);
  const subtitle = page.getByTestId('registrations-subtitle');
  await subtitle.getByText(/^Showing /).waitFor();
  const matching = count(await subtitle.textContent());
  expect(matching).toBeGreaterThan(300);

  await locker.query('BEGIN');
  await locker.query("SELECT 1 FROM registrations WHERE status = 'active' FOR UPDATE");

  const firstId = await page.getByRole('grid', { name: 'Registrations' }).locator('tbody tr').first().getByRole('link').first().textContent();
  await page.getByRole('checkbox', { name: `Select ${firstId}` }).check();
  await page.getByRole('button', { name: new RegExp(`^Select all ${matching.toLocaleString('en-IN')} matching$`) }).click();
  await page.getByRole('button', { name: 'Bulk Actions' }).click();
  await page.getByRole('menuitem', { name: 'Mark as Duplicate' }).click();
  const started = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/admin/registrations/bulk'));
  await page
    .getByRole('dialog', { name: `Mark as Duplicate for ${matching.toLocaleString('en-IN')} registrations?` })
    .getByRole('button', { name: 'Apply' })
    .click();
  const job = (await (await started).json()) as BulkJob;

  // The job's first chunk holds the job and waits for the rows this test has locked.
  expect(await eventually(async () => (await sessionsWaitingOnLocks()) === 1, 60_000)).toBe(true);
  await panel()
    .getByText(`Mark as Duplicate: 0 of ${matching.toLocaleString('en-IN')}`)
    .waitFor();
  await screenshot(page, 'bulk-cancel-running', { fullPage: false });

  const cancelled = page.waitForResponse((r) => r.request().method() === 'DELETE' && r.url().endsWith(`/admin/jobs/${job.id}`));
  await panel().getByRole('button', { name: 'Cancel bulk action' }).click();
  // The cancellation waits behind the chunk, which waits behind the test: the button says it is under way.
  expect(await eventually(async () => (await sessionsWaitingOnLocks()) === 2, 60_000)).toBe(true);
  expect(await panel().getByRole('button', { name: 'Cancel bulk action' }).isDisabled()).toBe(true);

  await locker.query('ROLLBACK');
  expect((await cancelled).status()).toBe(200);
  await panel().getByText('Cancelled by admin@example.org. The rows done before that stay changed.').waitFor();
  expect(await panel().getByRole('button', { name: 'Cancel bulk action' }).count()).toBe(0);
  await screenshot(page, 'bulk-cancel-cancelled', { fullPage: false });

  const ended = await apiOk<BulkJob>('GET', `/admin/jobs/${job.id}`, { baseUrl: setup.instances[0]!.url });
  expect(ended.status).toBe('cancelled');
  // The one chunk that ran: some rows, never all of them.
  expect(ended.updated).toBeGreaterThan(0);
  expect(ended.done).toBeLessThan(matching);
  const duplicates = await apiOk<{ total: number }>('GET', '/admin/registrations?status=duplicate&limit=1', { baseUrl: setup.instances[0]!.url });
  const activeNow = await apiOk<{ total: number }>('GET', '/admin/registrations?status=active&limit=1', { baseUrl: setup.instances[0]!.url });
  expect(activeNow.total).toBe(matching - ended.updated);
  expect(duplicates.total).toBeGreaterThanOrEqual(ended.updated);
}, 240_000);
