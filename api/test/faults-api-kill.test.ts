import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startApiProcess, type ApiProcess } from './support/api-process';
import { portOffset, testEngines, TEST_DATABASE_URL } from './support/environment';
import { allRegistrations, withAdminClient } from './support/test-app';
import { tokenFor } from './support/tokens';
import { entryCounts, expectNothingLostOrHalfDone, SOAK_ROUNDS, startWriteLoad, type Attempt } from './support/write-load';

// The API process killed (SIGKILL, no chance to close anything) under write load and started
// again on the same database: every change a client saw acknowledged is there with its audit
// entry, and nothing unacknowledged is half there. On PostgreSQL and on PGlite with a data directory.

const API_PORTS = { postgres: 4901 + portOffset, pglite: 4902 + portOffset };
const PATIENCE_MS = 10_000;

describe.each(testEngines())('the API killed under write load on %s', (engine) => {
  let environment: Record<string, string>;
  let cleanUp = async () => {};
  let api: ApiProcess | undefined;

  beforeAll(async () => {
    if (engine === 'postgres') {
      const name = `abacus_faults_kill_${process.pid}`;
      await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).then(() => client.query(`CREATE DATABASE "${name}"`)));
      const url = new URL(TEST_DATABASE_URL);
      url.pathname = `/${name}`;
      environment = { DATABASE_URL: url.toString() };
      cleanUp = () =>
        withAdminClient(async (client) => {
          await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        });
    } else {
      const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'abacus-faults-pglite-'));
      environment = { PGLITE_DIR: path.join(directory, 'data') };
      cleanUp = async () => fs.rmSync(directory, { recursive: true, force: true });
    }
    environment.SEED_REGISTRATIONS = '120';
  });

  afterAll(async () => {
    await api?.kill('SIGKILL');
    await cleanUp();
  });

  test(
    'every acknowledged change survives with its audit entry; nothing is half there',
    async () => {
      api = await startApiProcess(API_PORTS[engine], environment);
      const token = await tokenFor('admin');
      const rows = (await allRegistrations(api, token)).slice(0, 16);
      const seededEntries = await entryCounts(api, token, rows);
      const attempts: Attempt[] = [];
      for (let round = 1; round <= SOAK_ROUNDS; round += 1) {
        if (!api.alive()) api = await startApiProcess(API_PORTS[engine], environment);
        const load = startWriteLoad(api, token, rows, { patienceMs: PATIENCE_MS, tag: `${engine} ${round}` });
        try {
          await load.until(30, (a) => a.status === 200);
          await api.kill('SIGKILL');
        } finally {
          attempts.push(...(await load.stop()));
        }
      }
      expect(attempts.some((a) => a.status === null)).toBe(true);

      api = await startApiProcess(API_PORTS[engine], environment);
      await expectNothingLostOrHalfDone(api, token, rows, seededEntries, attempts);
    },
    600_000 * SOAK_ROUNDS,
  );
});
