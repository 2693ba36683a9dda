import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimitConfig } from '../config';
import { tooManyRequests } from '../http-error';
import fp from 'fastify-plugin';
import { SharedRateLimitStore } from './rate-limit-store';

/**
 * Requests a minute per account, or per address for a request that names none, off at 0. Every
 * request counts, refused ones included: a call with a permission is counted by the auth plugin
 * (`countRequest`) as soon as its token names the account, before the account, its role or the
 * request itself is checked, so 403s and 400s count too, and a request without a valid token
 * counts against its address; every other call (public routes, unknown paths) counts against its
 * address as it arrives. Routes with `rateLimit: false` (the health check) never count. Refused
 * tokens also have their own, smaller budget in the auth plugin. 429 answers carry Retry-After and
 * a plain message. Counted in this process, or with `redis` in Redis, shared by every instance
 * (fails open to counting in this process while Redis is out of reach: see rate-limit-store.ts).
 */
export const rateLimitPlugin = fp<{ limits: Pick<RateLimitConfig, 'requestsPerMinute' | 'redis'> | null }>(async (app, { limits }) => {
  app.decorateRequest('rateLimitKey', null);
  if (!limits || limits.requestsPerMinute <= 0) {
    app.decorate('countRequest', async () => {});
    return;
  }
  let store: FastifyRateLimitStoreCtor | undefined;
  if (limits.redis) {
    const shared = new SharedRateLimitStore(limits.redis.url, limits.redis.keyPrefix, app.log);
    app.addHook('onClose', () => shared.close());
    // The plugin constructs its store; every construction gets the one shared store.
    store = function SharedStore() {
      return shared;
    } as unknown as FastifyRateLimitStoreCtor;
  }
  await app.register(rateLimit, {
    global: false,
    max: limits.requestsPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => request.rateLimitKey ?? `ip:${request.ip}`,
    errorResponseBuilder: (_request, context) => tooManyRequests(Math.ceil(context.ttl / 1000)),
    ...(store && { store }),
  });
  // Counts the request once (later calls for it do nothing); past the limit it throws the 429.
  const limiter = app.rateLimit();
  app.decorate('countRequest', async (request: FastifyRequest, reply: FastifyReply, key: string) => {
    request.rateLimitKey = key;
    await limiter.call(app, request, reply);
  });
  app.addHook('onRequest', async (request, reply) => {
    const config = request.routeOptions.config ?? {};
    if (config.permission || config.rateLimit === false) return;
    await limiter.call(app, request, reply);
  });
});
