import { testDatabasePrefix, testEngines, withAdminClient } from './environment';
import { removeMigratedImage } from './migrated-image';

export default async function globalTeardown(): Promise<void> {
  if (testEngines().includes('postgres')) {
    // Suites drop their own databases; this catches those of a suite that crashed, and the template.
    await withAdminClient(async (client) => {
      const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [testDatabasePrefix()]);
      for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    });
  }
  removeMigratedImage();
  await (globalThis as { stopAuthEmulator?: () => Promise<void> }).stopAuthEmulator?.();
}
