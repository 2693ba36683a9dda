import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defaultViewBodySchema, registrationViewBodySchema, registrationViewParamsSchema } from 'shared/domain/profile/preferences';
import { registrationViewSchema, registrationViewsSchema } from 'shared/domain/profile/preferences-answers';
import { takingBack } from 'shared/domain/common/server-owned';
import { noQuerySchema } from 'shared/domain/registrations/registration-requests';
import { signedInStaff } from '../plugins/auth';
import { createView, deleteView, listViews, setDefaultView, updateView } from '../registrations/saved-views';
import { answers, noContent } from '../route-answers';

/**
 * The registrations list's saved views, under /admin. Every role may keep views of its own
 * (read); sharing with the organisation is checked in saved-views (admin).
 */
export const registrationViewRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { permission: 'read' } as const;

  app.get(
    '/registration-views',
    {
      schema: {
        description: "The caller's own saved views of the registration list and those shared with the organisation; `query` is the list's address state.",
        querystring: noQuerySchema,
        response: answers({ 200: registrationViewsSchema }),
      },
      config,
    },
    async (request) => listViews(app.db, signedInStaff(request)),
  );

  app.post(
    '/registration-views',
    {
      schema: {
        description:
          "Saves a view. One's own personal views need read; sharing needs admin (403). At most 100 views per person: the 101st answers 409. Creating, changing or deleting a shared view is audited (`shared_view.*`).",
        body: registrationViewBodySchema,
        querystring: noQuerySchema,
        response: answers({ 201: registrationViewSchema }),
      },
      config,
    },
    async (request, reply) => reply.status(201).send(await createView(app.db, signedInStaff(request), request.body)),
  );

  app.put(
    '/registration-views/default',
    {
      schema: {
        description: 'The view the list opens with for the caller (one they can see), or none; answers as the GET.',
        body: defaultViewBodySchema,
        querystring: noQuerySchema,
        response: answers({ 200: registrationViewsSchema }),
      },
      config,
    },
    async (request) => setDefaultView(app.db, signedInStaff(request), request.body.id),
  );

  app.put(
    '/registration-views/:id',
    {
      schema: {
        description:
          "Changes a view: one's own, or a shared one (admin). Another person's personal view is 404. The view as read may come back whole, its name, query or sharing changed.",
        params: registrationViewParamsSchema,
        body: takingBack(registrationViewBodySchema, registrationViewSchema),
        querystring: noQuerySchema,
        response: answers({ 200: registrationViewSchema }),
      },
      config,
    },
    async (request) => updateView(app.db, signedInStaff(request), request.params.id, request.body),
  );

  app.delete(
    '/registration-views/:id',
    {
      schema: {
        description: "Deletes a view: one's own, or a shared one (admin). Another person's personal view is 404.",
        params: registrationViewParamsSchema,
        querystring: noQuerySchema,
        response: answers({ 204: noContent }),
      },
      config,
    },
    async (request, reply) => {
      await deleteView(app.db, signedInStaff(request), request.params.id);
      return reply.status(204).send();
    },
  );
};
