#!/usr/bin/env node
// The production static server for the shell and the remotes, on @fastify/static (path checks,
// ETag / Last-Modified / 304, the brotli and gzip files the build writes beside each asset).
//   [HOST=0.0.0.0] node tooling/src/serve-static.mjs <dir>@<port>[:spa] [...]   (HOST: 127.0.0.1 unless set)
// Pages carry a content security policy derived from the config.json and remotes.json the site
// serves. Hashed chunks are cached for a year; entries, manifests, HTML and the JSON files the
// shell reads at start-up (config.json, remotes.json) are revalidated on every load (no-cache,
// answered 304 while unchanged), so a redeployed remote or a changed remote list takes effect on
// the next reload. Run under the start command, each site is a child process with an IPC channel:
// its `files` arrive in SERVE_STATIC_FILES and later as messages, and it exits with its parent.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

// Only this machine reaches the sites unless HOST says otherwise (HOST=0.0.0.0 in a container).
export const DEFAULT_HOST = '127.0.0.1';

const HASHED = /\.[0-9a-f]{8}\.js$/;
// Source maps stay on the server's disk: the builds do not reference them and nobody is served one.
const SOURCE_MAP = /\.map(\.(br|gz))?$/i;
const PRECOMPRESSED = /\.(br|gz)$/;
const OVERRIDE_TYPES = { '.json': 'application/json; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.html': 'text/html; charset=utf-8' };

export function cacheControl(file) {
  return HASHED.test(file.replace(PRECOMPRESSED, '')) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

// A site that serves no portal config (a remote) needs nothing beyond its own origin for a page.
const BASELINE_POLICY = "default-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";
// Firebase Auth's REST endpoints, when the portal signs in to a real project rather than the emulator.
const FIREBASE_AUTH_ORIGINS = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];

const originOf = (url) => new URL(url).origin;

/** A source that allows exactly this inline script (never 'unsafe-inline'). */
const scriptHash = (script) => `'sha256-${crypto.createHash('sha256').update(script).digest('base64')}'`;

/**
 * The shell page's content security policy, derived from the config.json and remotes.json it
 * serves: scripts from this origin and the remotes' origins (remotes.json's, and config.json's
 * `releaseOrigins`, where the release registry's builds may be) only, and the page's own inline
 * scripts by their hash; data from the API, Firebase Auth
 * (or the emulator) and the remotes (their manifests); images also from the API (avatars).
 * Styles allow 'unsafe-inline' because MUI's emotion inserts <style> elements at run time.
 */
export function contentSecurityPolicy({ config, remotes, inlineScripts = [] }) {
  // Builds the release registry may serve come from its allowed origins, the API's RELEASE_ORIGINS.
  const remoteOrigins = [...new Set([...Object.values(remotes).map(originOf), ...(config.releaseOrigins ?? [])])];
  const api = originOf(config.apiBaseUrl);
  const auth = config.authEmulatorHost ? [`http://${config.authEmulatorHost}`] : FIREBASE_AUTH_ORIGINS;
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScripts.map(scriptHash), ...remoteOrigins],
    'style-src': ["'self'", "'unsafe-inline'", ...remoteOrigins],
    'img-src': ["'self'", 'data:', 'blob:', api, ...remoteOrigins],
    'font-src': ["'self'", 'data:', ...remoteOrigins],
    'connect-src': ["'self'", api, ...auth, ...remoteOrigins],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

/** The contents of the page's inline scripts (the shell's frame has one that runs before its bundle). */
export const inlineScriptsOf = (html) => [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);

/** The policy for this site's page `urlPath`: derived when it serves the portal's config, else the baseline. */
function pagePolicy(root, files, urlPath) {
  const read = (file) => files[file] ?? fs.readFileSync(path.join(root, file), { encoding: 'utf8', flag: 'r' });
  try {
    const config = JSON.parse(read('/config.json'));
    return contentSecurityPolicy({ config, remotes: JSON.parse(read('/remotes.json')), inlineScripts: inlineScriptsOf(read(urlPath)) });
  } catch (error) {
    if (error.code === 'ENOENT') return BASELINE_POLICY;
    throw error;
  }
}

/** Headers of the HTML page `urlPath`: its policy, no framing, and the origin (not the path) as referrer. */
function pageHeaders(root, files, urlPath) {
  return {
    'content-security-policy': pagePolicy(root, files, urlPath),
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
  };
}

/** Headers every answer carries: remotes are fetched from the shell's origin. */
const COMMON_HEADERS = { 'access-control-allow-origin': '*', 'x-content-type-options': 'nosniff' };

/** True when the request's If-None-Match names `etag` (weak comparison, as for GET). */
function etagMatches(ifNoneMatch, etag) {
  if (!ifNoneMatch) return false;
  const bare = (tag) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/**
 * Answers the in-memory `files` with the same validators as files on disk: a strong ETag of the
 * contents and the time those contents were first served, so a reload costs a 304 until they change.
 */
function overrideHandler(root, files, urlPath) {
  let served = { contents: undefined, etag: '', modified: new Date(0) };
  return (request, reply) => {
    const contents = files[urlPath];
    if (contents !== served.contents) {
      const hash = crypto.createHash('sha256').update(contents).digest('base64url').slice(0, 27);
      served = { contents, etag: `"${hash}"`, modified: new Date(Math.floor(Date.now() / 1000) * 1000) };
    }
    reply.headers({
      ...COMMON_HEADERS,
      'cache-control': 'no-cache',
      etag: served.etag,
      'last-modified': served.modified.toUTCString(),
      ...(urlPath.endsWith('.html') ? pageHeaders(root, files, urlPath) : {}),
    });
    const ifNoneMatch = request.headers['if-none-match'];
    const ifModifiedSince = Date.parse(request.headers['if-modified-since'] ?? '');
    if (ifNoneMatch ? etagMatches(ifNoneMatch, served.etag) : ifModifiedSince >= served.modified.getTime()) {
      return reply.code(304).send();
    }
    return reply.type(OVERRIDE_TYPES[path.extname(urlPath)] ?? 'application/octet-stream').send(contents);
  };
}

/** A path the shell's router may own: no file extension, no empty or dot-dot segment, backslash or escape left after decoding. */
const isClientRoute = (urlPath) => !path.posix.extname(urlPath) && !/\/\/|(^|\/)\.\.(\/|$)|\\|%/.test(urlPath);

/** A client route the build has a page of its own for (`/auth/sign-in` -> auth/sign-in.html), or null. */
function standalonePage(root, clientRoute) {
  const file = `${clientRoute.slice(1)}.html`;
  return fs.existsSync(path.join(root, file)) ? file : null;
}

const plain = (reply, status, text) => reply.code(status).headers(COMMON_HEADERS).type('text/plain; charset=utf-8').send(text);

/**
 * Starts one server for `dir` on `port`; `spa` serves index.html for unknown paths without an
 * extension (client routes), or the page the build has for that route (the stand-alone sign-in). Listens on `host`
 * (HOST, else 127.0.0.1). `files` (URL path -> contents) replaces files of the build, e.g.
 * another environment's config.json; its contents may change while the server runs.
 * Resolves to the listening http.Server.
 */
export async function serveStatic({ dir, port, spa = false, host = process.env.HOST || DEFAULT_HOST, files = {} }) {
  const root = path.resolve(dir);
  const app = Fastify({
    logger: false,
    // A malformed percent-escape, or a path the router refuses, is the client's mistake.
    frameworkErrors: (_error, _request, reply) => plain(reply, 400, 'Bad request'),
  });
  // A path that does not decode, or decodes to a NUL byte, names no file: 400 before any lookup.
  app.addHook('onRequest', (request, reply, done) => {
    let urlPath;
    try {
      urlPath = decodeURIComponent(request.url.split('?')[0]);
    } catch {
      // Not valid percent-encoding: refused below.
    }
    if (urlPath === undefined || urlPath.includes('\0')) plain(reply, 400, 'Bad request');
    else if (SOURCE_MAP.test(urlPath)) plain(reply, 404, 'Not found');
    else done();
  });
  app.setErrorHandler((error, _request, reply) => {
    const status = error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) console.error(`serve-static ${root}:`, error);
    plain(reply, status, status === 403 ? 'Forbidden' : status === 500 ? 'Server error' : 'Bad request');
  });
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return plain(reply, 405, 'Method not allowed').header('allow', 'GET, HEAD');
    const urlPath = decodeURIComponent(request.url.split('?')[0]);
    if (spa && isClientRoute(urlPath)) return reply.code(200).sendFile(standalonePage(root, urlPath) ?? 'index.html');
    return plain(reply, 404, 'Not found');
  });
  for (const urlPath of Object.keys(files)) app.get(urlPath, overrideHandler(root, files, urlPath));
  await app.register(fastifyStatic, {
    root,
    preCompressed: true,
    cacheControl: false,
    dotfiles: 'deny',
    setHeaders: (reply, file) => {
      reply.headers({
        ...COMMON_HEADERS,
        'cache-control': cacheControl(file),
        // Read on every page load: remotes.json may change while the server runs.
        ...(file.replace(PRECOMPRESSED, '').endsWith('.html') ? pageHeaders(root, files, `/${path.relative(root, file.replace(PRECOMPRESSED, ''))}`) : {}),
      });
    },
  });
  await app.listen({ port, host });
  return app.server;
}

export function parseSiteArg(arg) {
  const match = /^(.+)@(\d+)(:spa)?$/.exec(arg);
  if (!match) throw new Error(`Expected <dir>@<port>[:spa], got ${arg}`);
  return { dir: match[1], port: Number(match[2]), spa: Boolean(match[3]) };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const sites = process.argv.slice(2).map(parseSiteArg);
  if (!sites.length) {
    console.error('usage: node tooling/src/serve-static.mjs <dir>@<port>[:spa] [...]');
    process.exit(2);
  }
  const files = JSON.parse(process.env.SERVE_STATIC_FILES ?? '{}');
  for (const site of sites) {
    try {
      await serveStatic({ ...site, files });
    } catch (error) {
      if (error.code !== 'EADDRINUSE') throw error;
      console.error(`port ${site.port} is taken: stop what holds it (another npm start?) or move the portal with --port-offset`);
      process.exit(1);
    }
    console.log(`serving ${site.dir} on http://${process.env.HOST || DEFAULT_HOST}:${site.port}`);
  }
  if (process.send) {
    // Under a supervisor: new contents of `files` arrive as messages (acknowledged once they are
    // served), and a static server whose parent is gone has nobody to serve for.
    process.on('message', (message) => {
      if (message?.files) Object.assign(files, message.files);
      process.send({ filesUpdated: true });
    });
    process.on('disconnect', () => process.exit(0));
    process.send({ listening: true });
  }
}
