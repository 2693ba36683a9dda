import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { noQuerySchema } from 'shared/domain/schemas';
import {
  featureFlagBodySchema, featureFlagParamsSchema, SETTINGS_SECTIONS, SETTINGS_UPDATE_BODY_SCHEMAS,
} from 'shared/domain/settings';
import { actorOf } from '../plugins/auth';
import { readPortalSettings, readSettingsSnapshot, setFeatureFlag, updateSettingsSection } from '../settings/portal-settings';

/** Organisation-wide settings under /admin: everyone reads branding and flags, only a superadmin edits. */
export const settingsRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/portal-settings',
    { schema: { querystring: noQuerySchema }, config: { permission: 'read' } },
    async () => readPortalSettings(app.db),
  );

  app.get(
    '/settings',
    { schema: { querystring: noQuerySchema }, config: { permission: 'settings' } },
    async () => readSettingsSnapshot(app.db),
  );

  for (const section of SETTINGS_SECTIONS) {
    const body = SETTINGS_UPDATE_BODY_SCHEMAS[section];
    app.put<{ Body: z.infer<typeof body> }>(
      `/settings/${section}`,
      { schema: { body, querystring: noQuerySchema }, config: { permission: 'settings' } },
      async (request) => updateSettingsSection(app.db, section, request.body, actorOf(request)),
    );
  }

  app.put<{ Params: z.infer<typeof featureFlagParamsSchema>; Body: z.infer<typeof featureFlagBodySchema> }>(
    '/feature-flags/:key',
    { schema: { params: featureFlagParamsSchema, body: featureFlagBodySchema, querystring: noQuerySchema }, config: { permission: 'settings' } },
    async (request) => setFeatureFlag(app.db, request.params.key, request.body.enabled, actorOf(request)),
  );
};
