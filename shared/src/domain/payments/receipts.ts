import { z } from 'zod';
import { calendarDayParam, DEFAULT_DAY_ZONE, timeZoneParam } from '../audit/audit';
import { integerParam } from '../common/query-params';
import { disqualificationReasonSchema } from '../registrations/registration-requests';
import { normalizedText } from '../common/text-schema';
import { MAX_RECEIPT_PREFIX, SEQUENCE_DIGITS } from './receipt-number';
import { STATUSES_NEEDING_ACKNOWLEDGEMENT } from '../registrations/transitions';

// Receipts, the register, approvals above a threshold and each day's collections (product
// decisions: Money the organisation can account for).

/** Payment settings' default receipt prefix. */
export const DEFAULT_RECEIPT_PREFIX = 'RCT';
/** Indian invoicing rules' most characters in a document number (see MAX_RECEIPT_PREFIX). */
export const MAX_RECEIPT_NUMBER_LENGTH = 16;
export const RECEIPT_PREFIX_PATTERN = new RegExp(`^[A-Z]{1,${MAX_RECEIPT_PREFIX}}$`);
export const RECEIPT_PREFIX_MESSAGE = `Use 1 to ${MAX_RECEIPT_PREFIX} capital letters, so that a receipt number stays within ${MAX_RECEIPT_NUMBER_LENGTH} characters`;
/** A financial year's receipts run from 000001 to this. */
export const MAX_RECEIPT_SEQUENCE = 10 ** SEQUENCE_DIGITS - 1;

// India keeps one offset all year (no summer time): +05:30.
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** The Indian financial year (April to March, India time) an instant falls in, as FFFF: '2627' for 2026-27. */
export function financialYearOf(at: Date): string {
  const india = new Date(at.getTime() + INDIA_OFFSET_MS);
  const startYear = india.getUTCMonth() >= 3 ? india.getUTCFullYear() : india.getUTCFullYear() - 1;
  const twoDigits = (year: number) => String(year % 100).padStart(2, '0');
  return `${twoDigits(startYear)}${twoDigits(startYear + 1)}`;
}

/** RCT/2627/000001 */
export const formatReceiptNumber = (prefix: string, financialYear: string, sequence: number) =>
  `${prefix}/${financialYear}/${String(sequence).padStart(SEQUENCE_DIGITS, '0')}`;

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  return [TENS[Math.floor(n / 10)]!, ONES[n % 10]!].filter(Boolean).join(' ');
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest ? belowHundred(rest) : ''].filter(Boolean).join(' ');
}

/** Whole rupees in words, counted the Indian way (thousand, lakh, crore): 300 -> 'Rupees Three Hundred Only'. */
export function rupeesInWords(amount: number): string {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError('A whole, non-negative number of rupees');
  if (amount === 0) return 'Rupees Zero Only';
  const parts: string[] = [];
  const crores = Math.floor(amount / 10_000_000);
  // Above 99 crore the crores are themselves counted in lakhs and thousands.
  if (crores) parts.push(`${rupeesInWords(crores).replace(/^Rupees | Only$/g, '')} Crore`);
  const lakhs = Math.floor((amount % 10_000_000) / 100_000);
  if (lakhs) parts.push(`${belowHundred(lakhs)} Lakh`);
  const thousands = Math.floor((amount % 100_000) / 1000);
  if (thousands) parts.push(`${belowHundred(thousands)} Thousand`);
  const rest = amount % 1000;
  if (rest) parts.push(belowThousand(rest));
  return `Rupees ${parts.join(' ')} Only`;
}

/** The calendar day (YYYY-MM-DD) an instant falls on in a time zone: today unless another instant is given. */
export function calendarDayIn(timeZone: string, at = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

// ---- Calls

/** POST /admin/registrations/{id}/receipt/cancel: the money was not in fact received. */
export const cancelReceiptBodySchema = z.strictObject({
  reason: disqualificationReasonSchema,
  version: z.number().int().min(1).optional(),
});
export type CancelReceiptBody = z.infer<typeof cancelReceiptBodySchema>;

/** The Cancel receipt dialog's form. */
export const cancelReceiptFormSchema = z.object({ reason: disqualificationReasonSchema });

const REJECTION_NOTE_REQUIRED = 'Say why the confirmation is rejected';
/** Characters an approval's note may have, once normalised; the Reject dialog counts them. */
export const MAX_APPROVAL_NOTE = 500;
const approvalNote = normalizedText().max(MAX_APPROVAL_NOTE, `Keep the note to ${MAX_APPROVAL_NOTE} characters or fewer`);
/** The Reject dialog's form. */
export const rejectApprovalFormSchema = z.object({ reason: approvalNote.min(1, REJECTION_NOTE_REQUIRED) });

export const APPROVAL_DECISIONS = ['approve', 'reject'] as const;
export type ApprovalDecision = (typeof APPROVAL_DECISIONS)[number];

/** POST /admin/registrations/{id}/approval. A rejection says why; the note of an approval is optional. */
export const approvalDecisionBodySchema = z
  .strictObject({
    decision: z.enum(APPROVAL_DECISIONS),
    note: approvalNote.optional(),
    version: z.number().int().min(1).optional(),
    /** As on a confirmation: approving a duplicate's or a disqualified registration's payment names that status. */
    acknowledgeStatus: z.enum(STATUSES_NEEDING_ACKNOWLEDGEMENT).optional(),
  })
  .refine((body) => body.decision === 'approve' || Boolean(body.note), { message: REJECTION_NOTE_REQUIRED, path: ['note'] });
export type ApprovalDecisionBody = z.infer<typeof approvalDecisionBodySchema>;

/** Which of the registration's receipts: a cancelled one stays printable after the payment has a newer one. */
export const receiptFileQuerySchema = z.strictObject({ number: z.string().min(1).max(16).optional() });

export const SELF_APPROVAL_REFUSAL = 'You asked for this confirmation; another admin must approve it.';

export const RECEIPT_STATUSES = ['issued', 'cancelled'] as const;
export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number];

export const DEFAULT_REGISTER_PAGE_SIZE = 50;
export const MAX_REGISTER_PAGE_SIZE = 200;

const dayRange = <T extends { from?: string; to?: string }>(query: T) => !(query.from && query.to && query.from > query.to);
const dayRangeIssue = { message: 'from must not be after to', path: ['to'] };

/** Days of the time zone `tz` (the person's; default India time), both included. */
const DAY_RANGE_FIELDS = { from: calendarDayParam.optional(), to: calendarDayParam.optional(), tz: timeZoneParam.optional() };
/** The register's search: a receipt's number (any letter case), else a registration's ID, whose receipts it finds. */
export const MAX_REGISTER_SEARCH = 64;
const REGISTER_FILTER_FIELDS = {
  ...DAY_RANGE_FIELDS,
  q: normalizedText().max(MAX_REGISTER_SEARCH, `Search for at most ${MAX_REGISTER_SEARCH} characters`).optional(),
  issuedBy: normalizedText().min(1).max(254).optional(),
  status: z.enum(RECEIPT_STATUSES).optional(),
};

/** The register's CSV (GET /admin/receipts/export): every receipt matching the filters. */
export const receiptRegisterExportQuerySchema = z
  .strictObject(REGISTER_FILTER_FIELDS)
  .refine(dayRange, dayRangeIssue)
  .transform((query) => ({ ...query, tz: query.tz ?? DEFAULT_DAY_ZONE }));
export type ReceiptRegisterFilters = z.output<typeof receiptRegisterExportQuerySchema>;

/** GET /admin/receipts: a page of the register, by the filters. */
export const receiptRegisterQuerySchema = z
  .strictObject({ ...REGISTER_FILTER_FIELDS, limit: integerParam(1, MAX_REGISTER_PAGE_SIZE).optional(), cursor: z.string().min(1).max(200).optional() })
  .refine(dayRange, dayRangeIssue)
  .transform((query) => ({ ...query, tz: query.tz ?? DEFAULT_DAY_ZONE, limit: query.limit ?? DEFAULT_REGISTER_PAGE_SIZE }));
export type ReceiptRegisterQuery = z.output<typeof receiptRegisterQuerySchema>;

/** GET /admin/payments/collections: days of the person's time zone, both included (default: today). */
export const collectionsQuerySchema = z
  .strictObject(DAY_RANGE_FIELDS)
  .refine(dayRange, dayRangeIssue)
  .transform((query) => ({ ...query, tz: query.tz ?? DEFAULT_DAY_ZONE }));
export type CollectionsQuery = z.output<typeof collectionsQuerySchema>;

export const DEFAULT_APPROVALS_PAGE_SIZE = 100;
export const approvalsQuerySchema = z
  .strictObject({ limit: integerParam(1, 500).optional() })
  .transform((query) => ({ limit: query.limit ?? DEFAULT_APPROVALS_PAGE_SIZE }));

/** The receipt register's CSV columns, in order. */
export const REGISTER_CSV_COLUMNS = [
  'Receipt number',
  'Registration ID',
  'Name',
  'Amount',
  'Mode',
  'Paid by',
  'Issued at',
  'Issued by',
  'Status',
  'Cancelled at',
  'Cancelled by',
  'Cancellation reason',
  'Copies printed',
] as const;
