// Brings up the whole portal: Auth emulator, API, shell and remotes (production builds: the API
// as api/dist/server.js).
// Used by the start command, the browser tests and the benchmark (on their own ports and database).
import net from 'node:net';
import path from 'node:path';
import { ensureAuthEmulator, FIREBASE_PROJECT_ID } from './auth-emulator.mjs';
import { startSmsGatewaySink, startSmtpSink } from './message-sinks.mjs';
import { supervise } from './supervise.mjs';
import { root, startProcess, toolingDir, waitForHttp } from './workspace.mjs';
import localSite from 'shared/build/local-site.cjs';

export const DEFAULT_PORTS = localSite.PORTS;

/** Browser origins the local API accepts (CORS_ORIGINS): the portal, and each remote's dev harness on its own port. */
export const localOrigins = (ports = DEFAULT_PORTS) => localSite.localOrigins(ports).join(',');

const SERVE_STATIC = path.join(toolingDir, 'src', 'serve-static.mjs');

/** Where the local message sinks listen, moved with the portal's ports: SMTP and the SMS gateway's API. */
const SINK_PORTS = { smtp: 2525, sms: 4025 };

/**
 * The local SMTP server and SMS gateway stand-in, for each channel the environment does not point
 * elsewhere (SMTP_URL, SMS_GATEWAY_URL): answers the API's variables for them, what they received,
 * and how to stop them. Each message received is printed unless `quiet`.
 */
async function startMessageSinks(offset, quiet) {
  const print = quiet ? () => {} : (line) => process.stdout.write(`${line}\n`);
  const env = {};
  const sinks = {};
  if (!process.env.SMTP_URL) {
    sinks.mail = await startSmtpSink({
      port: SINK_PORTS.smtp + offset,
      onMessage: (mail) => print(`[mail] to ${mail.to.join(', ')}: ${mail.subject}${mail.attachments.length ? ` (${mail.attachments.length} attached)` : ''}`),
    });
    env.SMTP_URL = sinks.mail.url;
  }
  if (!process.env.SMS_GATEWAY_URL) {
    sinks.sms = await startSmsGatewaySink({ port: SINK_PORTS.sms + offset, onMessage: (sms) => print(`[sms] to +${sms.to}: ${sms.message}`) });
    env.SMS_GATEWAY_URL = sinks.sms.url;
  }
  return { env, sinks, stop: () => Promise.all(Object.values(sinks).map((sink) => sink.close())) };
}

const answersOn = (port) =>
  new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** Refuses to start beside something already on a port: a health check would find that instead of ours. */
async function assertPortsFree(ports) {
  const taken = [];
  for (const [name, port] of Object.entries(ports)) if (await answersOn(port)) taken.push(`${port} (${name})`);
  if (taken.length) {
    throw new Error(`port ${taken.join(', ')} is taken: stop what holds it (another npm start?) or move the portal with --port-offset`);
  }
}

/** Resolves once a child started with an IPC channel sends `message` (matched by `key`), or rejects when it exits first. */
function waitForMessage(part, key) {
  return new Promise((resolve, reject) => {
    const onMessage = (message) => {
      if (!message?.[key]) return;
      part.child.off('message', onMessage);
      resolve();
    };
    part.child.on('message', onMessage);
    part.exited.then((exit) => {
      part.child.off('message', onMessage);
      reject(new Error(`${part.name} exited before it was ready (${JSON.stringify(exit)})`));
    });
  });
}

/**
 * One static site as a child process, so a fault in it ends only it. `files` (URL path -> contents)
 * is served in place of the build's own files; `updateFiles` sends new contents and resolves once
 * they are served.
 */
async function startStaticSite({ name, dir, port, spa, files, quiet }) {
  const part = startProcess(name, process.execPath, [SERVE_STATIC, `${dir}@${port}${spa ? ':spa' : ''}`], {
    quiet,
    ipc: true,
    env: { ...process.env, SERVE_STATIC_FILES: JSON.stringify(files ?? {}) },
  });
  try {
    await waitForMessage(part, 'listening');
  } catch (error) {
    await part.stop();
    throw error;
  }
  part.updateFiles = async (next) => {
    if (!part.child.connected) return;
    const updated = waitForMessage(part, 'filesUpdated');
    part.child.send({ files: next });
    await updated;
  };
  return part;
}

/**
 * Every part runs as a supervised child: one that stops on its own is reported and restarted
 * (see supervise.mjs), and all of them end with this process, however it ends (see lifeline.mjs).
 * @param {object} options
 * @param {Record<string, number>} [options.ports] per package, as DEFAULT_PORTS
 * @param {number} [options.authOffset] moves the Auth emulator's port; 0 shares the one on firebase.json's port, any other runs one of this portal's own
 * @param {string} [options.pgliteDir] embedded database folder (ignored when DATABASE_URL is set)
 * @param {string} [options.authExportDir] keeps emulator accounts across runs
 * @param {boolean} [options.quiet] do not relay the API's and emulator's output
 * @param {Record<string, string>} [options.env] added to the API's environment (e.g. DATABASE_URL)
 * @param {(name: string) => void} [options.onGiveUp] a part failed too often and stays down
 * @param {{ registry?: boolean, origins?: string[], token?: string }} [options.release] whether the shell asks the
 *   API's release registry which builds to load (else remotes.json alone), origins builds may come from
 *   besides the portal's own remotes, and the deploy token the registry accepts
 */
export async function startPortal({ ports = DEFAULT_PORTS, authOffset = 0, pgliteDir, authExportDir, quiet = false, env = {}, onGiveUp, release = {} } = {}) {
  const stops = [];
  const stop = async () => {
    for (const s of stops.reverse()) await s();
    stops.length = 0;
  };
  const supervision = { onGiveUp };
  await assertPortsFree(ports);
  try {
    const log = quiet ? () => {} : (line) => process.stdout.write(`[auth] ${line}`);
    stops.push(await ensureAuthEmulator({ log, importDir: authExportDir, offset: authOffset }));
    const authEmulatorHost = localSite.authEmulatorHost(authOffset);

    const portalUrl = `http://localhost:${ports.shell}`;
    const apiUrl = `http://localhost:${ports.api}`;
    const messageSinks = await startMessageSinks(ports.api - DEFAULT_PORTS.api, quiet);
    stops.push(messageSinks.stop);
    const remotes = localSite.localRemotes(ports);
    const releaseOrigins = release.origins ?? [];
    // The registry starts with the builds this portal serves, on its own ports.
    const releaseEnv = {
      RELEASE_STARTING_REMOTES: JSON.stringify(remotes),
      RELEASE_ORIGINS: [...new Set([...Object.values(remotes).map((url) => new URL(url).origin), ...releaseOrigins])].join(','),
      ...(release.token ? { RELEASE_TOKEN: release.token } : {}),
    };
    const startApi = async () => {
      const part = startProcess('api', process.execPath, ['--enable-source-maps', 'dist/server.js'], {
        cwd: path.join(root, 'api'),
        quiet,
        env: {
          ...process.env,
          PORT: String(ports.api),
          CORS_ORIGINS: localOrigins(ports),
          FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost,
          FIREBASE_PROJECT_ID,
          ...(pgliteDir ? { PGLITE_DIR: pgliteDir } : {}),
          ...releaseEnv,
          ...messageSinks.env,
          PUBLIC_API_URL: apiUrl,
          PORTAL_URL: portalUrl,
          // Passkeys are bound to the portal's origin, which the ports' offset moves.
          WEBAUTHN_ORIGINS: portalUrl,
          ...env,
        },
      });
      try {
        await waitForHttp(`${apiUrl}/health`, { timeoutMs: 180_000, isAlive: () => part.child.exitCode === null && part.child.signalCode === null });
      } catch (error) {
        await part.stop();
        throw error;
      }
      return part;
    };
    const api = await supervise('api', startApi, supervision);
    stops.push(() => api.stop());

    const config = localSite.localRuntimeConfig(ports, FIREBASE_PROJECT_ID, authEmulatorHost, {
      releaseRegistry: release.registry ?? true,
      // The shell's policy names the registry's origins only while it asks the registry.
      releaseOrigins: (release.registry ?? true) ? releaseOrigins : [],
    });
    // Served in place of the build's own files: one shell build serves every environment.
    const shellFiles = { '/config.json': JSON.stringify(config, null, 2), '/remotes.json': JSON.stringify(remotes, null, 2) };
    const siteOptions = (name) => ({
      name,
      dir: path.join(root, name, 'dist'),
      port: ports[name],
      spa: name === 'shell',
      files: name === 'shell' ? shellFiles : {},
      quiet,
    });
    const sites = {};
    /** Starts (again) the static site of `name` (shell or a remote). */
    const startSite = async (name) => {
      sites[name] = await supervise(name, () => startStaticSite(siteOptions(name)), supervision);
    };
    /** Stops the static site of `name` on purpose, as an operator taking a remote down would. */
    const stopSite = async (name) => sites[name]?.stop();
    stops.push(() => Promise.all(Object.keys(sites).map(stopSite)));
    for (const name of ['shell', ...Object.keys(remotes)]) await startSite(name);

    /** Points the shell's remotes.json at another manifest; resolves once the shell serves it. */
    const setRemote = async (name, url) => {
      remotes[name] = url;
      shellFiles['/remotes.json'] = JSON.stringify(remotes, null, 2);
      await sites.shell.current.updateFiles(shellFiles);
    };
    /** Whether the shell asks the release registry (config.json); resolves once the shell serves it. */
    const setReleaseRegistry = async (on) => {
      config.releaseRegistry = on;
      config.releaseOrigins = on ? releaseOrigins : [];
      shellFiles['/config.json'] = JSON.stringify(config, null, 2);
      await sites.shell.current.updateFiles(shellFiles);
    };
    return {
      portalUrl,
      apiUrl,
      /** The API's process now (a new one after a restart). */
      get api() {
        return api.current;
      },
      sites,
      startSite,
      stopSite,
      remotes,
      setRemote,
      setReleaseRegistry,
      /** What the local SMTP server (`mail`) and SMS gateway (`sms`) received, for each that runs. */
      messageSinks: messageSinks.sinks,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
