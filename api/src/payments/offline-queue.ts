import { encodeOfflineQueueCursor, type OfflineQueuePage, type OfflineQueueQuery } from 'shared/domain/offline-payments';
import type { Queryable } from '../db/database';
import { whereClause } from '../registrations/list-sql';
import { REGISTRATION_COLUMNS, toRegistration, type RegistrationRow } from '../registrations/registration-row';

// Written exactly as the predicate of the partial index of migrations/005_offline_payment_queue.sql,
// so that the planner can use it, and counting the same rows as summary_counters.offline_pending.
const AWAITING_CONFIRMATION = `payment_mode = 'offline' AND payment_status IN ('pending', 'pending_payment_gateway')`;

/**
 * One page of offline payments awaiting confirmation, oldest first, read by keyset from the
 * partial index: confirming rows between two requests neither skips nor repeats any.
 */
export async function listOfflinePaymentQueue(db: Queryable, query: OfflineQueueQuery): Promise<OfflineQueuePage> {
  const search = whereClause({ q: query.q });
  const where = `${search.sql ? `${search.sql} AND` : 'WHERE'} ${AWAITING_CONFIRMATION}`;
  const params = [...search.params];
  let after = '';
  if (query.after) {
    params.push(query.after.createdAt, query.after.registrationId);
    after = `AND (created_at, registration_id) > ($${params.length - 1}::timestamptz, $${params.length})`;
  }
  params.push(query.limit + 1);
  const rows = await db.query<RegistrationRow>(
    `SELECT ${REGISTRATION_COLUMNS} FROM registrations ${where} ${after}
     ORDER BY created_at, registration_id LIMIT $${params.length}`,
    params,
  );
  const data = rows.slice(0, query.limit).map(toRegistration);
  const last = data[data.length - 1];
  const nextCursor = rows.length > query.limit && last ? encodeOfflineQueueCursor({ createdAt: last.createdAt, registrationId: last.registrationId }) : null;
  // Unsearched, the queue is exactly what the dashboard counter counts.
  const [counted] = query.q
    ? await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM registrations ${where}`, search.params)
    : // Per centre too (migration 062): through the centre policies, a limited person's centres alone.
      await db.query<{ total: number }>('SELECT coalesce(sum(offline_pending), 0)::int AS total FROM center_counter_slots');
  return { data, total: counted?.total ?? 0, nextCursor };
}
