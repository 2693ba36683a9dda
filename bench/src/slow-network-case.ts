import type { BrowserContext } from 'playwright-core';
import { CPU_SLOWDOWN } from './interaction-case';
import { PHONE, type Screen } from './screens';

/**
 * Lighthouse's mobile preset, applied for real rather than simulated: 150 ms round trips, 1.6 Mbps
 * down, 750 kbps up. Lighthouse's own score simulates the network from one fast load and is
 * dominated by the CPU, so a round trip taken out of the way to the first rows hardly moves it; a
 * phone on mobile data gets the screen that much sooner, and this shows it.
 */
const SLOW_NETWORK = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
const WAIT_MS = 60_000;

/**
 * Milliseconds from the start of navigation to the first frame drawn after `screen.ready` appeared,
 * `screen` loaded cold (no cache) at a phone's width on the slow network with the CPU slowed like
 * Lighthouse's mobile preset, signed in through `context`. The page times itself: the harness's
 * own polling would run on the slowed CPU and add to what it measures.
 */
export async function slowNetworkLoadMs(context: BrowserContext, portalUrl: string, screen: Screen): Promise<number> {
  const page = await context.newPage();
  try {
    await page.setViewportSize(PHONE);
    await page.addInitScript((ready) => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector(ready)) return;
        observer.disconnect();
        requestAnimationFrame(() => ((window as unknown as { __screenDrawnAt?: number }).__screenDrawnAt = performance.now()));
      });
      observer.observe(document, { childList: true, subtree: true });
    }, screen.ready);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', SLOW_NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${portalUrl}${screen.path}`, { waitUntil: 'commit' });
    const drawnAt = await page.waitForFunction(() => (window as unknown as { __screenDrawnAt?: number }).__screenDrawnAt, undefined, {
      timeout: WAIT_MS,
      polling: 500,
    });
    await cdp.detach();
    return (await drawnAt.jsonValue()) as number;
  } finally {
    await page.close();
  }
}
