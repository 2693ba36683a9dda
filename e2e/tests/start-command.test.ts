import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { isRunning, listeningPid, processTree } from 'tooling/processes';
import { AUTH_EMULATOR_HOST, PORTS, authEmulatorHost } from '../../shared/build/local-site.cjs';
import { portOffset, repoRoot } from '../src/browser';
import { eventually, portIsFree } from '../src/processes';

// `npm start` (scripts/start.mjs) as a person runs it, on ports of its own (E2E_PORT_OFFSET + 50
// above the start command's, so clear of the browser tests' portal) and a temporary database:
// a part that dies is reported and restarted, and however the command ends, nothing it started
// is left running and every port is free again.

const offset = portOffset + 50;
const ports = Object.fromEntries(Object.entries(PORTS).map(([name, port]) => [name, port + offset])) as typeof PORTS;
// Moved, the portal runs an Auth emulator of its own on the moved port.
const authHost = authEmulatorHost(offset);
const authPort = Number(authHost.split(':')[1]);
// The first start creates and seeds a database; on a busy machine that takes minutes.
const START_TIMEOUT_MS = 360_000;
/** Where a portal moved by `offset` keeps its embedded database (scripts/start.mjs): its own, not the unmoved portal's. */
const movedDatabase = path.join(repoRoot, 'api', '.data', `pglite-${offset}`);
let running: StartCommand | undefined;

interface StartCommand {
  child: ChildProcess;
  output: () => string;
}

beforeAll(() => {
  fs.rmSync(movedDatabase, { recursive: true, force: true });
});

afterEach(async () => {
  // A failed test still leaves nothing behind: the start command (under its shell, if any) is ended.
  if (running) {
    const starts = processTree(running.child.pid!).filter((pid) => {
      try {
        return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('scripts/start.mjs');
      } catch {
        return false;
      }
    });
    for (const pid of starts) process.kill(pid, 'SIGTERM');
    await eventually(() => !starts.some(isRunning), 30_000);
  }
  running = undefined;
});

afterAll(() => {
  fs.rmSync(movedDatabase, { recursive: true, force: true });
  fs.rmSync(`${movedDatabase}.lock`, { force: true });
});

/** Starts the start command, directly or (`underShell`) as the child of a shell that waits for it, gathering its output. */
function spawnStart({ underShell = false } = {}): StartCommand {
  const command = [process.execPath, path.join(repoRoot, 'scripts', 'start.mjs'), '--port-offset', String(offset)];
  const [file, ...args] = underShell ? ['/bin/sh', '-c', `"$0" "$@" & wait`, ...command] : command;
  const child = spawn(file!, args, {
    cwd: repoRoot,
    env: { ...process.env, PGLITE_DIR: '', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (data) => {
    output += data;
  });
  child.stderr!.on('data', (data) => {
    output += data;
  });
  running = { child, output: () => output };
  return running;
}

/** Runs the start command on free ports and waits until it says the portal is up. */
async function startCommand({ underShell = false } = {}): Promise<StartCommand> {
  for (const port of Object.values(ports)) expect({ port, free: await portIsFree(port) }).toEqual({ port, free: true });
  const started = spawnStart({ underShell });
  const ready = await eventually(() => started.output().includes('Press Ctrl+C to stop.') || started.child.exitCode !== null, 240_000);
  if (!ready || started.child.exitCode !== null) throw new Error(`the start command did not come up:\n${started.output().slice(-3000)}`);
  expect(started.output()).toContain(`Admin Portal:  http://localhost:${ports.shell}`);
  return started;
}

async function answers(url: string): Promise<number> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(5000) })).status;
  } catch {
    return 0;
  }
}

/** Ends the start command with `signal` and checks that every process it started and every port it took are gone. */
async function expectNothingLeftAfter(command: StartCommand, signal: NodeJS.Signals): Promise<void> {
  const tree = processTree(command.child.pid!);
  // The command itself, the lifeline, the API (its built JavaScript), five static servers.
  expect(tree.length).toBeGreaterThanOrEqual(8);
  const exited = new Promise((resolve) => command.child.once('exit', resolve));
  command.child.kill(signal);
  await exited;
  await eventually(() => tree.every((pid) => !isRunning(pid)), 30_000);
  expect(tree.filter(isRunning)).toEqual([]);
  for (const [name, port] of Object.entries({ ...ports, auth: authPort }))
    expect({ name, port, free: await portIsFree(port) }).toEqual({ name, port, free: true });
}

test(
  'a static server or the API that dies is reported and restarted; Ctrl+C (SIGINT) then ends everything',
  async () => {
    const command = await startCommand();

    for (const name of ['mfe-payments', 'shell'] as const) {
      const pid = listeningPid(ports[name])!;
      expect(pid).toBeDefined();
      process.kill(pid, 'SIGKILL');
      expect(await eventually(() => (listeningPid(ports[name]) ?? pid) !== pid, 30_000)).toBe(true);
      expect(command.output()).toContain(`[supervisor] ${name} stopped (signal SIGKILL); restarting in 1 s`);
    }
    expect(await answers(`http://localhost:${ports['mfe-payments']}/remoteEntry.js`)).toBe(200);
    // The restarted shell serves this run's config, not the build's: its API, and its own Auth emulator.
    const config = (await (await fetch(`http://localhost:${ports.shell}/config.json`)).json()) as { apiBaseUrl: string; authEmulatorHost: string };
    expect(config.apiBaseUrl).toBe(`http://localhost:${ports.api}`);
    expect(config.authEmulatorHost).toBe(authHost);
    expect(authHost).not.toBe(AUTH_EMULATOR_HOST);
    // The demo accounts are on the moved emulator, and the API takes its tokens.
    const signIn = await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'viewer@example.org', password: 'demo-pass-123', returnSecureToken: true }),
    });
    const { idToken } = (await signIn.json()) as { idToken: string };
    expect((await fetch(`http://localhost:${ports.api}/admin/stats`, { headers: { authorization: `Bearer ${idToken}` } })).status).toBe(200);
    // Its database is its own: the modules it registered at its first start are the ones on its ports.
    expect(fs.existsSync(movedDatabase)).toBe(true);
    const registered = (await (await fetch(`http://localhost:${ports.api}/releases/remotes?bucket=0`)).json()) as Record<string, string>;
    expect(registered['mfe-payments']).toBe(`http://localhost:${ports['mfe-payments']}/mf-manifest.json`);

    const apiPid = listeningPid(ports.api)!;
    expect(apiPid).toBeDefined();
    process.kill(apiPid, 'SIGKILL');
    expect(await eventually(() => command.output().includes('[supervisor] api stopped'), 30_000)).toBe(true);
    expect(await eventually(async () => (await answers(`http://localhost:${ports.api}/health`)) === 200 && listeningPid(ports.api) !== apiPid, 120_000)).toBe(
      true,
    );

    await expectNothingLeftAfter(command, 'SIGINT');
    expect(command.output()).toContain('Stopping (SIGINT)');
  },
  START_TIMEOUT_MS,
);

test(
  'SIGTERM ends everything the start command started',
  async () => {
    await expectNothingLeftAfter(await startCommand(), 'SIGTERM');
  },
  START_TIMEOUT_MS,
);

test(
  'the start command whose parent dies stops everything it started',
  async () => {
    const command = await startCommand({ underShell: true });
    // Killing the shell is the start command's parent dying.
    await expectNothingLeftAfter(command, 'SIGKILL');
    expect(command.output()).toContain('Stopping (its parent exited)');
  },
  START_TIMEOUT_MS,
);

test(
  'SIGKILL of the start command itself: its lifeline ends everything it had started',
  async () => {
    await expectNothingLeftAfter(await startCommand(), 'SIGKILL');
  },
  START_TIMEOUT_MS,
);

test(
  'a port taken by something else: the start command names it, exits with an error and leaves nothing running',
  async () => {
    const blocker = http.createServer((_request, response) => response.end('someone else'));
    await new Promise<void>((resolve) => blocker.listen(ports['mfe-payments'], resolve));
    try {
      const { child, output } = spawnStart();
      // Its tree as it starts, to check afterwards that none of it is left.
      const seen = new Set<number>();
      const code = await new Promise<number | null>((resolve) => {
        const timer = setInterval(() => processTree(child.pid!).forEach((pid) => seen.add(pid)), 100);
        child.once('exit', (exitCode) => {
          clearInterval(timer);
          resolve(exitCode);
        });
      });
      expect(code).toBe(1);
      expect(output()).toContain(`port ${ports['mfe-payments']} (mfe-payments) is taken`);
      expect(await eventually(() => [...seen].every((pid) => !isRunning(pid)), 30_000)).toBe(true);
      for (const [name, port] of Object.entries(ports)) {
        if (name !== 'mfe-payments') expect({ name, port, free: await portIsFree(port) }).toEqual({ name, port, free: true });
      }
      // What holds the port is not the start command's to end.
      expect(await answers(`http://localhost:${ports['mfe-payments']}/`)).toBe(200);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  },
  START_TIMEOUT_MS,
);

test(
  'moved by an offset, the start command will not use an Auth emulator it did not start: it names it, exits with an error and leaves nothing running',
  async () => {
    // Something already answers as an emulator would on the moved port (another run's, say).
    const other = http.createServer((_request, response) => response.end('{"authEmulator":{"ready":true}}'));
    await new Promise<void>((resolve) => other.listen(authPort, '127.0.0.1', resolve));
    try {
      const { child, output } = spawnStart();
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect(code).toBe(1);
      expect(output()).toContain(`an Auth emulator already answers on ${authHost}, and this run did not start it`);
      for (const [name, port] of Object.entries(ports)) expect({ name, port, free: await portIsFree(port) }).toEqual({ name, port, free: true });
      expect(await answers(`http://${authHost}/`)).toBe(200);
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }
  },
  START_TIMEOUT_MS,
);
