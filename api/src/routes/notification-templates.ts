import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noQuerySchema } from 'shared/domain/registrations/registration-requests';
import { templateParamsSchema, templateUpdateBodySchema } from 'shared/domain/settings/settings';
import { notificationTemplateSchema } from 'shared/domain/settings/settings-answers';
import { takingBack } from 'shared/domain/common/server-owned';
import { actorOf } from '../plugins/auth';
import { answers } from '../route-answers';
import { listTemplates, updateTemplate } from '../settings/notification-templates';

/** The notification templates card of the Features tab, under /admin (superadmin): what parents and staff are sent. */
export const notificationTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { permission: 'settings' } as const;

  app.get(
    '/notification-templates',
    { schema: { querystring: noQuerySchema, response: answers({ 200: z.strictObject({ data: z.array(notificationTemplateSchema) }) }) }, config },
    async () => ({ data: await listTemplates(app.db) }),
  );

  app.put(
    '/notification-templates/:id',
    {
      schema: {
        description:
          "Saves a template's subject and content (the e-mail) and, for the templates sent to registrants, its SMS text and DLT template ID. Any `{{word}}` is accepted; one no value fills stays as written. `smsText` or `dltTemplateId` left out keeps its stored value; either given to a staff notice (e-mail only) answers 409.",
        params: templateParamsSchema,
        body: takingBack(templateUpdateBodySchema, notificationTemplateSchema),
        querystring: noQuerySchema,
        response: answers({ 200: notificationTemplateSchema }),
      },
      config,
    },
    async (request) => updateTemplate(app.db, request.params.id, request.body, actorOf(request)),
  );
};
