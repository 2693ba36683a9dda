import { z } from 'zod';
import { answer, isoInstant, wholeNumbers } from '../common/answers';
import { PAYMENT_MODES, PAYMENT_STATUSES } from '../common/enums';
import { LINE_OUTCOMES, STATEMENT_SOURCES, STATEMENT_UPLOAD_STATUSES, type StatementLineInput } from './reconciliation';

// The answers of the reconciliation calls. Kept out of reconciliation.ts, whose values the screens
// load, so that no answer schema reaches a screen's bundle: screens import these types only with
// `import type`.

/** A credit line as read from the file. */
const statementLineInputSchema = answer<StatementLineInput>()(
  z.strictObject({
    line: z.number().int(),
    date: z.string(),
    reference: z.string(),
    description: z.string(),
    amount: z.number().int(),
    fee: z.number().nullable(),
    utr: z.string().nullable(),
  }),
);

export const statementCountsSchema = z.strictObject({
  id: z.string(),
  lines: z.number().int().describe('Credit lines read and matched'),
  matched: z.number().int(),
  unmatched: z.number().int(),
  mismatched: z.number().int(),
  duplicates: z.number().int(),
});
export type StatementCounts = z.infer<typeof statementCountsSchema>;

/**
 * A statement uploaded in the background (POST answered 202): its lines stored so far, then its
 * matching; once `ready`, `counts` is what a fast upload answers at once; once `failed`, nothing
 * of it is kept and `failure` says why.
 */
export const statementUploadProgressSchema = z.strictObject({
  id: z.string(),
  status: z.enum(STATEMENT_UPLOAD_STATUSES),
  lines: z.number().int().describe('Credit lines of the file'),
  linesStored: z.number().int().describe('Credit lines stored so far; matching starts once all are'),
  failure: z.string().nullable(),
  counts: statementCountsSchema.nullable().describe('Once ready: what a fast upload answers'),
});
export type StatementUploadProgress = z.infer<typeof statementUploadProgressSchema>;

const statementSummarySchema = statementCountsSchema.extend({
  name: z.string(),
  source: z.enum(STATEMENT_SOURCES),
  uploadedAt: isoInstant,
  uploadedBy: z.string(),
  from: z.string().describe('YYYY-MM-DD, the first day of its lines'),
  to: z.string().describe('YYYY-MM-DD, the last day of its lines'),
  ignoredLines: z.number().int().describe('Debits and lines without a credit'),
  /** Rupees of each outcome's lines. */
  totals: z.strictObject(wholeNumbers(...LINE_OUTCOMES)),
  mapping: z.strictObject({
    date: z.string(),
    amount: z.string(),
    reference: z.string().optional(),
    description: z.string().optional(),
    fee: z.string().optional(),
    utr: z.string().optional(),
  }),
});
export type StatementSummary = z.infer<typeof statementSummarySchema>;

export const statementListSchema = z.strictObject({ data: z.array(statementSummarySchema) });

/** `confirmedNotSeenAmount` and `seenButPendingAmount`: rupees of those payments. */
export const statementDetailSchema = statementSummarySchema.extend(
  wholeNumbers('confirmedNotSeen', 'seenButPending', 'confirmedNotSeenAmount', 'seenButPendingAmount'),
);
export type StatementDetail = z.infer<typeof statementDetailSchema>;

const reconciledPaymentSchema = z.strictObject({
  registrationId: z.string(),
  name: z.string(),
  paymentId: z.string(),
  merchantTransactionId: z.string().nullable(),
  mode: z.enum(PAYMENT_MODES),
  amount: z.number().int(),
  status: z.enum(PAYMENT_STATUSES),
  version: z.number().int(),
});
export type ReconciledPayment = z.infer<typeof reconciledPaymentSchema>;

const manualMatchSchema = z.strictObject({ by: z.string(), at: isoInstant, note: z.string() });
export type ManualMatch = z.infer<typeof manualMatchSchema>;

/** A stored line as the API answers it: as read, plus what matching made of it. */
export const statementLineSchema = statementLineInputSchema.extend({
  outcome: z.enum(LINE_OUTCOMES),
  reason: z.string(),
  payment: reconciledPaymentSchema.nullable(),
  /** Set when staff matched or unmatched the line by hand. */
  manual: manualMatchSchema.nullable(),
});
export type StatementLine = z.infer<typeof statementLineSchema>;

export const statementLinesPageSchema = z.strictObject({ data: z.array(statementLineSchema), nextCursor: z.string().nullable() });
export type StatementLinesPage = z.infer<typeof statementLinesPageSchema>;

const confirmedNotSeenPaymentSchema = reconciledPaymentSchema.extend({
  /** When the portal took it as paid: the receipt's issue, else the registration's creation. */
  paidAt: isoInstant,
});
export type ConfirmedNotSeenPayment = z.infer<typeof confirmedNotSeenPaymentSchema>;

export const confirmedNotSeenPageSchema = z.strictObject({ data: z.array(confirmedNotSeenPaymentSchema), nextCursor: z.string().nullable() });
export type ConfirmedNotSeenPage = z.infer<typeof confirmedNotSeenPageSchema>;
