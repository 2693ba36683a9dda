// The one data-access path for both engines: plain SQL with $1-style parameters.

export type Row = Record<string, unknown>;

export interface QueryOptions {
  /**
   * Aborting cancels the statement (PostgreSQL: pg_cancel_backend of its connection) or, on
   * PGlite, which cannot interrupt a running statement, keeps a queued one from starting. Either
   * way the query rejects with QueryCancelledError. Only on the root handle, not in a transaction.
   */
  signal?: AbortSignal;
}

export interface Queryable {
  /** One statement, with parameters; answers its rows. */
  query<T extends Row = Row>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<T[]>;
  /** Several statements separated by semicolons, without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly engine: 'postgres' | 'pglite';
  /**
   * Runs fn in a transaction, committing when it resolves and rolling back when it throws.
   * Inside fn use only the handle it receives: PGlite deadlocks on a query to the root.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * LISTENs on `channel` on a connection of its own and passes each notification's payload on.
   * On PostgreSQL a lost connection is reconnected (1 s doubling to 10 s): `onStatus(false)` when
   * it drops, `onStatus(true)` once it listens again, when notifications sent meanwhile are lost
   * for good. Answers the function that stops listening.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface ListenHandlers {
  onNotification: (payload: string) => void;
  onStatus: (listening: boolean) => void;
}

export type DatabaseConfig =
  | { engine: 'postgres'; url: string }
  /** dataDir null keeps the database in memory (tests). */
  | {
      engine: 'pglite';
      dataDir: string | null;
      /**
       * In memory only: a data directory image (as PGlite's dumpDataDir writes it) to start from
       * instead of an empty database. The tests start from a migrated one, sparing each suite initdb.
       */
      image?: Blob;
    };

/** The statement was cancelled because whoever asked for it went away (QueryOptions.signal). */
export class QueryCancelledError extends Error {
  constructor() {
    super('The statement was cancelled: its request was aborted');
    this.name = 'QueryCancelledError';
  }
}
