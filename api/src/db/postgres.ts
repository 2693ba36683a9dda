import pg from 'pg';
import { QueryCancelledError, type Database, type ListenHandlers, type QueryOptions, type Queryable, type Row } from './database';
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
  const onError = () => {
    lost = true;
  };
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

const LISTEN_RETRY_FIRST_MS = 1_000;
const LISTEN_RETRY_MAX_MS = 10_000;
/** How the change feed's connection shows in pg_stat_activity (and how tests find it). */
export const LISTENER_APPLICATION_NAME = 'abacus-change-feed';

/**
 * One connection outside the pool that LISTENs on `channel`, connected again whenever it drops:
 * NOTIFY reaches only sessions listening when the sender commits, so while it is down events are
 * lost and the handlers hear so.
 */
async function listenOn(url: string, channel: string, { onNotification, onStatus }: ListenHandlers): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retryMs = LISTEN_RETRY_FIRST_MS;
  let retryTimer: NodeJS.Timeout | null = null;
  let listening = false;

  const setListening = (next: boolean) => {
    if (next === listening) return;
    listening = next;
    onStatus(next);
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
      application_name: LISTENER_APPLICATION_NAME,
    });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onNotification(message.payload);
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    client = next;
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    if (stopped) {
      await next.end().catch(() => {});
      return;
    }
    retryMs = LISTEN_RETRY_FIRST_MS;
    setListening(true);
  };

  const retry = () => {
    if (stopped || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connect().catch(() => {
        retryMs = Math.min(retryMs * 2, LISTEN_RETRY_MAX_MS);
        client?.end().catch(() => {});
        client = null;
        retry();
      });
    }, retryMs);
  };

  function lost(which: pg.Client) {
    if (which !== client || stopped) return;
    client = null;
    which.end().catch(() => {});
    setListening(false);
    retry();
  }

  await connect();
  return async () => {
    stopped = true;
    if (retryTimer) clearTimeout(retryTimer);
    const last = client;
    client = null;
    await last?.end().catch(() => {});
  };
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
      options.signal ? cancellableQuery<T>(pool, sql, params, options.signal) : root.query<T>(sql, params),
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
      const onError = () => {
        lost = true;
      };
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
    listen: (channel, handlers) => listenOn(url, channel, handlers),
    close: () => pool.end(),
  };
}
