// Starts the Firebase Auth emulator (demo project, no UI) unless one already answers,
// so the start command, the API tests and the browser tests share one way of getting it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { adopt, cleanUpAfter, release } from './lifeline.mjs';
import { freePort } from './workspace.mjs';
import localSite from '../shared/build/local-site.cjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const AUTH_EMULATOR_HOST = localSite.authEmulatorHost();
export const FIREBASE_PROJECT_ID = process.env.FIREBASE_PROJECT_ID ?? localSite.DEMO_PROJECT_ID;

export async function isAuthEmulatorUp() {
  try {
    const res = await fetch(`http://${AUTH_EMULATOR_HOST}/`, { signal: AbortSignal.timeout(1000) });
    return res.ok;
  } catch {
    return false;
  }
}

/**
 * For an emulator on another port than firebase.json's: a copy of that file with the auth port
 * moved and the emulator suite's own hub and logging ports free ones, passed with --config.
 */
async function movedEmulatorConfig() {
  if (AUTH_EMULATOR_HOST === localSite.AUTH_EMULATOR_HOST) return [];
  const [host, port] = AUTH_EMULATOR_HOST.split(':');
  const config = JSON.parse(fs.readFileSync(path.join(root, 'firebase.json'), 'utf8'));
  config.emulators.auth = { host, port: Number(port) };
  config.emulators.hub = { host, port: await freePort() };
  config.emulators.logging = { host, port: await freePort() };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'abacus-auth-emulator-'));
  // Removed by the lifeline once this process has ended, the emulator with it.
  cleanUpAfter(dir);
  const file = path.join(dir, 'firebase.json');
  fs.writeFileSync(file, JSON.stringify(config));
  return ['--config', file];
}

/** Resolves to a stop function; stopping is a no-op when the emulator was already running. */
export async function ensureAuthEmulator({ log = () => {}, importDir } = {}) {
  if (await isAuthEmulatorUp()) return async () => {};
  const bin = path.join(root, 'node_modules', '.bin', 'firebase');
  const args = ['emulators:start', '--only', 'auth', '--project', FIREBASE_PROJECT_ID, ...(await movedEmulatorConfig())];
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
  const deadline = Date.now() + 60_000;
  while (!(await isAuthEmulatorUp())) {
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
