import type { RegistrationFilters, RegistrationListQuery } from 'shared/domain/list-query';
import type { Registration } from 'shared/domain/registration';
import { formatDateTime } from 'shared/format/dates';
import type { Queryable } from '../db/database';
import { keysetAfter, orderByClause, sortKeySelect, whereClause, type KeysetPosition } from './list-sql';
import { REGISTRATION_COLUMNS, toRegistration, type RegistrationRow } from './registration-row';

const BATCH_SIZE = 2000;

/** The table's columns, then the payment id and the dates. */
const CSV_COLUMNS: [string, (r: Registration) => string | number][] = [
  ['Registration ID', (r) => r.registrationId],
  ['Name', (r) => r.name],
  ['Gender', (r) => r.gender ?? ''],
  ['Contact', (r) => r.contactNumber],
  ['School', (r) => r.school.value],
  ['Class', (r) => r.std],
  ['Cadre', (r) => r.cadre],
  ['Level', (r) => r.levelEnrolled],
  ['Payment Status', (r) => r.payment.status],
  ['Payment Mode', (r) => r.payment.mode],
  ['Amount (INR)', (r) => r.payment.amount],
  ['Status', (r) => r.status],
  ['Payment ID', (r) => r.payment.paymentId],
  ['Registered At', (r) => formatDateTime(r.createdAt)],
  ['Updated At', (r) => formatDateTime(r.updatedAt)],
];

/**
 * One CSV field: quoted when it holds a separator, quote or line break; a leading = + - @
 * gets an apostrophe so that a spreadsheet shows it as text instead of running it as a formula.
 */
export function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvLine = (fields: (string | number)[]) => `${fields.map(csvField).join(',')}\r\n`;

/**
 * Every registration of the filtered, sorted list as CSV, produced batch by batch along the
 * sort index (keyset, not OFFSET), each batch its own query, so other requests run between
 * batches and memory stays flat however many rows there are. Starts with a byte order mark
 * so that spreadsheets read the UTF-8 names correctly.
 */
export async function* registrationsCsv(db: Queryable, query: RegistrationFilters & Pick<RegistrationListQuery, 'sort' | 'order'>): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(CSV_COLUMNS.map(([title]) => title))}`;
  let position: KeysetPosition | null = null;
  for (;;) {
    const where = whereClause(query);
    const params = [...where.params];
    const param = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    const after = position ? keysetAfter(query.sort, query.order, position, param) : null;
    const condition = after ? (where.sql ? `${where.sql} AND ${after}` : `WHERE ${after}`) : where.sql;
    const rows: RegistrationRow[] = await db.query<RegistrationRow>(
      `SELECT ${REGISTRATION_COLUMNS}, ${sortKeySelect(query.sort)} FROM registrations ${condition}
       ${orderByClause(query.sort, query.order)} LIMIT ${param(BATCH_SIZE)}`,
      params,
    );
    if (rows.length === 0) return;
    yield rows.map((row) => csvLine(CSV_COLUMNS.map(([, value]) => value(toRegistration(row))))).join('');
    if (rows.length < BATCH_SIZE) return;
    const last = rows[rows.length - 1]!;
    position = { sortKey: (last.sort_key as string | null) ?? null, registrationId: last.registration_id };
  }
}
