import { launchBrowser } from 'tooling/browser';
import type { ApiClient } from './api-client';
import { measureTimings, type TimingFigures } from './browser-bench';
import { signInAs, WAIT_MS } from './sign-in';

/** Event streams held open on one API instance, as browsers hold them. */
export interface OpenStreams {
  /** Streams that answered and sent their first `sync` event. */
  opened: number;
  close(): Promise<void>;
}

/**
 * Opens `count` GET /admin/events streams the way the portal does (fetch with the ID token in the
 * Authorization header) and waits until each has sent its first event.
 */
export async function openEventStreams(client: ApiClient, count: number): Promise<OpenStreams> {
  const token = await client.currentToken();
  const controller = new AbortController();
  const readers: Promise<void>[] = [];
  const firstEvents = await Promise.all(
    Array.from({ length: count }, async () => {
      const response = await fetch(`${client.baseUrl}/admin/events`, {
        headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
        signal: controller.signal,
      });
      const reader = response.body?.getReader();
      if (!response.ok || !reader) return false;
      const first = await reader.read();
      // Keep reading (heartbeats, changes) so the stream stays as a browser's would.
      readers.push(
        (async () => {
          for (let chunk = first; !chunk.done; chunk = await reader.read());
        })().catch(() => {}),
      );
      return !first.done;
    }),
  );
  return {
    opened: firstEvents.filter(Boolean).length,
    async close() {
      controller.abort();
      await Promise.all(readers);
    },
  };
}

interface AwaitingRow {
  registrationId: string;
  version: number;
}

/**
 * A colleague's change reaching another person's screen: a browser signed in on the dashboard, and
 * for each try one offline payment confirmed through the API; the time from sending the
 * confirmation until the browser's Offline Pending card shows the new figure.
 */
export async function commitToScreenTimings(portalUrl: string, client: ApiClient, email: string, tries: number): Promise<TimingFigures> {
  const browser = await launchBrowser();
  try {
    const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    await signInAs(page, portalUrl, email);
    await page
      .getByTestId('live-indicator')
      .filter({ hasText: /^Live$/ })
      .waitFor({ timeout: WAIT_MS });
    const offlinePending = page.getByRole('region', { name: 'Offline Pending', exact: true }).locator('p').first();
    const shown = (n: number) => offlinePending.filter({ hasText: new RegExp(`^${n.toLocaleString('en-IN')}$`) });
    return await measureTimings(tries, async () => {
      const { offlinePending: before } = await client.json<{ offlinePending: number }>('/admin/stats');
      await shown(before).waitFor({ timeout: WAIT_MS });
      const [row] = (await client.json<{ data: AwaitingRow[] }>('/admin/payments/awaiting-confirmation?limit=1')).data;
      if (!row) throw new Error('No offline payment is waiting');
      const started = performance.now();
      await client.json(`/admin/register/${row.registrationId}`, {
        method: 'PUT',
        body: { payment: { status: 'success', mode: 'offline' }, adminNote: 'Confirmed by the bench', version: row.version },
      });
      await shown(before - 1).waitFor({ timeout: WAIT_MS });
      return performance.now() - started;
    });
  } finally {
    await browser.close();
  }
}
