import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noQuerySchema } from 'shared/domain/registrations/registration-requests';
import { centerIdParamsSchema, centerInputSchema, centerUpdateBodySchema } from 'shared/domain/settings/settings';
import { centerSchema } from 'shared/domain/settings/settings-answers';
import { takingBack } from 'shared/domain/common/server-owned';
import { actorOf } from '../plugins/auth';
import { answers, noContent } from '../route-answers';
import { createCenter, deleteCenter, listCenters, updateCenter } from '../centers/centers';

/** The Centers tab, under /admin (superadmin). */
export const centerRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { permission: 'settings' } as const;

  app.get(
    '/centers',
    { schema: { querystring: noQuerySchema, response: answers({ 200: z.strictObject({ data: z.array(centerSchema) }) }) }, config },
    async () => ({ data: await listCenters(app.db) }),
  );

  app.post(
    '/centers',
    {
      schema: {
        description: 'Adds a centre; a code in use (any letter case) answers 409.',
        body: centerInputSchema,
        querystring: noQuerySchema,
        response: answers({ 201: centerSchema }),
      },
      config,
    },
    async (request, reply) => reply.status(201).send(await createCenter(app.db, request.body, actorOf(request))),
  );

  app.put(
    '/centers/:id',
    {
      schema: {
        description: 'The centre as read may come back whole, its code, name, city or contact changed.',
        params: centerIdParamsSchema,
        body: takingBack(centerUpdateBodySchema, centerSchema),
        querystring: noQuerySchema,
        response: answers({ 200: centerSchema }),
      },
      config,
    },
    async (request) => updateCenter(app.db, request.params.id, request.body, actorOf(request)),
  );

  app.delete(
    '/centers/:id',
    { schema: { params: centerIdParamsSchema, querystring: noQuerySchema, response: answers({ 204: noContent }) }, config },
    async (request, reply) => {
      await deleteCenter(app.db, request.params.id, actorOf(request));
      return reply.status(204).send();
    },
  );
};
