import pg from 'pg';
import { testDatabasePrefix, testEngines, TEST_DATABASE_URL } from './environment';

export default async function globalTeardown(): Promise<void> {
  if (testEngines().includes('postgres')) {
    // Suites drop their own databases; this catches those of a suite that crashed.
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [testDatabasePrefix()]);
      for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    } finally {
      await client.end();
    }
  }
  await (globalThis as { stopAuthEmulator?: () => Promise<void> }).stopAuthEmulator?.();
}
