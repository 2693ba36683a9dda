import { z } from 'zod';
import { parseCsv } from '../common/csv';
import { integerParam } from '../common/query-params';
import { lineIssue, NOT_UTF8, type ImportIssue, type ImportIssueCode } from '../imports/registration-import';
import { normalizedText } from '../common/text-schema';
import { MIN_DISQUALIFICATION_REASON, REASON_TOO_SHORT } from '../registrations/transitions';
import { dayInFormat, LAYOUT_ROLES, presetIdSchema, moneyPaise, referencesIn, type LayoutRole, type StatementLayout } from './statement-layouts';

// Reconciliation: a bank statement or a gateway settlement report read line by line (the browser
// previews with the same reader the API stores with), and what matching made of each line.

export const STATEMENT_SOURCES = ['bank', 'gateway'] as const;
export type StatementSource = (typeof STATEMENT_SOURCES)[number];

/** What a statement line ends as; every line ends as exactly one. A withdrawal is outgoing, never matched. */
export const LINE_OUTCOMES = ['matched', 'mismatched', 'duplicate', 'unmatched', 'outgoing'] as const;
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
export const statementUploadQuerySchema = z
  .strictObject({
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
    /** A preset's id (GET .../presets): its columns, date format and reference patterns read the file. */
    preset: presetIdSchema.optional(),
  })
  .refine((query) => !(query.mapping && query.preset), { message: 'Give a preset or a mapping, not both', path: ['preset'] });
export type StatementUploadQuery = z.output<typeof statementUploadQuerySchema>;

/** POST /admin/reconciliation/preview: without a preset, the lines as they are, for a mapping to be chosen. */
export const statementPreviewQuerySchema = z.strictObject({ preset: presetIdSchema.optional() });

/** A settlement's bank credit against its net: equal, less, more, or not in any bank statement yet. */
export const SETTLEMENT_STATUSES = ['matched', 'short', 'over', 'missing'] as const;
export type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number];

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'A day is YYYY-MM-DD')
  .refine((day) => statementDay(day) === day, 'Not a day between 2000 and 2099');
/** GET /admin/reconciliation/settlements: settlements of days `from`..`to` (their gateway lines' day), of one status. */
export const settlementsQuerySchema = z.strictObject({
  from: isoDay.optional(),
  to: isoDay.optional(),
  status: z.enum(SETTLEMENT_STATUSES, `status must be ${SETTLEMENT_STATUSES.join(', ')}`).optional(),
});
export type SettlementsQuery = z.infer<typeof settlementsQuerySchema>;
/** GET /admin/reconciliation/settlements/{settlementId}/payments: a settlement id as its gateway report names it. */
export const settlementParamsSchema = z.strictObject({
  settlementId: z.string().min(1, 'Name a settlement').max(100, 'A settlement id is at most 100 characters'),
});

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

/** The longest reason for a change of a line by hand, once normalised. */
export const MAX_HAND_CHANGE_NOTE = 500;

export const statementExportQuerySchema = z.strictObject({ outcome: z.enum(EXPORT_VIEWS) });

/** Why a line was matched or unmatched by hand: a reason in words, as long as every other reason asks. */
const noteSchema = normalizedText().min(MIN_DISQUALIFICATION_REASON, REASON_TOO_SHORT).max(MAX_HAND_CHANGE_NOTE, `At most ${MAX_HAND_CHANGE_NOTE} characters`);
/** PUT .../lines/{line}/match: this line is that registration's money (named by its ID, its payment's ID or a receipt's number), and why. */
export const manualMatchBodySchema = z.strictObject({
  registrationId: normalizedText().min(1, 'Name the registration, payment or receipt').max(64, 'At most 64 characters'),
  note: noteSchema,
});
export type ManualMatchBody = z.infer<typeof manualMatchBodySchema>;
/** DELETE .../lines/{line}/match: the line is not that registration's money, and why. */
export const unmatchBodySchema = z.strictObject({ note: noteSchema });
export type UnmatchBody = z.infer<typeof unmatchBodySchema>;

// ---- Reading a file

/** A line as read from the file (its answer schema: reconciliation-answers.ts). */
export interface StatementLineInput {
  /** Line of the file (the first line is 1). */
  line: number;
  /** YYYY-MM-DD. */
  date: string;
  /** The reference column, then what the layout's patterns found in the narration (payment IDs, ...). */
  reference: string;
  description: string;
  /** Rupees, to the paisa. */
  amount: number;
  /** Rupees, to the paisa. */
  fee: number | null;
  /** Rupees, to the paisa: the tax on the fee. */
  tax: number | null;
  settlementId: string | null;
  utr: string | null;
  /** A withdrawal (debit): kept and shown, never matched to a payment. */
  outgoing: boolean;
}

export interface StatementReading {
  /** Credits and withdrawals, in file order. */
  lines: StatementLineInput[];
  issues: ImportIssue[];
  /** Withdrawals and lines without a credit: not money received, so not matched. */
  ignored: number;
  /** The line of the file the header was found on (banks put title lines above it). */
  headerLine: number;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][0-9:.+\-Z ]*)?$/;
const INDIAN_DAY = /^(\d{2})\/(\d{2})\/(\d{4})(?: [0-9: ]*(?:[AP]M)?)?$/i;

/** YYYY-MM-DD of a `YYYY-MM-DD` (a time may follow) or `DD/MM/YYYY` date, or null. */
export function statementDay(text: string): string | null {
  const trimmed = text.trim();
  const iso = ISO_DAY.exec(trimmed);
  const indian = INDIAN_DAY.exec(trimmed);
  const [year, month, day] = iso ? [iso[1]!, iso[2]!, iso[3]!] : indian ? [indian[3]!, indian[2]!, indian[1]!] : [];
  if (!year || !month || !day) return dayInFormat(trimmed, 'yyyy-MM-dd');
  const date = new Date(`${year}-${month}-${day}T00:00:00Z`);
  const yyyy = Number(year);
  if (Number.isNaN(date.getTime()) || date.getUTCDate() !== Number(day) || yyyy < 2000 || yyyy > 2099) return null;
  return `${year}-${month}-${day}`;
}

/** What a money cell must be, by the code of its problem. */
const MONEY_MESSAGES = {
  'amount-unreadable': 'Amount must be money, such as 1500, 1,23,456.00 or 1,500.00 Cr',
  'fee-unreadable': 'Fee must be rupees, with paise if any, such as 12 or 11.80',
  'tax-unreadable': 'Tax must be rupees, with paise if any, such as 2 or 1.80',
} satisfies Partial<Record<ImportIssueCode, string>>;

/** A mapping as a layout: the portal's own dates, no patterns. */
export const layoutOfMapping = (mapping: ColumnMapping): StatementLayout => ({ columns: mapping, referencePatterns: [] });

/** Reads a statement's CSV text through its column mapping (see readStatementRows). */
export function readStatement(text: string, mapping: ColumnMapping): StatementReading {
  return readStatementRows(parseCsv(text), layoutOfMapping(mapping));
}

const HEADER_SEARCH_ROWS = 30;
const headerKey = (name: string) => name.replace(/\s+/g, '').toLowerCase();
const isBlank = (cells: string[]) => cells.every((cell) => cell.trim() === '');
/** A rule under a bank's header (`*****`, `-----`): no letter or digit in it. */
const isRule = (cells: string[]) => !cells.some((cell) => /[\p{L}\p{N}]/u.test(cell));

/** The row of the first `HEADER_SEARCH_ROWS` naming every column of the layout, else the one naming most (the first row when none names any). */
function findHeader(rows: string[][], named: string[]): { index: number; complete: boolean } {
  let best = { index: 0, hits: 0 };
  for (const [index, cells] of rows.slice(0, HEADER_SEARCH_ROWS).entries()) {
    const keys = new Set(cells.map(headerKey));
    const hits = named.filter((name) => keys.has(headerKey(name))).length;
    if (hits === named.length) return { index, complete: true };
    if (hits > best.hits) best = { index, hits };
  }
  return { index: best.index, complete: false };
}

/**
 * Reads a statement's rows (CSV, or an Excel sheet's cells as text) through its layout. The header
 * is the first row naming the layout's columns, title lines above it skipped. Every line is
 * checked, and a problem is reported on its line; a file with any problem is stored not at all.
 * Withdrawals (a debit column, a negative or `Dr` amount) are kept as outgoing lines and counted
 * as ignored with zero and empty amounts. A rule under the header is skipped, and a summary
 * below the lines (past a blank line, a row whose date cell is no date) ends them.
 */
export function readStatementRows(rows: string[][], layout: StatementLayout): StatementReading {
  const { columns, dateFormat, referencePatterns } = layout;
  const refuse = (refusal: ImportIssue): StatementReading => ({ lines: [], issues: [refusal], ignored: 0, headerLine: refusal.line });
  if (rows.length === 0 || rows.every(isBlank)) return refuse(lineIssue(1, '', 'file-empty', 'The file is empty'));
  const roles = LAYOUT_ROLES.filter((role) => columns[role] !== undefined);
  const { index: headerIndex, complete } = findHeader(
    rows,
    roles.map((role) => columns[role]!),
  );
  const header = rows[headerIndex]!;
  const headerLine = headerIndex + 1;
  if (header.some((cell) => cell.includes('\uFFFD'))) return refuse(lineIssue(headerLine, '', 'not-utf8', NOT_UTF8));
  const keys = header.map(headerKey);
  const indexOf = Object.fromEntries(roles.map((role) => [role, keys.indexOf(headerKey(columns[role]!))])) as Partial<Record<LayoutRole, number>>;
  if (!complete) {
    const missing = roles
      .filter((role) => indexOf[role]! < 0)
      .map((role) => `${columns[role]} (${role})`)
      .join(', ');
    const has = header.filter((cell) => cell.trim()).join(', ');
    return refuse(
      lineIssue(headerLine, '', 'statement-missing-columns', `Missing columns: ${missing}. The header has: ${has}`, { columns: missing, header: has }),
    );
  }
  const body = rows.slice(headerIndex + 1);
  if (body.filter((cells) => !isBlank(cells)).length > MAX_STATEMENT_LINES)
    return refuse(lineIssue(headerLine, '', 'too-many-lines', `At most ${MAX_STATEMENT_LINES} lines per statement`, { max: MAX_STATEMENT_LINES }));
  const cellOf = (cells: string[], role: LayoutRole) => {
    const index = indexOf[role];
    return index === undefined ? '' : (cells[index] ?? '').trim();
  };
  const readDay = (text: string) => (dateFormat ? dayInFormat(text, dateFormat) : statementDay(text));
  const reading: StatementReading = { lines: [], issues: [], ignored: 0, headerLine };
  let afterBlank = false;
  for (const [index, cells] of body.entries()) {
    const line = headerLine + index + 1;
    if (isBlank(cells)) {
      afterBlank = reading.lines.length > 0 || reading.ignored > 0;
      continue;
    }
    if (isRule(cells)) continue;
    if (cells.some((cell) => cell.includes('\uFFFD'))) {
      reading.issues.push(lineIssue(line, '', 'not-utf8', NOT_UTF8));
      continue;
    }
    const dateText = cellOf(cells, 'date');
    const date = readDay(dateText);
    // A summary below the table (HDFC's "STATEMENT SUMMARY"): past a blank line, a row with no date ends the lines.
    if (!date && afterBlank) break;
    const problems: ImportIssue[] = [];
    if (!date) {
      problems.push(
        dateFormat
          ? lineIssue(line, columns.date, 'date-not-in-format', `Date must be ${dateFormat}, not "${dateText}"`, { format: dateFormat, text: dateText })
          : lineIssue(line, columns.date, 'date-unreadable', `Date must be YYYY-MM-DD or DD/MM/YYYY, not "${dateText}"`, { text: dateText }),
      );
    }
    const money = (role: LayoutRole, code: keyof typeof MONEY_MESSAGES) => {
      const text = cellOf(cells, role);
      const paise = moneyPaise(text);
      if (paise === null) problems.push(lineIssue(line, columns[role] ?? '', code, `${MONEY_MESSAGES[code]}, not "${text}"`, { text }));
      return paise ?? undefined;
    };
    const credit = money('credit', 'amount-unreadable');
    const debit = money('debit', 'amount-unreadable');
    const signed = money('amount', 'amount-unreadable');
    // The gateway's fee and tax are what it kept (GST makes paise usual): read to the paisa.
    const fee = money('fee', 'fee-unreadable');
    const tax = money('tax', 'tax-unreadable');
    if (problems.length > 0) {
      reading.issues.push(...problems);
      continue;
    }
    const paise = debit ? -Math.abs(debit) : (credit ?? signed);
    if (!paise) {
      reading.ignored += 1;
      continue;
    }
    if (paise < 0) reading.ignored += 1;
    const reference = cellOf(cells, 'reference');
    const description = cellOf(cells, 'description');
    const found = referencesIn(`${reference} ${description}`, referencePatterns);
    const ids = found.filter((hit) => hit.kind !== 'utr' && !reference.includes(hit.value)).map((hit) => hit.value);
    reading.lines.push({
      line,
      date: date!,
      reference: [reference, ...ids].filter(Boolean).join(' ').slice(0, 500),
      description: description.slice(0, 500),
      amount: Math.abs(paise) / 100,
      fee: fee === undefined ? null : fee / 100,
      tax: tax === undefined ? null : tax / 100,
      settlementId: cellOf(cells, 'settlementId').slice(0, 100) || null,
      utr: (cellOf(cells, 'utr') || found.find((hit) => hit.kind === 'utr')?.value || '').slice(0, 100) || null,
      outgoing: paise < 0,
    });
  }
  return reading;
}

/** Credit lines of a reading: the ones matched to payments. */
export const creditLines = (reading: StatementReading) => reading.lines.filter((line) => !line.outgoing);

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
