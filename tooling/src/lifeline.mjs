// What the scripts start runs in its own process group, so that Ctrl+C reaches only the script,
// which then stops each part in order. A script that dies without doing so (SIGKILL, a crash in
// its shutdown) would leave those groups running and their ports taken. The lifeline covers that:
// a small detached process that reads a pipe from the script and, once the pipe closes (the
// script is gone, for whatever reason), ends every group still registered: SIGINT (the Auth
// emulator exports its accounts on it), then SIGKILL after 10 s; then it removes the folders
// registered for removal (a throwaway database's).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const GRACE_MS = 10_000;
let lifeline;

function pipe() {
  if (!lifeline) {
    lifeline = spawn(process.execPath, [fileURLToPath(import.meta.url)], { detached: true, stdio: ['pipe', 'ignore', 'ignore'] });
    lifeline.on('error', (error) => console.error(`lifeline: ${error.message}`));
    lifeline.stdin.on('error', () => {});
    // The lifeline never keeps this process alive; it outlives it.
    lifeline.unref();
    lifeline.stdin.unref();
  }
  return lifeline.stdin;
}

/** Registers a process group (its leader's pid) to be ended if this process dies first. */
export function adopt(pid) {
  pipe().write(`+${pid}\n`);
}

/** Registers a folder to be removed, once the groups have ended, if this process dies first. */
export function cleanUpAfter(dir) {
  pipe().write(`!${dir}\n`);
}

/** The group ended normally: forget it, so a later process reusing the id is never touched. */
export function release(pid) {
  lifeline?.stdin.write(`-${pid}\n`);
}

const alive = (group) => {
  try {
    process.kill(-group, 0);
    return true;
  } catch {
    return false;
  }
};

function signal(group, name) {
  try {
    process.kill(-group, name);
  } catch {
    // The group has already exited.
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const groups = new Set();
  const folders = new Set();
  let pending = '';
  process.stdin.setEncoding('utf8');
  process.stdin.on('data', (data) => {
    const lines = (pending + data).split('\n');
    pending = lines.pop();
    for (const line of lines) {
      if (line[0] === '!') {
        folders.add(line.slice(1));
        continue;
      }
      const pid = Number(line.slice(1));
      if (!Number.isInteger(pid) || pid <= 0) continue;
      if (line[0] === '+') groups.add(pid);
      else groups.delete(pid);
    }
  });
  process.stdin.on('error', () => {});
  process.stdin.on('close', async () => {
    for (const group of groups) signal(group, 'SIGINT');
    const deadline = Date.now() + GRACE_MS;
    while ([...groups].some(alive) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    for (const group of groups) if (alive(group)) signal(group, 'SIGKILL');
    for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
    process.exit(0);
  });
}
