import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { REFUSAL_CODES } from 'shared/domain/common/refusal-codes';
import { DOCS_PREFIX, OPENAPI_JSON_PATH } from '../src/plugins/openapi';
import { call, useTestApp } from './support/test-app';

// The OpenAPI document is generated from the routes' schemas (plugins/openapi.ts), the same on
// every engine: one engine is enough here.
const VALIDATOR_CLI = require.resolve('@seriousme/openapi-schema-validator/bin/validate-api-cli.js');

/** The document's path for a Fastify url: `/registrations/:id` -> `/registrations/{id}`. */
const documentPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

interface JsonSchema {
  $ref?: string;
  readOnly?: boolean;
  properties?: Record<string, JsonSchema>;
}

interface Operation {
  responses?: Record<string, { content?: Record<string, unknown> }>;
  security?: unknown[];
  description?: string;
}

describe('the OpenAPI document', () => {
  const target = useTestApp('pglite', { registrations: 1 });
  let document: { openapi: string; paths: Record<string, Record<string, Operation>> };

  beforeAll(async () => {
    const reply = await call(target, 'GET', OPENAPI_JSON_PATH);
    expect(reply.status).toBe(200);
    document = reply.body;
  });

  test('passes a standard OpenAPI validator (@seriousme/openapi-schema-validator)', async () => {
    expect(document.openapi).toMatch(/^3\./);
    const folder = await mkdtemp(path.join(tmpdir(), 'abacus-openapi-'));
    try {
      const file = path.join(folder, 'openapi.json');
      await writeFile(file, JSON.stringify(document));
      const { stdout } = await promisify(execFile)(process.execPath, [VALIDATOR_CLI, file]).catch((error: { stdout: string }) => error);
      expect(JSON.parse(stdout)).toEqual({ valid: true });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  // A new route fails here until it declares `schema.response` through `answers()`
  // (src/route-answers.ts): a JSON answer as its zod schema, a streamed one (CSV, or
  // text/event-stream for server-sent events) as its content type, like `csvFile`.
  test('has every route the app serves, each with its success answer described', () => {
    const undocumented: string[] = [];
    const withoutAnswer: string[] = [];
    for (const route of target.app.routeCatalogue) {
      if (route.method === 'OPTIONS') continue;
      const operation = document.paths[documentPath(route.url)]?.[route.method.toLowerCase()];
      const key = `${route.method} ${route.url}`;
      if (!operation) {
        undocumented.push(key);
        continue;
      }
      const success = Object.entries(operation.responses ?? {}).filter(([status]) => /^2\d\d$/.test(status));
      if (!success.some(([status, answer]) => status === '204' || Object.keys(answer.content ?? {}).length > 0)) withoutAnswer.push(key);
    }
    expect({ undocumented, withoutAnswer }).toEqual({ undocumented: [], withoutAnswer: [] });
  });

  test('names the permission of every /admin call and the token it needs', () => {
    const admin = target.app.routeCatalogue.filter((route) => route.url.startsWith('/admin') && route.method !== 'OPTIONS');
    expect(admin.length).toBeGreaterThan(0);
    for (const route of admin) {
      const operation = document.paths[documentPath(route.url)]![route.method.toLowerCase()]!;
      expect({ route: route.url, security: operation.security, permission: operation.description?.includes(`Permission: \`${route.permission}\``) }).toEqual({
        route: route.url,
        security: [{ firebaseIdToken: [] }],
        permission: true,
      });
    }
  });

  test('says which calls are money actions needing a fresh passkey check, and only those', () => {
    const admin = target.app.routeCatalogue.filter((route) => route.url.startsWith('/admin') && route.method !== 'OPTIONS');
    const said = admin.filter((route) => document.paths[documentPath(route.url)]![route.method.toLowerCase()]!.description?.includes('A money action: '));
    const marked = admin.filter((route) => route.secondFactor === 'step-up');
    expect(marked.length).toBeGreaterThan(5);
    expect(said.map((route) => `${route.method} ${route.url}`).sort()).toEqual(marked.map((route) => `${route.method} ${route.url}`).sort());
    expect(marked.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining(['POST /admin/registrations/:id/approval', 'PUT /admin/settings/payment']),
    );
  });

  // The server-owned fields of what the writes take back (shared/src/domain/common/server-owned.ts); the rest stay writable.
  test('marks the fields the server sets readOnly in the answers, and only those', () => {
    const components = (document as unknown as { components: { schemas: Record<string, JsonSchema> } }).components.schemas;
    const resolved = (schema: JsonSchema): JsonSchema => (schema.$ref ? resolved(components[schema.$ref.split('/').pop()!]!) : schema);
    const answerOf = (url: string) => (document.paths[url]!.put!.responses!['200']!.content!['application/json'] as { schema: JsonSchema }).schema;
    const readOnlyOf = (schema: JsonSchema) =>
      Object.entries(resolved(schema).properties ?? {})
        .filter(([, property]) => property.readOnly)
        .map(([name]) => name);
    const registration = components.Registration!;
    expect({
      registration: readOnlyOf(registration),
      payment: readOnlyOf(registration.properties!.payment!),
      template: readOnlyOf(answerOf('/admin/notification-templates/{id}')),
      view: readOnlyOf(answerOf('/admin/registration-views/{id}')),
      center: readOnlyOf(answerOf('/admin/centers/{id}')),
      settingsSection: readOnlyOf(answerOf('/admin/settings/payment')),
      profile: readOnlyOf(answerOf('/admin/profile')),
    }).toEqual({
      registration: ['registrationId', 'createdAt', 'updatedAt', 'merchantTransactionId', 'mergedInto', 'version'],
      payment: ['paymentId', 'amount', 'receipt', 'approval'],
      template: ['id', 'name', 'variables', 'version'],
      view: ['id', 'ownerName', 'editable'],
      center: ['id', 'version'],
      settingsSection: ['version'],
      profile: ['uid', 'email', 'avatarPath'],
    });
  });

  // The refusal's schema (shared/src/domain/common/answers.ts): `code` required, one of the list the portal translates.
  test("describes every route's refusals with their required code, one of the refusal codes", () => {
    const components = (document as unknown as { components: { schemas: Record<string, JsonSchema & { required?: string[] }> } }).components.schemas;
    const apiError = components.ApiError!;
    expect(apiError.required).toEqual(expect.arrayContaining(['message', 'code']));
    expect(apiError.properties!.code).toMatchObject({ type: 'string', enum: [...REFUSAL_CODES] });
    const withoutRefusal: string[] = [];
    for (const [url, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const refusals = ['4XX', '5XX'].map(
          (status) => (operation.responses?.[status]?.content?.['application/json'] as { schema?: JsonSchema } | undefined)?.schema?.$ref,
        );
        if (refusals.some((ref) => ref !== '#/components/schemas/ApiError')) withoutRefusal.push(`${method.toUpperCase()} ${url}`);
      }
    }
    expect(withoutRefusal).toEqual([]);
  });

  test('is readable on a page whose policy lets only its own scripts and styles run', async () => {
    const page = await call(target, 'GET', DOCS_PREFIX);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).toContain("frame-ancestors 'none'");
    const scripts = [...String(page.body).matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const asset = await call(target, 'GET', new URL(script, `${target.baseUrl}${DOCS_PREFIX}/`).pathname);
      expect({ script, status: asset.status }).toEqual({ script, status: 200 });
    }
  });
});
