import type { Refusal } from 'shared/domain/common/refusal-codes';
import { conflict, notFound } from '../http-error';
import type { Queryable, Row } from './database';

/** One row of a table whose rows carry a `version` that every change increments. */
export interface VersionedRow<TRow extends Row, T extends { version: number }> {
  table: string;
  columns: string;
  /** The key column and the row's key. */
  key: string;
  id: string;
  /** When `table` joins others: the alias of the one row locked (the others are only read). */
  lockOf?: string;
  read: (row: TRow) => T;
  /** The 404 when there is no such row: its code and message. */
  missing: Refusal;
  /** The 409 message when the row has moved on since the client read it (code `stale-version`). */
  stale: string;
}

/**
 * The one way a versioned update starts: lock the row for the rest of the transaction `tx`,
 * compare the version the client changed with the row's, and refuse a stale change with 409
 * `stale-version` and the row as it is now (`current`), which the screens show. `expectedVersion` undefined means
 * "whatever is current". Answers the locked row, read.
 */
export async function lockVersionedRow<TRow extends Row, T extends { version: number }>(
  tx: Queryable,
  target: VersionedRow<TRow, T>,
  expectedVersion: number | undefined,
): Promise<T> {
  const [row] = await tx.query<TRow>(
    `SELECT ${target.columns} FROM ${target.table} WHERE ${target.key} = $1 FOR UPDATE${target.lockOf ? ` OF ${target.lockOf}` : ''}`,
    [target.id],
  );
  if (!row) throw notFound(target.missing.code, target.missing.message);
  const current = target.read(row);
  if (expectedVersion !== undefined && expectedVersion !== current.version) throw conflict('stale-version', target.stale, { current });
  return current;
}
