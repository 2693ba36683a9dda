import net from 'node:net';
import { IMPORT_COLUMNS, MAX_IMPORT_ROWS } from 'shared/domain/imports/registration-import';
import { AVATAR_MAX_BYTES } from 'shared/domain/profile/avatar';
import { PNG_1X1 } from 'tooling/test-images';
import { ApiClient } from './api-client';
import type { HttpCase } from './http-cases';
import { confirmedForPdf } from './receipts-case';

// Another person's stats while one account does, within its rights, what once stalled
// the API for everyone. Each flood runs as its own account (not admin@example.org, who measures).
const SLOW_DOWNLOADS = 2;
const UPLOADS_AT_ONCE = 20;
const IDLE_STREAMS = 200;
const WHOLE_LIST_BURST = 105;
const DEEP_PAGE_BURST = 16;
const JOBS_AT_ONCE = 15;
const JOB_POLL_MS = 200;
const RECEIPTS_AT_ONCE = 8;
// Three accounts, each sending its share of uploads (UPLOADS_PER_ACCOUNT, 2) of a 4 MB image at once.
const UPLOADING_ACCOUNTS = ['viewer@example.org', 'staff@example.org', 'superadmin@example.org'];
const UPLOADS_PER_ACCOUNT = 2;
const THREE_ACCOUNTS_IMAGE_BYTES = 4 * 1024 * 1024;

/** One account's flood, kept going until `signal` aborts; answers once it has stopped. */
type Flood = (baseUrl: string, signal: AbortSignal) => Promise<void>;

interface FairLoad {
  label: string;
  flood: Flood;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One account's requests held to the API's default limit (RATE_LIMIT_PER_MINUTE, 1,200 a minute;
 * switched off for the bench, whose measuring account sends far more): a flood within its rights.
 */
function withinRateLimit(perMinute = 1200): () => Promise<void> {
  let next = Date.now();
  return async () => {
    const now = Date.now();
    next = Math.max(next, now);
    const wait = next - now;
    next += 60_000 / perMinute;
    if (wait > 0) await pause(wait);
  };
}

/** Repeats `step`, each after its turn within the rate limit, until aborted; a failure after the abort is the abort's doing. */
async function repeat(signal: AbortSignal, turn: () => Promise<void>, step: () => Promise<unknown>): Promise<void> {
  while (!signal.aborted) {
    try {
      await turn();
      await step();
    } catch (error) {
      if (!signal.aborted) throw error;
    }
  }
}

/** A raw connection asking for `path` and then reading `bytesPerSecond` (0: nothing at all). */
function rawGet(baseUrl: string, path: string, headers: Record<string, string>, bytesPerSecond: number): () => void {
  const { hostname, port } = new URL(baseUrl);
  const socket = net.connect(Number(port), hostname);
  socket.on('error', () => {});
  socket.pause();
  socket.write(
    `GET ${path} HTTP/1.1\r\nHost: ${hostname}\r\n${Object.entries(headers)
      .map(([k, v]) => `${k}: ${v}\r\n`)
      .join('')}\r\n`,
  );
  const ticker = bytesPerSecond > 0 ? setInterval(() => socket.read(bytesPerSecond), 1000) : null;
  return () => {
    if (ticker) clearInterval(ticker);
    socket.destroy();
  };
}

async function drained(response: Response): Promise<void> {
  await response.arrayBuffer().catch(() => {});
}

function importCsv(round: number): string {
  const lines = [IMPORT_COLUMNS.join(',')];
  for (let i = 0; i < MAX_IMPORT_ROWS; i += 1) {
    const n = `${round}`.padStart(4, '0') + `${i}`.padStart(5, '0');
    const row: Record<string, string> = {
      registrationId: `BENCH-IMP-${n}`,
      name: `Bench Import ${i}`,
      gender: 'female',
      contactNumber: `9${n.slice(-9).padStart(9, '0')}`,
      school: 'Bench Public School',
      std: '4th',
      cadre: 'Primary Level',
      levelEnrolled: 'LEVEL 2',
      centerCode: 'DLH01',
      paymentId: `PAY-BENCH-${n}`,
      paymentMode: 'offline',
      paymentAmount: '300',
      paymentStatus: 'pending',
    };
    lines.push(IMPORT_COLUMNS.map((column) => row[column] ?? '').join(','));
  }
  return `${lines.join('\n')}\n`;
}

/** The floods, each as the account that may do it. */
export function fairLoads(baseUrl: string): FairLoad[] {
  const viewer = new ApiClient(baseUrl, 'viewer@example.org');
  const token = (client: ApiClient) => client.currentToken();
  return [
    {
      label: `${SLOW_DOWNLOADS} CSV downloads read a few bytes a second`,
      flood: async (baseUrl, signal) => {
        const auth = { authorization: `Bearer ${await token(viewer)}` };
        const link = (await (await fetch(`${baseUrl}/admin/registrations/export-links`, { method: 'POST', headers: auth })).json()) as { path: string };
        const closers = [rawGet(baseUrl, '/admin/registrations/export', auth, 4), rawGet(baseUrl, link.path, {}, 4)].slice(0, SLOW_DOWNLOADS);
        await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
        for (const close of closers) close();
      },
    },
    {
      label: `avatar uploads of 5 MB, ${UPLOADS_AT_ONCE} at a time`,
      flood: async (baseUrl, signal) => {
        const image = Buffer.concat([PNG_1X1, Buffer.alloc(AVATAR_MAX_BYTES - PNG_1X1.length, 1)]);
        const headers = { authorization: `Bearer ${await token(viewer)}`, 'content-type': 'image/png' };
        const turn = withinRateLimit();
        await Promise.all(
          Array.from({ length: UPLOADS_AT_ONCE }, () =>
            repeat(signal, turn, () =>
              fetch(`${baseUrl}/admin/profile/avatar`, { method: 'PUT', headers, body: image, signal })
                .then(drained)
                // An upload refused past the account's share may be cut off while it is still sending.
                .catch(() => pause(100)),
            ),
          ),
        );
      },
    },
    {
      label: `${IDLE_STREAMS} event streams that never read`,
      flood: async (baseUrl, signal) => {
        const auth = { authorization: `Bearer ${await token(viewer)}` };
        const closers = Array.from({ length: IDLE_STREAMS }, () => rawGet(baseUrl, '/admin/events', auth, 0));
        await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
        for (const close of closers) close();
      },
    },
    {
      label: `${WHOLE_LIST_BURST} whole-list reads at once`,
      flood: async (baseUrl, signal) => {
        const headers = { authorization: `Bearer ${await token(viewer)}` };
        const turn = withinRateLimit();
        await Promise.all(
          Array.from({ length: WHOLE_LIST_BURST }, () =>
            repeat(signal, turn, async () => drained(await fetch(`${baseUrl}/admin/registrations`, { headers, signal }))),
          ),
        );
      },
    },
    {
      label: `${DEEP_PAGE_BURST} deep pages of 1,000 at once (sort=school, offset 20,000)`,
      flood: async (baseUrl, signal) => {
        const headers = { authorization: `Bearer ${await token(viewer)}` };
        const path = '/admin/registrations?sort=school&offset=20000&limit=1000';
        const turn = withinRateLimit();
        await Promise.all(
          Array.from({ length: DEEP_PAGE_BURST }, () => repeat(signal, turn, async () => drained(await fetch(`${baseUrl}${path}`, { headers, signal })))),
        );
      },
    },
    {
      label: `${JOBS_AT_ONCE} bulk jobs asked for at once, over paid rows`,
      flood: async (baseUrl, signal) => {
        const staff = new ApiClient(baseUrl, 'staff@example.org');
        const page = await staff.json<{ data: { registrationId: string }[] }>('/admin/registrations?paymentStatus=success&sort=registrationId&limit=100');
        const ids = page.data.map((row) => row.registrationId);
        const headers = { authorization: `Bearer ${await staff.currentToken()}`, 'content-type': 'application/json' };
        const turn = withinRateLimit();
        await Promise.all(
          Array.from({ length: JOBS_AT_ONCE }, () =>
            repeat(signal, turn, async () => {
              const response = await fetch(`${baseUrl}/admin/registrations/bulk`, {
                method: 'POST',
                headers,
                body: JSON.stringify({ action: 'confirmPayment', registrationIds: ids }),
                signal,
              });
              const job = (await response.json()) as { id?: string };
              // Refused past the person's share (429): ask again shortly.
              if (!job.id) return pause(JOB_POLL_MS);
              for (;;) {
                await turn();
                const now = (await (await fetch(`${baseUrl}/admin/jobs/${job.id}`, { headers, signal })).json()) as { status: string };
                if (now.status !== 'queued' && now.status !== 'running') return;
                await pause(JOB_POLL_MS);
              }
            }),
          ),
        );
      },
    },
    {
      label: `receipt PDFs, ${RECEIPTS_AT_ONCE} at a time (a viewer)`,
      flood: async (baseUrl, signal) => {
        const ids = await confirmedForPdf(new ApiClient(baseUrl, 'staff@example.org'));
        if (ids.length === 0) throw new Error('No pending payment left to confirm: the receipts flood has nothing to download');
        const headers = { authorization: `Bearer ${await token(viewer)}` };
        const turn = withinRateLimit();
        let next = 0;
        await Promise.all(
          Array.from({ length: RECEIPTS_AT_ONCE }, () =>
            repeat(signal, turn, async () => {
              const id = ids[next++ % ids.length]!;
              await drained(await fetch(`${baseUrl}/admin/registrations/${encodeURIComponent(id)}/receipt`, { headers, signal }));
            }),
          ),
        );
      },
    },
    {
      label: `avatar uploads of 4 MB, ${UPLOADING_ACCOUNTS.length} accounts ${UPLOADS_PER_ACCOUNT} at a time each`,
      flood: async (baseUrl, signal) => {
        let uploads = 0;
        await Promise.all(
          UPLOADING_ACCOUNTS.map(async (email) => {
            const headers = { authorization: `Bearer ${await token(new ApiClient(baseUrl, email))}`, 'content-type': 'image/png' };
            const turn = withinRateLimit();
            await Promise.all(
              Array.from({ length: UPLOADS_PER_ACCOUNT }, () => {
                // One buffer per sender, sent one upload at a time: the bench process spends nothing
                // on copies while it measures.
                const image = Buffer.concat([PNG_1X1, Buffer.alloc(THREE_ACCOUNTS_IMAGE_BYTES - PNG_1X1.length, 1)]);
                return repeat(signal, turn, () => {
                  // A new image each time, as people upload: each is stored anew, in parts.
                  image.writeUInt32BE((uploads += 1), image.length - 4);
                  return (
                    fetch(`${baseUrl}/admin/profile/avatar`, { method: 'PUT', headers, body: image, signal })
                      .then(drained)
                      // An upload refused past a share may be cut off while it is still sending.
                      .catch(() => pause(100))
                  );
                });
              }),
            );
          }),
        );
      },
    },
    {
      label: `imports of ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows, one after another`,
      flood: async (baseUrl, signal) => {
        const superadmin = new ApiClient(baseUrl, 'superadmin@example.org');
        const headers = { authorization: `Bearer ${await superadmin.currentToken()}`, 'content-type': 'application/json' };
        let round = 0;
        await repeat(signal, withinRateLimit(), async () => {
          round += 1;
          await drained(await fetch(`${baseUrl}/admin/imports`, { method: 'POST', headers, body: JSON.stringify({ csv: importCsv(round) }), signal }));
        });
      },
    },
  ];
}

/** Another person's stats, as measured under each flood. */
export function statsUnderFlood(label: string): HttpCase {
  return {
    name: `another person's stats while one account does: ${label}`,
    kind: 'fair-load',
    connections: 1,
    next: () => ({ method: 'GET', path: '/admin/stats' }),
  };
}

/** Runs `work` while `flood` runs, then stops the flood and waits for it. */
export async function withFlood<T>(baseUrl: string, flood: Flood, work: () => Promise<T>): Promise<T> {
  const stop = new AbortController();
  const running = flood(baseUrl, stop.signal);
  // The flood under way before the measurement starts.
  await pause(1000);
  try {
    return await work();
  } finally {
    stop.abort();
    await running.catch(() => {});
  }
}
