import type { Queryable } from '../db/database';
import { receiptLogo } from '../settings/organization-logo';
import { readReceiptOrganization } from '../settings/portal-settings';
import { renderReceiptPdf } from './receipt-pdf';
import { PRINTED_COLUMNS, type PrintedReceipt } from './receipts';

// A receipt as a file, drawn from its row in the register: a staff download, a parent's link
// (GET /r/{token}) and an e-mail's attachment all print the same PDF.

/** The receipt's PDF in the organisation's receipt language; `duplicate` marks it "Duplicate copy", dates in `timeZone`. */
export async function receiptPdf(
  db: Queryable,
  receipt: PrintedReceipt,
  registrationId: string,
  { duplicate, timeZone }: { duplicate: boolean; timeZone: string },
): Promise<Buffer> {
  const { organization, logoSha256, language } = await readReceiptOrganization(db);
  return renderReceiptPdf({
    organization,
    logo: await receiptLogo(db, logoSha256),
    number: receipt.number,
    issuedAt: receipt.issued_at,
    participant: receipt.name,
    registrationId,
    school: receipt.school,
    amount: receipt.amount,
    mode: receipt.mode,
    method: receipt.method,
    paymentId: receipt.payment_id,
    confirmedBy: receipt.issued_by_name ?? receipt.issued_by,
    approvedBy: receipt.approved_by_name ?? receipt.approved_by,
    duplicate,
    cancelled: receipt.cancelled_at ? { at: receipt.cancelled_at, by: receipt.cancelled_by, reason: receipt.cancel_reason ?? '' } : null,
    timeZone,
    language,
  });
}

/** The file name a receipt is downloaded as. */
export const receiptFileName = (number: string) => `receipt-${number.replaceAll('/', '-')}.pdf`;

/** The receipt numbered `number`, with its registration; null when there is none. */
export async function receiptByNumber(db: Queryable, number: string): Promise<(PrintedReceipt & { registration_id: string }) | null> {
  const [row] = await db.query<PrintedReceipt & { registration_id: string }>(`SELECT ${PRINTED_COLUMNS}, registration_id FROM receipts WHERE number = $1`, [
    number,
  ]);
  return row ?? null;
}
