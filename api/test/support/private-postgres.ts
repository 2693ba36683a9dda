import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { newCluster } from 'tooling/test-services';

const run = promisify(execFile);

export interface PrivatePostgres {
  port: number;
  /** postgres://postgres@127.0.0.1:<port>/<database> */
  url(database: string): string;
  createDatabase(name: string): Promise<void>;
  stop(mode: 'fast' | 'immediate'): Promise<void>;
  start(): Promise<void>;
  /** Stops the server however it is and deletes its files; safe to call twice. */
  remove(): void;
}

const directoryPrefix = (port: number) => `abacus-faults-pg-${port}-`;

function stopAndDelete(directory: string): void {
  const pgCtl = path.join(directory, 'server', 'bin', 'pg_ctl');
  if (fs.existsSync(path.join(directory, 'data', 'postmaster.pid')) && fs.existsSync(pgCtl)) {
    try {
      // As root the cluster runs as another account; root may still signal it.
      const { uid } = fs.statSync(path.join(directory, 'data'));
      execFileSync(pgCtl, ['-D', path.join(directory, 'data'), '-m', 'immediate', '-w', 'stop'], { stdio: 'ignore', uid });
    } catch {
      // Already stopped.
    }
  }
  fs.rmSync(directory, { recursive: true, force: true });
}

/**
 * A PostgreSQL 15 cluster of its own for a test that stops the server (the test command's
 * embedded binaries): in a temporary directory, on `port` (with its socket in that directory),
 * without fsync (the machine does not crash here, only the server stops). A cluster a crashed
 * run left on the port is removed first; the cluster is removed when the process exits,
 * whatever happens to the test.
 */
export async function startPrivatePostgres(port: number): Promise<PrivatePostgres> {
  for (const name of fs.readdirSync(os.tmpdir())) {
    if (name.startsWith(directoryPrefix(port))) stopAndDelete(path.join(os.tmpdir(), name));
  }
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), directoryPrefix(port)));
  const remove = () => stopAndDelete(directory);
  process.once('exit', remove);
  const serverOptions = `-p ${port} -k ${directory} -c listen_addresses=127.0.0.1 -c fsync=off -c shared_buffers=16MB -c max_connections=40`;
  let pgCtl: (...args: string[]) => Promise<unknown> = async () => {};
  try {
    const { program, dataDir, options } = newCluster(directory);
    pgCtl = (...args: string[]) => run(program('pg_ctl'), ['-D', dataDir, '-l', path.join(directory, 'server.log'), ...args], options);
    await pgCtl('-o', serverOptions, '-w', 'start');
  } catch (error) {
    remove();
    throw error;
  }
  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    port,
    url,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: url('postgres') });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE "${name}"`);
      } finally {
        await client.end();
      }
    },
    async stop(mode) {
      await pgCtl('-m', mode, '-w', 'stop');
    },
    async start() {
      await pgCtl('-o', serverOptions, '-w', 'start');
    },
    remove() {
      process.removeListener('exit', remove);
      remove();
    },
  };
}
