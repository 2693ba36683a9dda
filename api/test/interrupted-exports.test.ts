import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { DatabaseConfig } from '../src/db/database';
import { testEngines, TEST_DATABASE_URL } from './support/environment';
import { call, testAppConfig, withAdminClient } from './support/test-app';
import { tokenFor } from './support/tokens';

// An export whose instance was killed while writing it can never finish: the next start of the
// API marks it failed (on PostgreSQL, one whose writer has gone silent; another instance's export
// still being written is left alone), instead of it showing "running" for an hour.

async function started(database: DatabaseConfig): Promise<{ app: FastifyInstance; baseUrl: string }> {
  const app = await buildApp(testAppConfig(database, 10));
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, baseUrl: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

describe.each(testEngines())('exports interrupted by the API stopping, on %s', (engine) => {
  let database: DatabaseConfig;
  let cleanUp = async () => {};

  beforeAll(async () => {
    if (engine === 'postgres') {
      const name = `abacus_interrupted_exports_${process.pid}`;
      await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).then(() => client.query(`CREATE DATABASE "${name}"`)));
      const url = new URL(TEST_DATABASE_URL);
      url.pathname = `/${name}`;
      database = { engine: 'postgres', url: url.toString() };
      cleanUp = () => withAdminClient(async (client) => void (await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)));
    } else {
      const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'abacus-interrupted-'));
      database = { engine: 'pglite', dataDir: path.join(directory, 'data') };
      cleanUp = async () => fs.rmSync(directory, { recursive: true, force: true });
    }
  }, 120_000);

  afterAll(() => cleanUp());

  test('the next start marks an export left running failed', async () => {
    const first = await started(database);
    // As a killed instance leaves them, started a minute ago: one silent since, one written a moment ago.
    const [silent] = await first.app.db.query<{ id: string }>(
      `INSERT INTO data_exports (kind, status, requested_by, created_at, heartbeat_at)
       VALUES ('registrations', 'running', 'superadmin@example.org', now() - interval '1 minute', now() - interval '1 minute') RETURNING id::text AS id`,
    );
    const [fresh] = await first.app.db.query<{ id: string }>(
      `INSERT INTO data_exports (kind, status, requested_by, created_at, heartbeat_at)
       VALUES ('audit', 'running', 'superadmin@example.org', now() - interval '1 minute', now()) RETURNING id::text AS id`,
    );
    await first.app.close();

    const second = await started(database);
    try {
      const list = await call(second, 'GET', '/admin/exports', { token: await tokenFor('superadmin') });
      expect(list.status).toBe(200);
      const statusOf = (id: string) => list.body.data.find((e: { id: string }) => e.id === id)?.status;
      expect(statusOf(silent!.id)).toBe('failed');
      // PGlite has one process: nothing else can be writing. PostgreSQL: another instance may be.
      expect(statusOf(fresh!.id)).toBe(engine === 'pglite' ? 'failed' : 'running');
    } finally {
      await second.app.close();
    }
  }, 240_000);
});
