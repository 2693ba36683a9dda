import { encodeOfflineQueueCursor, type OfflineQueuePage, type OfflineQueueQuery } from 'shared/domain/payments/offline-payments';
import type { Queryable } from '../db/database';
import { whereClause } from '../registrations/list-sql';
import { REGISTRATION_COLUMNS, toRegistration, type RegistrationRow } from '../registrations/registration-row';

// "Offline and pending", the rule the queue's partial index and the Offline Pending KPI call too
// (migrations/078_offline_pending_defined_once.sql): written as the index's predicate, so the planner uses it.
const AWAITING_CONFIRMATION = 'offline_payment_pending(payment_mode, payment_status)';

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
