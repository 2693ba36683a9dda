import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { AuthFailureCounter } from '../auth/auth-failure-counter';
import type { RateLimitConfig } from '../config';
import { HttpError } from '../http-error';
import { rootPlugin } from './root-plugin';

const tooMany = (retryAfterSeconds: number) => new HttpError(
  429,
  `Too many requests. Please wait ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'} and try again.`,
);

/**
 * Two limits, each off at 0: requests a minute per signed-in account (per address before sign-in),
 * counted after the token check so one account cannot use up another's; and refused tokens a
 * minute per address, past which the address gets 429 before its tokens are even checked.
 * 429 answers carry Retry-After and a plain message.
 */
export const rateLimitPlugin = rootPlugin<{ limits: RateLimitConfig }>(async (app, { limits }) => {
  if (limits.requestsPerMinute > 0) {
    await app.register(rateLimit, {
      max: limits.requestsPerMinute,
      timeWindow: 60_000,
      // preHandler: after the /admin routes' onRequest token check has named the account.
      hook: 'preHandler',
      keyGenerator: (request: FastifyRequest) => (request.staff ? `uid:${request.staff.uid}` : `ip:${request.ip}`),
      errorResponseBuilder: (_request, context) => tooMany(Math.ceil(context.ttl / 1000)),
    });
  }

  if (limits.authFailuresPerMinute > 0) {
    const failures = new AuthFailureCounter(limits.authFailuresPerMinute);
    app.addHook('onRequest', async (request, reply) => {
      const retryAfter = failures.retryAfterSeconds(request.ip);
      if (retryAfter > 0) {
        reply.header('retry-after', retryAfter);
        throw tooMany(retryAfter);
      }
    });
    app.addHook('onResponse', async (request, reply) => {
      if (reply.statusCode === 401) failures.recordFailure(request.ip);
    });
  }
});
