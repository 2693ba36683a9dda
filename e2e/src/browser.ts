import path from 'node:path';
import { type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { launchBrowser } from 'tooling/browser';
import { DEMO_PASSWORD } from 'tooling/emulator-sign-in';

/** The repository's root, for tests that read or serve its builds. */
export const repoRoot = path.resolve(__dirname, '../..');
/** E2E_PORT_OFFSET, which moves every port of src/globalSetup.mjs. */
export const portOffset = Number(process.env.E2E_PORT_OFFSET ?? 0);

/** The two screen sizes the browser tests look at: a laptop and a phone. */
export const DESKTOP = { width: 1366, height: 900 };
export const PHONE = { width: 390, height: 844 };

/**
 * Resizes a signed-in screen to a phone and waits for its layout to follow: the sidebar gives way
 * to the menu once React has heard of the new width, and what is measured before that still
 * shares the width with it (failed s27c and s28a, whose screenshots showed the settled page right).
 */
export async function resizeToPhone(page: Page): Promise<void> {
  await page.setViewportSize(PHONE);
  await page.getByRole('navigation', { name: 'Main' }).waitFor({ state: 'hidden' });
}

export const portalUrl = (path = '/') => `${process.env.E2E_PORTAL_URL}${path}`;
export const apiUrl = (path = '/') => `${process.env.E2E_API_URL}${path}`;

/** Signs in through the real sign-in page and waits for the landing route. */
export async function signIn(page: Page, email: string, landing = /\/dashboard$/, password = DEMO_PASSWORD): Promise<void> {
  if (!page.url().includes('/auth/sign-in')) await page.goto(portalUrl('/auth/sign-in'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(landing);
}

/** Signs in like signIn, then waits until the live indicator says the screen follows changes. */
export async function signInLive(page: Page, email: string): Promise<void> {
  await signIn(page, email);
  await page
    .getByTestId('live-indicator')
    .filter({ hasText: /^Live$/ })
    .waitFor();
}

/** Operator actions on the test portal's servers (see src/globalSetup.mjs); `serve` answers the port it took. */
export async function control(action: string, body?: unknown): Promise<{ ok: true; port?: number }> {
  const res = await fetch(`${process.env.E2E_CONTROL_URL}/${action}`, { method: 'POST', body: body ? JSON.stringify(body) : undefined });
  if (!res.ok) throw new Error(`control ${action} failed: ${await res.text()}`);
  return (await res.json()) as { ok: true; port?: number };
}

export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  await page.screenshot({ path: `${__dirname}/../artifacts/${name}.png`, fullPage });
}

/**
 * One browser per test file and a fresh context (cookies, storage) per test.
 * Call at the top of a test file; use the returned getters inside tests.
 */
export function useBrowserPage(viewport = { width: 1280, height: 800 }, contextOptions: BrowserContextOptions = {}) {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    context = await browser.newContext({ viewport, ...contextOptions });
    page = await context.newPage();
  });
  afterEach(async () => {
    await context?.close();
  });
  return { page: () => page, context: () => context };
}
