import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { containerName } from 'shared/build/container-name.cjs';
import contract from 'shared/platform/contract.json';

/** A Module Federation manifest as a build writes it, built against contract `contractVersion`. */
export function federationManifest(name: string, contractVersion = contract.version) {
  return {
    id: name,
    name,
    metaData: { name, publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
    shared: [
      { id: `${name}:shared/platform/api/baseApi`, name: 'shared/platform/api/baseApi', sharedName: 'shared/platform/api/baseApi', version: contractVersion },
    ],
    remotes: [],
    exposes: [{ id: `${name}:routes`, name: 'routes', path: './routes' }],
  };
}

export interface ManifestServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** The URL of a valid manifest of a build of `remote` (its name the remote's container name); a label per build, since builds live at immutable URLs. */
  manifest: (remote: string, label: string) => string;
}

/**
 * A static host of builds' manifests for registration tests: `/builds/<remote>/<label>/mf-manifest.json`
 * answers a valid manifest of a build of `remote`; `/plain/...` JSON that is no manifest;
 * `/newer/<remote>/...` a build needing the next contract major; `/broken/...` HTTP 500. Started in
 * beforeAll, closed in afterAll.
 */
export function useManifestServer(): ManifestServer {
  let server: http.Server | null = null;
  let origin = '';
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      const [, kind, remote = ''] = (request.url ?? '').split('/');
      const major = Number(contract.version.split('.')[0]);
      const bodies: Record<string, unknown> = {
        builds: federationManifest(containerName(remote)),
        plain: { hello: 'not a manifest' },
        newer: federationManifest(containerName(remote), `${major + 1}.0.0`),
      };
      if (!kind || !(kind in bodies)) {
        response.writeHead(500).end('broken');
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(bodies[kind]));
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));
  return {
    get origin() {
      return origin;
    },
    manifest: (remote, label) => `${origin}/builds/${remote}/${label}/mf-manifest.json`,
  };
}
