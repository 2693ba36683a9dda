import pg from 'pg';
import { QueryCancelledError, type Database, type QueryOptions, type Queryable, type Row } from './database';
import { asOutage, DatabaseUnavailableError } from './unavailable';

// int8 (counts, sums) as JavaScript numbers: every value this API counts fits in 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

// A request waits at most this long for a connection: a server that cannot be reached answers
// 503 well before a person or a client library gives up.
const CONNECT_TIMEOUT_MS = 5_000;

/** Connections per API instance; tests that hold the lock a request needs count on it. */
export const POOL_SIZE = 10;

function queryable(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T extends Row>(sql: string, params: readonly unknown[] = []) {
      try {
        const result = await client.query<T>(sql, params as unknown[]);
        return result.rows;
      } catch (error) {
        throw asOutage(error);
      }
    },
    async exec(sql: string) {
      try {
        await client.query(sql);
      } catch (error) {
        throw asOutage(error);
      }
    },
  };
}

// SQLSTATE query_canceled: what pg_cancel_backend makes the statement fail with.
const QUERY_CANCELED = '57014';

/**
 * Runs one statement on a connection of its own and, when the signal aborts while it runs, asks
 * the server to cancel it from another connection. The connection goes back to the pool only
 * after that request is answered, so a late cancel cannot hit the next statement on it.
 */
async function cancellableQuery<T extends Row>(pool: pg.Pool, sql: string, params: readonly unknown[], signal: AbortSignal): Promise<T[]> {
  if (signal.aborted) throw new QueryCancelledError();
  let client: pg.PoolClient;
  try {
    client = await pool.connect();
  } catch (error) {
    throw asOutage(error);
  }
  let cancelling: Promise<unknown> | null = null;
  const cancel = () => {
    const pid = (client as unknown as { processID: number }).processID;
    cancelling = pool.query('SELECT pg_cancel_backend($1)', [pid]).catch(() => {});
  };
  let lost = false;
  const onError = () => { lost = true; };
  client.on('error', onError);
  try {
    if (signal.aborted) throw new QueryCancelledError();
    signal.addEventListener('abort', cancel, { once: true });
    const result = await client.query<T>(sql, params as unknown[]);
    return result.rows;
  } catch (error) {
    if ((error as { code?: unknown }).code === QUERY_CANCELED && signal.aborted) throw new QueryCancelledError();
    const reported = asOutage(error);
    if (reported instanceof DatabaseUnavailableError) lost = true;
    throw reported;
  } finally {
    signal.removeEventListener('abort', cancel);
    if (cancelling) await cancelling;
    client.removeListener('error', onError);
    client.release(lost);
  }
}

export async function openPostgres(url: string): Promise<Database> {
  // keepAlive: a connection whose server vanished is noticed instead of waited on.
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  // Fail at start-up, not on the first request, when the server cannot be reached.
  const probe = await pool.connect();
  probe.release();
  const root = queryable(pool);
  return {
    engine: 'postgres',
    query: <T extends Row>(sql: string, params: readonly unknown[] = [], options: QueryOptions = {}) =>
      (options.signal ? cancellableQuery<T>(pool, sql, params, options.signal) : root.query<T>(sql, params)),
    exec: root.exec,
    async transaction(fn) {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        throw asOutage(error);
      }
      // While a client is checked out the pool does not listen for its errors: a connection
      // lost between two statements would be an unhandled 'error' event and end the process.
      let lost = false;
      const onError = () => { lost = true; };
      client.on('error', onError);
      try {
        await client.query('BEGIN');
        const result = await fn(queryable(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        const reported = asOutage(error);
        if (reported instanceof DatabaseUnavailableError) lost = true;
        else await client.query('ROLLBACK').catch(() => {});
        throw reported;
      } finally {
        client.removeListener('error', onError);
        // A broken connection is closed rather than handed to the next request.
        client.release(lost);
      }
    },
    close: () => pool.end(),
  };
}
