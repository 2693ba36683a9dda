import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { pnpm } from 'tooling/workspace';
import type { Engine } from './options';

/** Where one engine's data lives for a run: environment for the seed command and the API, and how to remove it. */
export interface BenchDatabase {
  engine: Engine;
  env: Record<string, string>;
  description: string;
  drop: () => Promise<void>;
}

/** Runs `work` on a connection to the PostgreSQL server at `adminUrl` (a database there), then closes it. */
export async function onServer<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new, empty database on the PostgreSQL server of adminUrl (abacus_bench_*), or a new PGlite folder in a temp directory. */
export async function createBenchDatabase(engine: Engine, adminUrl: string): Promise<BenchDatabase> {
  if (engine === 'pglite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'abacus-bench-'));
    const dataDir = path.join(dir, 'pglite');
    return {
      engine,
      // An inherited DATABASE_URL would send both the seed and the API to PostgreSQL.
      env: { DATABASE_URL: '', PGLITE_DIR: dataDir },
      description: `PGlite at ${dataDir}`,
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `abacus_bench_${process.pid}_${Date.now()}`;
  await onServer(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    engine,
    env: { DATABASE_URL: url.toString() },
    description: `PostgreSQL database ${name}`,
    drop: async () => {
      await onServer(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/** The PostgreSQL server's version, e.g. "15.14". */
export async function postgresVersion(adminUrl: string): Promise<string> {
  return onServer(adminUrl, async (client) => {
    const { rows } = await client.query<{ server_version: string }>('SHOW server_version');
    return rows[0]?.server_version ?? 'unknown';
  });
}

/** Loads `count` registrations with the api package's own seed command; answers the seconds it took. */
/** Loads `count` registrations and `receipts` receipts of paid ones; answers the seconds it took. */
export function seedRegistrations(database: BenchDatabase, count: number, receipts = 0): number {
  const started = Date.now();
  pnpm(['--filter', 'api', 'seed', '--', '--count', String(count), '--receipts', String(receipts)], { env: { ...process.env, ...database.env } });
  return (Date.now() - started) / 1000;
}
