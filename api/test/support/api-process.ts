import { spawn } from 'node:child_process';
import { API_ROOT } from '../../src/config';

export interface ApiProcess {
  baseUrl: string;
  pid: number;
  alive(): boolean;
  /** The end of what the process printed, for failure messages. */
  output(): string;
  /** Sends the signal and waits for the process to end. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

// Starting means compiling with tsx, opening the database, migrating and seeding: slow on a busy machine.
const START_DEADLINE_MS = 180_000;
const running = new Set<ApiProcess>();

process.once('exit', () => {
  for (const api of running) if (api.alive()) process.kill(api.pid, 'SIGKILL');
});

/**
 * The API as its own process (`node --import tsx src/server.ts`, the source that `pnpm build` bundles for `pnpm start`) on
 * 127.0.0.1:`port`, with `env` on top of this process's environment; resolves when /health answers.
 * Whatever a test leaves running is killed when the test process exits.
 */
export async function startApiProcess(port: number, env: Record<string, string>): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_ROOT,
    env: { ...process.env, DATABASE_URL: '', PGLITE_DIR: '', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const api: ApiProcess = {
    baseUrl: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    alive: () => child.exitCode === null && child.signalCode === null,
    output: () => output,
    async kill(signal) {
      if (api.alive()) child.kill(signal);
      await exited;
      running.delete(api);
    },
  };
  running.add(api);
  const deadline = Date.now() + START_DEADLINE_MS;
  for (;;) {
    if (!api.alive()) throw new Error(`The API process ended while starting:\n${output}`);
    if (Date.now() > deadline) {
      await api.kill('SIGKILL');
      throw new Error(`The API process did not answer /health in time:\n${output}`);
    }
    try {
      if ((await fetch(`${api.baseUrl}/health`, { signal: AbortSignal.timeout(2000) })).ok) return api;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
