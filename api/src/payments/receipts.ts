import { financialYearOf, formatReceiptNumber, MAX_RECEIPT_SEQUENCE } from 'shared/domain/receipts';
import type { AuditActor, Receipt, Registration } from 'shared/domain/registration';
import type { Queryable } from '../db/database';
import { conflict } from '../http-error';

// Receipt numbers and the receipts table. A number comes from the counter row of its prefix and
// financial year, updated (so locked) by the confirming transaction until it commits: numbers run
// on without gaps whatever rolls back, and never repeat. Every transaction takes its registration
// row locks before the counter's, so none waits for a registration while holding the counter.

/** The next number of the prefix in the financial year of `at`, held by the transaction `tx`. */
export async function takeReceiptNumber(tx: Queryable, prefix: string, at: Date): Promise<string> {
  const financialYear = financialYearOf(at);
  const [row] = await tx.query<{ last_number: number }>(
    `INSERT INTO receipt_counters AS counter (prefix, financial_year, last_number) VALUES ($1, $2, 1)
     ON CONFLICT (prefix, financial_year) DO UPDATE SET last_number = counter.last_number + 1
     WHERE counter.last_number < ${MAX_RECEIPT_SEQUENCE}
     RETURNING last_number`,
    [prefix, financialYear],
  );
  if (!row)
    throw conflict(`Receipt numbers ${prefix}/${financialYear}/... are used up for this financial year: change the receipt prefix in Settings > Payment.`);
  return formatReceiptNumber(prefix, financialYear, row.last_number);
}

/** The register's row of a receipt just issued: the registration as it reads now. */
export async function recordReceipt(
  tx: Queryable,
  registration: Registration,
  receipt: Receipt,
  issuedBy: Pick<AuditActor, 'uid' | 'email'>,
  approvedBy: { actor: AuditActor; at: Date } | null,
): Promise<void> {
  await tx.query(
    `INSERT INTO receipts (number, registration_id, name, school, payment_id, amount, mode, issued_at, issued_by_uid, issued_by,
                           approved_at, approved_by_uid, approved_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [
      receipt.number,
      registration.registrationId,
      registration.name,
      registration.school.value,
      registration.payment.paymentId,
      registration.payment.amount,
      registration.payment.mode,
      receipt.issuedAt,
      issuedBy.uid,
      issuedBy.email,
      approvedBy?.at.toISOString() ?? null,
      approvedBy?.actor.uid ?? null,
      approvedBy?.actor.email ?? null,
    ],
  );
}

export async function recordCancellation(tx: Queryable, number: string, cancelled: NonNullable<Receipt['cancelled']>): Promise<void> {
  await tx.query('UPDATE receipts SET cancelled_at = $2, cancelled_by = $3, cancel_reason = $4 WHERE number = $1 AND cancelled_at IS NULL', [
    number,
    cancelled.at,
    cancelled.by,
    cancelled.reason,
  ]);
}
