import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Database, DatabaseConfig } from '../../src/db/database';
import { MIGRATIONS_DIR, runMigrations } from '../../src/db/migrate';
import { openDatabase } from '../../src/db/open';

/**
 * A `prepare` for useTestApp: the database as it stood before `migration` (every earlier one
 * applied), holding what `fill` writes; the app then applies the rest, as on a real upgrade.
 */
export const databaseBefore =
  (migration: string, fill: (db: Database) => Promise<void>) =>
  async (database: DatabaseConfig): Promise<void> => {
    const before = fs.mkdtempSync(path.join(os.tmpdir(), 'abacus-migrations-'));
    try {
      for (const name of fs.readdirSync(MIGRATIONS_DIR).filter((file) => file.endsWith('.sql') && file < migration)) {
        fs.copyFileSync(path.join(MIGRATIONS_DIR, name), path.join(before, name));
      }
      const db = await openDatabase(database);
      try {
        await runMigrations(db, before);
        await fill(db);
      } finally {
        await db.close();
      }
    } finally {
      fs.rmSync(before, { recursive: true, force: true });
    }
  };
