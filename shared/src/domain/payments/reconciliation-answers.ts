import { z } from 'zod';
import { answer, isoInstant, wholeNumbers } from '../common/answers';
import { PAYMENT_MODES, PAYMENT_STATUSES } from '../common/enums';
import { lineIssueSchema } from '../imports/registration-import-answers';
import { LINE_OUTCOMES, SETTLEMENT_STATUSES, STATEMENT_SOURCES, STATEMENT_UPLOAD_STATUSES, type LineOutcome, type StatementLineInput } from './reconciliation';
import { DATE_FORMATS, REFERENCE_KINDS, type LayoutColumns } from './statement-layouts';

// The answers of the reconciliation calls. Kept out of reconciliation.ts, whose values the screens
// load, so that no answer schema reaches a screen's bundle: screens import these types only with
// `import type`.

const optionalColumn = z.string().optional();
const layoutColumnsAnswer = z.strictObject({
  date: z.string(),
  reference: optionalColumn,
  description: optionalColumn,
  amount: optionalColumn,
  credit: optionalColumn,
  debit: optionalColumn,
  fee: optionalColumn,
  tax: optionalColumn,
  settlementId: optionalColumn,
  utr: optionalColumn,
}) satisfies z.ZodType<LayoutColumns>;

/** GET /admin/reconciliation/presets: the built-in presets, then the organisation's own by name. */
export const presetSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  source: z.enum(STATEMENT_SOURCES),
  builtIn: z.boolean(),
  columns: layoutColumnsAnswer,
  dateFormat: z.enum(DATE_FORMATS),
  referencePatterns: z.array(z.strictObject({ kind: z.enum(REFERENCE_KINDS), pattern: z.string() })),
});
export type PresetAnswer = z.infer<typeof presetSchema>;
export const presetListSchema = z.strictObject({ data: z.array(presetSchema) });

/** A line as read from the file. */
const statementLineInputSchema = answer<StatementLineInput>()(
  z.strictObject({
    line: z.number().int(),
    date: z.string(),
    reference: z.string(),
    description: z.string(),
    amount: z.number().describe('Rupees, to the paisa'),
    fee: z.number().nullable(),
    tax: z.number().nullable(),
    settlementId: z.string().nullable(),
    utr: z.string().nullable(),
    outgoing: z.boolean().describe('A withdrawal: shown, never matched'),
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
  /** Rupees of each outcome's lines, to the paisa. */
  totals: z.strictObject(Object.fromEntries(LINE_OUTCOMES.map((outcome) => [outcome, z.number()])) as Record<LineOutcome, z.ZodNumber>),
  /** The columns it was read with: the `mapping` given, or its preset's. */
  mapping: layoutColumnsAnswer,
  preset: z.string().nullable().describe('The preset it was read with, if any'),
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

/** POST /admin/reconciliation/preview: the first lines as read, and every problem of the file; nothing written. */
export const statementPreviewSchema = z.strictObject({
  headerLine: z.number().int().describe('The line the header was found on'),
  header: z.array(z.string()),
  /** The first 20 lines of the file from the header on, each cell as text. */
  rows: z.array(z.array(z.string())),
  /** The first 20 lines as they would be stored (none without a preset). */
  lines: z.array(statementLineInputSchema),
  credits: z.number().int(),
  outgoing: z.number().int(),
  problems: z.array(lineIssueSchema),
});
export type StatementPreview = z.infer<typeof statementPreviewSchema>;

/** GET /admin/reconciliation/settlements: a gateway's settlements, each traced to the bank credit for it. Rupees to the paisa. */
export const settlementListSchema = z.strictObject({
  data: z.array(
    z.strictObject({
      settlementId: z.string(),
      utr: z.string().nullable(),
      payments: z.number().int(),
      gross: z.number(),
      fees: z.number(),
      tax: z.number(),
      net: z.number(),
      bankLine: z.strictObject({ statementId: z.string(), line: z.number().int(), amount: z.number() }).nullable(),
      status: z.enum(SETTLEMENT_STATUSES),
    }),
  ),
});
export type Settlement = z.infer<typeof settlementListSchema>['data'][number];

/**
 * GET /admin/reconciliation/settlements/{settlementId}/payments: the gateway report's lines of one
 * settlement (from the newest report that has it, as the settlements list sums them), in file
 * order, each with the payment it was matched to. Rupees to the paisa.
 */
export const settlementPaymentsSchema = z.strictObject({
  data: z.array(
    z.strictObject({
      statementId: z.string(),
      line: z.number().int(),
      date: z.string().describe('YYYY-MM-DD'),
      reference: z.string(),
      amount: z.number(),
      fee: z.number().nullable(),
      tax: z.number().nullable(),
      outcome: z.enum(LINE_OUTCOMES),
      registrationId: z.string().nullable(),
      name: z.string().nullable(),
      paymentId: z.string().nullable(),
    }),
  ),
});
export type SettlementPayment = z.infer<typeof settlementPaymentsSchema>['data'][number];
