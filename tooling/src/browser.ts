import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium, and its flags: without the background-networking ones it keeps dialling out, which this network refuses. */
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/**
 * The browsers launchBrowser started that are still connected, kept on the global object so that
 * code outside the caller's modules finds them: the e2e test environment screenshots their pages
 * when a test fails (e2e/src/failureShotsEnvironment.ts).
 */
export const OPEN_BROWSERS = Symbol.for('tooling.openBrowsers');

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch(CHROMIUM);
  const open = ((globalThis as { [OPEN_BROWSERS]?: Set<Browser> })[OPEN_BROWSERS] ??= new Set());
  open.add(browser);
  browser.once('disconnected', () => open.delete(browser));
  return browser;
}
