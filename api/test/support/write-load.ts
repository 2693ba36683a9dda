import type { Registration } from 'shared/domain/registrations/registration';
import type { DashboardStats } from 'shared/platform/api/dashboardStats';
import { expectReplayed, historyOf } from './change-ledger';
import { expectedStats } from './expected-stats';
import { allRegistrations, call } from './test-app';

type Target = { baseUrl: string };

export interface Attempt {
  registrationId: string;
  kind: 'edit' | 'confirm';
  /** The name an edit sets. */
  name?: string;
  startedAt: number;
  /** The HTTP status, or null when no answer came (connection refused or reset, or the patience ran out). */
  status: number | null;
  body?: unknown;
}

export interface WriteLoad {
  attempts: Attempt[];
  /** Resolves once `count` attempts started at or after `since` have an outcome that `fits`. */
  until(count: number, fits: (attempt: Attempt) => boolean, since?: number): Promise<void>;
  stop(): Promise<Attempt[]>;
}

/** How many times a fault suite breaks things in one run: 1 in the test run, more for a soak (`pnpm --filter api soak`). */
export const SOAK_ROUNDS = Number(process.env.FAULT_SOAK_ROUNDS ?? 1);

// Every wait on the load is bounded: a load that stops making progress fails the test.
const PROGRESS_DEADLINE_MS = 90_000;

/**
 * Edits and payment confirmations, each acknowledged or not, from `workers` staff members at
 * once over `registrations` (each worker owns its rows, so per row the changes run in order),
 * until stopped. `patienceMs` is how long a client waits for an answer.
 */
export function startWriteLoad(
  target: Target,
  token: string,
  registrations: readonly Registration[],
  { workers = 4, patienceMs, tag }: { workers?: number; patienceMs: number; tag: string },
): WriteLoad {
  const attempts: Attempt[] = [];
  let stopped = false;
  let counter = 0;

  async function send(attempt: Omit<Attempt, 'startedAt' | 'status'>, path: string, body: unknown): Promise<Attempt> {
    const recorded: Attempt = { ...attempt, startedAt: Date.now(), status: null };
    attempts.push(recorded);
    try {
      const response = await fetch(`${target.baseUrl}${path}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(patienceMs),
      });
      recorded.body = await response.json();
      recorded.status = response.status;
    } catch {
      // No answer: the change may or may not have happened, and the ledger check covers both.
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return recorded;
  }

  async function worker(rows: readonly Registration[]): Promise<void> {
    const confirmed = new Set<string>();
    for (let round = 0; !stopped; round += 1) {
      const r = rows[round % rows.length]!;
      counter += 1;
      const name = `Load ${tag} ${counter}`;
      await send({ registrationId: r.registrationId, kind: 'edit', name }, `/admin/registrations/${r.registrationId}/details`, { name });
      if (stopped || r.payment.status !== 'pending' || confirmed.has(r.registrationId)) continue;
      const confirmation = await send({ registrationId: r.registrationId, kind: 'confirm' }, `/admin/register/${r.registrationId}`, {
        payment: { status: 'success', mode: 'offline' },
      });
      if (confirmation.status === 200 || confirmation.status === 409) confirmed.add(r.registrationId);
    }
  }

  const running = Promise.all(Array.from({ length: workers }, (_, index) => worker(registrations.filter((_, i) => i % workers === index))));
  return {
    attempts,
    async until(count, fits, since = 0) {
      const deadline = Date.now() + PROGRESS_DEADLINE_MS;
      while (attempts.filter((a) => a.startedAt >= since && fits(a)).length < count) {
        if (Date.now() > deadline) throw new Error(`The load did not reach ${count} such attempts: ${JSON.stringify(attempts.slice(-5))}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async stop() {
      stopped = true;
      await running;
      return attempts;
    },
  };
}

/** Each row's audit entries so far, counted before the load so that only its changes are replayed. */
export async function entryCounts(target: Target, token: string, registrations: readonly Registration[]): Promise<number[]> {
  return Promise.all(registrations.map(async (r) => (await historyOf(target, token, r.registrationId)).length));
}

/**
 * Every acknowledged change is in the row and in its audit entry; every row is its seeded state
 * with exactly the changes its audit log records (so nothing unacknowledged is half there);
 * the dashboard counters equal a plain count.
 */
export async function expectNothingLostOrHalfDone(
  target: Target,
  token: string,
  registrations: readonly Registration[],
  seededEntries: readonly number[],
  attempts: readonly Attempt[],
): Promise<void> {
  for (const [index, r] of registrations.entries()) {
    const entries = (await historyOf(target, token, r.registrationId)).slice(seededEntries[index]);
    const now = (await call(target, 'GET', `/admin/registrations/${r.registrationId}`, { token })).body as Registration;
    expectReplayed(r, entries, now);
    for (const attempt of attempts.filter((a) => a.registrationId === r.registrationId && a.status === 200)) {
      const recorded =
        attempt.kind === 'edit'
          ? entries.some((entry) => entry.action === 'registration.updated' && entry.after?.name === attempt.name)
          : entries.some((entry) => entry.action === 'payment.confirmed');
      expect({ attempt, recorded }).toEqual({ attempt, recorded: true });
    }
  }
  const stats: DashboardStats = (await call(target, 'GET', '/admin/stats', { token })).body;
  expect(stats).toEqual(await expectedStats(await allRegistrations(target, token)));
}
