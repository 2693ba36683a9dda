import { z } from 'zod';
import { parseCsv } from '../common/csv';
import { integerParam } from '../common/query-params';
import { NOT_UTF8, type ImportIssue } from '../imports/registration-import';
import { normalizedText } from '../common/text-schema';

// Reconciliation: a bank statement or a gateway settlement report read line by line (the browser
// previews with the same reader the API stores with), and what matching made of each line.

export const STATEMENT_SOURCES = ['bank', 'gateway'] as const;
export type StatementSource = (typeof STATEMENT_SOURCES)[number];

/** What a statement line ends as; every line ends as exactly one. */
export const LINE_OUTCOMES = ['matched', 'mismatched', 'duplicate', 'unmatched'] as const;
export type LineOutcome = (typeof LINE_OUTCOMES)[number];
/** The lines a tab lists: an outcome, or matched lines whose payment the portal still shows pending. */
export const LINE_VIEWS = [...LINE_OUTCOMES, 'seen-but-pending'] as const;
export type LineView = (typeof LINE_VIEWS)[number];
/** What an export can hold: a tab's lines, or the payments confirmed but not seen in the money. */
export const EXPORT_VIEWS = [...LINE_VIEWS, 'confirmed-not-seen'] as const;
export type ExportView = (typeof EXPORT_VIEWS)[number];

/** The fields a statement line is read into; a mapping names the file's column for each. */
export const STATEMENT_FIELDS = ['date', 'reference', 'description', 'amount', 'fee', 'utr'] as const;
export type StatementField = (typeof STATEMENT_FIELDS)[number];

const columnName = normalizedText().min(1, 'Name a column').max(100, 'A column name is at most 100 characters');

/** Which column of the file holds each field. Date and amount are needed, and a reference or description to match by. */
export const columnMappingSchema = z
  .strictObject({
    date: columnName,
    amount: columnName,
    reference: columnName.optional(),
    description: columnName.optional(),
    fee: columnName.optional(),
    utr: columnName.optional(),
  })
  .refine((mapping) => Boolean(mapping.reference || mapping.description), { message: 'Name the reference or the description column', path: ['reference'] });
export type ColumnMapping = z.output<typeof columnMappingSchema>;

/** The generic layouts: a bank's `date,reference,description,amount`, a gateway's settlement report. */
export const GENERIC_LAYOUTS: Record<StatementSource, ColumnMapping> = {
  bank: { date: 'date', reference: 'reference', description: 'description', amount: 'amount' },
  gateway: { date: 'settled_at', reference: 'payment_id', description: 'merchant_transaction_id', amount: 'amount', fee: 'fee', utr: 'utr' },
};

export const MAX_STATEMENT_LINES = 20_000;
/** Bytes of CSV one statement may carry: the lines above at a generous width. */
export const MAX_STATEMENT_BYTES = 5 * 1024 * 1024;

/** The longest statement name, after trimming (the upload form stops there). */
export const MAX_STATEMENT_NAME_LENGTH = 120;

/** POST /admin/reconciliation/statements: the query; the body is the file's text (text/csv). */
export const statementUploadQuerySchema = z.strictObject({
  source: z.enum(STATEMENT_SOURCES, 'source must be bank or gateway'),
  name: normalizedText().min(1).max(MAX_STATEMENT_NAME_LENGTH).optional(),
  /** JSON of a ColumnMapping; the source's generic layout when omitted. */
  mapping: z
    .string()
    .max(2000)
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'mapping must be JSON, e.g. {"date":"Txn Date","amount":"Credit","description":"Narration"}' });
        return z.NEVER;
      }
    })
    .pipe(columnMappingSchema)
    .optional(),
});
export type StatementUploadQuery = z.output<typeof statementUploadQuerySchema>;

export const statementParamsSchema = z.strictObject({ id: z.uuid('Not a statement id') });
export const statementLineParamsSchema = z.strictObject({ id: z.uuid('Not a statement id'), line: integerParam(2, MAX_STATEMENT_LINES + 1) });

export const DEFAULT_LINES_PAGE = 50;
export const MAX_LINES_PAGE = 200;
const pageFields = {
  limit: integerParam(1, MAX_LINES_PAGE).optional(),
  cursor: z
    .string()
    .regex(/^\d{1,9}$/, 'Not a cursor of this list')
    .optional(),
};

export const statementLinesQuerySchema = z
  .strictObject({ outcome: z.enum(LINE_VIEWS).optional(), ...pageFields })
  .transform((query) => ({ ...query, limit: query.limit ?? DEFAULT_LINES_PAGE }));
export type StatementLinesQuery = z.output<typeof statementLinesQuerySchema>;

export const confirmedNotSeenQuerySchema = z.strictObject(pageFields).transform((query) => ({ ...query, limit: query.limit ?? DEFAULT_LINES_PAGE }));
export type ConfirmedNotSeenQuery = z.output<typeof confirmedNotSeenQuerySchema>;

export const statementExportQuerySchema = z.strictObject({ outcome: z.enum(EXPORT_VIEWS) });

const noteSchema = normalizedText().min(1, 'Say why').max(500, 'At most 500 characters');
/** PUT .../lines/{line}/match: this line is that registration's money, and why. */
export const manualMatchBodySchema = z.strictObject({ registrationId: normalizedText().min(1, 'Name the registration').max(64), note: noteSchema });
export type ManualMatchBody = z.infer<typeof manualMatchBodySchema>;
/** DELETE .../lines/{line}/match: the line is not that registration's money, and why. */
export const unmatchBodySchema = z.strictObject({ note: noteSchema });
export type UnmatchBody = z.infer<typeof unmatchBodySchema>;

// ---- Reading a file

/** A credit line as read from the file (its answer schema: reconciliation-answers.ts). */
export interface StatementLineInput {
  /** Line of the file (the header is line 1). */
  line: number;
  /** YYYY-MM-DD. */
  date: string;
  reference: string;
  description: string;
  amount: number;
  /** Rupees, to the paisa. */
  fee: number | null;
  utr: string | null;
}

export interface StatementReading {
  lines: StatementLineInput[];
  issues: ImportIssue[];
  /** Debits and lines without a credit: not money received, so not matched. */
  ignored: number;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][0-9:.+\-Z ]*)?$/;
const INDIAN_DAY = /^(\d{2})\/(\d{2})\/(\d{4})(?: [0-9: ]*(?:[AP]M)?)?$/i;

/** YYYY-MM-DD of a `YYYY-MM-DD` (a time may follow) or `DD/MM/YYYY` date, or null. */
export function statementDay(text: string): string | null {
  const trimmed = text.trim();
  const iso = ISO_DAY.exec(trimmed);
  const indian = INDIAN_DAY.exec(trimmed);
  const [year, month, day] = iso ? [iso[1]!, iso[2]!, iso[3]!] : indian ? [indian[3]!, indian[2]!, indian[1]!] : [];
  if (!year || !month || !day) return null;
  const date = new Date(`${year}-${month}-${day}T00:00:00Z`);
  const yyyy = Number(year);
  if (Number.isNaN(date.getTime()) || date.getUTCDate() !== Number(day) || yyyy < 2000 || yyyy > 2099) return null;
  return `${year}-${month}-${day}`;
}

/** Paise of a money cell ('1,500', '1500.00', '11.8', '-200'); undefined for an empty cell, null when unreadable. */
function statementPaise(text: string): number | null | undefined {
  const cleaned = text.replace(/[,\s]/g, '').replace(/^(₹|INR|Rs\.?)/i, '');
  if (cleaned === '') return undefined;
  const match = /^(-?)(\d{1,9})(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  const paise = Number(match[2]) * 100 + Number((match[3] ?? '0').padEnd(2, '0'));
  return match[1] ? -paise : paise;
}

/** Whole rupees of an amount cell ('1,500', '1500.00', '-200'); undefined for an empty cell, null when unreadable or with paise. */
export function statementRupees(text: string): number | null | undefined {
  const paise = statementPaise(text);
  if (paise === null || paise === undefined) return paise;
  return paise % 100 === 0 ? paise / 100 : null;
}

const DATE_MESSAGE = 'Date must be YYYY-MM-DD or DD/MM/YYYY';
const AMOUNT_MESSAGE = 'Amount must be whole rupees, such as 1500 or 1,500.00';
const FEE_MESSAGE = 'Fee must be rupees, with paise if any, such as 12 or 11.80';

/**
 * Reads a statement through its column mapping. Every line is checked, and a problem is reported
 * on its line; a file with any problem is stored not at all. Debits (negative), zero and empty
 * amounts are not money received and are counted as ignored.
 */
export function readStatement(text: string, mapping: ColumnMapping): StatementReading {
  const [header, ...rows] = parseCsv(text);
  const refuse = (message: string): StatementReading => ({ lines: [], issues: [{ line: 1, column: '', message }], ignored: 0 });
  if (!header) return refuse('The file is empty');
  if (header.some((cell) => cell.includes('\uFFFD'))) return refuse(NOT_UTF8);
  const names = header.map((name) => name.trim().toLowerCase());
  const columnOf = (field: StatementField) => {
    const name = mapping[field];
    return name === undefined ? -1 : names.indexOf(name.trim().toLowerCase());
  };
  const missing = STATEMENT_FIELDS.filter((field) => mapping[field] !== undefined && columnOf(field) < 0).map((field) => `${mapping[field]} (${field})`);
  if (missing.length > 0) return refuse(`Missing columns: ${missing.join(', ')}. The header has: ${header.join(', ')}`);
  const isBlank = (cells: string[]) => cells.every((cell) => cell.trim() === '');
  if (rows.filter((cells) => !isBlank(cells)).length > MAX_STATEMENT_LINES) return refuse(`At most ${MAX_STATEMENT_LINES} lines per statement`);
  const cellOf = (cells: string[], field: StatementField) => {
    const index = columnOf(field);
    return index < 0 ? '' : (cells[index] ?? '').trim();
  };
  const reading: StatementReading = { lines: [], issues: [], ignored: 0 };
  rows.forEach((cells, index) => {
    const line = index + 2;
    if (isBlank(cells)) return;
    if (cells.some((cell) => cell.includes('\uFFFD'))) {
      reading.issues.push({ line, column: '', message: NOT_UTF8 });
      return;
    }
    const problems: ImportIssue[] = [];
    const date = statementDay(cellOf(cells, 'date'));
    if (!date) problems.push({ line, column: mapping.date, message: `${DATE_MESSAGE}, not "${cellOf(cells, 'date')}"` });
    const amount = statementRupees(cellOf(cells, 'amount'));
    if (amount === null) problems.push({ line, column: mapping.amount, message: `${AMOUNT_MESSAGE}, not "${cellOf(cells, 'amount')}"` });
    const feeText = cellOf(cells, 'fee');
    // The gateway's fee is what it kept (GST makes paise usual): read to the paisa, never summed with amounts.
    const feePaise = statementPaise(feeText);
    if (feePaise === null) problems.push({ line, column: mapping.fee ?? '', message: `${FEE_MESSAGE}, not "${feeText}"` });
    if (problems.length > 0) {
      reading.issues.push(...problems);
      return;
    }
    if (amount === undefined || amount! <= 0) {
      reading.ignored += 1;
      return;
    }
    reading.lines.push({
      line,
      date: date!,
      reference: cellOf(cells, 'reference').slice(0, 500),
      description: cellOf(cells, 'description').slice(0, 500),
      amount: amount!,
      fee: feePaise === undefined ? null : feePaise! / 100,
      utr: cellOf(cells, 'utr').slice(0, 100) || null,
    });
  });
  return reading;
}

/** The states of a statement uploaded in the background. */
export const STATEMENT_UPLOAD_STATUSES = ['storing', 'matching', 'ready', 'failed'] as const;
export type StatementUploadStatus = (typeof STATEMENT_UPLOAD_STATUSES)[number];

export const LINE_CSV_COLUMNS = [
  'Line',
  'Date',
  'Reference',
  'Description',
  'Amount',
  'Fee',
  'UTR',
  'Outcome',
  'Reason',
  'Registration ID',
  'Payment ID',
  'Payment amount',
  'Payment status',
] as const;
export const CONFIRMED_NOT_SEEN_CSV_COLUMNS = [
  'Registration ID',
  'Name',
  'Payment ID',
  'Merchant transaction ID',
  'Mode',
  'Amount',
  'Status',
  'Paid at',
] as const;
