import type { FastifyPluginAsync } from 'fastify';
import { noQuerySchema } from 'shared/domain/schemas';

/** Liveness for load balancers and the start script; needs no sign-in and is never rate limited. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health', { schema: { querystring: noQuerySchema }, config: { rateLimit: false } }, async () => ({ status: 'ok' }));
};
