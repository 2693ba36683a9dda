import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);
export const POSTGRES_BIN = '/usr/lib/postgresql/15/bin';

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

// initdb refuses to run as root: then the cluster belongs to the postgres user.
const asRoot = process.getuid?.() === 0;
const command = (program: string, args: string[]): [string, string[]] =>
  asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(POSTGRES_BIN, program), ...args]] : [path.join(POSTGRES_BIN, program), args];

const directoryPrefix = (port: number) => `abacus-faults-pg-${port}-`;

function stopAndDelete(directory: string): void {
  if (fs.existsSync(path.join(directory, 'data', 'postmaster.pid'))) {
    try {
      execFileSync(...command('pg_ctl', ['-D', path.join(directory, 'data'), '-m', 'immediate', '-w', 'stop']), { stdio: 'ignore' });
    } catch {
      // Already stopped.
    }
  }
  fs.rmSync(directory, { recursive: true, force: true });
}

/**
 * A PostgreSQL 15 cluster of its own for a test that stops the server: in a temporary
 * directory, on `port` (with its socket in that directory), without fsync (the machine does
 * not crash here, only the server stops). A cluster a crashed run left on the port is removed
 * first; the cluster is removed when the process exits, whatever happens to the test.
 */
export async function startPrivatePostgres(port: number): Promise<PrivatePostgres> {
  for (const name of fs.readdirSync(os.tmpdir())) {
    if (name.startsWith(directoryPrefix(port))) stopAndDelete(path.join(os.tmpdir(), name));
  }
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), directoryPrefix(port)));
  const remove = () => stopAndDelete(directory);
  process.once('exit', remove);
  const dataDir = path.join(directory, 'data');
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    fs.chownSync(directory, uid, gid);
  }
  const options = `-p ${port} -k ${directory} -c listen_addresses=127.0.0.1 -c fsync=off -c shared_buffers=16MB -c max_connections=40`;
  const pgCtl = (...args: string[]) => run(...command('pg_ctl', ['-D', dataDir, '-l', path.join(directory, 'server.log'), ...args]));
  try {
    await run(...command('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']));
    await pgCtl('-o', options, '-w', 'start');
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
      await pgCtl('-o', options, '-w', 'start');
    },
    remove() {
      process.removeListener('exit', remove);
      remove();
    },
  };
}
