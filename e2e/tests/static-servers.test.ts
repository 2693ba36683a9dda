import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { listeningAddresses, listeningPid } from 'tooling/processes';
import { control, portalUrl, repoRoot } from '../src/browser';

// The static servers of the shell and every remote (tooling/src/serve-static.mjs, each its own
// process under the portal's supervisor): hostile requests answer 4xx and change nothing,
// precompressed files are negotiated, and the no-cache files revalidate with 304.

interface Site {
  name: string;
  port: number;
  dist: string;
  entry: string;
}

let sites: Site[];
let remotes: Record<string, string>;

beforeAll(async () => {
  remotes = (await (await fetch(portalUrl('/remotes.json'))).json()) as Record<string, string>;
  sites = [
    { name: 'shell', port: Number(new URL(portalUrl()).port), dist: path.join(repoRoot, 'shell', 'dist'), entry: '/main.js' },
    ...Object.entries(remotes).map(([name, url]) => ({
      name,
      port: Number(new URL(url).port),
      dist: path.join(repoRoot, name, 'dist'),
      entry: '/remoteEntry.js',
    })),
  ];
  expect(sites).toHaveLength(5);
});

/** Sends `head` as typed (no URL normalisation) and answers the status code, or 0 if the server hung up without one. */
function rawRequest(port: number, head: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    let received = '';
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no answer on ${port} to ${head.slice(0, 80)}`)));
    socket.on('connect', () => socket.write(`${head}\r\n\r\n`));
    socket.on('data', (data) => {
      received += data.toString('latin1');
    });
    const answer = () =>
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0), body: received.split('\r\n\r\n').slice(1).join('\r\n\r\n') });
    // A server that answers before reading all of an over-long request resets the connection.
    socket.on('error', (error) => (['ECONNRESET', 'EPIPE'].includes((error as NodeJS.ErrnoException).code ?? '') ? answer() : reject(error)));
    socket.on('close', answer);
  });
}

/** A GET with exactly these headers; the body as sent (not decoded). */
function get(
  port: number,
  urlPath: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: urlPath, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
  });
}

const PASSWD = /root:.*:0:0:/;
const BAD_PATHS = ['/%', '/%zz', '/%e0%a4%a', '/%c0%ae%c0%ae/etc/passwd', '/%00', '/index.html%00', '/remoteEntry.js%00.txt'];
const TRAVERSALS = [
  '/../../../../etc/passwd',
  '/..%2f..%2f..%2f..%2fetc%2fpasswd',
  '/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
  '/%2E%2E%2F%2E%2E%2F%2E%2E%2F%2E%2E%2Fetc%2Fpasswd',
  '/.%2e/.%2e/.%2e/.%2e/etc/passwd',
  '/%252e%252e/%252e%252e/etc/passwd',
  '/%2500',
  '/..%5c..%5c..%5c..%5cetc%5cpasswd',
  '/..\\..\\..\\..\\etc\\passwd',
  '/static/../../../../etc/passwd',
  '/./../../../../etc/passwd',
  '//etc/passwd',
  '/%2fetc%2fpasswd',
  '/.git/config',
  '/..',
];
const METHODS = ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'FOO'];

test('hostile requests to every static server answer 4xx, serve nothing outside the build, and the server keeps serving in the same process', async () => {
  for (const site of sites) {
    const pid = listeningPid(site.port);
    expect(pid).toBeDefined();
    const answers: Record<string, number> = {};
    const ask = async (label: string, head: string) => {
      const { status, body } = await rawRequest(site.port, head);
      expect(body).not.toMatch(PASSWD);
      answers[label] = status;
    };
    for (const urlPath of [...BAD_PATHS, ...TRAVERSALS]) await ask(urlPath, `GET ${urlPath} HTTP/1.1\r\nHost: localhost\r\nConnection: close`);
    await ask('path of 4,000 characters', `GET /${'a'.repeat(4000)}.js HTTP/1.1\r\nHost: localhost\r\nConnection: close`);
    await ask('path of 100,000 characters', `GET /${'a/'.repeat(50_000)} HTTP/1.1\r\nHost: localhost\r\nConnection: close`);
    await ask('header of 64 KB', `GET / HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'x'.repeat(65_536)}\r\nConnection: close`);
    await ask(
      '2,000 headers',
      `GET / HTTP/1.1\r\nHost: localhost\r\n${Array.from({ length: 2000 }, (_, i) => `X-H${i}: ${i}`).join('\r\n')}\r\nConnection: close`,
    );
    for (const method of METHODS) await ask(method, `${method} ${site.entry} HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\nConnection: close`);

    for (const [label, status] of Object.entries(answers)) {
      // Not a bare expect on the number: the failure names the request.
      expect({ label, status, clientError: status >= 400 && status < 500 }).toEqual({ label, status, clientError: true });
    }
    for (const urlPath of BAD_PATHS) expect({ urlPath, status: answers[urlPath] }).toEqual({ urlPath, status: 400 });
    expect(answers.POST).toBe(405);

    // Still the same process, still serving.
    expect(listeningPid(site.port)).toBe(pid);
    const entry = await get(site.port, site.entry);
    expect(entry.status).toBe(200);
    expect(entry.body.equals(fs.readFileSync(path.join(site.dist, site.entry)))).toBe(true);
  }
});

test('a client route of the shell answers its page; a missing file or a route with a dot-dot segment does not', async () => {
  const shell = sites[0]!;
  const route = await get(shell.port, '/registrations/REG-0000001');
  expect(route.status).toBe(200);
  expect(route.body.toString()).toContain('<div id="root">');
  expect(route.headers['content-security-policy']).toContain("script-src 'self'");
  expect(route.body.toString()).toContain('src="/main.js"');
  // The sign-in route has a page of its own in the build, with the same policy but for the portal
  // page's inline script (its frame's), which the sign-in page does not have.
  const signIn = await get(shell.port, '/auth/sign-in');
  expect(signIn.status).toBe(200);
  expect(signIn.body.toString()).toMatch(/src="\/auth\/sign-in\.[0-9a-f]{8}\.js"/);
  expect(route.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[\w+/=]+' /);
  expect(signIn.headers['content-security-policy']).toBe(String(route.headers['content-security-policy']).replace(/ 'sha256-[\w+/=]+'/, ''));
  expect((await get(shell.port, '/auth/sign-in/')).body.toString()).toContain('src="/main.js"');
  expect((await get(shell.port, '/missing-chunk.12345678.js')).status).toBe(404);
  expect((await rawRequest(shell.port, 'GET /registrations/%252e%252e/x HTTP/1.1\r\nHost: localhost\r\nConnection: close')).status).toBe(404);
});

/** Decodes a body by its Content-Encoding. */
function decode(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return zlib.brotliDecompressSync(body);
  if (encoding === 'gzip') return zlib.gunzipSync(body);
  if (encoding === undefined) return body;
  throw new Error(`unexpected Content-Encoding ${encoding}`);
}

test('brotli, gzip and identity are negotiated from Accept-Encoding and decode to the same bytes as the build', async () => {
  for (const site of sites) {
    const files = [site.entry, ...(site.name === 'shell' ? [] : ['/mf-manifest.json'])];
    // A hashed chunk too: the largest one of the build.
    const chunks = fs.readdirSync(site.dist).filter((file) => /\.[0-9a-f]{8}\.js$/.test(file));
    files.push(`/${chunks.sort((a, b) => fs.statSync(path.join(site.dist, b)).size - fs.statSync(path.join(site.dist, a)).size)[0]}`);
    for (const file of files) {
      const original = fs.readFileSync(path.join(site.dist, file));
      for (const [acceptEncoding, expected] of [
        ['br, gzip, deflate', 'br'],
        ['gzip, deflate', 'gzip'],
        ['identity', undefined],
        ['br;q=0, gzip', 'gzip'],
      ] as const) {
        const response = await get(site.port, file, { 'Accept-Encoding': acceptEncoding });
        expect({ file, acceptEncoding, status: response.status, encoding: response.headers['content-encoding'] }).toEqual({
          file,
          acceptEncoding,
          status: 200,
          encoding: expected,
        });
        expect(response.headers.vary).toMatch(/accept-encoding/i);
        expect(decode(response.body, expected).equals(original)).toBe(true);
        if (expected) expect(response.body.length).toBeLessThan(original.length);
      }
    }
  }
});

test('entries, manifests, pages and the two JSON files revalidate: no-cache, ETag and Last-Modified, 304 while unchanged; hashed chunks are immutable', async () => {
  const shell = sites[0]!;
  const checks: [Site, string][] = [
    [shell, '/'],
    [shell, '/dashboard'],
    [shell, '/main.js'],
    [shell, '/config.json'],
    [shell, '/remotes.json'],
    ...sites.slice(1).flatMap((site): [Site, string][] => [
      [site, '/remoteEntry.js'],
      [site, '/mf-manifest.json'],
    ]),
  ];
  for (const [site, urlPath] of checks) {
    for (const acceptEncoding of ['br, gzip', 'identity']) {
      const first = await get(site.port, urlPath, { 'Accept-Encoding': acceptEncoding });
      expect({ urlPath, status: first.status, cache: first.headers['cache-control'] }).toEqual({ urlPath, status: 200, cache: 'no-cache' });
      expect(first.headers.etag).toBeTruthy();
      expect(first.headers['last-modified']).toBeTruthy();
      const byTag = await get(site.port, urlPath, { 'Accept-Encoding': acceptEncoding, 'If-None-Match': first.headers.etag! });
      expect({ urlPath, status: byTag.status, bytes: byTag.body.length }).toEqual({ urlPath, status: 304, bytes: 0 });
      const byDate = await get(site.port, urlPath, { 'Accept-Encoding': acceptEncoding, 'If-Modified-Since': first.headers['last-modified']! });
      expect({ urlPath, status: byDate.status }).toEqual({ urlPath, status: 304 });
      const otherTag = await get(site.port, urlPath, { 'Accept-Encoding': acceptEncoding, 'If-None-Match': '"not-this-one"' });
      expect({ urlPath, status: otherTag.status }).toEqual({ urlPath, status: 200 });
    }
  }
  const manifest = JSON.parse(fs.readFileSync(path.join(sites[1]!.dist, 'mf-manifest.json'), 'utf8')) as { exposes: { assets: { js: { sync: string[] } } }[] };
  const chunk = manifest.exposes[0]!.assets.js.sync.find((file) => /\.[0-9a-f]{8}\.js$/.test(file))!;
  expect((await get(sites[1]!.port, `/${chunk}`)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('remotes.json served from memory takes a new ETag when the remote list changes, and the old one no longer answers 304', async () => {
  const shell = sites[0]!;
  const before = await get(shell.port, '/remotes.json');
  const moved = `http://localhost:${sites[3]!.port + 7}/mf-manifest.json`;
  await control('remotes', { name: 'mfe-payments', url: moved });
  try {
    const stale = await get(shell.port, '/remotes.json', { 'If-None-Match': before.headers.etag! });
    expect(stale.status).toBe(200);
    expect(JSON.parse(stale.body.toString())['mfe-payments']).toBe(moved);
    expect(stale.headers.etag).not.toBe(before.headers.etag);
    expect((await get(shell.port, '/remotes.json', { 'If-None-Match': stale.headers.etag! })).status).toBe(304);
    // The page's policy follows the list it serves.
    expect((await get(shell.port, '/')).headers['content-security-policy']).toContain(new URL(moved).origin);
  } finally {
    await control('remotes', { name: 'mfe-payments', url: remotes['mfe-payments']! });
  }
  const restored = await get(shell.port, '/remotes.json');
  expect(restored.body.equals(before.body)).toBe(true);
});

/** Every file under `dir` whose name matches, as URL paths. */
function filesUnder(dir: string, matching: RegExp, prefix = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const urlPath = `${prefix}/${entry.name}`;
    if (entry.isDirectory()) return filesUnder(path.join(dir, entry.name), matching, urlPath);
    return matching.test(entry.name) ? [urlPath] : [];
  });
}

test('no source map is served: the bundles do not point to one, and asking for one by name answers 404', async () => {
  for (const site of sites) {
    const maps = filesUnder(site.dist, /\.map$/);
    // The build keeps its maps for whoever runs the site; they are not for every visitor.
    expect({ site: site.name, maps: maps.length > 0 }).toEqual({ site: site.name, maps: true });
    for (const urlPath of maps.slice(0, 5)) {
      for (const encoding of ['identity', 'br', 'gzip']) {
        const answer = await get(site.port, urlPath, { 'accept-encoding': encoding });
        expect({ site: site.name, urlPath, encoding, status: answer.status }).toEqual({ site: site.name, urlPath, encoding, status: 404 });
      }
      expect((await get(site.port, `${urlPath.slice(0, -4)}%2Emap`)).status).toBe(404);
    }
    for (const script of filesUnder(site.dist, /\.js$/)) {
      expect({ script, mapped: fs.readFileSync(path.join(site.dist, script), 'utf8').includes('sourceMappingURL') }).toEqual({ script, mapped: false });
    }
  }
});

test('every static server listens on 127.0.0.1 only', () => {
  for (const site of sites) expect({ site: site.name, addresses: listeningAddresses(site.port) }).toEqual({ site: site.name, addresses: ['127.0.0.1'] });
});
