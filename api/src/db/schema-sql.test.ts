import fs from 'node:fs';
import { runMigrations } from './migrate';
import { openPglite } from './pglite';
import { SCHEMA_FILE, schemaSql } from './schema-sql';

// api/schema.sql is how a person reads today's schema; a migration added without regenerating it
// would leave it telling yesterday's.
test('api/schema.sql is the schema every migration leaves', async () => {
  const db = await openPglite(null);
  try {
    await runMigrations(db);
    const current = await schemaSql(db);
    const written = fs.existsSync(SCHEMA_FILE) ? fs.readFileSync(SCHEMA_FILE, 'utf8') : '';
    if (written !== current) {
      const lines = written.split('\n');
      const differs = current.split('\n').findIndex((line, index) => line !== lines[index]);
      throw new Error(`api/schema.sql is stale from line ${differs + 1}: regenerate it with \`npx pnpm@10.34.9 --filter api schema\` and commit it`);
    }
  } finally {
    await db.close();
  }
}, 180_000);
