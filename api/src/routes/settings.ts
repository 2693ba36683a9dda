import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { noQuerySchema } from 'shared/domain/registrations/registration-requests';
import { LOGO_MAX_BYTES } from 'shared/domain/settings/logo';
import { featureFlagBodySchema, featureFlagParamsSchema, SETTINGS_SECTIONS, SETTINGS_UPDATE_BODY_SCHEMAS } from 'shared/domain/settings/settings';
import {
  featureFlagsAnswerSchema,
  organizationLogoAnswerSchema,
  portalSettingsSchema,
  SETTINGS_SECTION_ANSWERS,
  settingsSnapshotSchema,
} from 'shared/domain/settings/settings-answers';
import { conflict } from '../http-error';
import { actorOf, currentSession } from '../plugins/auth';
import { answers } from '../route-answers';
import { logoRefused, readOrganizationLogo, removeOrganizationLogo, setOrganizationLogo } from '../settings/organization-logo';
import { readPortalSettings, readSettingsSnapshot, setFeatureFlag, updateSettingsSection } from '../settings/portal-settings';

/** Organisation-wide settings under /admin: everyone reads branding and flags, only a superadmin edits. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/portal-settings',
    {
      schema: { description: "What every staff member's portal shows.", querystring: noQuerySchema, response: answers({ 200: portalSettingsSchema }) },
      // The shell reads it at start (branding, and whether to ask for the second factor), before that is asked for.
      config: { permission: 'read', secondFactor: 'exempt' },
    },
    async () => readPortalSettings(app.db),
  );

  app.get(
    '/settings',
    { schema: { querystring: noQuerySchema, response: answers({ 200: settingsSnapshotSchema }) }, config: { permission: 'settings' } },
    async () => readSettingsSnapshot(app.db),
  );

  for (const section of SETTINGS_SECTIONS) {
    app.put(
      `/settings/${section}`,
      {
        schema: {
          description: 'The whole section and the version it was edited from.',
          body: SETTINGS_UPDATE_BODY_SCHEMAS[section],
          querystring: noQuerySchema,
          response: answers({ 200: SETTINGS_SECTION_ANSWERS[section] }),
        },
        // The payment settings move money (approval threshold, fee, receipt prefix): a fresh passkey check.
        config: { permission: 'settings', ...(section === 'payment' && { secondFactor: 'step-up' as const }) },
      },
      async (request) => {
        const saved = await updateSettingsSection(app.db, section, request.body, actorOf(request));
        // Each turn of the loop is one section: what is saved is that section's value, as its schema validated it.
        return saved as z.output<(typeof SETTINGS_SECTION_ANSWERS)[typeof section]>;
      },
    );
  }

  // The logo's upload is the image's bytes as they are; its type is read from the bytes, not the header.
  app.addContentTypeParser(/^image\//, { parseAs: 'buffer', bodyLimit: LOGO_MAX_BYTES }, (_request, body, done) => done(null, body));

  app.get(
    '/settings/organization/logo',
    {
      schema: {
        description: 'The logo receipts print, in base64 for a preview; null: none.',
        querystring: noQuerySchema,
        response: answers({ 200: organizationLogoAnswerSchema }),
      },
      config: { permission: 'settings' },
    },
    async () => readOrganizationLogo(app.db),
  );

  app.put(
    '/settings/organization/logo',
    {
      schema: {
        description: `Body: the image's bytes, \`Content-Type: image/png\` or \`image/jpeg\`, at most ${LOGO_MAX_BYTES / 1024} KB (else 413). PNG or JPEG by magic number (else 415), read as a receipt draws it and at most 2000 px a side (else 422); a refused file changes nothing. Audited as \`settings.updated\`.`,
        querystring: noQuerySchema,
        response: answers({ 200: organizationLogoAnswerSchema }),
      },
      config: { permission: 'settings' },
      bodyLimit: LOGO_MAX_BYTES,
      // Fastify's own refusals, in words the uploader understands; the app's handler sends them.
      errorHandler: (error: FastifyError) => {
        if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw logoRefused('tooLarge');
        if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') throw logoRefused('notImage');
        throw error;
      },
    },
    async (request) => {
      if (!Buffer.isBuffer(request.body)) throw logoRefused('notImage');
      return setOrganizationLogo(app.db, request.body, actorOf(request));
    },
  );

  app.delete(
    '/settings/organization/logo',
    {
      schema: { description: 'Receipts print no logo from now on.', querystring: noQuerySchema, response: answers({ 200: organizationLogoAnswerSchema }) },
      config: { permission: 'settings' },
    },
    async (request) => removeOrganizationLogo(app.db, actorOf(request)),
  );

  app.put(
    '/feature-flags/:key',
    {
      schema: {
        description:
          'A route whose feature a flag switches off answers 403 with `code: "feature-off"` while it is off: `csvExport` the CSV export, `duplicateMerge` merging duplicates. `commandPalette` is the browser\'s alone (its searches are ordinary reads).',
        params: featureFlagParamsSchema,
        body: featureFlagBodySchema,
        querystring: noQuerySchema,
        response: answers({ 200: featureFlagsAnswerSchema }),
      },
      config: { permission: 'settings' },
    },
    async (request) => {
      // Requiring a second factor of everyone from a session that has none would shut its own person
      // out with the rest: the one who turns it on shows it can be passed.
      if (request.params.key === 'orgWide2FA' && request.body.enabled && !currentSession(request).secondFactorAt) {
        throw conflict(
          'own-passkey-check-needed',
          "Confirm it's you with a passkey of your own before requiring a second factor of everyone: otherwise nobody could get past it, you included.",
        );
      }
      return setFeatureFlag(app.db, request.params.key, request.body.enabled, actorOf(request));
    },
  );
};
