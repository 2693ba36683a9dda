import { randomBytes } from 'node:crypto';
// Shared with the start command and the browser tests: starts the Auth emulator unless one runs.
import { AUTH_EMULATOR_HOST, ensureAuthEmulator } from 'tooling/auth-emulator';
// Shared with the test command, which starts an embedded PostgreSQL when none answers.
import { postgresProblem, redisProblem } from 'tooling/test-services';
import { recordRun, REDIS_SKIPPED_VARIABLE, TEST_DATABASE_URL, TEST_REDIS_URL, type Engine } from './environment';
import globalTeardown from './global-teardown';
import { makeMigratedDatabases } from './migrated-image';

export default async function globalSetup(): Promise<void> {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = AUTH_EMULATOR_HOST;
  const stopEmulator = await ensureAuthEmulator();
  (globalThis as { stopAuthEmulator?: () => Promise<void> }).stopAuthEmulator = stopEmulator;

  const engines: Engine[] = ['pglite'];
  const problem = await postgresProblem(TEST_DATABASE_URL);
  if (problem === null) {
    engines.push('postgres');
  } else if (process.env.CI === 'true') {
    await stopEmulator();
    throw new Error(`PostgreSQL at ${TEST_DATABASE_URL} is unreachable and CI=true requires it: ${problem}`);
  } else {
    console.warn(`\nskipping PostgreSQL: ${problem} (${TEST_DATABASE_URL}); running on PGlite only (npm test starts an embedded one)\n`);
  }
  // The test command decides about Redis before the run; run alone, the suite decides the same way.
  if (process.env[REDIS_SKIPPED_VARIABLE] === undefined && process.env.CI !== 'true') {
    const redis = await redisProblem(TEST_REDIS_URL);
    if (redis !== null) {
      process.env[REDIS_SKIPPED_VARIABLE] = redis;
      console.warn(`\nredis: skipped (${redis})\n`);
    }
  }
  recordRun(engines, randomBytes(4).toString('hex'));
  try {
    await makeMigratedDatabases(engines);
  } catch (error) {
    // Jest skips the teardown when the setup fails: what was made, and the emulator, go now.
    await globalTeardown();
    throw error;
  }
}
