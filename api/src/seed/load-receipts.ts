import { financialYearOf } from 'shared/domain/payments/receipts';
import type { Database } from '../db/database';

/** Who issued the loaded receipts, in turn. */
const ISSUERS = ['staff@example.org', 'admin@example.org', 'cashier1@example.org', 'cashier2@example.org', 'cashier3@example.org'];
/** Every fiftieth loaded receipt is cancelled, as a register holds some. */
const CANCEL_EVERY = 50;
/** The loaded receipts' own prefix, so that the portal's confirmations number on from RCT/.../000001. */
export const LOADED_RECEIPT_PREFIX = 'SD';

/**
 * Receipts for the first `count` paid registrations that have none, for benchmarks: one receipt
 * register of realistic size (issued over the six weeks before `anchor`, by five staff members,
 * 2% cancelled). Only the receipts table is written; the registrations keep payment.receipt null.
 * Answers how many were added.
 */
export async function loadReceipts(db: Database, { count, anchor }: { count: number; anchor: Date }): Promise<number> {
  const [existing] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM receipts WHERE number LIKE '${LOADED_RECEIPT_PREFIX}/%'`);
  const wanted = count - (existing?.n ?? 0);
  if (wanted <= 0) return 0;
  const financialYear = financialYearOf(anchor);
  const added = await db.transaction(async (tx) => {
    const [row] = await tx.query<{ n: number }>(
      `WITH chosen AS (
         SELECT r.registration_id, r.name, r.school_value, r.payment_id, r.payment_amount, r.payment_mode,
                ${existing?.n ?? 0} + row_number() OVER (ORDER BY r.registration_id) AS sequence
         FROM registrations r
         WHERE r.payment_status = 'success' AND NOT EXISTS (SELECT 1 FROM receipts x WHERE x.registration_id = r.registration_id)
         ORDER BY r.registration_id LIMIT $1
       ), inserted AS (
         INSERT INTO receipts (number, registration_id, name, school, payment_id, amount, mode, issued_at, issued_by_uid, issued_by,
                               cancelled_at, cancelled_by, cancel_reason)
         SELECT $2 || lpad(sequence::text, 6, '0'), registration_id, name, school_value, payment_id, payment_amount, payment_mode,
                $3::timestamptz - make_interval(secs => (sequence * 7919 % (42 * 86400))::double precision),
                NULL, ($4::text[])[(1 + sequence % ${ISSUERS.length})::int],
                CASE WHEN sequence % ${CANCEL_EVERY} = 0 THEN $3::timestamptz END,
                CASE WHEN sequence % ${CANCEL_EVERY} = 0 THEN 'admin@example.org' END,
                CASE WHEN sequence % ${CANCEL_EVERY} = 0 THEN 'Loaded as cancelled for the benchmark.' END
         FROM chosen
         RETURNING 1
       )
       SELECT count(*)::int AS n FROM inserted`,
      [wanted, `${LOADED_RECEIPT_PREFIX}/${financialYear}/`, anchor.toISOString(), ISSUERS],
    );
    return row?.n ?? 0;
  });
  await db.exec('ANALYZE receipts');
  return added;
}
