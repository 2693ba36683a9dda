import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import {
  defaultViewBodySchema, registrationViewBodySchema, registrationViewParamsSchema, type RegistrationViewBody,
} from 'shared/domain/preferences';
import { noQuerySchema } from 'shared/domain/schemas';
import { signedInStaff } from '../plugins/auth';
import { createView, deleteView, listViews, setDefaultView, updateView } from '../registrations/saved-views';

type IdParams = z.infer<typeof registrationViewParamsSchema>;

/**
 * The registrations list's saved views, under /admin. Every role may keep views of its own
 * (read); sharing with the organisation is checked in saved-views (admin).
 */
export const registrationViewRoutes: FastifyPluginAsync = async (app) => {
  const config = { permission: 'read' } as const;

  app.get('/registration-views', { schema: { querystring: noQuerySchema }, config }, async (request) => listViews(app.db, signedInStaff(request)));

  app.post<{ Body: RegistrationViewBody }>(
    '/registration-views',
    { schema: { body: registrationViewBodySchema, querystring: noQuerySchema }, config },
    async (request, reply) => reply.status(201).send(await createView(app.db, signedInStaff(request), request.body)),
  );

  app.put<{ Body: z.infer<typeof defaultViewBodySchema> }>(
    '/registration-views/default',
    { schema: { body: defaultViewBodySchema, querystring: noQuerySchema }, config },
    async (request) => setDefaultView(app.db, signedInStaff(request), request.body.id),
  );

  app.put<{ Params: IdParams; Body: RegistrationViewBody }>(
    '/registration-views/:id',
    { schema: { params: registrationViewParamsSchema, body: registrationViewBodySchema, querystring: noQuerySchema }, config },
    async (request) => updateView(app.db, signedInStaff(request), request.params.id, request.body),
  );

  app.delete<{ Params: IdParams }>(
    '/registration-views/:id',
    { schema: { params: registrationViewParamsSchema, querystring: noQuerySchema }, config },
    async (request, reply) => {
      await deleteView(app.db, signedInStaff(request), request.params.id);
      return reply.status(204).send();
    },
  );
};
