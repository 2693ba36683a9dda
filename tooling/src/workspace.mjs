// Helpers the start, dev, test and bench commands share: pnpm without a global install,
// installing and building only what is missing or stale, and child processes that stop together.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { adopt, release } from './lifeline.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The folder of this package, whose node_modules hold the programs its helpers run. */
export const toolingDir = path.join(root, 'tooling');
export const PNPM_VERSION = '10.34.9';
export const FRONTEND_PACKAGES = ['shell', 'mfe-dashboard', 'mfe-registrations', 'mfe-payments', 'mfe-settings'];
/** What the portal runs built: the frontends and the API. */
export const BUILT_PACKAGES = [...FRONTEND_PACKAGES, 'api'];
/** The file a package's build writes last into its dist. */
const BUILD_MARKERS = { shell: 'index.html', api: 'server.js' };

/** Runs pnpm through npx, so only Node and npm need to be on the machine. */
export function pnpm(args, options = {}) {
  const result = spawnSync('npx', ['--yes', `pnpm@${PNPM_VERSION}`, ...args], { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`pnpm ${args.join(' ')} failed with exit code ${result.status}`);
}

function newestMtime(target) {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

export function ensureInstalled() {
  const marker = path.join(root, 'node_modules', '.modules.yaml');
  const lock = path.join(root, 'pnpm-lock.yaml');
  if (fs.existsSync(marker) && fs.statSync(marker).mtimeMs >= fs.statSync(lock).mtimeMs) return;
  console.log('Installing dependencies (pnpm install --frozen-lockfile)...');
  pnpm(['install', '--frozen-lockfile']);
}

/** The packages whose dist is missing or older than their sources or `shared`. */
export function staleBuilds(packages = BUILT_PACKAGES) {
  const sharedMtime = newestMtime(path.join(root, 'shared'));
  return packages.filter((pkg) => {
    const dist = path.join(root, pkg, 'dist');
    if (!fs.existsSync(path.join(dist, BUILD_MARKERS[pkg] ?? 'mf-manifest.json'))) return true;
    return Math.max(newestMtime(path.join(root, pkg)), sharedMtime) > fs.statSync(dist).mtimeMs;
  });
}

/** The pnpm arguments that build `stale`, two at a time. */
export const buildArgs = (stale) => ['-r', '--workspace-concurrency=2', ...stale.flatMap((pkg) => ['--filter', pkg]), 'build'];

/** Marks `built` as fresh: a rebuild that writes the same file names leaves the folder's own time as it was. */
export function markBuilt(built) {
  const now = new Date();
  for (const pkg of built) fs.utimesSync(path.join(root, pkg, 'dist'), now, now);
}

/** Builds each package whose dist is missing or older than its sources or `shared`. */
export function ensureBuilt(packages = BUILT_PACKAGES) {
  const stale = staleBuilds(packages);
  if (!stale.length) return;
  console.log(`Building ${stale.join(', ')}...`);
  pnpm(buildArgs(stale));
  markBuilt(stale);
}

/**
 * Starts a long-running child in its own process group; `stop()` ends the group and waits.
 * The group is handed to the lifeline, which ends it should this process die first.
 * `ipc: true` opens a message channel to the child (a Node script).
 */
export function startProcess(name, command, args, { ipc = false, quiet = false, ...options } = {}) {
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe', ...(ipc ? ['ipc'] : [])], detached: true, ...options });
  const prefix = `[${name}] `;
  const relay = (stream, out) =>
    stream?.on('data', (data) => {
      if (quiet) return;
      for (const line of String(data).split('\n')) if (line.trim()) out.write(prefix + line + '\n');
    });
  relay(child.stdout, process.stdout);
  relay(child.stderr, process.stderr);
  if (child.pid) adopt(child.pid);
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      release(child.pid);
      resolve({ code, signal });
    });
    // A command that cannot be started at all reports through `exited`, like one that stops at once.
    child.once('error', (error) => resolve({ code: null, signal: null, error }));
  });
  return {
    name,
    child,
    exited,
    stop: async (signal = 'SIGINT') => {
      if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
      try {
        process.kill(-child.pid, signal);
      } catch {
        return;
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          /* already gone */
        }
      }, 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** A loopback port nothing listens on now, taken from the system. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function waitForHttp(url, { timeoutMs = 120_000, isAlive = () => true } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`${url}: the process serving it exited`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // Not up yet: try again.
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
