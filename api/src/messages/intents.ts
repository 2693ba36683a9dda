import type { Database, Queryable } from '../db/database';
import { composeIntent, type Intent } from './compose';

// The intents changes record (notices.ts), and composing them into messages. A change pays one
// insert in its transaction; templates, recipients and links are worked out here, afterwards, by
// the delivery worker and before the outbox is read (so a person sees what their change sent).
// One composer at a time across every instance (a transaction-scoped advisory lock), taking the
// intents in the order they were written.

const BATCH = 50;
// pg_advisory_xact_lock's key for composing: any number no other lock of ours uses.
const COMPOSER_LOCK = 560_081;

interface IntentRow {
  id: string;
  intent: Intent;
  [column: string]: unknown;
}

/** Records, inside the change's transaction, what it means to send. */
export async function recordIntent(tx: Queryable, registrationId: string | null, intent: Intent): Promise<void> {
  await tx.query('INSERT INTO message_intents (registration_id, intent) VALUES ($1, $2::jsonb)', [registrationId, JSON.stringify(intent)]);
}

/** One batch, in one transaction: answers how many intents it took. */
async function composeBatch(db: Database, onFailure: (id: string, error: unknown) => void): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [COMPOSER_LOCK]);
    const rows = await tx.query<IntentRow>('SELECT id::text AS id, intent FROM message_intents WHERE failure IS NULL ORDER BY id LIMIT $1', [BATCH]);
    for (const row of rows) {
      // A savepoint per intent: one that cannot be composed (a bug) is kept with its failure, and
      // holds up neither the batch nor the intents after it.
      await tx.query('SAVEPOINT intent');
      try {
        await composeIntent(tx, row.intent);
        await tx.query('DELETE FROM message_intents WHERE id = $1', [row.id]);
        await tx.query('RELEASE SAVEPOINT intent');
      } catch (error) {
        await tx.query('ROLLBACK TO SAVEPOINT intent');
        await tx.query('UPDATE message_intents SET failure = $2 WHERE id = $1', [row.id, error instanceof Error ? error.message : String(error)]);
        onFailure(row.id, error);
      }
    }
    return rows.length;
  });
}

/** Composes every intent waiting, a batch at a time, `between` batches (the worker yields to people waiting). */
export async function composeWaiting(
  db: Database,
  { onFailure, between }: { onFailure: (id: string, error: unknown) => void; between?: () => Promise<void> },
): Promise<void> {
  // Cheap when nothing waits, which is almost always: it runs before every read of the outbox.
  while ((await db.query('SELECT 1 FROM message_intents WHERE failure IS NULL LIMIT 1')).length > 0) {
    await between?.();
    if ((await composeBatch(db, onFailure)) < BATCH) return;
  }
}
