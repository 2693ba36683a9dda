// Starts the Firebase Auth emulator (demo project, no UI) unless one already answers,
// so the start command, the API tests and the browser tests share one way of getting it.
// Moved by a port offset (npm start -- --port-offset N), it is one of this run's own, from a
// config of its own: never one that another run started, whose accounts this one would change.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { adopt, cleanUpAfter, release } from './lifeline.mjs';
import { freePort, root, toolingDir } from './workspace.mjs';
import localSite from 'shared/build/local-site.cjs';

export const AUTH_EMULATOR_HOST = localSite.authEmulatorHost();
export const FIREBASE_PROJECT_ID = process.env.FIREBASE_PROJECT_ID ?? localSite.DEMO_PROJECT_ID;

export async function isAuthEmulatorUp(host = AUTH_EMULATOR_HOST) {
  try {
    const res = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(1000) });
    return res.ok;
  } catch {
    return false;
  }
}

/**
 * firebase.json with the auth emulator on `host`'s port and the suite's hub and logging on free
 * ports, written to a folder of its own (removed once this process has ended); answers its path.
 */
async function movedConfig(host) {
  const [hostname, port] = host.split(':');
  const config = JSON.parse(fs.readFileSync(path.join(root, 'firebase.json'), 'utf8'));
  config.emulators.auth = { host: hostname, port: Number(port) };
  config.emulators.hub = { host: hostname, port: await freePort() };
  config.emulators.logging = { host: hostname, port: await freePort() };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'abacus-auth-emulator-'));
  cleanUpAfter(dir);
  fs.writeFileSync(path.join(dir, 'firebase.json'), JSON.stringify(config, null, 2));
  return path.join(dir, 'firebase.json');
}

/**
 * Resolves to a stop function. At offset 0 an emulator that already answers is shared (stopping
 * is then a no-op); at any other offset, or on an explicit `host`, one must be this call's own, so
 * one already answering there is refused.
 */
export async function ensureAuthEmulator({ log = () => {}, importDir, offset = 0, host: ownHost } = {}) {
  const host = ownHost ?? localSite.authEmulatorHost(offset);
  if (await isAuthEmulatorUp(host)) {
    if (offset === 0 && !ownHost) return async () => {};
    throw new Error(
      `an Auth emulator already answers on ${host}, and this run did not start it: its accounts are another portal's. Stop it, or choose another --port-offset`,
    );
  }
  const bin = path.join(toolingDir, 'node_modules', '.bin', 'firebase');
  const args = ['emulators:start', '--only', 'auth', '--project', FIREBASE_PROJECT_ID];
  if (host !== localSite.AUTH_EMULATOR_HOST) args.push('--config', await movedConfig(host));
  if (importDir) {
    // Accounts survive restarts: export on exit, import what an earlier run exported.
    if (fs.existsSync(path.join(importDir, 'firebase-export-metadata.json'))) args.push(`--import=${importDir}`);
    args.push(`--export-on-exit=${importDir}`);
  }
  const child = spawn(bin, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  // Not restarted when it stops (another run may have started one meanwhile: it is shared), but
  // ended with this process however that ends.
  adopt(child.pid);
  let stopping = false;
  child.once('exit', (code, signal) => {
    release(child.pid);
    if (!stopping) console.error(`[auth] the Auth emulator stopped (${signal ?? `exit code ${code}`})`);
  });
  let output = '';
  child.stdout.on('data', (d) => {
    output += d;
    log(String(d));
  });
  child.stderr.on('data', (d) => {
    output += d;
    log(String(d));
  });
  // Up to three minutes: on a loaded machine (several portals and test runs at once) it has taken over one.
  const deadline = Date.now() + 180_000;
  while (!(await isAuthEmulatorUp(host))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      stopping = true;
      child.kill('SIGKILL');
      throw new Error(`Firebase Auth emulator did not start:\n${output.slice(-2000)}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      stopping = true;
      child.once('exit', () => resolve());
      // SIGINT lets the emulator export its accounts when an import dir is used.
      process.kill(-child.pid, 'SIGINT');
      setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          /* already gone */
        }
      }, 10_000).unref();
    });
}
