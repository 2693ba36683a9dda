// Writes api/schema.sql, today's schema as the migrations leave it, from an in-memory PGlite that
// has run every migration:  npx pnpm@10.34.9 --filter api schema
import fs from 'node:fs';
import { runMigrations } from '../db/migrate';
import { openPglite } from '../db/pglite';
import { SCHEMA_FILE, schemaSql } from '../db/schema-sql';

async function main(): Promise<void> {
  const db = await openPglite(null);
  try {
    await runMigrations(db);
    fs.writeFileSync(SCHEMA_FILE, await schemaSql(db));
  } finally {
    await db.close();
  }
  console.log(`wrote ${SCHEMA_FILE}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
