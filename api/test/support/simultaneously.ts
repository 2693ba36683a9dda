import pg from 'pg';
import { POOL_SIZE } from '../../src/db/postgres';
import type { Reply, TestApp } from './test-app';

// Waiting for the requests to queue on the lock is bounded: a request that never arrives fails the test.
const QUEUE_DEADLINE_MS = 20_000;

/**
 * Sends `count` requests at once. On PostgreSQL the test first locks the row itself, on its own
 * connection, and lets go only when the requests wait on it (as many as the app's pool lets
 * into the database; the rest queue behind them), so they really overlap. PGlite runs one
 * transaction at a time by construction.
 */
export async function simultaneously(target: TestApp, registrationId: string, count: number, request: () => Promise<Reply>): Promise<Reply[]> {
  return simultaneouslyBehind(target, { sql: 'SELECT 1 FROM registrations WHERE registration_id = $1 FOR UPDATE', params: [registrationId] }, count, request);
}

/** As `simultaneously`, the requests held behind any lock the test takes first (`lock`, a locking statement). */
export async function simultaneouslyBehind(
  target: TestApp,
  lock: { sql: string; params: unknown[] },
  count: number,
  request: (index: number) => Promise<Reply>,
): Promise<Reply[]> {
  const send = () => Promise.all(Array.from({ length: count }, (_, index) => request(index)));
  const database = target.app.config.database;
  if (database.engine !== 'postgres') return send();
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query(lock.sql, lock.params);
    const sent = send();
    const expected = Math.min(count, POOL_SIZE);
    const deadline = Date.now() + QUEUE_DEADLINE_MS;
    for (let waiting = 0; waiting < expected;) {
      if (Date.now() > deadline) throw new Error(`Only ${waiting} of ${expected} requests reached the row lock`);
      await new Promise((resolve) => setTimeout(resolve, 20));
      // Inside a transaction PostgreSQL keeps showing the first snapshot of pg_stat_activity.
      await client.query('SELECT pg_stat_clear_snapshot()');
      const { rows } = await client.query<{ waiting: number }>(
        "SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
      );
      waiting = rows[0]!.waiting;
    }
    await client.query('COMMIT');
    return await sent;
  } finally {
    await client.end();
  }
}
