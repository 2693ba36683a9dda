import type { Database, Queryable, Row } from './database';

/** The role a request of someone limited to some centres runs as (migration 062). */
export const SCOPED_ROLE = 'abacus_scoped';

/**
 * Makes the transaction `tx` run as the scoped role with the centres the policies read, both for
 * this transaction only (set_config's third argument: SET LOCAL), so that a connection handed on
 * afterwards carries nothing of it.
 */
export async function enterScope(tx: Queryable, centers: readonly string[]): Promise<void> {
  await tx.query("SELECT set_config('role', $1, true), set_config('abacus.centers', $2::text[]::text, true)", [SCOPED_ROLE, centers]);
}

/**
 * The database as a person limited to `centers` sees it: every statement runs in a transaction of
 * the scoped role, so row-level security hides the registrations of other centres (and everything
 * of theirs) from any query, filtered or not. Empty `centers` (every centre) is the database
 * itself. A statement here cannot be cancelled by its request's signal: it runs in a transaction.
 */
export function scopedDatabase(db: Database, centers: readonly string[]): Database {
  if (centers.length === 0) return db;
  const inScope = <T>(fn: (tx: Queryable) => Promise<T>) =>
    db.transaction(async (tx) => {
      await enterScope(tx, centers);
      return fn(tx);
    });
  const scoped: Database = {
    engine: db.engine,
    query: <T extends Row>(sql: string, params?: readonly unknown[]) => inScope((tx) => tx.query<T>(sql, params)),
    exec: (sql: string) => inScope((tx) => tx.exec(sql)),
    transaction: inScope,
    listen: (channel, handlers) => db.listen(channel, handlers),
    close: () => Promise.reject(new Error('A scoped view of the database is not closed: close the database itself')),
  };
  SCOPED.set(scoped, centers);
  return scoped;
}

const SCOPED = new WeakMap<Queryable, readonly string[]>();

/**
 * Whether `db` is limited to some centres. The figures kept only for the whole organisation (the
 * dashboard's summary counters, Duplicate Audit's groups, the receipts' half hours) are then no
 * answer: such a figure comes from what is kept per centre, or from the rows the policies let through.
 */
export const isScoped = (db: Queryable): boolean => SCOPED.has(db);

/** The centres `db` is limited to; empty when it sees every centre. */
export const scopeOf = (db: Queryable): readonly string[] => SCOPED.get(db) ?? [];
