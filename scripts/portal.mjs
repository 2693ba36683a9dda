// Brings up the whole portal: Auth emulator, API, shell and remotes (production builds).
// Used by the start command and by the browser tests (on their own ports and database).
import path from 'node:path';
import { ensureAuthEmulator, AUTH_EMULATOR_HOST, FIREBASE_PROJECT_ID } from './auth-emulator.mjs';
import { serveStatic } from './serve-static.mjs';
import { root, startProcess, waitForHttp } from './workspace.mjs';

export const DEFAULT_PORTS = {
  shell: 3000,
  'mfe-dashboard': 3001,
  'mfe-registrations': 3002,
  'mfe-payments': 3003,
  'mfe-settings': 3004,
  api: 4000,
};

/** Browser origins the local API accepts: the portal, and each remote's dev harness on its own port. */
export function localOrigins(ports = DEFAULT_PORTS) {
  return Object.entries(ports).filter(([name]) => name !== 'api').map(([, port]) => `http://localhost:${port}`).join(',');
}

/**
 * @param {object} options
 * @param {Record<string, number>} [options.ports] per package, as DEFAULT_PORTS
 * @param {string} [options.pgliteDir] embedded database folder (ignored when DATABASE_URL is set)
 * @param {string} [options.authExportDir] keeps emulator accounts across runs
 * @param {boolean} [options.quiet] do not relay the API's and emulator's output
 * @param {Record<string, string>} [options.env] added to the API's environment (e.g. DATABASE_URL)
 */
export async function startPortal({ ports = DEFAULT_PORTS, pgliteDir, authExportDir, quiet = false, env = {} } = {}) {
  const stops = [];
  const stop = async () => {
    for (const s of stops.reverse()) await s();
  };
  try {
    const log = quiet ? () => {} : (line) => process.stdout.write(`[auth] ${line}`);
    stops.push(await ensureAuthEmulator({ log, importDir: authExportDir }));

    const portalUrl = `http://localhost:${ports.shell}`;
    const apiUrl = `http://localhost:${ports.api}`;
    const api = startProcess('api', path.join(root, 'api', 'node_modules', '.bin', 'tsx'), ['src/server.ts'], {
      cwd: path.join(root, 'api'),
      quiet,
      env: {
        ...process.env,
        PORT: String(ports.api),
        CORS_ORIGINS: localOrigins(ports),
        FIREBASE_AUTH_EMULATOR_HOST: AUTH_EMULATOR_HOST,
        FIREBASE_PROJECT_ID,
        ...(pgliteDir ? { PGLITE_DIR: pgliteDir } : {}),
        ...env,
      },
    });
    stops.push(() => api.stop('SIGINT'));
    await waitForHttp(`${apiUrl}/health`, { timeoutMs: 180_000, isAlive: () => api.child.exitCode === null });

    const remotes = Object.fromEntries(
      Object.entries(ports)
        .filter(([name]) => name.startsWith('mfe-'))
        .map(([name, port]) => [name, `http://localhost:${port}/mf-manifest.json`]),
    );
    const config = {
      apiBaseUrl: apiUrl,
      firebase: { apiKey: 'demo-api-key', authDomain: `${FIREBASE_PROJECT_ID}.firebaseapp.com`, projectId: FIREBASE_PROJECT_ID },
      authEmulatorHost: AUTH_EMULATOR_HOST,
    };
    // Served in place of the build's own files: one shell build serves every environment.
    const shellFiles = { '/config.json': JSON.stringify(config, null, 2), '/remotes.json': JSON.stringify(remotes, null, 2) };
    const setRemote = (name, url) => {
      remotes[name] = url;
      shellFiles['/remotes.json'] = JSON.stringify(remotes, null, 2);
    };
    const servers = {};
    servers.shell = await serveStatic({ dir: path.join(root, 'shell', 'dist'), port: ports.shell, spa: true, files: shellFiles });
    for (const name of Object.keys(remotes)) {
      servers[name] = await serveStatic({ dir: path.join(root, name, 'dist'), port: ports[name] });
    }
    stops.push(() => Promise.all(Object.values(servers).filter((s) => s.listening).map((s) => new Promise((r) => { s.closeAllConnections(); s.close(r); }))));
    return { portalUrl, apiUrl, api, servers, remotes, setRemote, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
