import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { noQuerySchema } from 'shared/domain/schemas';
import { centerIdParamsSchema, centerInputSchema, centerUpdateBodySchema } from 'shared/domain/settings';
import { actorOf } from '../plugins/auth';
import { createCenter, deleteCenter, listCenters, updateCenter } from '../settings/centers';

type IdParams = z.infer<typeof centerIdParamsSchema>;

/** The Centers tab, under /admin (superadmin). */
export const centerRoutes: FastifyPluginAsync = async (app) => {
  const config = { permission: 'settings' } as const;

  app.get('/centers', { schema: { querystring: noQuerySchema }, config }, async () => ({ data: await listCenters(app.db) }));

  app.post<{ Body: z.infer<typeof centerInputSchema> }>(
    '/centers',
    { schema: { body: centerInputSchema, querystring: noQuerySchema }, config },
    async (request, reply) => reply.status(201).send(await createCenter(app.db, request.body, actorOf(request))),
  );

  app.put<{ Params: IdParams; Body: z.infer<typeof centerUpdateBodySchema> }>(
    '/centers/:id',
    { schema: { params: centerIdParamsSchema, body: centerUpdateBodySchema, querystring: noQuerySchema }, config },
    async (request) => updateCenter(app.db, request.params.id, request.body, actorOf(request)),
  );

  app.delete<{ Params: IdParams }>(
    '/centers/:id',
    { schema: { params: centerIdParamsSchema, querystring: noQuerySchema }, config },
    async (request, reply) => {
      await deleteCenter(app.db, request.params.id, actorOf(request));
      return reply.status(204).send();
    },
  );
};
