import { z } from 'zod';
import { normalizedText } from '../common/text-schema';
import { CADRES, CLASSES, GENDERS, LEVELS, PAYMENT_MODES, PAYMENT_STATUSES } from '../common/enums';
import { parseCsv } from '../common/csv';
import { REGISTRANT_FIELDS } from '../registrations/registrant-fields';
import { contactNumberSchema, optionalEmailSchema, personNameSchema } from '../registrations/registration-requests';
import { formatPaymentId, paymentModeRefusal, type PaymentSettings } from '../settings/settings';

// Importing registrations from a CSV file: the columns, and the row-by-row check that both the
// preview and the commit run, so that nothing the preview refused is ever half-imported.

/** Columns an import file must have, in the names an export writes. Other columns are ignored. */
export const IMPORT_COLUMNS = [...REGISTRANT_FIELDS, 'centerCode', 'paymentId', 'paymentMode', 'paymentAmount', 'paymentStatus'] as const;
/** Columns an import file may have: an empty cell, or the column left out, is none. */
export const OPTIONAL_IMPORT_COLUMNS = ['email'] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number] | (typeof OPTIONAL_IMPORT_COLUMNS)[number];

export const MAX_IMPORT_ROWS = 5000;
/** Rows checked between two pauses of checkImportCsv (about 5 ms of work). */
const CHECK_ROWS_PER_PAUSE = 200;
/** Bytes of CSV one import may carry (the rows above at a generous width). */
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;

/**
 * A cell a spreadsheet would run as a formula when the data is exported and opened again
 * ('=', '+', '-', '@'). Import files come from outside, so such text is refused rather than stored.
 */
const notFormula = <T extends z.ZodType<string>>(schema: T) =>
  schema.refine((value) => !/^[=+\-@]/.test(value), 'Must not start with =, +, - or @ (a spreadsheet would run it as a formula)');

const idSchema = (label: string) => notFormula(normalizedText().min(1, `${label} is required`).max(64, `${label} must be at most 64 characters`));

export const importRowSchema = z.object({
  registrationId: idSchema('Registration ID'),
  name: notFormula(personNameSchema),
  gender: z.enum(['', ...GENDERS], 'Gender must be male, female or empty').transform((gender) => gender || undefined),
  contactNumber: contactNumberSchema,
  email: notFormula(optionalEmailSchema).transform((email) => email || undefined),
  school: notFormula(normalizedText().min(1, 'School is required').max(200, 'School must be at most 200 characters')),
  std: z.enum(CLASSES, 'Class must be 1st to 12th'),
  cadre: z.enum(CADRES, `Cadre must be one of ${CADRES.join(', ')}`),
  levelEnrolled: z.enum(LEVELS, 'Level must be BUD, INTERIM or LEVEL 1 to LEVEL 8'),
  centerCode: normalizedText().min(1, 'Center code is required').max(64, 'Center code must be at most 64 characters'),
  paymentId: idSchema('Payment ID'),
  paymentMode: z.enum(PAYMENT_MODES, 'Payment mode must be online or offline'),
  paymentAmount: normalizedText()
    .regex(/^\d{1,7}$/, 'Amount must be whole rupees, 0 or more')
    .transform(Number),
  paymentStatus: z.enum(PAYMENT_STATUSES, `Payment status must be one of ${PAYMENT_STATUSES.join(', ')}`),
});
export type ImportRow = z.output<typeof importRowSchema>;

/** A valid row and the line of the file it came from. */
export type CheckedRow = ImportRow & { line: number };

/**
 * The kinds of problem a line of an import file can have, for a screen to word them in the person's
 * language (Settings > Data); `invalid-value` is a cell the row schema refuses, in that schema's words.
 */
export const IMPORT_FILE_ISSUE_CODES = [
  'file-empty',
  'not-utf8',
  'missing-columns',
  'too-many-rows',
  'invalid-value',
  'center-unknown',
  'payment-mode-off',
  'offline-paid',
  'id-repeated',
  'id-repeated-case',
  'id-taken',
  'id-taken-case',
  'payment-id-taken',
  'payment-id-taken-case',
] as const;
/** The kinds of problem a statement's line can have (reconciliation.ts; Payments > Reconciliation). */
export const STATEMENT_ISSUE_CODES = [
  'file-empty',
  'not-utf8',
  'statement-missing-columns',
  'too-many-lines',
  'date-not-in-format',
  'date-unreadable',
  'amount-unreadable',
  'fee-unreadable',
  'tax-unreadable',
] as const;
export type ImportFileIssueCode = (typeof IMPORT_FILE_ISSUE_CODES)[number];
export type StatementIssueCode = (typeof STATEMENT_ISSUE_CODES)[number];
export type ImportIssueCode = ImportFileIssueCode | StatementIssueCode;

/** What is wrong with a line of a file (its answer schema: registration-import-answers.ts). */
export interface ImportIssue {
  /** Line of the file (the header is line 1). */
  line: number;
  column: string;
  /** The problem in English. */
  message: string;
  /** The kind of problem; a statement's lines (reconciliation.ts) say theirs in `message` only. */
  code?: ImportIssueCode;
  /** What `message` names (an id, a line, the columns), by name, for the words of `code`. */
  values?: Record<string, string | number>;
}

/** A line's problem: its English `message`, its `code` and the `values` that message names. */
export const lineIssue = (line: number, column: string, code: ImportIssueCode, message: string, values?: ImportIssue['values']): ImportIssue => ({
  line,
  column,
  message,
  code,
  ...(values && { values }),
});

/** An id the file gives twice, the second time (`earlier`, on `earlierLine`) maybe in other letters' case. */
function repeatedIdIssue(line: number, column: string, id: string, earlier: { value: string; line: number }): ImportIssue {
  return earlier.value === id
    ? lineIssue(line, column, 'id-repeated', `${id} appears more than once in the file`, { id })
    : lineIssue(
        line,
        column,
        'id-repeated-case',
        `${id} appears more than once in the file (as ${earlier.value} on line ${earlier.line}; ids differ only in letter case)`,
        {
          id,
          earlier: earlier.value,
          earlierLine: earlier.line,
        },
      );
}

/** A registration ID already registered (the API's check), as `existing` when the letters' case differs. */
export function idTakenIssue(line: number, id: string, existing: string): ImportIssue {
  return existing === id
    ? lineIssue(line, 'registrationId', 'id-taken', `${id} is already registered`, { id })
    : lineIssue(line, 'registrationId', 'id-taken-case', `${id} is already registered as ${existing} (ids differ only in letter case)`, { id, existing });
}

/** A payment ID another registration already has (the API's check), as `existing` when the letters' case differs. */
export function paymentIdTakenIssue(line: number, id: string, taken: { registrationId: string; existing: string }): ImportIssue {
  const { registrationId, existing } = taken;
  return existing === id
    ? lineIssue(line, 'paymentId', 'payment-id-taken', `${id} is already used by registration ${registrationId}`, { id, registrationId })
    : lineIssue(
        line,
        'paymentId',
        'payment-id-taken-case',
        `${id} is already used by registration ${registrationId} as ${existing} (ids differ only in letter case)`,
        {
          id,
          registrationId,
          existing,
        },
      );
}

export interface ImportCheck {
  rows: CheckedRow[];
  issues: ImportIssue[];
  /** Lines that have at least one issue. */
  invalidLines: number;
}

/**
 * U+FFFD, the character a UTF-8 decoder puts where bytes are not UTF-8 (the browser reads the file
 * as UTF-8): a file saved in another encoding, such as Excel's Windows-1252 "CSV", would turn
 * "José Peña" into "Jos\uFFFD Pe\uFFFDa". Such a line is refused rather than stored garbled; the
 * encoding is not guessed, since a wrong guess stores other letters without a word.
 */
const isMisdecoded = (cell: string) => cell.includes('\uFFFD');

/**
 * An offline payment is paid only through a confirmation, which issues its receipt and asks a second
 * admin above the approval threshold; an import would skip both, so such a line is refused.
 */
export const OFFLINE_PAID_REFUSAL =
  'An offline payment cannot be imported as paid: import it as pending, then confirm it in Payments, which issues its receipt (and asks a second admin above the approval threshold).';

export const NOT_UTF8 =
  'This line is not UTF-8 text (the file was saved in another encoding, such as Windows-1252). Save the file as "CSV UTF-8 (Comma delimited)" and choose it again.';

/**
 * What makes two registration, payment or merchant transaction ids the same: their letters in
 * upper case, ASCII only, as the database's unique indexes on upper() over "C" text compare them.
 */
export const identityKey = (id: string) => id.replace(/[a-z]+/g, (letters) => letters.toUpperCase());

/**
 * Reads and checks the whole file; ids that repeat (in any letter case) within the file are reported on the later line.
 * The Payment settings apply: a row without an amount is charged the registration fee, a row
 * without a payment ID gets the next one of the payment ID format (numbered on from
 * `nextPaymentIdNumber`), and a payment mode switched off is refused. An offline payment marked paid
 * is refused (OFFLINE_PAID_REFUSAL). A row's centre must be one of
 * `centerCodes` (in any letter case, as centre codes are unique; the row takes the code as the centre writes it).
 * `pause`, if given, is awaited every CHECK_ROWS_PER_PAUSE rows: the API lets other calls in there.
 */
export async function checkImportCsv(
  text: string,
  {
    payment,
    nextPaymentIdNumber,
    centerCodes,
    pause,
  }: { payment: PaymentSettings; nextPaymentIdNumber: number; centerCodes: readonly string[]; pause?: () => Promise<void> },
): Promise<ImportCheck> {
  const centerOf = new Map(centerCodes.map((code) => [code.toUpperCase(), code]));
  const [header, ...lines] = parseCsv(text);
  const refuse = (refusal: ImportIssue): ImportCheck => ({ rows: [], issues: [refusal], invalidLines: 1 });
  if (!header) return refuse(lineIssue(1, '', 'file-empty', 'The file is empty'));
  if (header.some(isMisdecoded)) return refuse(lineIssue(1, '', 'not-utf8', NOT_UTF8));
  const names = header.map((name) => name.trim());
  const missing = IMPORT_COLUMNS.filter((column) => !names.includes(column));
  if (missing.length > 0) {
    const columns = missing.join(', ');
    return refuse(lineIssue(1, '', 'missing-columns', `Missing columns: ${columns}`, { columns }));
  }
  const isBlank = (cells: string[]) => cells.every((cell) => cell.trim() === '');
  if (lines.filter((cells) => !isBlank(cells)).length > MAX_IMPORT_ROWS) {
    return refuse(lineIssue(1, '', 'too-many-rows', `At most ${MAX_IMPORT_ROWS} rows per import`, { max: MAX_IMPORT_ROWS }));
  }
  const rows: CheckedRow[] = [];
  const issues: ImportIssue[] = [];
  const invalid = new Set<number>();
  // Each id by its identity key: as first written, and on which line.
  type Seen = Map<string, { value: string; line: number }>;
  const seen: { registrationId: Seen; paymentId: Seen } = { registrationId: new Map(), paymentId: new Map() };
  let paymentIdNumber = nextPaymentIdNumber;
  for (const [index, cells] of lines.entries()) {
    if (pause && index > 0 && index % CHECK_ROWS_PER_PAUSE === 0) await pause();
    const line = index + 2;
    if (isBlank(cells)) continue;
    if (cells.some(isMisdecoded)) {
      issues.push(lineIssue(line, '', 'not-utf8', NOT_UTF8));
      invalid.add(line);
      continue;
    }
    const record = Object.fromEntries([...IMPORT_COLUMNS, ...OPTIONAL_IMPORT_COLUMNS].map((column) => [column, cells[names.indexOf(column)] ?? '']));
    if (record.paymentAmount!.trim() === '') record.paymentAmount = String(payment.registrationFee);
    if (record.paymentId!.trim() === '') record.paymentId = formatPaymentId(payment.paymentIdFormat, paymentIdNumber++);
    const parsed = importRowSchema.safeParse(record);
    if (!parsed.success) {
      for (const refused of parsed.error.issues) issues.push(lineIssue(line, String(refused.path[0] ?? ''), 'invalid-value', refused.message));
      invalid.add(line);
      continue;
    }
    const center = centerOf.get(parsed.data.centerCode.toUpperCase());
    if (center === undefined) {
      const code = parsed.data.centerCode;
      issues.push(lineIssue(line, 'centerCode', 'center-unknown', `No center has the code ${code} (Settings > Centers lists them)`, { code }));
      invalid.add(line);
    } else {
      parsed.data.centerCode = center;
    }
    const modeRefusal = paymentModeRefusal(payment, parsed.data.paymentMode);
    if (modeRefusal) {
      issues.push(lineIssue(line, 'paymentMode', 'payment-mode-off', modeRefusal.message, { mode: parsed.data.paymentMode }));
      invalid.add(line);
    }
    if (parsed.data.paymentMode === 'offline' && parsed.data.paymentStatus === 'success') {
      issues.push(lineIssue(line, 'paymentStatus', 'offline-paid', OFFLINE_PAID_REFUSAL));
      invalid.add(line);
    }
    for (const key of ['registrationId', 'paymentId'] as const) {
      const value = parsed.data[key];
      const earlier = seen[key].get(identityKey(value));
      if (earlier) {
        issues.push(repeatedIdIssue(line, key, value, earlier));
        invalid.add(line);
      } else {
        seen[key].set(identityKey(value), { value, line });
      }
    }
    if (!invalid.has(line)) rows.push({ ...parsed.data, line });
  }
  return { rows, issues, invalidLines: invalid.size };
}

/** POST /admin/imports/preview: the file's text. */
export const importBodySchema = z.strictObject({ csv: z.string().min(1, 'Choose a CSV file').max(MAX_IMPORT_BYTES, 'The file is larger than 2 MB') });

/** POST /admin/imports: the file's text, and whether each registrant gets the registration-confirmation message. */
export const importCommitBodySchema = importBodySchema.extend({ sendConfirmations: z.boolean().default(false) });
export type ImportCommitBody = z.input<typeof importCommitBodySchema>;
