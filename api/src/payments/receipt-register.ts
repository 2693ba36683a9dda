import { isInstantInRange } from 'shared/domain/common/query-params';
import { receiptNumberIn } from 'shared/domain/payments/receipt-number';
import type { ReceiptStatus, CollectionsQuery, ReceiptRegisterFilters, ReceiptRegisterQuery } from 'shared/domain/payments/receipts';
import type { CollectionRow, Collections, ReceiptRegisterPage, RegisterEntry } from 'shared/domain/payments/receipts-answers';
import { calendarDayIn, REGISTER_CSV_COLUMNS } from 'shared/domain/payments/receipts';
import type { ReceiptCancellation } from 'shared/domain/registrations/registration';
import { csvLine } from 'shared/domain/common/csv';
import { formatDateTime } from 'shared/format/dates';
import type { PaymentMethod, PaymentMode } from 'shared/domain/common/enums';
import { PAYMENT_METHOD_LABELS } from 'shared/domain/common/labels';
import type { Queryable } from '../db/database';
import { isScoped, scopeOf } from '../db/scoped';
import { HttpError } from '../http-error';
import { toIsoString } from '../db/sql-values';

// The receipt register and each day's collections, read from the receipts table (issued_at index).

interface ReceiptRow {
  number: string;
  registration_id: string;
  name: string;
  amount: number;
  mode: PaymentMode;
  issued_at: Date;
  issued_by: string | null;
  issued_by_name: string | null;
  method: PaymentMethod | null;
  cancelled_at: Date | null;
  cancelled_by: string | null;
  cancel_reason: string | null;
  downloads: number;
  at_key: string;
  [column: string]: unknown;
}

const ROW_COLUMNS = `number, registration_id, name, amount, mode, issued_at, issued_by, issued_by_name, method, cancelled_at, cancelled_by, cancel_reason, downloads, issued_at::text AS at_key`;

function cancellationOf(row: Pick<ReceiptRow, 'cancelled_at' | 'cancelled_by' | 'cancel_reason'>): ReceiptCancellation | null {
  return row.cancelled_at ? { at: toIsoString(row.cancelled_at), by: row.cancelled_by, reason: row.cancel_reason ?? '' } : null;
}

const toEntry = (row: ReceiptRow): RegisterEntry => ({
  number: row.number,
  registrationId: row.registration_id,
  name: row.name,
  amount: row.amount,
  mode: row.mode,
  issuedAt: toIsoString(row.issued_at),
  issuedBy: row.issued_by,
  issuedByName: row.issued_by_name,
  method: row.method,
  cancelled: cancellationOf(row),
  copiesPrinted: row.downloads,
});

type Filters = (ReceiptRegisterFilters | CollectionsQuery) & { issuedBy?: string; status?: ReceiptStatus };

/**
 * WHERE conditions of the filters, on the receipts (`at` issued_at) or on their half-hour totals
 * (`at` half_hour, where the status is a matter of which total is summed).
 */
function conditionsFor(filters: Filters, at: 'issued_at' | 'half_hour' = 'issued_at') {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  // Days of the person's time zone: their midnight, whatever offset it has that day.
  if (filters.from) conditions.push(`${at} >= (${param(filters.from)}::date)::timestamp AT TIME ZONE ${param(filters.tz)}`);
  if (filters.to) conditions.push(`${at} < (${param(filters.to)}::date + 1)::timestamp AT TIME ZONE ${param(filters.tz)}`);
  if (filters.issuedBy) conditions.push(`lower(issued_by) = ${param(filters.issuedBy.toLowerCase())}`);
  if ('q' in filters && filters.q) {
    // By the receipts' key, else by the registration's index; both are written in capitals.
    const number = receiptNumberIn(filters.q);
    conditions.push(number === null ? `registration_id = ${param(filters.q.toUpperCase())}` : `number = ${param(number)}`);
  }
  if (at === 'issued_at' && filters.status === 'issued') conditions.push('cancelled_at IS NULL');
  if (at === 'issued_at' && filters.status === 'cancelled') conditions.push('cancelled_at IS NOT NULL');
  return { conditions, params, param };
}

/**
 * Whether receipt_half_hours answers: the kept totals are the organisation's, with no centre, so a
 * person limited to some centres has their receipts counted (the centre policies let only theirs through),
 * as is a search (the totals keep no numbers).
 */
const halfHoursAnswer = (db: Queryable, filters: Filters) => !isScoped(db) && !('q' in filters && filters.q) && daysAreWholeHalfHours(filters.tz);

/**
 * Whether every day of the time zone is a whole number of half hours (its winter and summer
 * offsets are whole half hours, as India's +05:30 is), so that receipt_half_hours (migration 037)
 * answers for its days; otherwise the receipts themselves are counted.
 */
export function daysAreWholeHalfHours(timeZone: string, year = new Date().getUTCFullYear()): boolean {
  const offsetName = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
  return [0, 6].every((month) => {
    const name = offsetName.formatToParts(new Date(Date.UTC(year, month, 1))).find((part) => part.type === 'timeZoneName')?.value ?? '';
    const offset = /^GMT(?:[+-]\d{2}:(\d{2}))?$/.exec(name);
    return offset !== null && (offset[1] === undefined || Number(offset[1]) % 30 === 0);
  });
}

// What the register's totals sum on the half-hour totals, by status.
const HALF_HOUR_TOTAL: Record<ReceiptStatus | 'all', string> = { all: 'issued', issued: 'issued - cancelled', cancelled: 'cancelled' };
const HALF_HOUR_AMOUNT: Record<ReceiptStatus | 'all', string> = {
  all: 'issued_amount - cancelled_amount',
  issued: 'issued_amount - cancelled_amount',
  cancelled: '0',
};
const HALF_HOUR_CANCELLED: Record<ReceiptStatus | 'all', string> = { all: 'cancelled', issued: '0', cancelled: 'cancelled' };
const HALF_HOUR_CANCELLED_AMOUNT: Record<ReceiptStatus | 'all', string> = { all: 'cancelled_amount', issued: '0', cancelled: 'cancelled_amount' };

type RegisterTotals = { total: number; amount: number; cancelled: number; cancelledAmount: number };

/** The register's count and rupees (cancelled receipts left out), and the cancelled ones', of every receipt matching the filters. */
async function registerTotals(db: Queryable, filters: Filters): Promise<RegisterTotals> {
  const halfHours = halfHoursAnswer(db, filters);
  const { conditions, params } = conditionsFor(filters, halfHours ? 'half_hour' : 'issued_at');
  const status = filters.status ?? 'all';
  const [row] = await db.query<RegisterTotals>(
    halfHours
      ? `SELECT coalesce(sum(${HALF_HOUR_TOTAL[status]}), 0)::int AS total, coalesce(sum(${HALF_HOUR_AMOUNT[status]}), 0)::float8 AS amount,
                coalesce(sum(${HALF_HOUR_CANCELLED[status]}), 0)::int AS cancelled,
                coalesce(sum(${HALF_HOUR_CANCELLED_AMOUNT[status]}), 0)::float8 AS "cancelledAmount"
         FROM receipt_half_hours ${where(conditions)}`
      : `SELECT count(*)::int AS total, coalesce(sum(amount) FILTER (WHERE cancelled_at IS NULL), 0)::float8 AS amount,
                count(*) FILTER (WHERE cancelled_at IS NOT NULL)::int AS cancelled,
                coalesce(sum(amount) FILTER (WHERE cancelled_at IS NOT NULL), 0)::float8 AS "cancelledAmount"
         FROM receipts ${where(conditions)}`,
    params,
  );
  return row ?? { total: 0, amount: 0, cancelled: 0, cancelledAmount: 0 };
}

const where = (conditions: string[]) => (conditions.length ? `WHERE ${conditions.join(' AND ')}` : '');

// timestamptz as PostgreSQL writes it, and a receipt number: the position a page ends at.
const CURSOR = /^(\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(?:\.\d{1,6})?[+-]\d{2}(?::\d{2})?)\|([A-Z]{1,5}\/\d{4}\/\d{6})$/;

function decodeCursor(cursor: string): { at: string; number: string } {
  const parts = CURSOR.exec(Buffer.from(cursor, 'base64url').toString());
  const at = parts?.[1];
  if (!parts || !at || !isInstantInRange(Date.parse(at.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00')))) {
    const message = 'Not a cursor this call answered: send nextCursor back as it came';
    throw new HttpError(400, 'invalid-request', `Invalid query parameter cursor: ${message}`, { issues: [{ path: 'cursor', message }] });
  }
  return { at, number: parts[2]! };
}

/** One page of the register, newest first, with the count and the rupees (cancelled left out) of every match. */
export async function listReceiptRegister(db: Queryable, query: ReceiptRegisterQuery): Promise<ReceiptRegisterPage> {
  const totals = await registerTotals(db, query);
  const { conditions, params, param } = conditionsFor(query);
  if (query.cursor) {
    const position = decodeCursor(query.cursor);
    conditions.push(`(issued_at, number) < (${param(position.at)}::timestamptz, ${param(position.number)})`);
  }
  const rows = await db.query<ReceiptRow>(
    `SELECT ${ROW_COLUMNS} FROM receipts ${where(conditions)} ORDER BY issued_at DESC, number DESC LIMIT ${query.limit + 1}`,
    params,
  );
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    data: page.map(toEntry),
    total: totals.total,
    totalAmount: totals.amount,
    cancelledCount: totals.cancelled,
    cancelledAmount: totals.cancelledAmount,
    nextCursor: rows.length > query.limit && last ? Buffer.from(`${last.at_key}|${last.number}`).toString('base64url') : null,
  };
}

const CSV_BATCH = 1000;

/** Every matching receipt as CSV, newest first, read in keyset batches as it is sent. */
export async function* receiptRegisterCsv(db: Queryable, filters: ReceiptRegisterFilters, pause: () => Promise<void>): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(REGISTER_CSV_COLUMNS)}`;
  const format = { locale: 'en-IN', timeZone: filters.tz };
  let after: { at: string; number: string } | null = null;
  for (;;) {
    const { conditions, params, param } = conditionsFor(filters);
    if (after) conditions.push(`(issued_at, number) < (${param(after.at)}::timestamptz, ${param(after.number)})`);
    const rows: ReceiptRow[] = await db.query<ReceiptRow>(
      `SELECT ${ROW_COLUMNS} FROM receipts ${where(conditions)} ORDER BY issued_at DESC, number DESC LIMIT ${CSV_BATCH}`,
      params,
    );
    let text = '';
    for (const row of rows) {
      const cancelled = cancellationOf(row);
      text += csvLine([
        row.number,
        row.registration_id,
        row.name,
        row.amount,
        row.mode,
        row.method ? PAYMENT_METHOD_LABELS[row.method] : '',
        formatDateTime(row.issued_at, format),
        row.issued_by,
        cancelled ? 'Cancelled' : 'Issued',
        cancelled ? formatDateTime(cancelled.at, format) : '',
        cancelled?.by ?? '',
        cancelled?.reason ?? '',
        row.downloads,
      ]);
    }
    if (text) yield text;
    const last = rows[rows.length - 1];
    if (rows.length < CSV_BATCH || !last) return;
    after = { at: last.at_key, number: last.number };
    await pause();
  }
}

/**
 * The standing receipts whose method was said, per day, confirmer and method, keyed 'day|e-mail'.
 * Read from the receipts themselves (the half-hour totals keep no method): a day's receipts, along
 * the issued_at index.
 */
async function collectionsByMethod(db: Queryable, filters: CollectionsQuery): Promise<Map<string, CollectionRow['byMethod']>> {
  const { conditions, params } = conditionsFor({ ...filters, status: 'issued' });
  params.push(filters.tz);
  const rows = await db.query<{ day: string; staff_email: string | null; method: PaymentMethod; count: number; amount: number }>(
    `SELECT to_char((issued_at AT TIME ZONE $${params.length})::date, 'YYYY-MM-DD') AS day, issued_by AS staff_email, method,
            count(*)::int AS count, sum(amount)::float8 AS amount
     FROM receipts ${where([...conditions, 'method IS NOT NULL'])}
     GROUP BY 1, 2, 3`,
    params,
  );
  const parts = new Map<string, CollectionRow['byMethod']>();
  for (const row of rows) {
    const key = `${row.day}|${row.staff_email ?? ''}`;
    parts.set(key, { ...parts.get(key), [row.method]: { count: row.count, amount: row.amount } });
  }
  return parts;
}

const byEmail = (a: string | null, b: string | null) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1);

/**
 * The standing receipts `email` issued on the days of `filters` to registrations outside `centers`,
 * counted on the whole database `everything` (the scoped one hides them): their count and rupees only.
 */
async function issuedOutside(
  everything: Queryable,
  filters: CollectionsQuery,
  email: string,
  centers: readonly string[],
): Promise<{ count: number; amount: number }> {
  const { conditions, params, param } = conditionsFor({ ...filters, issuedBy: email, status: 'issued' });
  conditions.push(
    `NOT EXISTS (SELECT 1 FROM registrations g WHERE g.registration_id = receipts.registration_id AND g.center_code = ANY (${param(centers)}::text[]))`,
  );
  const [row] = await everything.query<{ count: number; amount: number }>(
    `SELECT count(*)::int AS count, coalesce(sum(amount), 0)::float8 AS amount FROM receipts ${where(conditions)}`,
    params,
  );
  return row ?? { count: 0, amount: 0 };
}

/**
 * Receipts that stand (issued, not cancelled) per day of the person's time zone and per staff
 * member who confirmed; default today. `caller` (their e-mail, and the database unscoped) adds, for
 * a person `db` limits to some centres, their own receipts outside those centres as one figure.
 */
export async function readCollections(db: Queryable, query: CollectionsQuery, caller?: { email: string | null; everything: Queryable }): Promise<Collections> {
  const today = calendarDayIn(query.tz);
  const from = query.from ?? query.to ?? today;
  const filters = { ...query, from, to: query.to ?? from };
  const halfHours = halfHoursAnswer(db, query);
  const { conditions, params } = conditionsFor({ ...filters, status: 'issued' }, halfHours ? 'half_hour' : 'issued_at');
  params.push(query.tz);
  const zone = `$${params.length}`;
  const rows = await db.query<{ day: string; staff_email: string | null; count: number; amount: number }>(
    halfHours
      ? `SELECT to_char((half_hour AT TIME ZONE ${zone})::date, 'YYYY-MM-DD') AS day, nullif(issued_by, '') AS staff_email,
                sum(issued - cancelled)::int AS count, sum(issued_amount - cancelled_amount)::float8 AS amount
         FROM receipt_half_hours ${where(conditions)}
         GROUP BY 1, 2 HAVING sum(issued - cancelled) > 0`
      : `SELECT to_char((issued_at AT TIME ZONE ${zone})::date, 'YYYY-MM-DD') AS day, issued_by AS staff_email,
                count(*)::int AS count, sum(amount)::float8 AS amount
         FROM receipts ${where(conditions)}
         GROUP BY 1, 2`,
    params,
  );
  const byMethod = await collectionsByMethod(db, filters);
  // Newest day first, then by e-mail in code-point order (the same on every server's collation), nobody's last.
  const data = rows
    .map((row) => ({
      day: row.day,
      staffEmail: row.staff_email,
      count: row.count,
      amount: row.amount,
      byMethod: byMethod.get(`${row.day}|${row.staff_email ?? ''}`) ?? {},
    }))
    .sort((a, b) => (a.day === b.day ? byEmail(a.staffEmail, b.staffEmail) : a.day < b.day ? 1 : -1));
  const centers = scopeOf(db);
  return {
    data,
    totalCount: data.reduce((sum, row) => sum + row.count, 0),
    totalAmount: data.reduce((sum, row) => sum + row.amount, 0),
    outsideYourCentres: caller?.email && centers.length > 0 ? await issuedOutside(caller.everything, filters, caller.email, centers) : null,
  };
}
