import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { templateParamsSchema, templateQuerySchema, templateUpdateBodySchema } from 'shared/domain/settings/settings';
import { notificationTemplateSchema } from 'shared/domain/settings/settings-answers';
import { takingBack } from 'shared/domain/common/server-owned';
import { languageOf, SOURCE_LANGUAGE } from 'shared/i18n/languages';
import { actorOf } from '../plugins/auth';
import { answers } from '../route-answers';
import { listTemplates, updateTemplate } from '../settings/notification-templates';

/** The notification templates card of the Features tab, under /admin (superadmin): what parents and staff are sent. */
export const notificationTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { permission: 'settings' } as const;
  const languageIn = (query: { locale?: string }) => languageOf(query.locale ?? SOURCE_LANGUAGE);

  app.get(
    '/notification-templates',
    {
      schema: {
        description:
          "Every template in one language: `?locale=hi-IN` Hindi, `ta-IN` Tamil; left out or `en-IN`, English (as before languages). A locale of a language the portal does not speak (en-GB, bn-IN) answers English. Each language's version has its own texts and `version`; a template not yet written in a language answers its English text.",
        querystring: templateQuerySchema,
        response: answers({ 200: z.strictObject({ data: z.array(notificationTemplateSchema) }) }),
      },
      config,
    },
    async (request) => ({ data: await listTemplates(app.db, languageIn(request.query)) }),
  );

  app.put(
    '/notification-templates/:id',
    {
      schema: {
        description:
          "Saves a template's subject and content (the e-mail) and, for the templates sent to registrants, its SMS text and DLT template ID, in the language of `?locale=` (as the list reads it: left out, English); no other language's version changes, and `version` is that language's. Any `{{word}}` is accepted; one no value fills stays as written. `smsText` or `dltTemplateId` left out keeps the value that language has stored; either given to a staff notice (e-mail only) answers 409. Audited as `template.updated`, its note naming the language.",
        params: templateParamsSchema,
        body: takingBack(templateUpdateBodySchema, notificationTemplateSchema),
        querystring: templateQuerySchema,
        response: answers({ 200: notificationTemplateSchema }),
      },
      config,
    },
    async (request) => updateTemplate(app.db, request.params.id, request.body, actorOf(request), languageIn(request.query)),
  );
};
