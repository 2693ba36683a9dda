#!/usr/bin/env node
// The small production static server for the shell and the remotes. Pages carry a content
// security policy derived from the config.json and remotes.json the site serves.
//   node scripts/serve-static.mjs <dir>@<port>[:spa] [...]
// Hashed chunks are cached for a year; entries, manifests, HTML and the JSON files the shell
// reads at start-up (config.json, remotes.json) are revalidated on every load, so a redeployed
// remote or a changed remote list takes effect on the next reload.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { pathToFileURL } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};
const HASHED = /\.[0-9a-f]{8}\.js(\.map)?$/;
const COMPRESSIBLE = /\.(html|js|json|map|css|svg|txt)$/;

export function cacheControl(file) {
  return HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

// A site that serves no portal config (a remote) needs nothing beyond its own origin for a page.
const BASELINE_POLICY = "default-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";
// Firebase Auth's REST endpoints, when the portal signs in to a real project rather than the emulator.
const FIREBASE_AUTH_ORIGINS = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];

const originOf = (url) => new URL(url).origin;

/**
 * The shell page's content security policy, derived from the config.json and remotes.json it
 * serves: scripts from this origin and the remotes' origins only; data from the API, Firebase Auth
 * (or the emulator) and the remotes (their manifests); images also from the API (avatars).
 * Styles allow 'unsafe-inline' because MUI's emotion inserts <style> elements at run time.
 */
export function contentSecurityPolicy({ config, remotes }) {
  const remoteOrigins = [...new Set(Object.values(remotes).map(originOf))];
  const api = originOf(config.apiBaseUrl);
  const auth = config.authEmulatorHost ? [`http://${config.authEmulatorHost}`] : FIREBASE_AUTH_ORIGINS;
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remoteOrigins],
    'style-src': ["'self'", "'unsafe-inline'", ...remoteOrigins],
    'img-src': ["'self'", 'data:', 'blob:', api, ...remoteOrigins],
    'font-src': ["'self'", 'data:', ...remoteOrigins],
    'connect-src': ["'self'", api, ...auth, ...remoteOrigins],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives).map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`).join('; ');
}

/** The policy for this site's pages: derived when it serves the portal's config, else the baseline. */
function pagePolicy(root, files) {
  const read = (urlPath) => files[urlPath] ?? fs.readFileSync(path.join(root, urlPath), { encoding: 'utf8', flag: 'r' });
  try {
    return contentSecurityPolicy({ config: JSON.parse(read('/config.json')), remotes: JSON.parse(read('/remotes.json')) });
  } catch (error) {
    if (error.code === 'ENOENT') return BASELINE_POLICY;
    throw error;
  }
}

/** Headers of an HTML page: its policy, no framing, and the origin (not the path) as referrer. */
function pageHeaders(root, files) {
  return {
    'Content-Security-Policy': pagePolicy(root, files),
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}

/**
 * Starts one server for `dir` on `port`; `spa` serves index.html for unknown paths (client routes).
 * `files` (URL path -> contents) replaces files of the build, e.g. another environment's config.json.
 */
export function serveStatic({ dir, port, spa = false, host = '0.0.0.0', files = {} }) {
  const root = path.resolve(dir);
  const gzipCache = new Map();
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = path.join(root, path.normalize(urlPath));
    if (!file.startsWith(root)) {
      res.writeHead(403).end();
      return;
    }
    if (urlPath in files) {
      res.writeHead(200, { 'Content-Type': TYPES[path.extname(urlPath)] ?? 'application/octet-stream', 'Cache-Control': 'no-cache', 'Access-Control-Allow-Origin': '*' });
      res.end(req.method === 'HEAD' ? undefined : files[urlPath]);
      return;
    }
    let stat = fs.statSync(file, { throwIfNoEntry: false });
    if (stat?.isDirectory()) {
      file = path.join(file, 'index.html');
      stat = fs.statSync(file, { throwIfNoEntry: false });
    }
    if (!stat && spa && !path.extname(urlPath)) {
      file = path.join(root, 'index.html');
      stat = fs.statSync(file, { throwIfNoEntry: false });
    }
    if (!stat) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const headers = {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': cacheControl(file),
      'Access-Control-Allow-Origin': '*',
      'X-Content-Type-Options': 'nosniff',
      Vary: 'Accept-Encoding',
      // Read on every page load: remotes.json may change while the server runs.
      ...(path.extname(file) === '.html' ? pageHeaders(root, files) : {}),
    };
    let body = fs.readFileSync(file);
    if (COMPRESSIBLE.test(file) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      const key = `${file}:${stat.mtimeMs}`;
      if (!gzipCache.has(key)) gzipCache.set(key, zlib.gzipSync(body));
      body = gzipCache.get(key);
      headers['Content-Encoding'] = 'gzip';
    }
    headers['Content-Length'] = body.length;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

export function parseSiteArg(arg) {
  const match = /^(.+)@(\d+)(:spa)?$/.exec(arg);
  if (!match) throw new Error(`Expected <dir>@<port>[:spa], got ${arg}`);
  return { dir: match[1], port: Number(match[2]), spa: Boolean(match[3]) };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const sites = process.argv.slice(2).map(parseSiteArg);
  if (!sites.length) {
    console.error('usage: node scripts/serve-static.mjs <dir>@<port>[:spa] [...]');
    process.exit(2);
  }
  for (const site of sites) {
    await serveStatic(site);
    console.log(`serving ${site.dir} on http://localhost:${site.port}`);
  }
}
