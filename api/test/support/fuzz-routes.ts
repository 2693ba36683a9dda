import fc from 'fast-check';
import type { z } from 'zod';
import { auditQuerySchema } from 'shared/domain/audit';
import { trendsQuerySchema } from 'shared/domain/dashboard';
import { registrationListQuerySchema } from 'shared/domain/list-query';
import { offlineQueueQuerySchema } from 'shared/domain/offline-payments';
import { defaultViewBodySchema, preferencesSchema, registrationViewBodySchema, registrationViewParamsSchema } from 'shared/domain/preferences';
import { AVATAR_MAX_BYTES, profileUpdateBodySchema } from 'shared/domain/profile';
import { IMPORT_COLUMNS, importBodySchema, MAX_IMPORT_BYTES } from 'shared/domain/registration-import';
import {
  activityQuerySchema,
  bulkActionBodySchema,
  bulkJobParamsSchema,
  duplicateGroupsQuerySchema,
  exportLinkIdParamsSchema,
  exportLinkTokenParamsSchema,
  historyQuerySchema,
  merchantTransactionLookupQuerySchema,
  noQuerySchema,
  paymentIdLookupQuerySchema,
  registerUpdateBodySchema,
  registrationDetailsBodySchema,
  registrationIdParamsSchema,
  statusChangeBodySchema,
} from 'shared/domain/schemas';
import {
  centerIdParamsSchema,
  centerInputSchema,
  centerUpdateBodySchema,
  DEFAULT_AUDIT_SETTINGS,
  DEFAULT_PAYMENT_SETTINGS,
  exportBodySchema,
  exportParamsSchema,
  featureFlagBodySchema,
  featureFlagParamsSchema,
  inviteBodySchema,
  roleChangeBodySchema,
  SETTINGS_UPDATE_BODY_SCHEMAS,
  staffAccountParamsSchema,
  templateParamsSchema,
  templateUpdateBodySchema,
} from 'shared/domain/settings';
import { DEFAULT_PREFERENCES } from 'shared/platform/settings/preferences';
import { DEFAULT_ORGANIZATION_BRANDING } from 'shared/platform/theme/branding';
import { avatarParamsSchema } from '../../src/routes/profile';
import { brokenBody, hostileText, percentEncode, spoiledJson, type RawBody } from './fuzz-inputs';

// What the route fuzzer knows of each route: the shared schemas of its parts (the oracle for
// what it may accept) and a request it would accept, which the fuzzer spoils.

/** Existing things the valid requests name; made by the suite before it fuzzes. */
export interface FuzzFixture {
  registrationId: string;
  centerId: string;
  templateId: string;
  /** A throwaway staff account, never a demo one. */
  staffUid: string;
}

type Schema = z.ZodType;

export interface FuzzRoute {
  params?: { schema: Schema; valid: (fixture: FuzzFixture) => Record<string, string> };
  query: Schema;
  /** A query the route accepts; none when omitted. */
  validQuery?: Record<string, string>;
  body?: { schema: Schema; valid: (fixture: FuzzFixture) => unknown; limit: number };
  /** The avatar upload: an image's bytes rather than JSON. */
  imageBody?: { limit: number };
}

const DEFAULT_BODY_LIMIT = 16 * 1024;
const registrationParams = { schema: registrationIdParamsSchema, valid: (f: FuzzFixture) => ({ id: f.registrationId }) };
const noQuery = { query: noQuerySchema };
const jsonBody = (schema: Schema, valid: (fixture: FuzzFixture) => unknown, limit = DEFAULT_BODY_LIMIT) => ({ schema, valid, limit });

const validView = { name: 'Fuzz view', query: 'status=active&sort=name&order=asc', shared: false };
const viewParams = { schema: registrationViewParamsSchema, valid: () => ({ id: '00000000-0000-4000-8000-000000000000' }) };
const validCenter = { code: 'FZ1', name: 'Fuzz Centre', city: 'Pune', contact: '9876543210' };
const validImportCsv = `${IMPORT_COLUMNS.join(',')}\nFZ-1,Fuzz Child,female,9876500001,Fuzz School,4th,Kids Level,BUD,PAY-FZ-1,offline,300,pending\n`;

/** Every route the app serves (`METHOD url` as in app.routeCatalogue) and how to fuzz it. */
export const FUZZ_ROUTES: Record<string, FuzzRoute> = {
  'GET /health': noQuery,
  'GET /avatars/:sha256': {
    params: { schema: avatarParamsSchema, valid: () => ({ sha256: 'a'.repeat(64) }) },
    ...noQuery,
  },
  'GET /admin/profile': noQuery,
  'GET /admin/events': noQuery,
  'PUT /admin/profile': {
    ...noQuery,
    body: jsonBody(profileUpdateBodySchema, () => ({ name: 'Fuzz Superadmin', phone: '+919876543210', alternateEmail: '' })),
  },
  'PUT /admin/profile/avatar': { ...noQuery, imageBody: { limit: AVATAR_MAX_BYTES } },
  'GET /admin/profile/preferences': noQuery,
  'PUT /admin/profile/preferences': { ...noQuery, body: jsonBody(preferencesSchema, () => DEFAULT_PREFERENCES) },
  'GET /admin/registration-views': noQuery,
  'POST /admin/registration-views': { ...noQuery, body: jsonBody(registrationViewBodySchema, () => validView) },
  'PUT /admin/registration-views/default': { ...noQuery, body: jsonBody(defaultViewBodySchema, () => ({ id: null })) },
  'PUT /admin/registration-views/:id': { params: viewParams, ...noQuery, body: jsonBody(registrationViewBodySchema, () => validView) },
  'DELETE /admin/registration-views/:id': { params: viewParams, ...noQuery },
  'GET /admin/registrations': { query: registrationListQuerySchema, validQuery: { status: 'active', limit: '5' } },
  'GET /admin/registrations/:id': { params: registrationParams, ...noQuery },
  'GET /admin/find-by-merchant-transaction-id': { query: merchantTransactionLookupQuerySchema, validQuery: { merchantTransactionId: 'MT-FUZZ' } },
  'GET /admin/find-by-payment-id': { query: paymentIdLookupQuerySchema, validQuery: { paymentId: 'PAY-FUZZ' } },
  'PUT /admin/register/:id': {
    params: registrationParams,
    ...noQuery,
    body: jsonBody(registerUpdateBodySchema, () => ({ payment: { status: 'success', mode: 'offline' }, adminNote: 'Cash received', version: 1 })),
  },
  'PUT /admin/registrations/:id/status': {
    params: registrationParams,
    ...noQuery,
    body: jsonBody(statusChangeBodySchema, () => ({ status: 'disqualified', note: 'Entered two competitions', version: 1 })),
  },
  'PUT /admin/registrations/:id/details': {
    params: registrationParams,
    ...noQuery,
    body: jsonBody(registrationDetailsBodySchema, () => ({
      name: 'Fuzz Child',
      contactNumber: '9876543210',
      std: '4th',
      cadre: 'Kids Level',
      levelEnrolled: 'BUD',
      school: { value: 'Fuzz School', name: 'Fuzz School, Pune' },
      status: 'active',
      version: 1,
    })),
  },
  'GET /admin/registrations/duplicates': { query: duplicateGroupsQuerySchema, validQuery: { limit: '5' } },
  'GET /admin/registrations/export': { query: registrationListQuerySchema, validQuery: { status: 'disqualified' } },
  'GET /admin/registrations/count': { query: registrationListQuerySchema, validQuery: { status: 'disqualified' } },
  'POST /admin/registrations/export-links': { query: registrationListQuerySchema, validQuery: { status: 'disqualified' } },
  'GET /admin/registrations/export-links/:id': {
    params: { schema: exportLinkIdParamsSchema, valid: () => ({ id: '00000000-0000-4000-8000-000000000000' }) },
    ...noQuery,
  },
  'GET /registrations-export/:token': { params: { schema: exportLinkTokenParamsSchema, valid: () => ({ token: 'A'.repeat(43) }) }, ...noQuery },
  'POST /admin/registrations/bulk': {
    ...noQuery,
    body: jsonBody(bulkActionBodySchema, (f) => ({ action: 'disqualify', note: 'Entered two competitions', registrationIds: [f.registrationId] }), 1024 * 1024),
  },
  'GET /admin/jobs/:id': { params: { schema: bulkJobParamsSchema, valid: () => ({ id: '00000000-0000-4000-8000-000000000000' }) }, ...noQuery },
  'GET /admin/registrations/:id/history': { params: registrationParams, query: historyQuerySchema, validQuery: { limit: '5' } },
  'GET /admin/stats': noQuery,
  'GET /admin/dashboard/trends': { query: trendsQuerySchema, validQuery: { days: '7', until: '2026-05-31' } },
  'GET /admin/activity': { query: activityQuerySchema, validQuery: { limit: '5' } },
  'GET /admin/payments/awaiting-confirmation': { query: offlineQueueQuerySchema, validQuery: { limit: '5' } },
  'GET /admin/audit': { query: auditQuerySchema, validQuery: { action: 'payment.confirmed', from: '2026-01-01', limit: '5' } },
  'GET /admin/portal-settings': noQuery,
  'GET /admin/settings': noQuery,
  'PUT /admin/settings/organization': {
    ...noQuery,
    body: jsonBody(SETTINGS_UPDATE_BODY_SCHEMAS.organization, () => ({ value: DEFAULT_ORGANIZATION_BRANDING, version: 1 })),
  },
  'PUT /admin/settings/payment': { ...noQuery, body: jsonBody(SETTINGS_UPDATE_BODY_SCHEMAS.payment, () => ({ value: DEFAULT_PAYMENT_SETTINGS, version: 1 })) },
  'PUT /admin/settings/audit': { ...noQuery, body: jsonBody(SETTINGS_UPDATE_BODY_SCHEMAS.audit, () => ({ value: DEFAULT_AUDIT_SETTINGS, version: 1 })) },
  'PUT /admin/feature-flags/:key': {
    params: { schema: featureFlagParamsSchema, valid: () => ({ key: 'csvExport' }) },
    ...noQuery,
    body: jsonBody(featureFlagBodySchema, () => ({ enabled: true })),
  },
  'GET /admin/centers': noQuery,
  'POST /admin/centers': { ...noQuery, body: jsonBody(centerInputSchema, () => validCenter) },
  'PUT /admin/centers/:id': {
    params: { schema: centerIdParamsSchema, valid: (f) => ({ id: f.centerId }) },
    ...noQuery,
    body: jsonBody(centerUpdateBodySchema, () => ({ ...validCenter, version: 1 })),
  },
  'DELETE /admin/centers/:id': { params: { schema: centerIdParamsSchema, valid: (f) => ({ id: f.centerId }) }, ...noQuery },
  'GET /admin/notification-templates': noQuery,
  'PUT /admin/notification-templates/:id': {
    params: { schema: templateParamsSchema, valid: (f) => ({ id: f.templateId }) },
    ...noQuery,
    body: jsonBody(templateUpdateBodySchema, () => ({ subject: 'Hello {{name}}', content: 'Your id is {{registrationId}}.', version: 1 })),
  },
  'GET /admin/staff-accounts': noQuery,
  'POST /admin/staff-accounts': { ...noQuery, body: jsonBody(inviteBodySchema, () => ({ email: 'fuzz-invite@example.org', role: 'viewer' })) },
  'PUT /admin/staff-accounts/:uid/role': {
    params: { schema: staffAccountParamsSchema, valid: (f) => ({ uid: f.staffUid }) },
    ...noQuery,
    body: jsonBody(roleChangeBodySchema, () => ({ role: 'staff' })),
  },
  'DELETE /admin/staff-accounts/:uid': { params: { schema: staffAccountParamsSchema, valid: (f) => ({ uid: f.staffUid }) }, ...noQuery },
  'GET /admin/exports': noQuery,
  'POST /admin/exports': { ...noQuery, body: jsonBody(exportBodySchema, () => ({ kind: 'audit' })) },
  'GET /admin/exports/:id/file': { params: { schema: exportParamsSchema, valid: () => ({ id: '00000000-0000-4000-8000-000000000000' }) }, ...noQuery },
  'POST /admin/imports/preview': { ...noQuery, body: jsonBody(importBodySchema, () => ({ csv: validImportCsv }), MAX_IMPORT_BYTES * 2) },
  'POST /admin/imports': { ...noQuery, body: jsonBody(importBodySchema, () => ({ csv: validImportCsv }), MAX_IMPORT_BYTES * 2) },
};

/** One generated request, and whether the route's shared schemas accept it as the server will parse it. */
export interface FuzzRequest {
  method: string;
  path: string;
  body?: RawBody;
  /** False when some part is refused by its schema (or cannot be parsed at all): the answer must be 4xx. A write is refused either way. */
  schemaAccepts: boolean;
  /** What was spoiled, for the failure report. */
  spoiled: string;
}

const accepts = (schema: Schema, value: unknown) => schema.safeParse(value).success;

/** The query as the server reads it: repeated keys become arrays. */
function parsedQuery(search: string): Record<string, string | string[]> | null {
  try {
    const query: Record<string, string | string[]> = {};
    for (const [key, value] of new URLSearchParams(search)) {
      const seen = query[key];
      query[key] = seen === undefined ? value : [seen, value].flat();
    }
    return query;
  } catch {
    return null;
  }
}

function decodedSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

const RAW_SEGMENTS = ['%', '%00', '%2F', '%2e%2e', '.', '%E0%A4%A', '%C0%AF', '%FF%FE', '%20', 'a%0Ab', '*', '%25'];
const RAW_QUERIES = [
  '&',
  '=',
  '=x',
  'a',
  '%',
  'a=%ZZ',
  '__proto__=x',
  'constructor[prototype][x]=1',
  'q[]=x',
  'a=1&'.repeat(500),
  '%26=%3D',
  'limit=1&limit=2',
];
const QUERY_KEYS_OF_ANY_ROUTE = ['limit', 'offset', 'q', 'sort', 'order', 'status', 'before', 'after', 'days', 'until', 'from', 'to', 'id'];

/** The parameter names a query schema knows. */
export function queryKeys(schema: Schema): string[] {
  let inner: any = schema;
  while (inner?._zod?.def?.type === 'pipe') inner = inner._zod.def.in;
  return Object.keys(inner?.shape ?? {});
}

const encodeQuery = (entries: [string, string][]) => entries.map(([key, value]) => `${percentEncode(key)}=${percentEncode(value)}`).join('&');

/**
 * Requests on one route built from a valid one with one part spoiled: a path parameter, the
 * query, the JSON body's fields, or the body as sent (bytes, type, size).
 */
export function fuzzRequests(catalogueKey: string, route: FuzzRoute, fixture: FuzzFixture): fc.Arbitrary<FuzzRequest> {
  const [method, url] = catalogueKey.split(' ') as [string, string];
  const validParams = route.params?.valid(fixture) ?? {};
  const validQuery = Object.entries(route.validQuery ?? {});
  const validBody = route.body?.valid(fixture);

  const build = (
    params: Record<string, string>,
    query: string,
    body: RawBody | undefined,
    bodyParsed: { ok: boolean; value?: unknown },
    spoiled: string,
  ): FuzzRequest => {
    const path = url.replace(/:(\w+)/g, (_, name: string) => params[name] ?? percentEncode(validParams[name]!));
    const decodedParams = Object.fromEntries(Object.keys(validParams).map((name) => [name, decodedSegment(params[name] ?? percentEncode(validParams[name]!))]));
    const parsed = parsedQuery(query);
    const paramsOk = !route.params || (Object.values(decodedParams).every((value) => value !== null) && accepts(route.params.schema, decodedParams));
    const bodyOk = route.imageBody ? false : route.body ? bodyParsed.ok && accepts(route.body.schema, bodyParsed.value) : true;
    return {
      method,
      path: query ? `${path}?${query}` : path,
      body,
      schemaAccepts: paramsOk && parsed !== null && accepts(route.query, parsed) && bodyOk,
      spoiled,
    };
  };

  const validJson: RawBody | undefined = route.body ? { contentType: 'application/json', text: JSON.stringify(validBody) } : undefined;
  const asSent = { ok: true, value: validBody };
  const options: fc.Arbitrary<FuzzRequest>[] = [];

  // The query: a known or unknown key with a hostile value, repeated keys, or a malformed query string.
  const keys = [...queryKeys(route.query), ...QUERY_KEYS_OF_ANY_ROUTE];
  options.push(
    fc
      .oneof(
        fc
          .tuple(fc.oneof(fc.constantFrom(...keys), hostileText), fc.array(hostileText, { minLength: 1, maxLength: 3 }))
          .map(([key, values]) => encodeQuery([...validQuery.filter(([known]) => known !== key), ...values.map((value): [string, string] => [key, value])])),
        fc.constantFrom(...RAW_QUERIES).map((raw) => [encodeQuery(validQuery), raw].filter(Boolean).join('&')),
      )
      .map((query) => build({}, query, validJson, asSent, 'query')),
  );

  if (route.params) {
    const names = Object.keys(validParams);
    options.push(
      fc
        .tuple(fc.constantFrom(...names), fc.oneof(hostileText.map(percentEncode), fc.constantFrom(...RAW_SEGMENTS)))
        .filter(([, segment]) => segment !== '')
        .map(([name, segment]) => build({ [name]: segment }, encodeQuery(validQuery), validJson, asSent, `path parameter ${name}`)),
    );
  }

  if (route.body) {
    const { schema, limit } = route.body;
    options.push(
      spoiledJson(validBody)
        .map((value) => JSON.stringify(value))
        .filter((text) => text === undefined || !accepts(schema, JSON.parse(text)))
        .map((text) =>
          build({}, encodeQuery(validQuery), text === undefined ? undefined : { contentType: 'application/json', text }, { ok: false }, 'body fields'),
        ),
      brokenBody(validBody, limit).map((body) => build({}, encodeQuery(validQuery), body, { ok: false }, 'body as sent')),
    );
  }

  if (route.imageBody) {
    const { limit } = route.imageBody;
    const notImage = fc
      .uint8Array({ maxLength: 64 })
      .filter((bytes) => ![0x89, 0xff, 0x47, 0x52].includes(bytes[0] ?? 0))
      .map((bytes) => Buffer.from(bytes));
    options.push(
      fc
        .oneof(
          fc
            .tuple(fc.constantFrom('image/png', 'image/jpeg', 'image/svg+xml', 'image/', 'image/png; charset=utf-8'), notImage)
            .map(([contentType, text]): RawBody => ({ contentType, text })),
          fc
            .constantFrom('application/json', 'text/plain', 'application/octet-stream', 'multipart/form-data; boundary=x')
            .map((contentType): RawBody => ({ contentType, text: Buffer.from('\x89PNG\r\n\x1a\n') })),
          fc.constant<RawBody>({ contentType: 'image/png', text: Buffer.alloc(limit + 1) }),
          fc.constant<RawBody>({ contentType: 'image/svg+xml', text: '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>' }),
        )
        .map((body) => build({}, '', body, { ok: false }, 'image body')),
    );
  }
  const requests = fc.oneof(...options);
  // A change the fuzzer makes must be one it meant to be refused: a write goes out only spoiled,
  // or naming a path parameter that names nothing.
  return method === 'GET' ? requests : requests.filter((request) => !request.schemaAccepts || request.spoiled.startsWith('path parameter'));
}
