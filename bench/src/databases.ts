import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { withPostgresClient } from 'tooling/test-services';
import { pnpm } from 'tooling/workspace';
import type { Engine } from './options';

/** Where one engine's data lives for a run: environment for the seed command and the API, and how to remove it. */
export interface BenchDatabase {
  engine: Engine;
  env: Record<string, string>;
  description: string;
  drop: () => Promise<void>;
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
  await withPostgresClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    engine,
    env: { DATABASE_URL: url.toString() },
    description: `PostgreSQL database ${name}`,
    drop: async () => {
      await withPostgresClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/** The PostgreSQL server's version, e.g. "15.14". */
export async function postgresVersion(adminUrl: string): Promise<string> {
  return withPostgresClient(adminUrl, async (client) => {
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

/** `count` pending offline payments of active registrations, each given a parent's e-mail: their ids. */
export async function registrantsWithEmail(databaseUrl: string, count: number, tag: string): Promise<string[]> {
  return withPostgresClient(databaseUrl, async (db) => {
    const rows = await db.query<{ registration_id: string }>(
      `UPDATE registrations SET email = 'parent-' || lower(registration_id) || '@example.org'
       WHERE registration_id IN (
         SELECT registration_id FROM registrations
         WHERE payment_status = 'pending' AND payment_mode = 'offline' AND status = 'active' AND email IS NULL AND contact_number ~ '^[6-9][0-9]{9}$'
         ORDER BY registration_id LIMIT $1)
       RETURNING registration_id`,
      [count],
    );
    if (rows.rows.length < count) throw new Error(`${tag}: only ${rows.rows.length} pending offline registrations left for ${count} confirmations`);
    return rows.rows.map((row) => row.registration_id).sort();
  });
}
