import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { RateLimitConfig } from '../config';
import { tooManyRequests } from '../http-error';
import fp from 'fastify-plugin';
import { SharedRateLimitStore } from './rate-limit-store';

/**
 * Requests a minute per signed-in account (per address before sign-in), off at 0, counted after
 * the token check so one account cannot use up another's. Routes with `rateLimit: false` (the
 * health check) are never limited. Refused tokens are limited by the auth plugin.
 * 429 answers carry Retry-After and a plain message.
 * Counted in this process, or with `redis` in Redis, shared by every instance (fails open to
 * counting in this process while Redis is out of reach: see rate-limit-store.ts).
 */
export const rateLimitPlugin = fp<{ limits: Pick<RateLimitConfig, 'requestsPerMinute' | 'redis'> }>(async (app, { limits }) => {
  if (limits.requestsPerMinute <= 0) return;
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
    max: limits.requestsPerMinute,
    timeWindow: 60_000,
    // preHandler: after the /admin routes' onRequest token check has named the account.
    hook: 'preHandler',
    keyGenerator: (request: FastifyRequest) => (request.staff ? `uid:${request.staff.uid}` : `ip:${request.ip}`),
    errorResponseBuilder: (_request, context) => tooManyRequests(Math.ceil(context.ttl / 1000)),
    ...(store && { store }),
  });
});
