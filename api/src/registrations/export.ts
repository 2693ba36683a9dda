import type { RegistrationFilters, RegistrationListQuery } from 'shared/domain/registrations/list-rules';
import type { Registration } from 'shared/domain/registrations/registration';
import { registrationCsvIn } from 'shared/domain/registrations/registration-csv';
import type { Queryable } from '../db/database';
import type { HeavyTurn } from '../plugins/work-scheduler';
import { keysetAfter, orderByClause, sortKeySelect, whereClause, type KeysetPosition } from './list-sql';
import { REGISTRATION_COLUMNS, toRegistration, type RegistrationRow } from './registration-row';

// Rows a query reads at a time. PGlite runs a query on the event loop (about 0.15 ms a row read, on
// 2 busy cores), so a batch is as long as anything else waits: 250 rows, some 40 ms.
const BATCH_SIZE = 250;

type BatchQuery = RegistrationFilters & Pick<RegistrationListQuery, 'sort' | 'order'>;

/**
 * The filtered, sorted registrations batch by batch along the sort index (keyset, not OFFSET),
 * each batch its own query in its own heavy turn, so that other requests run in between, nothing
 * is held while the consumer (a client) takes its time, and memory stays flat however many rows there are.
 */
async function* registrationBatches(db: Queryable, query: BatchQuery, batchSize: number, turn: HeavyTurn): AsyncGenerator<Registration[]> {
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
    const rows: RegistrationRow[] = await turn(() =>
      db.query<RegistrationRow>(
        `SELECT ${REGISTRATION_COLUMNS}, ${sortKeySelect(query.sort)} FROM registrations ${condition}
         ${orderByClause(query.sort, query.order)} LIMIT ${param(batchSize)}`,
        params,
      ),
    );
    if (rows.length === 0) return;
    yield rows.map(toRegistration);
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!;
    position = { sortKey: (last.sort_key as string | null) ?? null, registrationId: last.registration_id };
  }
}

/**
 * Every registration of the filtered, sorted list as CSV (the columns the import reads, times in
 * `timeZone`), telling `onProgress` after each batch and at the end. Starts with a byte order mark
 * so that spreadsheets read the UTF-8 names correctly.
 */
export async function* registrationsCsv(
  db: Queryable,
  query: BatchQuery,
  timeZone: string,
  turn: HeavyTurn,
  onProgress?: (rowsWritten: number, finished: boolean) => Promise<void>,
): AsyncGenerator<string> {
  const csv = registrationCsvIn(timeZone);
  yield `\uFEFF${csv.header}`;
  let written = 0;
  for await (const batch of registrationBatches(db, query, BATCH_SIZE, turn)) {
    yield batch.map(csv.line).join('');
    written += batch.length;
    await onProgress?.(written, false);
  }
  await onProgress?.(written, true);
}

/**
 * The spec's whole list, `{ data: [...] }` newest first, as JSON text streamed batch by batch: one
 * call never holds the database (PGlite's one connection) for the whole table. Rows changed while
 * it streams show as they were when their batch was read.
 */
export async function* wholeListJson(db: Queryable, turn: HeavyTurn): AsyncGenerator<string> {
  yield '{"data":[';
  let first = true;
  for await (const batch of registrationBatches(db, { sort: 'createdAt', order: 'desc' }, BATCH_SIZE, turn)) {
    yield `${first ? '' : ','}${batch.map((registration) => JSON.stringify(registration)).join(',')}`;
    first = false;
  }
  yield ']}';
}
