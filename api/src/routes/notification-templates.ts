import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { noQuerySchema } from 'shared/domain/schemas';
import { templateParamsSchema, templateUpdateBodySchema } from 'shared/domain/settings';
import { actorOf } from '../plugins/auth';
import { listTemplates, updateTemplate } from '../settings/notification-templates';

/** The notification templates card of the Features tab, under /admin (superadmin). */
export const notificationTemplateRoutes: FastifyPluginAsync = async (app) => {
  const config = { permission: 'settings' } as const;

  app.get('/notification-templates', { schema: { querystring: noQuerySchema }, config }, async () => ({ data: await listTemplates(app.db) }));

  app.put<{ Params: z.infer<typeof templateParamsSchema>; Body: z.infer<typeof templateUpdateBodySchema> }>(
    '/notification-templates/:id',
    { schema: { params: templateParamsSchema, body: templateUpdateBodySchema, querystring: noQuerySchema }, config },
    async (request) => updateTemplate(app.db, request.params.id, request.body, actorOf(request)),
  );
};
