import { z } from 'zod';
import { normalizedText } from '../common/text-schema';

// How a bank's or gateway's file is laid out: which column plays which role, how its dates are
// written and where a payment's reference hides in its narration. The built-in presets are the
// layouts the banks and gateways download as; an organisation saves its own for any other.

/**
 * The roles a column can play: the `mapping` parameter's (date, reference, description, amount,
 * fee, utr) plus a bank's separate credit and debit columns and a gateway's tax, settlement id.
 * `description` is a bank's narration.
 */
export const LAYOUT_ROLES = ['date', 'reference', 'description', 'amount', 'credit', 'debit', 'fee', 'tax', 'settlementId', 'utr'] as const;
export type LayoutRole = (typeof LAYOUT_ROLES)[number];

/** How dates are written; a time may follow any of them, and an Excel date cell is read whatever the format. */
export const DATE_FORMATS = [
  'dd/MM/yy',
  'dd/MM/yyyy',
  'dd-MM-yy',
  'dd-MM-yyyy',
  'dd-MMM-yy',
  'dd-MMM-yyyy',
  'dd MMM yyyy',
  'yyyy-MM-dd',
  'MM/dd/yyyy',
] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

/** What a reference pattern finds in a line's narration and reference. */
export const REFERENCE_KINDS = ['paymentId', 'merchantTransactionId', 'receiptNumber', 'utr'] as const;
export type ReferenceKind = (typeof REFERENCE_KINDS)[number];

const columnName = normalizedText().min(1, 'Name a column').max(100, 'A column name is at most 100 characters');

export const layoutColumnsSchema = z
  .strictObject({
    date: columnName,
    reference: columnName.optional(),
    description: columnName.optional(),
    amount: columnName.optional(),
    credit: columnName.optional(),
    debit: columnName.optional(),
    fee: columnName.optional(),
    tax: columnName.optional(),
    settlementId: columnName.optional(),
    utr: columnName.optional(),
  })
  .refine((columns) => Boolean(columns.amount || columns.credit), { message: 'Name the amount or the credit column', path: ['amount'] })
  .refine((columns) => Boolean(columns.reference || columns.description), { message: 'Name the reference or the narration column', path: ['reference'] });
export type LayoutColumns = z.output<typeof layoutColumnsSchema>;

export const referencePatternSchema = z.strictObject({
  kind: z.enum(REFERENCE_KINDS),
  pattern: z
    .string()
    .min(1)
    .max(200)
    .refine(
      (pattern) => {
        try {
          new RegExp(pattern, 'i');
          return true;
        } catch {
          return false;
        }
      },
      { message: 'Not a regular expression' },
    ),
});
export type ReferencePattern = z.output<typeof referencePatternSchema>;

/** A layout as a file is read with. */
export interface StatementLayout {
  columns: LayoutColumns;
  /** None: the portal's own `YYYY-MM-DD` or `DD/MM/YYYY`. */
  dateFormat?: DateFormat;
  referencePatterns: readonly ReferencePattern[];
}

/** POST /admin/reconciliation/presets: an organisation's own layout, by name. */
export const presetBodySchema = z.strictObject({
  name: normalizedText().min(1, 'Name the preset').max(80, 'A preset name is at most 80 characters'),
  source: z.enum(['bank', 'gateway'], 'source must be bank or gateway'),
  columns: layoutColumnsSchema,
  dateFormat: z.enum(DATE_FORMATS, `dateFormat must be one of ${DATE_FORMATS.join(', ')}`),
  referencePatterns: z.array(referencePatternSchema).max(10).default([]),
});
export type PresetBody = z.output<typeof presetBodySchema>;

export interface StatementPreset extends PresetBody {
  id: string;
  builtIn: boolean;
}

/** A preset's id in a query: a built-in one's, or a saved one's. */
export const presetIdSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'Not a preset id');

// Patterns over a narration: the portal's payment IDs (PAY-ABACUS-000123), merchant transaction
// IDs (MT…), receipt numbers (RCT/2627/000005) and UTRs (a bank's 4 letters and 12-18 more, or 12 digits).
const PAYMENT_ID = { kind: 'paymentId', pattern: 'PAY-[A-Z0-9]+-[0-9]+' } as const;
const MERCHANT_TRANSACTION_ID = { kind: 'merchantTransactionId', pattern: 'MT[0-9]{8,}' } as const;
const RECEIPT_NUMBER = { kind: 'receiptNumber', pattern: '[A-Z]{2,6}/[0-9]{4}/[0-9]{4,}' } as const;
const UTR = { kind: 'utr', pattern: '\\b(?:[A-Z]{4}[A-Z0-9]{12,18}|[0-9]{12})\\b' } as const;
const BANK_PATTERNS = [PAYMENT_ID, MERCHANT_TRANSACTION_ID, RECEIPT_NUMBER, UTR];

/** The layouts banks and gateways download as, by id. */
export const BUILT_IN_PRESETS: readonly StatementPreset[] = [
  {
    id: 'hdfc',
    name: 'HDFC Bank statement',
    source: 'bank',
    builtIn: true,
    columns: { date: 'Date', description: 'Narration', reference: 'Chq./Ref.No.', debit: 'Withdrawal Amt.', credit: 'Deposit Amt.' },
    dateFormat: 'dd/MM/yy',
    referencePatterns: BANK_PATTERNS,
  },
  {
    id: 'sbi',
    name: 'SBI statement',
    source: 'bank',
    builtIn: true,
    columns: { date: 'Txn Date', description: 'Description', reference: 'Ref No./Cheque No.', debit: 'Debit', credit: 'Credit' },
    dateFormat: 'dd MMM yyyy',
    referencePatterns: BANK_PATTERNS,
  },
  {
    id: 'icici',
    name: 'ICICI Bank statement',
    source: 'bank',
    builtIn: true,
    columns: {
      date: 'Transaction Date',
      description: 'Transaction Remarks',
      reference: 'Cheque Number',
      debit: 'Withdrawal Amount (INR )',
      credit: 'Deposit Amount (INR )',
    },
    dateFormat: 'dd/MM/yyyy',
    referencePatterns: BANK_PATTERNS,
  },
  {
    id: 'axis',
    name: 'Axis Bank statement',
    source: 'bank',
    builtIn: true,
    columns: { date: 'Tran Date', description: 'PARTICULARS', reference: 'CHQNO', debit: 'DR', credit: 'CR' },
    dateFormat: 'dd-MM-yyyy',
    referencePatterns: BANK_PATTERNS,
  },
  {
    id: 'razorpay',
    name: 'Razorpay settlement report',
    source: 'gateway',
    builtIn: true,
    columns: {
      date: 'settled_at',
      reference: 'payment_id',
      description: 'order_receipt',
      amount: 'amount',
      debit: 'debit',
      fee: 'fee',
      tax: 'tax',
      settlementId: 'settlement_id',
      utr: 'settlement_utr',
    },
    dateFormat: 'yyyy-MM-dd',
    referencePatterns: [PAYMENT_ID, MERCHANT_TRANSACTION_ID],
  },
  {
    id: 'cashfree',
    name: 'Cashfree settlement recon',
    source: 'gateway',
    builtIn: true,
    columns: {
      date: 'Settlement Date',
      reference: 'Order Id',
      description: 'Reference Id',
      amount: 'Transaction Amount',
      fee: 'Service Charge',
      tax: 'Service Tax',
      settlementId: 'Settlement Id',
      utr: 'UTR No',
    },
    dateFormat: 'yyyy-MM-dd',
    referencePatterns: [PAYMENT_ID, MERCHANT_TRANSACTION_ID],
  },
];

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const PART = { dd: '(\\d{1,2})', MM: '(\\d{1,2})', MMM: '([A-Za-z]{3})[a-z]*', yyyy: '(\\d{4})', yy: '(\\d{2})' } as const;

/** The parts of a format in their order, and a pattern reading them (a time may follow). */
const FORMAT_READERS = Object.fromEntries(
  DATE_FORMATS.map((format) => {
    const parts = format.match(/dd|MMM|MM|yyyy|yy/g) as (keyof typeof PART)[];
    const pattern = format.replace(/dd|MMM|MM|yyyy|yy|[/.-]/g, (token) => (token in PART ? PART[token as keyof typeof PART] : `\\${token}`));
    return [format, { parts, pattern: new RegExp(`^${pattern.replace(/ /g, '\\s+')}(?:[T ,]+[0-9:.+\\-Z ]*(?:[AP]M)?)?$`, 'i') }];
  }),
) as Record<DateFormat, { parts: (keyof typeof PART)[]; pattern: RegExp }>;

/** YYYY-MM-DD of a real day between 2000 and 2099, or null. */
function dayOf(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 2000 || year > 2099 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** Excel counts days from 1899-12-30; 36526 is 2000-01-01, 73050 is 2100-01-01. */
const EXCEL_SERIAL = /^(\d{5})(?:\.\d+)?$/;
function excelSerialDay(text: string): string | null {
  const serial = EXCEL_SERIAL.exec(text);
  if (!serial || Number(serial[1]) < 36526 || Number(serial[1]) >= 73050) return null;
  return new Date(Date.UTC(1899, 11, 30) + Number(serial[1]) * 86_400_000).toISOString().slice(0, 10);
}

/** YYYY-MM-DD of a date written in `format`, or as an Excel date (a serial number, or the day an Excel date cell was read as); null when unreadable. */
export function dayInFormat(text: string, format: DateFormat): string | null {
  const trimmed = text.trim();
  const serial = excelSerialDay(trimmed);
  if (serial) return serial;
  const attempt = (tried: DateFormat) => {
    const found = FORMAT_READERS[tried].pattern.exec(trimmed);
    return found ? { found, parts: FORMAT_READERS[tried].parts } : null;
  };
  // An Excel date cell arrives as YYYY-MM-DD whatever the bank's text format.
  const hit = attempt(format) ?? attempt('yyyy-MM-dd');
  if (!hit) return null;
  const { found, parts } = hit;
  const value = (part: keyof typeof PART) => (parts.includes(part) ? found[parts.indexOf(part) + 1] : undefined);
  const year = value('yyyy') ?? (value('yy') === undefined ? undefined : `20${value('yy')}`);
  const month = value('MMM') === undefined ? Number(value('MM')) : MONTHS.indexOf(value('MMM')!.slice(0, 3).toLowerCase()) + 1;
  return year === undefined ? null : dayOf(Number(year), month, Number(value('dd')));
}

/**
 * Paise of a money cell as banks write it: `1,23,456.00`, `₹ 1,500`, `-200`, `1,500.00 Cr` (Dr
 * makes it a debit, negative); undefined for an empty cell, null when it is not money.
 */
export function moneyPaise(text: string): number | null | undefined {
  let cleaned = text.replace(/[,\s]/g, '').replace(/^(₹|INR|Rs\.?)/i, '');
  const side = /(Cr|Dr)\.?$/i.exec(cleaned);
  if (side) cleaned = cleaned.slice(0, side.index);
  if (cleaned === '') return side ? null : undefined;
  const match = /^(-?)(\d{1,10})(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  const paise = Number(match[2]) * 100 + Number((match[3] ?? '0').padEnd(2, '0'));
  const negative = Boolean(match[1]) !== (side?.[1]?.toLowerCase() === 'dr');
  return negative ? -paise : paise;
}

/** The values each of a layout's patterns finds in a text, in pattern order, each once. */
export function referencesIn(text: string, patterns: readonly ReferencePattern[]): { kind: ReferenceKind; value: string }[] {
  const found: { kind: ReferenceKind; value: string }[] = [];
  for (const { kind, pattern } of patterns) {
    for (const match of text.matchAll(new RegExp(pattern, 'gi'))) {
      const value = match[0];
      if (!found.some((earlier) => earlier.value.toUpperCase() === value.toUpperCase())) found.push({ kind, value });
    }
  }
  return found;
}
