import type { ApiClient } from './api-client';
import type { HttpCase } from './http-cases';

// Light calls keep their latency while heavy calls run. The heavy load: whole-list reads
// (each body read and dropped) and bulk jobs over already-paid rows (each row locked, checked and
// skipped: work without changing anything), kept going while the light cases run.
const WHOLE_LIST_READERS = 4;
const JOB_ROWS = 2000;
const JOB_POLL_MS = 200;

const fixed = (path: string) => () => ({ method: 'GET' as const, path });

/** The light calls measured under the heavy load: a liveness check and a signed-in read. */
export function lightUnderLoadCases(): HttpCase[] {
  return [
    {
      name: `under heavy load: /health (${WHOLE_LIST_READERS} whole-list reads and a bulk job running)`,
      kind: 'light-under-load',
      connections: 1,
      next: fixed('/health'),
    },
    {
      name: `under heavy load: stats (${WHOLE_LIST_READERS} whole-list reads and a bulk job running)`,
      kind: 'light-under-load',
      connections: 1,
      next: fixed('/admin/stats'),
    },
  ];
}

async function readAndDrop(client: ApiClient, signal: AbortSignal): Promise<void> {
  const response = await fetch(`${client.baseUrl}/admin/registrations`, { headers: { authorization: `Bearer ${await client.currentToken()}` }, signal });
  if (!response.ok || !response.body) throw new Error(`the whole list answered ${response.status}`);
  const reader = response.body.getReader();
  while (!(await reader.read()).done);
}

async function paidIds(client: ApiClient): Promise<string[]> {
  const page = await client.json<{ data: { registrationId: string }[] }>(`/admin/registrations?paymentStatus=success&sort=registrationId&limit=1000`);
  const next = await client.json<{ data: { registrationId: string }[] }>(
    `/admin/registrations?paymentStatus=success&sort=registrationId&limit=1000&offset=1000`,
  );
  return [...page.data, ...next.data].slice(0, JOB_ROWS).map((row) => row.registrationId);
}

/** Runs `work` while the heavy load runs, then stops the load (abandoning reads under way) and waits for it. */
export async function withHeavyLoad<T>(client: ApiClient, work: () => Promise<T>): Promise<T> {
  const ids = await paidIds(client);
  const stop = new AbortController();
  const keepGoing = async (step: () => Promise<void>) => {
    while (!stop.signal.aborted) {
      try {
        await step();
      } catch (error) {
        if (!stop.signal.aborted) throw error;
      }
    }
  };
  const readers = Array.from({ length: WHOLE_LIST_READERS }, () => keepGoing(() => readAndDrop(client, stop.signal)));
  const jobs = keepGoing(async () => {
    const job = await client.json<{ id: string }>('/admin/registrations/bulk', { method: 'POST', body: { action: 'confirmPayment', registrationIds: ids } });
    for (;;) {
      const now = await client.json<{ status: string }>(`/admin/jobs/${job.id}`);
      if (now.status === 'completed' || now.status === 'failed' || stop.signal.aborted) return;
      await new Promise((resolve) => setTimeout(resolve, JOB_POLL_MS));
    }
  });
  const load = Promise.all([...readers, jobs]);
  try {
    return await work();
  } finally {
    stop.abort();
    await load;
  }
}
