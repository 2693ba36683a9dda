// What the local portal's parts say about each other, derived from the ports (ports.cjs) so no port
// is written twice: the shell's config.json and remotes.json (emitted by its build, served on moved
// ports by `npm start` and the browser tests), the configuration a remote's dev harness runs with,
// and the browser origins the local API accepts.
const PORTS = require('./ports.cjs');

/**
 * The Firebase Auth emulator local runs share, as firebase.json starts it (that file is the
 * workspace's, not this package's: a module built alone has only shared/ beside it).
 */
const AUTH_EMULATOR_HOST = '127.0.0.1:9099';
const DEMO_PROJECT_ID = 'demo-abacus';

/**
 * The emulator a Node process should use. Moved by `offset`: `npm start -- --port-offset N` runs
 * one of its own there. Unmoved: FIREBASE_AUTH_EMULATOR_HOST when set (the test command runs one
 * of its own on a free port, so a run never shares accounts with another run or with `npm start`,
 * nor loses its emulator to another's teardown), else firebase.json's.
 */
function authEmulatorHost(offset = 0, env = process.env) {
  if (offset === 0 && env.FIREBASE_AUTH_EMULATOR_HOST) return env.FIREBASE_AUTH_EMULATOR_HOST;
  const [host, port] = AUTH_EMULATOR_HOST.split(':');
  return `${host}:${Number(port) + offset}`;
}

const local = (port) => `http://localhost:${port}`;

/**
 * The shell's config.json for a local portal: the API beside it, the demo project on the emulator
 * (at `emulatorHost`), the remotes asked of the API's release registry unless `releaseRegistry`
 * is false (then remotes.json alone says which builds load), builds allowed from `releaseOrigins`.
 */
function localRuntimeConfig(
  ports = PORTS,
  projectId = DEMO_PROJECT_ID,
  emulatorHost = AUTH_EMULATOR_HOST,
  { releaseRegistry = true, releaseOrigins = [] } = {},
) {
  return {
    apiBaseUrl: local(ports.api),
    firebase: { apiKey: 'demo-api-key', authDomain: `${projectId}.firebaseapp.com`, projectId },
    authEmulatorHost: emulatorHost,
    releaseRegistry,
    releaseOrigins,
  };
}

/** The shell's remotes.json for a local portal: each remote's manifest on its own port. */
function localRemotes(ports = PORTS) {
  return Object.fromEntries(
    Object.entries(ports)
      .filter(([name]) => name.startsWith('mfe-'))
      .map(([name, port]) => [name, `${local(port)}/mf-manifest.json`]),
  );
}

/** Browser origins the local API accepts: the portal, and each remote's dev harness on its own port. */
function localOrigins(ports = PORTS) {
  return Object.entries(ports)
    .filter(([name]) => name !== 'api')
    .map(([, port]) => local(port));
}

module.exports = { PORTS, AUTH_EMULATOR_HOST, DEMO_PROJECT_ID, authEmulatorHost, localRuntimeConfig, localRemotes, localOrigins };
