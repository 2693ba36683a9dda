import type { DatabaseConfig } from '../db/database';
import { runMigrations } from '../db/migrate';
import { openDatabase } from '../db/open';
import fp from 'fastify-plugin';

/** Opens the database, brings its schema up to date, and closes it when the app closes. */
export const dbPlugin = fp<{ database: DatabaseConfig }>(async (app, { database }) => {
  const db = await openDatabase(database);
  app.decorate('db', db);
  app.addHook('onClose', () => db.close());
  const applied = await runMigrations(db);
  if (applied.length > 0) app.log.info({ migrations: applied }, 'applied migrations');
  // Case twins from before ids were unique in any case (migration 025) wait for a person to correct one.
  const twins = await db.query<{ registration_id: string; legacy_case_twin: string[] }>(
    'SELECT registration_id, legacy_case_twin FROM registrations WHERE legacy_case_twin IS NOT NULL ORDER BY registration_id LIMIT 100',
  );
  if (twins.length > 0) {
    app.log.warn(
      { registrations: twins.map((row) => `${row.registration_id}: ${row.legacy_case_twin.join(', ')}`) },
      'registrations whose ids differ from older ones only in letter case (table identity_case_twins); their lookups answer 409 until one is corrected',
    );
  }
});
