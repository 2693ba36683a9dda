import fs from 'node:fs';
import path from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { QueryCancelledError, type Database, type QueryOptions, type Queryable, type Row } from './database';

function queryable(target: PGlite | Transaction): Queryable {
  return {
    async query<T extends Row>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<T>(sql, params as unknown[]);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite does not lock its directory and two processes writing to it silently lose data,
 * so a lock file next to it holds the owner's pid; a lock left by a dead process is taken over.
 */
function acquireDirectoryLock(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  fs.mkdirSync(path.dirname(lockFile), { recursive: true });
  for (;;) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(lockFile, 'utf8'));
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && processIsAlive(owner)) {
        throw new Error(`The PGlite database ${dataDir} is in use by process ${owner}; stop it first (one process owns the directory).`, { cause: error });
      }
      fs.rmSync(lockFile, { force: true });
    }
  }
}

/**
 * PostgreSQL's default 128 MB buffer pool was about 130 MB of the API's resident memory on PGlite,
 * whose WebAssembly heap never shrinks once grown; the table files stay in the operating system's
 * page cache, so a small pool costs little.
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

// The PGlite behind each Database openPglite answered, for pgliteImage.
const opened = new WeakMap<Database, PGlite>();

/** `image` (see DatabaseConfig) counts only in memory, with dataDir null. */
export async function openPglite(dataDir: string | null, image?: Blob): Promise<Database> {
  const releaseLock = dataDir ? acquireDirectoryLock(dataDir) : () => {};
  let db: PGlite;
  try {
    if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
    // pg_trgm on every open: without it even plain inserts into a trigram-indexed table fail.
    db = await PGlite.create({
      ...(dataDir ? { dataDir } : image ? { loadDataDir: image } : {}),
      extensions: { pg_trgm },
      startParams: [
        ...PGlite.defaultStartParams,
        '-c',
        `shared_buffers=${PGLITE_SHARED_BUFFERS}`,
        // An image was dumped running, so PostgreSQL recovers it at start, and PGlite's timer for
        // logging the recovery's progress then fires forever, keeping Node from ever exiting.
        ...(image && !dataDir ? ['-c', 'log_startup_progress_interval=0'] : []),
      ],
    });
  } catch (error) {
    releaseLock();
    throw error;
  }
  const root = queryable(db);
  // PGlite runs one statement at a time, synchronously inside its WebAssembly, so a running
  // statement cannot be interrupted. What it can do: cancellable statements wait in this queue
  // and one whose request has gone away by its turn never starts (typing fast queues no counts).
  let cancellableTail: Promise<unknown> = Promise.resolve();
  const cancellable = <T extends Row>(sql: string, params: readonly unknown[], signal: AbortSignal): Promise<T[]> => {
    const run = cancellableTail.then(() => {
      if (signal.aborted) throw new QueryCancelledError();
      return root.query<T>(sql, params);
    });
    cancellableTail = run.catch(() => {});
    return run;
  };
  const database: Database = {
    engine: 'pglite',
    query: <T extends Row>(sql: string, params: readonly unknown[] = [], options: QueryOptions = {}) =>
      options.signal ? cancellable<T>(sql, params, options.signal) : root.query<T>(sql, params),
    exec: root.exec,
    transaction: (fn) => db.transaction((tx) => fn(queryable(tx))),
    // In process: the one connection never drops, so the status never changes.
    async listen(channel, { onNotification }) {
      const stop = await db.listen(channel, onNotification);
      return () => stop();
    },
    async close() {
      try {
        await db.close();
      } finally {
        releaseLock();
      }
    },
  };
  opened.set(database, db);
  return database;
}

/** The data directory image of a database openPglite opened, for another to start from (DatabaseConfig's image). */
export async function pgliteImage(database: Database): Promise<Blob> {
  const db = opened.get(database);
  if (!db) throw new Error('pgliteImage takes a database that openPglite opened');
  // Dumped running, the image is recovered when opened: after a checkpoint there is next to nothing to replay.
  await db.exec('CHECKPOINT');
  return db.dumpDataDir('none');
}
