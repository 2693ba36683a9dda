import fs from 'node:fs';
import path from 'node:path';
import { API_ROOT } from '../config';
import type { Database } from './database';

export const MIGRATIONS_DIR = path.join(API_ROOT, 'migrations');

// Any constant; it only has to be the same for every API instance migrating one database.
const MIGRATION_LOCK_KEY = 4_000_001;

/**
 * Applies, in name order and in one transaction, every .sql file of the migrations folder not
 * yet recorded in schema_migrations. The advisory lock keeps two instances starting together
 * from applying the same file twice. Answers the names applied.
 */
export async function runMigrations(db: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const applied = new Set((await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).map((row) => row.name));
    const pending = files.filter((name) => !applied.has(name));
    for (const name of pending) {
      await tx.exec(fs.readFileSync(path.join(dir, name), 'utf8'));
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
    }
    return pending;
  });
}
