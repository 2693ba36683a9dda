// Every suite's test app starts from a database the global setup migrated once per run, from
// empty on both engines (which keeps every migration tested), instead of paying for initdb or
// CREATE DATABASE and all the migrations again in each suite.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../../src/db/database';
import { runMigrations } from '../../src/db/migrate';
import { openPglite, pgliteImage } from '../../src/db/pglite';
import { openPostgres } from '../../src/db/postgres';
import { postgresUrl, testDatabasePrefix, withAdminClient, type Engine } from './environment';

const IMAGE_VARIABLE = 'ABACUS_TEST_PGLITE_IMAGE';

/** The PostgreSQL database of this run that every suite's database is a copy of (dropped with the run's others). */
export const postgresTemplate = (): string => `${testDatabasePrefix()}template`;

async function migrateEmpty(db: Database): Promise<void> {
  try {
    await runMigrations(db);
  } catch (error) {
    throw new Error(`The migrations failed on an empty ${db.engine} database: ${(error as Error).message}`, { cause: error });
  }
}

async function makePgliteImage(): Promise<void> {
  const db = await openPglite(null);
  try {
    await migrateEmpty(db);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'abacus-test-image-')), 'migrated.tar');
    process.env[IMAGE_VARIABLE] = file;
    fs.writeFileSync(file, new Uint8Array(await (await pgliteImage(db)).arrayBuffer()));
  } finally {
    await db.close();
  }
}

async function makePostgresTemplate(): Promise<void> {
  await withAdminClient((client) => client.query(`CREATE DATABASE "${postgresTemplate()}"`));
  // Closed before any copy: CREATE DATABASE refuses a template that has connections.
  const db = await openPostgres(postgresUrl(postgresTemplate()));
  try {
    await migrateEmpty(db);
  } finally {
    await db.close();
  }
}

/** Global setup: the migrated PGlite image, in a temporary file for the suites, and the PostgreSQL template. */
export async function makeMigratedDatabases(engines: Engine[]): Promise<void> {
  const made = await Promise.allSettled(engines.map((engine) => (engine === 'pglite' ? makePgliteImage() : makePostgresTemplate())));
  const failed = made.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

/** Global teardown: the image's file (the template goes with the run's other databases). */
export function removeMigratedImage(): void {
  const file = process.env[IMAGE_VARIABLE];
  if (file) fs.rmSync(path.dirname(file), { recursive: true, force: true });
}

let image: Blob | undefined;

/** The migrated PGlite image, read once per test file. */
export function migratedPgliteImage(): Blob {
  const file = process.env[IMAGE_VARIABLE];
  if (!file) throw new Error('The Jest global setup (test/support/global-setup.ts) did not make the migrated PGlite image');
  image ??= new Blob([fs.readFileSync(file)]);
  return image;
}
