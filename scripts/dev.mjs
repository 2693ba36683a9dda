#!/usr/bin/env node
// `npm run dev`: every module with hot reload (webpack dev servers on the same ports as
// production), the API restarting on change, and the Auth emulator. Ctrl+C stops everything.
import path from 'node:path';
// The tooling package by path: the command installs the workspace, which links it, first.
import { ensureInstalled, FRONTEND_PACKAGES, root, startProcess } from '../tooling/src/workspace.mjs';

ensureInstalled();
// Imported once installed: they read shared's local-site settings through the workspace link.
const { ensureAuthEmulator, AUTH_EMULATOR_HOST, FIREBASE_PROJECT_ID } = await import('../tooling/src/auth-emulator.mjs');
const { DEFAULT_PORTS, localOrigins } = await import('../tooling/src/portal.mjs');
const stopEmulator = await ensureAuthEmulator({ importDir: path.join(root, '.data', 'auth-emulator') });
const processes = [
  startProcess('api', path.join(root, 'api', 'node_modules', '.bin', 'tsx'), ['watch', 'src/server.ts'], {
    cwd: path.join(root, 'api'),
    env: { ...process.env, CORS_ORIGINS: localOrigins(), FIREBASE_AUTH_EMULATOR_HOST: AUTH_EMULATOR_HOST, FIREBASE_PROJECT_ID },
  }),
  ...FRONTEND_PACKAGES.map((pkg) =>
    startProcess(pkg, path.join(root, pkg, 'node_modules', '.bin', 'webpack'), ['serve', '--mode', 'development'], { cwd: path.join(root, pkg) }),
  ),
];
const remotePorts = Object.entries(DEFAULT_PORTS)
  .filter(([name]) => name.startsWith('mfe-'))
  .map(([, port]) => port);
console.log(`Dev portal starting on http://localhost:${DEFAULT_PORTS.shell} (remotes on ${remotePorts.join(', ')}, API on ${DEFAULT_PORTS.api}).`);

process.on('SIGINT', async () => {
  await Promise.all(processes.map((p) => p.stop()));
  await stopEmulator();
  process.exit(0);
});
