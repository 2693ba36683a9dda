import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { RateLimitConfig } from '../src/config';
import { redisProblem } from 'tooling/test-services';
import { REDIS_SKIPPED_VARIABLE, TEST_REDIS_URL, testEngines } from './support/environment';
import { call, useTestApp, type Reply } from './support/test-app';
import { tokenFor } from './support/tokens';

// The per-account request limit with RATE_LIMIT_REDIS_URL: two API instances count one account's
// requests together in Redis; /health is never limited; valid tokens are never refused because
// of other requests' refused tokens; and with Redis out of reach the API answers as before,
// counting in each process (fails open).

// A port nothing listens on: Redis out of reach.
const NO_REDIS_URL = 'redis://127.0.0.1:1';
// Without a Redis server (outside CI), the two-instance tests are skipped and the test command says so.
const describeWithRedis = process.env[REDIS_SKIPPED_VARIABLE] ? describe.skip : describe;

const expectTooMany = (reply: Reply) => {
  expect(reply.status).toBe(429);
  expect(reply.body).toMatchObject({ message: expect.stringMatching(/Too many requests/), code: 'too-many-requests' });
  expect(Number(reply.headers.get('retry-after'))).toBeGreaterThan(0);
};

function limits(url: string): RateLimitConfig {
  // A key prefix of this call alone, so other runs and the other engine's block (built in the same
  // millisecond, with the same accounts) count apart on the same Redis.
  return { requestsPerMinute: 20, authFailuresPerMinute: 5, redis: { url, keyPrefix: `abacus-test:${randomUUID()}:` } };
}

async function secondInstance(first: FastifyInstance, engine: string): Promise<{ app: FastifyInstance; baseUrl: string }> {
  // PostgreSQL: the same database. PGlite (one process only): an in-memory one with the same demo accounts.
  const app = await buildApp({ ...first.config, port: 0, ...(engine === 'postgres' && { demoData: null }) });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, baseUrl: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

describe.each(testEngines())('request limits shared through Redis on %s', (engine) => {
  describeWithRedis('two instances, one Redis', () => {
    beforeAll(async () => {
      const problem = await redisProblem(TEST_REDIS_URL);
      if (problem !== null) throw new Error(`These tests need Redis: ${problem}`);
    });
    const first = useTestApp(engine, { registrations: 5, config: { rateLimit: limits(TEST_REDIS_URL) } });
    let second: { app: FastifyInstance; baseUrl: string };
    beforeAll(async () => {
      second = await secondInstance(first.app, engine);
    }, 180_000);
    afterAll(() => second?.app.close());

    test("an account's requests through both instances count together; other accounts, refused tokens and /health do not use them up", async () => {
      const viewer = await tokenFor('viewer');
      for (let i = 0; i < 10; i += 1) {
        expect((await call(first, 'GET', '/admin/stats', { token: viewer })).status).toBe(200);
        expect((await call(second, 'GET', '/admin/stats', { token: viewer })).status).toBe(200);
      }
      // 20 used, 10 on each: the next one is refused on either instance.
      expectTooMany(await call(first, 'GET', '/admin/stats', { token: viewer }));
      expectTooMany(await call(second, 'GET', '/admin/stats', { token: viewer }));
      // Counted per account: a colleague goes on through both.
      const staff = await tokenFor('staff');
      expect((await call(first, 'GET', '/admin/stats', { token: staff })).status).toBe(200);
      expect((await call(second, 'GET', '/admin/stats', { token: staff })).status).toBe(200);
      // Refused tokens past their budget throttle only failing requests; a valid token goes on.
      for (let i = 0; i < 5; i += 1) expect((await call(second, 'GET', '/admin/stats', { token: `guess-${i}` })).status).toBe(401);
      expectTooMany(await call(second, 'GET', '/admin/stats', { token: 'guess-again' }));
      expect((await call(second, 'GET', '/admin/stats', { token: await tokenFor('admin') })).status).toBe(200);
      for (let i = 0; i < 30; i += 1) {
        expect((await call(first, 'GET', '/health')).status).toBe(200);
        expect((await call(second, 'GET', '/health')).status).toBe(200);
      }
    });
  });

  describe('Redis out of reach', () => {
    const target = useTestApp(engine, { registrations: 5, config: { rateLimit: limits(NO_REDIS_URL) } });

    test('the API answers as usual and counts each account in its own process (fails open)', async () => {
      const viewer = await tokenFor('viewer');
      for (let i = 0; i < 20; i += 1) expect((await call(target, 'GET', '/admin/stats', { token: viewer })).status).toBe(200);
      expectTooMany(await call(target, 'GET', '/admin/stats', { token: viewer }));
      expect((await call(target, 'GET', '/admin/stats', { token: await tokenFor('staff') })).status).toBe(200);
      for (let i = 0; i < 10; i += 1) expect((await call(target, 'GET', '/health')).status).toBe(200);
    });
  });
});
