#!/usr/bin/env node
// `npm start`: the whole portal with demo data on embedded defaults. Ctrl+C stops everything.
//   npm start -- --port-offset 200   moves every port (3200-3204, API 4200, its own Auth emulator on 9299), e.g. beside another run
// Each part is supervised (restarted when it stops; see tooling/src/supervise.mjs). However this
// command ends (Ctrl+C, SIGTERM, SIGHUP, an error, its parent gone, even SIGKILL through the
// lifeline), nothing it started is left running.
import path from 'node:path';
import { parseArgs } from 'node:util';
// The tooling package by path: the command installs the workspace, which links it, first.
import { ensureBuilt, ensureInstalled, root } from '../tooling/src/workspace.mjs';

const { values: options } = parseArgs({ options: { 'port-offset': { type: 'string', default: '0' } } });
const offset = Number(options['port-offset']);
// The highest port moved (the Auth emulator's, 9099, with its hub and log ports below it) must stay a port.
if (!Number.isInteger(offset) || offset < 0 || offset > 56_000) {
  console.error(`--port-offset must be a whole number of ports, got ${options['port-offset']}`);
  process.exit(2);
}

ensureInstalled();
ensureBuilt();
const { DEFAULT_PORTS, startPortal } = await import('../tooling/src/portal.mjs');
const ports = Object.fromEntries(Object.entries(DEFAULT_PORTS).map(([name, port]) => [name, port + offset]));

// A signal before the portal is up exits at once: the lifeline ends what had started.
let portal;
let stopping = false;
async function shutdown(reason, exitCode) {
  if (stopping) return;
  stopping = true;
  console.log(`\nStopping (${reason})...`);
  await portal?.stop();
  process.exit(exitCode);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => shutdown(signal, 0));
for (const event of ['uncaughtException', 'unhandledRejection']) {
  process.on(event, (error) => {
    console.error(error);
    void shutdown(event, 1);
  });
}
// A parent that dies leaves this process to init; nobody would be left to press Ctrl+C.
const parent = process.ppid;
setInterval(() => process.ppid !== parent && shutdown('its parent exited', 1), 1000).unref();

portal = await startPortal({
  ports,
  authOffset: offset,
  // A moved portal's emulator keeps its accounts apart from the unmoved one's, and its database is its
  // own too: its staff are that emulator's accounts, the modules it registered are on its ports, and
  // an embedded database serves one API at a time. PGLITE_DIR, when set, says where instead.
  authExportDir: path.join(root, '.data', offset === 0 ? 'auth-emulator' : `auth-emulator-${offset}`),
  pgliteDir: process.env.PGLITE_DIR || (offset === 0 ? undefined : path.join(root, 'api', '.data', `pglite-${offset}`)),
  onGiveUp: (name) => shutdown(`${name} keeps stopping`, 1),
});

console.log(`
  Admin Portal:  ${portal.portalUrl}
  API:           ${portal.apiUrl}

  Demo logins (password demo-pass-123):
    superadmin@example.org   admin@example.org   staff@example.org
    viewer@example.org       norole@example.org (no role)

  Press Ctrl+C to stop.
`);
