import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { AUTH_EMULATOR } from 'tooling/emulator-sign-in';
import { PROJECT_ID } from './api';
import { repoRoot } from './browser';
import { startFailoverProxy, type FailoverProxy } from './failoverProxy';
import { eventually } from './processes';
import { closedPort, shellWithApiAt } from './unreachableApi';

// The live feed on more than one API instance: two built API processes on one PostgreSQL database of
// the test file's own, behind a small round-robin balancer that fails over (failoverProxy.ts), and
// a copy of the shell whose API is that balancer.

export interface ApiInstance {
  url: string;
  process: ChildProcess;
}

export interface ApiInstances {
  /** The instances, in the balancer's order. */
  instances: ApiInstance[];
  proxy: FailoverProxy;
  /** The shell copy whose API is the balancer: sign in and browse here. */
  shell: { origin: string; stop: () => Promise<void> };
  /** Runs SQL as the server's superuser (outside the database, e.g. to end its connections). */
  sql(statement: string): Promise<void>;
  database: string;
  /** The connection URL of that database, for a test's own client (to hold row locks, say). */
  databaseUrl: string;
  stop(): Promise<void>;
}

// The test command's PostgreSQL: the machine's, or the embedded one it started for the run.
const SERVER_URL = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
const databaseUrl = (database: string) => Object.assign(new URL(SERVER_URL), { pathname: `/${database}` }).href;

async function sql(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl('postgres') });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function startApi(database: string, port: number, shellOrigin: string, registrations: number | null): Promise<ApiInstance> {
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server.js'], {
    cwd: path.join(repoRoot, 'api'),
    stdio: 'ignore',
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl(database),
      CORS_ORIGINS: shellOrigin,
      FIREBASE_AUTH_EMULATOR_HOST: new URL(AUTH_EMULATOR).host,
      FIREBASE_PROJECT_ID: PROJECT_ID,
      SEED_DEMO_DATA: String(registrations !== null),
      SEED_REGISTRATIONS: String(registrations ?? 0),
      // One balancer in front (failoverProxy.ts), which appends the client's address to X-Forwarded-For.
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const up = await eventually(async () => (await fetch(`${url}/health`).catch(() => null))?.ok === true, 90_000);
  if (!up) throw new Error(`The API on ${url} did not start`);
  return { url, process: child };
}

/**
 * Two API instances on a new database `name`; the first seeds it with the demo accounts and
 * `registrations` registrations (and runs the migrations), the second joins it.
 */
export async function startApiInstances(name: string, registrations: number): Promise<ApiInstances> {
  const database = `${name}_${process.pid}`;
  await sql(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  await sql(`CREATE DATABASE "${database}"`);
  const ports = [await closedPort(), await closedPort()];
  const proxy = await startFailoverProxy(ports.map((port) => `http://127.0.0.1:${port}`));
  const shell = await shellWithApiAt(proxy.url);
  const instances = [await startApi(database, ports[0]!, shell.origin, registrations)];
  instances.push(await startApi(database, ports[1]!, shell.origin, null));
  return {
    instances,
    proxy,
    shell,
    sql,
    database,
    databaseUrl: databaseUrl(database),
    async stop() {
      for (const instance of instances) instance.process.kill('SIGKILL');
      await proxy.close();
      await shell.stop();
      await sql(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    },
  };
}
