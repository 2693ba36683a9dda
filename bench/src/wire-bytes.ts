import type { Page } from 'playwright-core';

/** What a page moved over the wire (Chromium's own count, CDP `Network.loadingFinished` `encodedDataLength`). */
export interface WireBytes {
  /** JavaScript files fetched (a 304 or a cache hit counts as fetched). */
  scripts: number;
  /** JavaScript over the wire, compressed as sent, headers included. */
  scriptKb: number;
  /** JavaScript as the page ran it (decoded). */
  scriptRawKb: number;
  /** Every response of the portal's own sites (pages, scripts, JSON), not the API's or Auth's data. */
  staticKb: number;
}

interface Finished {
  url: string;
  type: string;
  encoded: number;
  decoded: number;
}

/**
 * Counts what the page receives from now on; `cache: false` is a cold load (Chromium's cache
 * disabled), `true` lets the cache answer as on a repeat visit. `isStatic` tells the portal's own
 * files from the API and Auth calls.
 */
export async function trackWire(page: Page, { cache, isStatic }: { cache: boolean; isStatic: (url: string) => boolean }) {
  const cdp = await page.context().newCDPSession(page);
  const responses = new Map<string, { url: string; type: string }>();
  const decoded = new Map<string, number>();
  let finished: Finished[] = [];
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', () => {
    lastActivity = Date.now();
  });
  cdp.on('Network.responseReceived', (event) => {
    lastActivity = Date.now();
    responses.set(event.requestId, { url: event.response.url, type: event.type });
  });
  cdp.on('Network.dataReceived', (event) => {
    decoded.set(event.requestId, (decoded.get(event.requestId) ?? 0) + event.dataLength);
  });
  cdp.on('Network.loadingFinished', (event) => {
    lastActivity = Date.now();
    const response = responses.get(event.requestId);
    if (response) finished.push({ ...response, encoded: event.encodedDataLength, decoded: decoded.get(event.requestId) ?? 0 });
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: !cache });
  return {
    /** Waits until the page has fetched nothing for `quietMs`. */
    async settle(quietMs = 700): Promise<void> {
      while (Date.now() - lastActivity < quietMs) await page.waitForTimeout(100);
    },
    /** What has arrived since the last take, counted without starting a new count. */
    peek(): WireBytes {
      const scripts = finished.filter((f) => f.type === 'Script');
      const kb = (list: Finished[], key: 'encoded' | 'decoded') => list.reduce((sum, f) => sum + f[key], 0) / 1024;
      return {
        scripts: scripts.length,
        scriptKb: kb(scripts, 'encoded'),
        scriptRawKb: kb(scripts, 'decoded'),
        staticKb: kb(
          finished.filter((f) => isStatic(f.url)),
          'encoded',
        ),
      };
    },
    /** What arrived since the last take. */
    take(): WireBytes {
      const taken = this.peek();
      finished = [];
      return taken;
    },
    detach: () => cdp.detach(),
  };
}
