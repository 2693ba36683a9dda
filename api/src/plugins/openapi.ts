import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { STEP_UP_SECONDS } from 'shared/domain/auth/passkeys';

/** Where the document and its page are served (public, like /health). */
export const DOCS_PREFIX = '/docs';
export const OPENAPI_JSON_PATH = `${DOCS_PREFIX}/json`;

// The page's own policy: the API's (plugins/security-headers.ts) allows nothing to run; the
// page runs Swagger UI's scripts and styles from this origin, and nothing from anywhere else,
// except the one style element Swagger UI writes itself (allowed by its hash, as Chromium reports it).
const DOCS_PAGE_POLICY = {
  'default-src': "'none'",
  'script-src': "'self'",
  'style-src': "'self' 'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='",
  'img-src': "'self' data:",
  'connect-src': "'self'",
  'frame-ancestors': "'none'",
  'base-uri': "'none'",
  'form-action': "'none'",
};

const zodTransform = createJsonSchemaTransform({ skipList: [] });

/** What a money action's description adds (its route's `secondFactor: 'step-up'`). */
const STEP_UP_NOTE = `A money action: for anyone with a passkey, and for everyone while \`orgWide2FA\` is on, the session must have passed its passkey check within the last ${STEP_UP_SECONDS / 60} minutes, else 403 \`step-up-required\`.`;

/**
 * The OpenAPI 3 document of every route, generated from the routes' zod schemas
 * (GET /docs/json), and a page that reads it (GET /docs). Each operation says the permission
 * its route demands; /admin operations need the Firebase ID token. Registered before the
 * routes, which it collects as they are added; its own routes are hidden from the document.
 */
export const openApiPlugin = fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Abacus Admin Portal API',
        version: '1.0.0',
        description: [
          'Errors answer `{ message, code }`: `message` in English, `code` the kind of refusal, stable and of one meaning (the `ApiError` schema lists every code), for a client to act on or to show in its own words;',
          '400 adds `issues: [{ path, message }]`; a stale `version` answers 409 `stale-version` with `current`, the row as it is now;',
          'the database or Firebase out of reach answers 503 with a plain message.',
          'Text with a NUL character or a lone UTF-16 surrogate, anywhere in a request, answers 400, as does a body nested more than 20 levels deep.',
          'A request with `Content-Type: application/json` and no body reads as having no body.',
          'While the organisation requires a second factor (`orgWide2FA`), a session that has not passed its passkey check answers 403 `second-factor-required` (the profile, the portal settings and the passkey calls excepted).',
        ].join(' '),
      },
      components: {
        securitySchemes: { firebaseIdToken: { type: 'http', scheme: 'bearer', bearerFormat: 'Firebase ID token' } },
      },
    },
    transform: (document) => {
      const { schema, url } = zodTransform(document);
      const permission = document.route.config?.permission;
      if (!permission || schema.hide) return { schema, url };
      const needs = [`Permission: \`${permission}\`.`, ...(document.route.config?.secondFactor === 'step-up' ? [STEP_UP_NOTE] : [])].join(' ');
      return {
        url,
        schema: {
          ...schema,
          description: schema.description ? `${schema.description}\n\n${needs}` : needs,
          security: [{ firebaseIdToken: [] }],
        },
      };
    },
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: DOCS_PAGE_POLICY });
});
