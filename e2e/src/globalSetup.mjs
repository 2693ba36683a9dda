// Brings up the real portal (Auth emulator, API on a fresh embedded database, production builds
// of shell and remotes) on test ports, plus a loopback control endpoint through which tests stop,
// start and redeploy remote servers and change the remote list, as an operator would.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { ensureChromium } from 'tooling/chromium';
import { DEFAULT_PORTS, startPortal } from 'tooling/portal';
import { serveStatic } from 'tooling/serve-static';
import { ensureBuilt } from 'tooling/workspace';

// E2E_PORT_OFFSET moves every port, so two checkouts can run their browser tests at once.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
// The portal's ports moved by 100 (3100-3104, API 4100), then by the offset.
export const E2E_PORTS = Object.fromEntries(Object.entries(DEFAULT_PORTS).map(([name, port]) => [name, port + 100 + offset]));
const CONTROL_PORT = 3199 + offset;

export default async function globalSetup() {
  ensureChromium();
  ensureBuilt();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'abacus-e2e-'));
  // The release registry is off until a test turns it on (control 'release-registry'): the other
  // tests point remotes.json at builds by hand, the fallback a portal without the registry uses.
  // Builds the registry's tests register are served on free ports of this machine.
  const releaseToken = randomBytes(24).toString('hex');
  const portal = await startPortal({
    ports: E2E_PORTS,
    pgliteDir: path.join(dataDir, 'pglite'),
    quiet: !process.env.E2E_VERBOSE,
    release: { registry: false, origins: ['http://localhost:*'], token: releaseToken },
    // A statement of more than 10 credit lines is uploaded in the background: a size, not a clock,
    // so that the browser test of its progress does not depend on the machine's speed. The suite's
    // own accounts beside the demo ones (api/src/seed/demo-accounts.ts: a superadmin whose locale the
    // pseudo-locale walk sets to en-XA), which `npm start` does not make.
    env: { STATEMENT_BACKGROUND_LINES: '10', SEED_BROWSER_TEST_ACCOUNTS: 'true' },
  });
  const extraServers = [];

  const control = http.createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    const input = body ? JSON.parse(body) : {};
    const answer = { ok: true };
    try {
      const [, action, name] = (req.url ?? '').split('/');
      if (action === 'stop-remote') {
        await portal.stopSite(name);
      } else if (action === 'start-remote') {
        await portal.startSite(name);
      } else if (action === 'serve') {
        // Port 0 takes a free one; the answer says which. `files` replaces files of the build.
        const server = await serveStatic({ dir: input.dir, port: input.port ?? 0, spa: input.spa, files: input.files });
        extraServers.push(server);
        answer.port = server.address().port;
      } else if (action === 'unserve') {
        const server = extraServers.find((s) => s.listening && s.address().port === input.port);
        if (server)
          await new Promise((r) => {
            server.closeAllConnections();
            server.close(r);
          });
      } else if (action === 'remotes') {
        await portal.setRemote(input.name, input.url);
      } else if (action === 'release-registry') {
        await portal.setReleaseRegistry(input.on);
      } else if (action === 'message-sink') {
        // The portal's local SMTP server ('mail') or SMS gateway ('sms'): what it received (attachments
        // by name, type and size), and, with `refuse`, how it answers messages to `refuse.to` from now
        // on ({ to, code, text } for mail, { to, status, body } for SMS; null accepts again).
        const sink = portal.messageSinks[name];
        if (!sink) throw new Error(`No ${name} sink runs`);
        if (input.refuse === null) sink.answerWith(null);
        else if (input.refuse) {
          const { to, ...reply } = input.refuse;
          sink.answerWith((message) => ([message.to].flat().includes(to) ? reply : null));
        }
        answer.received = sink.received.map((message) => ({
          ...message,
          ...(message.attachments && {
            attachments: message.attachments.map(({ filename, contentType, content }) => ({ filename, contentType, size: content.length })),
          }),
        }));
      } else {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { 'Content-Type': 'application/json', Connection: 'close' }).end(JSON.stringify(answer));
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
  await new Promise((r) => control.listen(CONTROL_PORT, '127.0.0.1', r));

  process.env.E2E_PORTAL_URL = portal.portalUrl;
  process.env.E2E_API_URL = portal.apiUrl;
  process.env.E2E_CONTROL_URL = `http://127.0.0.1:${CONTROL_PORT}`;
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_RELEASE_TOKEN = releaseToken;
  globalThis.__E2E__ = { portal, control, extraServers, dataDir };
}
