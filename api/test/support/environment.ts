// Settings the global setup decides once per run and every suite reads.
import type pg from 'pg';
import { authEmulatorHost } from 'shared/build/local-site.cjs';
import { withPostgresClient } from 'tooling/test-services';

export type Engine = 'pglite' | 'postgres';

/** Administrative connection used to create and drop each suite's throwaway database. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Set, to the reason, when this run has no Redis: the suites that need one are skipped (never under CI=true). */
export const REDIS_SKIPPED_VARIABLE = 'ABACUS_TEST_REDIS_SKIPPED';
export const AUTH_EMULATOR_ORIGIN = `http://${authEmulatorHost()}`;

/** E2E_PORT_OFFSET moves the fixed ports of the fault suites too, so two checkouts can run them at once. */
export const portOffset = Number(process.env.E2E_PORT_OFFSET ?? 0);

const ENGINES_VARIABLE = 'ABACUS_TEST_ENGINES';
const RUN_ID_VARIABLE = 'ABACUS_TEST_RUN_ID';

export function recordRun(engines: Engine[], runId: string): void {
  process.env[ENGINES_VARIABLE] = engines.join(',');
  process.env[RUN_ID_VARIABLE] = runId;
}

/** The engines this run covers: PGlite always, PostgreSQL when the global setup reached it. */
export function testEngines(): Engine[] {
  const engines = (process.env[ENGINES_VARIABLE] ?? '').split(',').filter(Boolean) as Engine[];
  if (engines.length === 0) throw new Error('The Jest global setup (test/support/global-setup.ts) did not run');
  return engines;
}

/** Names every database of this run, so that the teardown can drop what a crashed suite left. */
export function testDatabasePrefix(): string {
  return `abacus_test_${process.env[RUN_ID_VARIABLE] ?? 'unknown'}_`;
}

/** The URL of the database `name` on the test server. */
export function postgresUrl(name: string): string {
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A connection to the test server's administrative database, for creating and dropping databases. */
export function withAdminClient<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  return withPostgresClient(TEST_DATABASE_URL, fn);
}
