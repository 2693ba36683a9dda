import fs from 'node:fs';

const close = (server) =>
  new Promise((r) => {
    server.closeAllConnections();
    server.close(r);
  });

export default async function globalTeardown() {
  const state = globalThis.__E2E__;
  if (!state) return;
  await close(state.control);
  await Promise.all(state.extraServers.map(close));
  await state.portal.stop();
  fs.rmSync(state.dataDir, { recursive: true, force: true });
}
