import type { Database, Queryable } from '../db/database';
import { readPaymentSettings } from '../settings/portal-settings';
import { composeIntent, type Composed, type Intent } from './compose';
import { insertMessages, readTemplates } from './outbox';
import { insertReceiptLinks, signingKey } from './receipt-links';

// The intents changes record (notices.ts), and composing them into messages. A change pays one
// insert in its transaction; templates, recipients and links are worked out here, afterwards, by
// the delivery worker's composer and before the outbox is read (so a person sees what their change
// sent). One composer at a time across every instance (a transaction-scoped advisory lock), taking
// the intents in the order they were written; a batch is written in a few statements whatever its size.

const BATCH = 200;
// pg_advisory_xact_lock's key for composing: any number no other lock of ours uses.
const COMPOSER_LOCK = 560_081;

interface IntentRow {
  id: string;
  intent: Intent;
  [column: string]: unknown;
}

export type OnFailure = (id: string, error: unknown) => void;

const wordsOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Records, inside the change's transaction, what it means to send. */
export async function recordIntent(tx: Queryable, registrationId: string | null, intent: Intent): Promise<void> {
  await tx.query('INSERT INTO message_intents (registration_id, intent) VALUES ($1, $2::jsonb)', [registrationId, JSON.stringify(intent)]);
}

/**
 * Composes `rows` and writes what they send. An intent whose composing throws is kept with its
 * failure; a statement refused by the database aborts the transaction, which the caller handles.
 */
async function composeRows(tx: Queryable, rows: readonly IntentRow[], onFailure: OnFailure): Promise<void> {
  const { receiptLanguage } = await readPaymentSettings(tx);
  const composition = { templates: await readTemplates(tx), linkKey: await signingKey(tx), receiptLanguage };
  const written: Composed = { messages: [], links: [] };
  const composed: string[] = [];
  const failed: [string, string][] = [];
  for (const row of rows) {
    try {
      const { messages, links } = await composeIntent(tx, row.intent, composition);
      written.messages.push(...messages);
      written.links.push(...links);
      composed.push(row.id);
    } catch (error) {
      failed.push([row.id, wordsOf(error)]);
      onFailure(row.id, error);
    }
  }
  await insertReceiptLinks(tx, written.links);
  await insertMessages(tx, written.messages);
  await tx.query('DELETE FROM message_intents WHERE id = ANY ($1::bigint[])', [composed]);
  if (failed.length > 0) {
    await tx.query('UPDATE message_intents i SET failure = f.failure FROM unnest($1::bigint[], $2::text[]) AS f(id, failure) WHERE i.id = f.id', [
      failed.map(([id]) => id),
      failed.map(([, words]) => words),
    ]);
  }
}

const takeLocked = async (tx: Queryable, where: string, params: unknown[]) => {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [COMPOSER_LOCK]);
  return tx.query<IntentRow>(`SELECT id::text AS id, intent FROM message_intents WHERE failure IS NULL AND ${where} ORDER BY id LIMIT $1`, params);
};

/** One batch, in one transaction: answers how many intents it took. */
async function composeBatch(db: Database, onFailure: OnFailure): Promise<number> {
  const taken: string[] = [];
  try {
    return await db.transaction(async (tx) => {
      const rows = await takeLocked(tx, 'true', [BATCH]);
      taken.push(...rows.map((row) => row.id));
      await composeRows(tx, rows, onFailure);
      return rows.length;
    });
  } catch (error) {
    if (taken.length === 0) throw error;
    // One of them made the database refuse the batch: each alone, so that only that one is kept with its failure.
    for (const id of taken) await composeAlone(db, id, onFailure);
    return taken.length;
  }
}

async function composeAlone(db: Database, id: string, onFailure: OnFailure): Promise<void> {
  try {
    await db.transaction(async (tx) => composeRows(tx, await takeLocked(tx, 'id = $2', [1, id]), onFailure));
  } catch (error) {
    await db.query('UPDATE message_intents SET failure = $2 WHERE id = $1', [id, wordsOf(error)]);
    onFailure(id, error);
  }
}

/** Composes every intent waiting, a batch at a time, `between` batches (the worker yields to people waiting); answers how many. */
export async function composeWaiting(db: Database, { onFailure, between }: { onFailure: OnFailure; between?: () => Promise<void> }): Promise<number> {
  let count = 0;
  // Cheap when nothing waits, which is almost always: it runs before every read of the outbox.
  while ((await db.query('SELECT 1 FROM message_intents WHERE failure IS NULL LIMIT 1')).length > 0) {
    await between?.();
    const taken = await composeBatch(db, onFailure);
    count += taken;
    if (taken < BATCH) break;
  }
  return count;
}
