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
});
