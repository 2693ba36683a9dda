import { financialYearOf, formatReceiptNumber, MAX_RECEIPT_SEQUENCE, type CancelReceiptBody } from 'shared/domain/payments/receipts';
import type { PaymentMethod, PaymentMode } from 'shared/domain/common/enums';
import type { AuditActor, Receipt, Registration } from 'shared/domain/registrations/registration';
import type { Database, Queryable } from '../db/database';
import { conflict } from '../http-error';
import { changeRegistration } from '../registrations/changes';

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
    throw conflict(
      'receipt-numbers-used-up',
      `Receipt numbers ${prefix}/${financialYear}/... are used up for this financial year: change the receipt prefix in Settings > Payment.`,
    );
  return formatReceiptNumber(prefix, financialYear, row.last_number);
}

/** The register's row of a receipt just issued: the registration as it reads now. */
export async function recordReceipt(
  tx: Queryable,
  registration: Registration,
  receipt: Receipt,
  issuedBy: Pick<AuditActor, 'uid' | 'email' | 'name'>,
  approvedBy: { actor: AuditActor; at: Date } | null,
): Promise<void> {
  await tx.query(
    `INSERT INTO receipts (number, registration_id, name, school, payment_id, amount, mode, issued_at, issued_by_uid, issued_by,
                           approved_at, approved_by_uid, approved_by, issued_by_name, method, approved_by_name)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
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
      issuedBy.name ?? null,
      registration.payment.method ?? null,
      approvedBy?.actor.name ?? null,
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

/** The money was not in fact received: back to pending; the receipt keeps its number, marked cancelled. */
export const cancelReceipt = (db: Database, registrationId: string, body: CancelReceiptBody, actor: AuditActor) =>
  changeRegistration(db, {
    registrationId,
    expectedVersion: body.version,
    actor,
    plan(current) {
      const receipt = current.payment.receipt;
      if (!receipt) throw conflict('no-receipt', 'This payment has no receipt to cancel.');
      if (receipt.cancelled) throw conflict('receipt-already-cancelled', `Receipt ${receipt.number} is already cancelled.`);
      const cancelled = { at: new Date().toISOString(), by: actor.email, reason: body.reason };
      return {
        action: 'payment.receipt_cancelled',
        set: { 'payment.status': 'pending', 'payment.method': null, 'payment.receipt': { ...receipt, cancelled } },
        note: body.reason,
        after: (tx) => recordCancellation(tx, receipt.number, cancelled),
      };
    },
  });

/** A receipt as its PDF prints it, with the copies printed so far (this one included when it counts). */
export interface PrintedReceipt {
  number: string;
  name: string;
  school: string;
  payment_id: string;
  amount: number;
  mode: PaymentMode;
  method: PaymentMethod | null;
  issued_at: Date;
  issued_by: string | null;
  issued_by_name: string | null;
  approved_by: string | null;
  approved_by_name: string | null;
  cancelled_at: Date | null;
  cancelled_by: string | null;
  cancel_reason: string | null;
  downloads: number;
  [column: string]: unknown;
}

export const PRINTED_COLUMNS =
  'number, name, school, payment_id, amount, mode, method, issued_at, issued_by, issued_by_name, approved_by, approved_by_name, cancelled_at, cancelled_by, cancel_reason, downloads';
// The registration's current receipt, or the one of it numbered $2.
const RECEIPT_OF_REGISTRATION = `WHERE number = coalesce($2, (SELECT receipt ->> 'number' FROM registrations WHERE registration_id = $1))
  AND registration_id = (SELECT registration_id FROM registrations WHERE registration_id = $1)`;

/**
 * The registration's receipt (its current one, or that `number` of it) for a download, or null.
 * `counts`: the download is a print (a GET by someone who may confirm payments), so the copy count
 * rises with it; anyone else's download reads the count as it stands.
 */
export async function receiptForDownload(db: Queryable, registrationId: string, number: string | null, counts: boolean): Promise<PrintedReceipt | null> {
  const [row] = await db.query<PrintedReceipt>(
    counts
      ? `UPDATE receipts SET downloads = downloads + 1 ${RECEIPT_OF_REGISTRATION} RETURNING ${PRINTED_COLUMNS}`
      : `SELECT ${PRINTED_COLUMNS} FROM receipts ${RECEIPT_OF_REGISTRATION}`,
    [registrationId, number],
  );
  return row ?? null;
}

/** Whether a download is a copy after the first print: a print counts itself, anyone else's follows one. */
export const isDuplicateCopy = (receipt: Pick<PrintedReceipt, 'downloads'>, counts: boolean): boolean => receipt.downloads > (counts ? 1 : 0);
