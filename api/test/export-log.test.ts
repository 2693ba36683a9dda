import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startApiProcess, type ApiProcess } from './support/api-process';
import { testEngines, TEST_DATABASE_URL } from './support/environment';
import { withAdminClient } from './support/test-app';
import { tokenFor } from './support/tokens';

// A download link's path is its permission: the API's request log records the call with the
// token left out, at the level it logs every request.

// In the range kept for this work's servers, clear of the other suites' fixed ports.
const API_PORTS = { postgres: 5111, pglite: 5112 };

describe.each(testEngines())('the request log on %s', (engine) => {
  let api: ApiProcess | undefined;
  let environment: Record<string, string> = {};
  let cleanUp = async () => {};

  beforeAll(async () => {
    if (engine === 'postgres') {
      const name = `abacus_export_log_${process.pid}`;
      await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).then(() => client.query(`CREATE DATABASE "${name}"`)));
      const url = new URL(TEST_DATABASE_URL);
      url.pathname = `/${name}`;
      environment = { DATABASE_URL: url.toString() };
      cleanUp = () => withAdminClient(async (client) => void (await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)));
    } else {
      const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'abacus-export-log-'));
      environment = { PGLITE_DIR: path.join(directory, 'data') };
      cleanUp = async () => fs.rmSync(directory, { recursive: true, force: true });
    }
    api = await startApiProcess(API_PORTS[engine], { ...environment, SEED_REGISTRATIONS: '20', LOG_LEVEL: 'info' });
  }, 240_000);

  afterAll(async () => {
    await api?.kill('SIGTERM');
    await cleanUp();
  });

  test('an export link opened is logged as /registrations-export/[token], never with its token', async () => {
    const made = await fetch(`${api!.baseUrl}/admin/registrations/export-links`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await tokenFor('viewer')}` },
    });
    expect(made.status).toBe(201);
    const link = ((await made.json()) as { path: string }).path;
    const token = link.split('/').pop()!;
    const download = await fetch(`${api!.baseUrl}${link}`);
    expect(download.status).toBe(200);
    await download.text();
    const again = await fetch(`${api!.baseUrl}${link}?x=1`);
    expect(again.status).toBe(400);

    // Both calls' request lines are in the log, without the token.
    while ((api!.output().match(/\/registrations-export\/\[token\]/g) ?? []).length < 2) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api!.output()).not.toContain(token);
  });
});
