import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noQuerySchema } from 'shared/domain/registrations/registration-requests';
import { answers } from '../route-answers';

/** Liveness for load balancers and the start script; needs no sign-in and is never rate limited. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { querystring: noQuerySchema, response: answers({ 200: z.strictObject({ status: z.literal('ok') }) }) }, config: { rateLimit: false } },
    async () => ({ status: 'ok' as const }),
  );
};
