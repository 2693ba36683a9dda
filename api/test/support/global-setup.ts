import { randomBytes } from 'node:crypto';
import pg from 'pg';
// Shared with the start command and the browser tests: starts the Auth emulator unless one runs.
import { AUTH_EMULATOR_HOST, ensureAuthEmulator } from '../../../scripts/auth-emulator.mjs';
import { recordRun, TEST_DATABASE_URL, type Engine } from './environment';

async function postgresProblem(): Promise<string | null> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return null;
  } catch (error) {
    return error instanceof Error ? error.message || String(error) : String(error);
  } finally {
    await client.end().catch(() => {});
  }
}

export default async function globalSetup(): Promise<void> {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = AUTH_EMULATOR_HOST;
  const stopEmulator = await ensureAuthEmulator();
  (globalThis as { stopAuthEmulator?: () => Promise<void> }).stopAuthEmulator = stopEmulator;

  const engines: Engine[] = ['pglite'];
  const problem = await postgresProblem();
  if (problem === null) {
    engines.push('postgres');
  } else if (process.env.CI === 'true') {
    await stopEmulator();
    throw new Error(`PostgreSQL at ${TEST_DATABASE_URL} is unreachable and CI=true requires it: ${problem}`);
  } else {
    console.warn(`\nskipping PostgreSQL: ${problem} (${TEST_DATABASE_URL}); running on PGlite only\n`);
  }
  recordRun(engines, randomBytes(4).toString('hex'));
}
