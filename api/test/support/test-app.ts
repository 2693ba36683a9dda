import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { DEMO_PROJECT_ID, PORTS } from 'shared/build/local-site.cjs';
import type { Registration } from 'shared/domain/registrations/registration';
import { buildApp } from '../../src/app';
import type { Config } from '../../src/config';
import type { Database, DatabaseConfig } from '../../src/db/database';
import { postgresUrl, testDatabasePrefix, withAdminClient, type Engine } from './environment';
import { migratedPgliteImage, postgresTemplate } from './migrated-image';
import { tokenFor } from './tokens';

/** Seeded dates fall before this fixed instant, so every run sees the same data. */
/** The browser origin the test app accepts: the local portal's shell. */
export const PORTAL_ORIGIN = `http://localhost:${PORTS.shell}`;

export const TEST_ANCHOR = new Date('2026-06-01T00:00:00Z');

export interface TestApp {
  engine: Engine;
  /** http://127.0.0.1:<port> of the listening app. */
  baseUrl: string;
  app: FastifyInstance;
  db: Database;
}

// Opening PGlite and seeding take seconds, many more on a busy machine: a bound per seeded row too, since
// the 30,000 rows of the slow-client suite took over 180 s on PGlite with the machine's load at 20.
const START_TIMEOUT_MS = 180_000;
const START_TIMEOUT_MS_PER_ROW = 10;

let databaseCounter = 0;

// The suites take it from here.
export { withAdminClient };

/** A new database, empty or (`migrated`) a copy of the run's migrated template. */
async function createPostgresDatabase(migrated: boolean): Promise<{ config: DatabaseConfig; drop: () => Promise<void> }> {
  databaseCounter += 1;
  const name = `${testDatabasePrefix()}${process.pid}_${databaseCounter}`;
  await withAdminClient((client) => client.query(`CREATE DATABASE "${name}"${migrated ? ` TEMPLATE "${postgresTemplate()}"` : ''}`));
  return {
    config: { engine: 'postgres', url: postgresUrl(name) },
    drop: () =>
      withAdminClient(async (client) => {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      }),
  };
}

/** The app's settings in every API test: loopback, the portal's origin, the emulator's project, quiet, seeded as of TEST_ANCHOR. */
export const testAppConfig = (database: DatabaseConfig, registrations: number): Config => ({
  host: '127.0.0.1',
  port: 0,
  corsOrigins: [PORTAL_ORIGIN],
  firebaseProjectId: process.env.FIREBASE_PROJECT_ID ?? DEMO_PROJECT_ID,
  database,
  demoData: { registrations, anchor: TEST_ANCHOR },
  logLevel: 'silent',
});

/**
 * The real app on a fresh database of the engine (an in-memory PGlite, or a throwaway
 * PostgreSQL database), a copy of the one the run migrated (migrated-image.ts) unless the suite
 * prepares an empty one, seeded with the demo accounts and `registrations` registrations,
 * listening on a free port. Started in beforeAll and closed in afterAll of the calling suite.
 * `config` sets request limits (none by default) and the token recheck time.
 */
export function useTestApp(
  engine: Engine,
  {
    registrations,
    config,
    prepare,
  }: {
    registrations: number;
    config?: Pick<
      Config,
      | 'rateLimit'
      | 'tokenRecheckSeconds'
      | 'eventStreams'
      | 'trustProxy'
      | 'fairShares'
      | 'heavyCallsAtOnce'
      | 'uploadsAtOnce'
      | 'releases'
      | 'statementBackgroundLines'
      | 'messages'
    >;
    /** Runs on the new, empty database before the app opens it (PGlite then lives in a temporary folder). */
    prepare?: (database: DatabaseConfig) => Promise<void>;
  },
): TestApp {
  let started: TestApp | null = null;
  let dropDatabase = async () => {};
  // A start that outlived its bound goes on after the suite's afterAll: it must close what it opens then,
  // or the listening app keeps Jest from ever exiting.
  let suiteEnded = false;

  beforeAll(
    async () => {
      let database: DatabaseConfig;
      if (engine === 'postgres') {
        const created = await createPostgresDatabase(!prepare);
        database = created.config;
        dropDatabase = created.drop;
      } else if (prepare) {
        const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'abacus-test-pglite-'));
        database = { engine: 'pglite', dataDir };
        dropDatabase = async () => {
          fs.rmSync(dataDir, { recursive: true, force: true });
          fs.rmSync(`${dataDir}.lock`, { force: true });
        };
      } else {
        database = { engine: 'pglite', dataDir: null, image: migratedPgliteImage() };
      }
      await prepare?.(database);
      const app = await buildApp({ ...testAppConfig(database, registrations), ...config });
      if (suiteEnded) {
        await app.close();
        await dropDatabase();
        return;
      }
      await app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = app.server.address() as AddressInfo;
      started = { engine, baseUrl: `http://127.0.0.1:${port}`, app, db: app.db };
    },
    START_TIMEOUT_MS + registrations * START_TIMEOUT_MS_PER_ROW,
  );

  afterAll(async () => {
    suiteEnded = true;
    await started?.app.close();
    await dropDatabase();
  });

  const current = (): TestApp => {
    if (!started) throw new Error('The test app is used outside of a test');
    return started;
  };
  return {
    engine,
    get baseUrl() {
      return current().baseUrl;
    },
    get app() {
      return current().app;
    },
    get db() {
      return current().db;
    },
  };
}

export interface Reply {
  status: number;
  headers: Headers;
  // Tests look into answers of many shapes; each assertion says what it expects.
  body: any;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** One real HTTP request to the app. */
export async function call(target: Pick<TestApp, 'baseUrl'>, method: string, path: string, options: CallOptions = {}): Promise<Reply> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | Uint8Array | undefined;
  if (options.body instanceof Uint8Array) {
    // Bytes go as they are, with only the content type the caller gives (or none).
    body = options.body;
  } else if (options.body !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  }
  const response = await fetch(`${target.baseUrl}${path}`, { method, headers, body });
  // An event stream stays open: its first message stands for the answer.
  if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
    return { status: response.status, headers: response.headers, body: await firstEventOf(response) };
  }
  const text = await response.text();
  // JSON answers parsed; anything else (CSV, images) as text.
  const json = response.headers.get('content-type')?.includes('json') ?? false;
  return { status: response.status, headers: response.headers, body: text && json ? JSON.parse(text) : text || undefined };
}

async function firstEventOf(response: Response): Promise<string> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  while (!/\nevent: [^\n]*\ndata: [^\n]*\n\n/.test(text)) {
    const { value, done } = await reader.read();
    if (done) break;
    text += value;
  }
  await reader.cancel();
  return text;
}

/** Every registration, through the spec's unparameterised list call. */
export async function allRegistrations(target: Pick<TestApp, 'baseUrl'>, token: string): Promise<Registration[]> {
  const reply = await call(target, 'GET', '/admin/registrations', { token });
  if (reply.status !== 200) throw new Error(`GET /admin/registrations answered ${reply.status}`);
  return reply.body.data;
}

/** Tokens of the viewer, staff and admin demo accounts and every registration, read once for a suite. */
export interface SuiteCallers {
  viewerToken: string;
  staffToken: string;
  adminToken: string;
  everything: Registration[];
}

export function useSuiteCallers(target: TestApp): SuiteCallers {
  const callers = {} as SuiteCallers;
  beforeAll(async () => {
    [callers.viewerToken, callers.staffToken, callers.adminToken] = await Promise.all([tokenFor('viewer'), tokenFor('staff'), tokenFor('admin')]);
    callers.everything = await allRegistrations(target, callers.viewerToken);
  });
  return callers;
}
