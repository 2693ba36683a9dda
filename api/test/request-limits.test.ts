import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { testEngines } from './support/environment';
import { call, useTestApp, type TestApp } from './support/test-app';
import { tokenFor } from './support/tokens';

// Every request counts against its account's or address's limit, refused ones included, and the
// address is the client's only as far as trusted proxies say so: a forged X-Forwarded-For from a
// hop nobody trusts is ignored.

const LIMIT = 20;
const limits = { requestsPerMinute: LIMIT, authFailuresPerMinute: 1000 };

/**
 * A load balancer as deployments put one in front of the API: it appends the address it was
 * reached from to X-Forwarded-For and passes the request on.
 */
async function forwardingProxy(target: Pick<TestApp, 'baseUrl'>): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const upstream = new URL(req.url ?? '/', target.baseUrl);
    const forwarded = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
    const proxied = http.request(upstream, { method: req.method, headers: { ...req.headers, host: upstream.host, 'x-forwarded-for': forwarded } }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    proxied.once('error', () => res.writeHead(502).end());
    req.pipe(proxied);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A GET from the loopback address `from` (127.0.0.x), with the headers given; answers the status. */
function getFrom(url: string, from: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { localAddress: from, headers, agent: false }, (answer) => {
      answer.resume();
      answer.once('end', () => resolve(answer.statusCode ?? 0));
    });
    request.once('error', reject);
  });
}

const forged = (i: number) => ({ 'x-forwarded-for': `203.0.113.${i}` });

describe.each(testEngines())('request limits on %s', (engine) => {
  describe('refused requests count', () => {
    const target = useTestApp(engine, { registrations: 5, config: { rateLimit: limits } });

    test('an account without a role is refused (403) within its limit, then answered 429', async () => {
      const token = await tokenFor('norole');
      for (let i = 0; i < LIMIT; i += 1) expect((await call(target, 'GET', '/admin/stats', { token })).status).toBe(403);
      const over = await call(target, 'GET', '/admin/stats', { token });
      expect(over.status).toBe(429);
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    });

    test('requests refused for their parameters (400) or a permission (403) count against the account too', async () => {
      const token = await tokenFor('viewer');
      for (let i = 0; i < LIMIT / 2; i += 1) expect((await call(target, 'GET', '/admin/stats?colour=red', { token })).status).toBe(400);
      for (let i = 0; i < LIMIT / 2; i += 1) expect((await call(target, 'GET', '/admin/staff-accounts', { token })).status).toBe(403);
      expect((await call(target, 'GET', '/admin/stats', { token })).status).toBe(429);
      // Another account from the same address goes on.
      expect((await call(target, 'GET', '/admin/stats', { token: await tokenFor('staff') })).status).toBe(200);
    });

    test('requests without a valid token, and to unknown paths, count against the address', async () => {
      for (let i = 0; i < LIMIT / 2; i += 1) expect((await call(target, 'GET', '/admin/stats')).status).toBe(401);
      for (let i = 0; i < LIMIT / 2; i += 1) expect((await call(target, 'GET', '/no-such-call')).status).toBe(404);
      expect((await call(target, 'GET', '/no-such-call')).status).toBe(429);
      expect((await call(target, 'GET', '/admin/stats', { token: 'guess' })).status).toBe(429);
      // A valid token counts against its account, not this address; the health check never counts.
      expect((await call(target, 'GET', '/admin/stats', { token: await tokenFor('admin') })).status).toBe(200);
      expect((await call(target, 'GET', '/health')).status).toBe(200);
    });
  });

  describe('a forged X-Forwarded-For from a hop nobody trusts', () => {
    // The API trusts one proxy by its address, which is not where these requests come from.
    const target = useTestApp(engine, { registrations: 5, config: { rateLimit: limits, trustProxy: ['192.0.2.10'] } });

    test('is ignored: every request counts against the address it really came from', async () => {
      for (let i = 0; i < LIMIT; i += 1) expect(await getFrom(`${target.baseUrl}/no-such-call`, '127.0.0.1', forged(i))).toBe(404);
      expect(await getFrom(`${target.baseUrl}/no-such-call`, '127.0.0.1', forged(99))).toBe(429);
      // Another client address is counted on its own.
      expect(await getFrom(`${target.baseUrl}/no-such-call`, '127.0.0.3')).toBe(404);
    });
  });

  describe('behind one trusted proxy (TRUST_PROXY=1)', () => {
    const target = useTestApp(engine, { registrations: 5, config: { rateLimit: limits, trustProxy: 1 } });
    let proxy: Awaited<ReturnType<typeof forwardingProxy>>;
    beforeAll(async () => {
      proxy = await forwardingProxy(target);
    });
    afterAll(async () => proxy.close());

    test('each client counts as the address the proxy saw, whatever it wrote in X-Forwarded-For itself', async () => {
      for (let i = 0; i < LIMIT; i += 1) expect(await getFrom(`${proxy.url}/no-such-call`, '127.0.0.2', forged(i))).toBe(404);
      expect(await getFrom(`${proxy.url}/no-such-call`, '127.0.0.2', forged(99))).toBe(429);
      // Another client behind the same proxy has its own count.
      expect(await getFrom(`${proxy.url}/no-such-call`, '127.0.0.4', forged(1))).toBe(404);
    });
  });
});
