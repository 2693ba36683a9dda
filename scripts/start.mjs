#!/usr/bin/env node
// `npm start`: the whole portal with demo data on embedded defaults. Ctrl+C stops everything.
import path from 'node:path';
import { ensureBuilt, ensureInstalled, root } from './workspace.mjs';

ensureInstalled();
ensureBuilt();
const { startPortal } = await import('./portal.mjs');
const portal = await startPortal({ authExportDir: path.join(root, '.data', 'auth-emulator') });

console.log(`
  Admin Portal:  ${portal.portalUrl}
  API:           ${portal.apiUrl}

  Demo logins (password demo-pass-123):
    superadmin@example.org   admin@example.org   staff@example.org
    viewer@example.org       norole@example.org (no role)

  Press Ctrl+C to stop.
`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping...');
    await portal.stop();
    process.exit(0);
  });
}
