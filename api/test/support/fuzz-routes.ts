import fc from 'fast-check';
import type { z } from 'zod';
import { IMPORT_COLUMNS } from 'shared/domain/imports/registration-import';
import { DEFAULT_AUDIT_SETTINGS, DEFAULT_PAYMENT_SETTINGS, DEFAULT_RELEASE_SETTINGS } from 'shared/domain/settings/settings';
import { DEFAULT_PREFERENCES } from 'shared/platform/settings/preferences';
import { DEFAULT_ORGANIZATION_BRANDING } from 'shared/platform/theme/branding';
import type { RouteCatalogueEntry } from '../../src/fastify-types';
import { brokenBody, hostileText, percentEncode, spoiledJson, type RawBody } from './fuzz-inputs';

// What the route fuzzer knows of each route: the schemas the route itself declares (the oracle
// for what it may accept, from app.routeCatalogue) and a request it accepts, which it spoils.

/** Existing things the valid requests name; made by the suite before it fuzzes. */
export interface FuzzFixture {
  registrationId: string;
  centerId: string;
  templateId: string;
  /** A throwaway staff account, never a demo one. */
  staffUid: string;
}

type Schema = z.ZodType;

/** A request the route accepts: its path parameters, query and JSON body. */
export interface FuzzExample {
  params?: (fixture: FuzzFixture) => Record<string, string>;
  /** None when omitted. */
  query?: Record<string, string>;
  body?: (fixture: FuzzFixture) => unknown;
  /** The avatar upload: an image's bytes rather than JSON. */
  image?: true;
  /** A statement upload: CSV text (text/csv) rather than JSON. */
  csv?: () => string;
  /** A POST that only reads (a preview): it may answer a spoiled file with its problems, changing nothing. */
  readsOnly?: true;
}

export interface FuzzRoute {
  params?: { schema: Schema; valid: (fixture: FuzzFixture) => Record<string, string> };
  query: Schema;
  validQuery?: Record<string, string>;
  body?: { schema: Schema; valid: (fixture: FuzzFixture) => unknown; limit: number };
  imageBody?: { limit: number };
  csvBody?: { valid: string; limit: number };
}

/** A served route's declared schemas joined with its example; a route that leaves a part undeclared cannot be fuzzed. */
export function fuzzRoute(served: RouteCatalogueEntry, example: FuzzExample): FuzzRoute {
  const { params, querystring, body, bodyLimit } = served.accepts;
  const key = `${served.method} ${served.url}`;
  if (!querystring) throw new Error(`${key} declares no query schema`);
  if (Boolean(example.params) !== Boolean(params)) throw new Error(`${key}: path parameters and their schema go together`);
  if (!example.image && !example.csv && Boolean(example.body) !== Boolean(body)) throw new Error(`${key}: a body and its schema go together`);
  if (example.csv && !body) throw new Error(`${key}: a CSV body and its schema go together`);
  return {
    params: params && example.params && { schema: params, valid: example.params },
    query: querystring,
    validQuery: example.query,
    body: body && example.body && { schema: body, valid: example.body, limit: bodyLimit },
    imageBody: example.image && { limit: bodyLimit },
    csvBody: example.csv && { valid: example.csv(), limit: bodyLimit },
  };
}

const registrationParams = (f: FuzzFixture) => ({ id: f.registrationId });
const anyUuid = () => ({ id: '00000000-0000-4000-8000-000000000000' });
const validView = () => ({ name: 'Fuzz view', query: 'status=active&sort=name&order=asc', shared: false });
const validCenter = { code: 'FZ1', name: 'Fuzz Centre', city: 'Pune', contact: '9876543210' };
// Well formed, as a browser sends them; the API reads them and refuses them in words (no such challenge).
const b64 = (text: string) => Buffer.from(text).toString('base64url');
const credentialFields = { id: 'ZnV6ei1wYXNza2V5', rawId: 'ZnV6ei1wYXNza2V5', type: 'public-key', clientExtensionResults: {} };
const validRegistration = () => ({
  ...credentialFields,
  response: {
    clientDataJSON: b64('{"type":"webauthn.create","challenge":"fuzz","origin":"http://localhost"}'),
    attestationObject: b64('fuzz'),
    transports: ['internal'],
  },
});
const validAssertion = () => ({
  ...credentialFields,
  response: {
    clientDataJSON: b64('{"type":"webauthn.get","challenge":"fuzz","origin":"http://localhost"}'),
    authenticatorData: b64('fuzz'),
    signature: b64('fuzz'),
  },
});
const validImport = () => ({
  csv: `${IMPORT_COLUMNS.join(',')}\nFZ-1,Fuzz Child,female,9876500001,Fuzz School,4th,Kids Level,BUD,DLH01,PAY-FZ-1,offline,300,pending\n`,
});

/** Every route the app serves (`METHOD url` as in app.routeCatalogue) and a request it accepts. */
export const FUZZ_EXAMPLES: Record<string, FuzzExample> = {
  'GET /health': {},
  'GET /avatars/:sha256': { params: () => ({ sha256: 'a'.repeat(64) }) },
  'GET /admin/profile': {},
  'GET /admin/events': {},
  'PUT /admin/profile': { body: () => ({ name: 'Fuzz Superadmin', phone: '+919876543210', alternateEmail: '' }) },
  'PUT /admin/profile/avatar': { image: true },
  'GET /admin/profile/preferences': {},
  'PUT /admin/profile/preferences': { body: () => DEFAULT_PREFERENCES },
  'GET /admin/profile/sessions': {},
  'DELETE /admin/profile/sessions/:id': { params: anyUuid },
  'POST /admin/profile/sessions/revoke-others': {},
  'GET /admin/profile/passkeys': {},
  'POST /admin/profile/passkeys/options': {},
  'POST /admin/profile/passkeys': { body: () => ({ response: validRegistration(), name: 'Fuzz key' }) },
  'PATCH /admin/profile/passkeys/:id': { params: anyUuid, body: () => ({ name: 'Fuzz key' }) },
  'DELETE /admin/profile/passkeys/:id': { params: anyUuid },
  'POST /admin/profile/second-factor/options': {},
  'POST /admin/profile/second-factor': { body: () => ({ response: validAssertion() }) },
  'GET /admin/registration-views': {},
  'POST /admin/registration-views': { body: validView },
  'PUT /admin/registration-views/default': { body: () => ({ id: null }) },
  'PUT /admin/registration-views/:id': { params: anyUuid, body: validView },
  'DELETE /admin/registration-views/:id': { params: anyUuid },
  'GET /admin/registrations': { query: { status: 'active', limit: '5' } },
  'GET /admin/registrations/:id': { params: registrationParams },
  'GET /admin/find-by-merchant-transaction-id': { query: { merchantTransactionId: 'MT-FUZZ' } },
  'GET /admin/find-by-payment-id': { query: { paymentId: 'PAY-FUZZ' } },
  'PUT /admin/register/:id': {
    params: registrationParams,
    body: () => ({ payment: { status: 'success', mode: 'offline' }, adminNote: 'Cash received', version: 1 }),
  },
  'GET /admin/registrations/:id/receipt': { params: registrationParams },
  'POST /admin/registrations/:id/receipt/cancel': { params: registrationParams, body: () => ({ reason: 'The cheque bounced at the bank.', version: 1 }) },
  'POST /admin/registrations/:id/approval': { params: registrationParams, body: () => ({ decision: 'reject', note: 'Not received', version: 1 }) },
  'PUT /admin/registrations/:id/status': {
    params: registrationParams,
    body: () => ({ status: 'disqualified', note: 'Entered two competitions', version: 1 }),
  },
  'PUT /admin/registrations/:id/details': {
    params: registrationParams,
    body: () => ({
      name: 'Fuzz Child',
      contactNumber: '9876543210',
      email: 'fuzz-parent@example.org',
      std: '4th',
      cadre: 'Kids Level',
      levelEnrolled: 'BUD',
      school: { value: 'Fuzz School', name: 'Fuzz School, Pune' },
      status: 'active',
      version: 1,
    }),
  },
  'POST /admin/registrations/:id/undo': { params: registrationParams, body: () => ({ entryId: '1' }) },
  'POST /admin/registrations/:keepId/merge': {
    params: (f) => ({ keepId: f.registrationId }),
    body: (f) => ({
      mergeIds: [`${f.registrationId}-TWIN`],
      fields: { name: `${f.registrationId}-TWIN`, school: f.registrationId },
      versions: { [f.registrationId]: 1, [`${f.registrationId}-TWIN`]: 1 },
    }),
  },
  'POST /admin/registrations/:id/unmerge': { params: registrationParams },
  'POST /admin/registrations/duplicates/merge-suggested': { query: { preview: 'true' } },
  'GET /admin/registrations/duplicates': { query: { limit: '5' } },
  'PUT /admin/registrations/duplicates/:contactNumber/verdict': {
    params: () => ({ contactNumber: '9876543210' }),
    body: (f) => ({ verdict: 'not_duplicate', registrationIds: [f.registrationId, `${f.registrationId}-TWIN`] }),
  },
  'GET /admin/registrations/export': { query: { status: 'disqualified' } },
  'GET /admin/registrations/centers': {},
  'GET /admin/registrations/count': { query: { status: 'disqualified' } },
  'POST /admin/registrations/export-links': { query: { status: 'disqualified' } },
  'GET /admin/registrations/export-links/:id': { params: anyUuid },
  'GET /registrations-export/:token': { params: () => ({ token: 'A'.repeat(43) }) },
  'POST /admin/registrations/bulk': { body: (f) => ({ action: 'disqualify', note: 'Entered two competitions', registrationIds: [f.registrationId] }) },
  'GET /admin/jobs/:id': { params: anyUuid },
  'DELETE /admin/jobs/:id': { params: anyUuid },
  'GET /admin/registrations/:id/history': { params: registrationParams, query: { limit: '5' } },
  'GET /admin/stats': {},
  'GET /admin/dashboard/trends': { query: { days: '7', until: '2026-05-31' } },
  'GET /admin/activity': { query: { limit: '5' } },
  'GET /admin/payments/awaiting-confirmation': { query: { limit: '5' } },
  'GET /admin/payments/approvals': { query: { limit: '5' } },
  'GET /admin/payments/collections': { query: { from: '2026-04-01', to: '2026-04-30', tz: 'Asia/Kolkata' } },
  'GET /admin/receipts': { query: { from: '2026-04-01', to: '2026-04-30', tz: 'Asia/Kolkata', issuedBy: 'staff@example.org', status: 'issued', limit: '5' } },
  'POST /admin/reconciliation/statements': {
    query: { source: 'bank', name: 'Fuzz statement' },
    csv: () => 'date,reference,description,amount\n2025-01-01,FZ,deposit,300\n',
  },
  'GET /admin/reconciliation/statements': {},
  'POST /admin/reconciliation/preview': {
    readsOnly: true,
    query: { preset: 'hdfc' },
    csv: () => 'Date,Narration,Chq./Ref.No.,Withdrawal Amt.,Deposit Amt.\n02/06/25,PAY-FZ-1,,,300\n',
  },
  'GET /admin/reconciliation/presets': {},
  'POST /admin/reconciliation/presets': {
    body: () => ({
      name: `Fuzz bank ${Math.random().toString(36).slice(2, 8)}`,
      source: 'bank',
      columns: { date: 'Date', amount: 'Amount', description: 'Narration' },
      dateFormat: 'dd/MM/yyyy',
    }),
  },
  'GET /admin/reconciliation/settlements': { query: { from: '2025-01-01', to: '2025-01-31', status: 'missing' } },
  'GET /admin/reconciliation/settlements/:settlementId/payments': { params: () => ({ settlementId: 'setl_FUZZ0001' }) },
  'GET /admin/reconciliation/statements/:id': { params: anyUuid },
  'GET /admin/reconciliation/statements/:id/progress': { params: anyUuid },
  'GET /admin/reconciliation/statements/:id/lines': { params: anyUuid, query: { outcome: 'matched', limit: '5' } },
  'GET /admin/reconciliation/statements/:id/confirmed-not-seen': { params: anyUuid, query: { limit: '5' } },
  'GET /admin/reconciliation/statements/:id/export': { params: anyUuid, query: { outcome: 'unmatched' } },
  'PUT /admin/reconciliation/statements/:id/lines/:line/match': {
    params: () => ({ ...anyUuid(), line: '2' }),
    body: (f) => ({ registrationId: f.registrationId, note: 'Fuzz note for the line' }),
  },
  'DELETE /admin/reconciliation/statements/:id/lines/:line/match': {
    params: () => ({ ...anyUuid(), line: '2' }),
    body: () => ({ note: 'Fuzz note for the line' }),
  },
  'GET /admin/receipts/export': { query: { from: '2026-04-01', status: 'cancelled' } },
  'GET /admin/audit': { query: { action: 'payment.confirmed', from: '2026-01-01', limit: '5' } },
  'GET /admin/portal-settings': {},
  'GET /admin/settings': {},
  'PUT /admin/settings/organization': { body: () => ({ value: DEFAULT_ORGANIZATION_BRANDING, version: 1 }) },
  'GET /admin/settings/organization/logo': {},
  'PUT /admin/settings/organization/logo': { image: true },
  'DELETE /admin/settings/organization/logo': {},
  'PUT /admin/settings/payment': { body: () => ({ value: DEFAULT_PAYMENT_SETTINGS, version: 1 }) },
  'PUT /admin/settings/audit': { body: () => ({ value: DEFAULT_AUDIT_SETTINGS, version: 1 }) },
  'PUT /admin/feature-flags/:key': { params: () => ({ key: 'csvExport' }), body: () => ({ enabled: true }) },
  'GET /admin/centers': {},
  'POST /admin/centers': { body: () => validCenter },
  'PUT /admin/centers/:id': { params: (f) => ({ id: f.centerId }), body: () => ({ ...validCenter, version: 1 }) },
  'DELETE /admin/centers/:id': { params: (f) => ({ id: f.centerId }) },
  'GET /admin/notification-templates': {},
  'PUT /admin/notification-templates/:id': {
    params: (f) => ({ id: f.templateId }),
    body: () => ({ subject: 'Hello {{name}}', content: 'Your id is {{registrationId}}.', version: 1 }),
  },
  'GET /admin/staff-accounts': {},
  'POST /admin/staff-accounts': { body: () => ({ email: 'fuzz-invite@example.org', role: 'viewer' }) },
  'PUT /admin/staff-accounts/:uid/role': { params: (f) => ({ uid: f.staffUid }), body: () => ({ role: 'staff' }) },
  'PUT /admin/staff-accounts/:uid/centers': { params: (f) => ({ uid: f.staffUid }), body: () => ({ centers: ['DLH01'] }) },
  'DELETE /admin/staff-accounts/:uid': { params: (f) => ({ uid: f.staffUid }) },
  'POST /admin/staff-accounts/:uid/reinvite': { params: (f) => ({ uid: f.staffUid }) },
  'DELETE /admin/staff-accounts/:uid/sessions': { params: (f) => ({ uid: f.staffUid }) },
  'DELETE /admin/staff-accounts/:uid/passkeys': { params: (f) => ({ uid: f.staffUid }) },
  'GET /admin/exports': {},
  'POST /admin/exports': { body: () => ({ kind: 'audit' }) },
  'GET /admin/exports/:id/file': { params: anyUuid },
  'POST /admin/imports/preview': { body: validImport },
  'POST /admin/imports': { body: () => ({ ...validImport(), sendConfirmations: false }) },
  'GET /releases/remotes': { query: { bucket: '7' } },
  'GET /admin/messages': { query: { status: 'failed', channel: 'email', template: 'payment-received', limit: '5' } },
  'GET /admin/messages/counts': {},
  'GET /admin/messages/:id': { params: anyUuid },
  'POST /admin/messages/:id/resend': { params: anyUuid },
  'POST /admin/messages/resend': { body: () => ({ ids: [anyUuid().id] }) },
  'GET /r/:token': { params: () => ({ token: `${'A'.repeat(24)}.${'B'.repeat(43)}` }) },
  'POST /releases/reports': { body: () => ({ account: 'a'.repeat(16), reports: [{ remote: 'mfe-payments', version: 'initial', stage: 'loaded' }] }) },
  'GET /admin/releases': {},
  'POST /admin/releases': {
    body: () => ({ remote: 'mfe-payments', version: '9.9.9', manifestUrl: 'http://127.0.0.1:9/mf-manifest.json', gitSha: 'abcdef1' }),
  },
  'PUT /admin/releases/:remote/rollout': { params: () => ({ remote: 'mfe-payments' }), body: () => ({ version: 'initial', percent: 50 }) },
  'POST /admin/releases/:remote/rollback': { params: () => ({ remote: 'mfe-payments' }) },
  'PUT /admin/settings/releases': { body: () => ({ value: DEFAULT_RELEASE_SETTINGS, version: 1 }) },
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
    const bodyOk = route.imageBody ? false : route.csvBody ? bodyParsed.ok : route.body ? bodyParsed.ok && accepts(route.body.schema, bodyParsed.value) : true;
    return {
      method,
      path: query ? `${path}?${query}` : path,
      body,
      schemaAccepts: paramsOk && parsed !== null && accepts(route.query, parsed) && bodyOk,
      spoiled,
    };
  };

  const validSent: RawBody | undefined = route.body
    ? { contentType: 'application/json', text: JSON.stringify(validBody) }
    : route.csvBody && { contentType: 'text/csv', text: route.csvBody.valid };
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
      .map((query) => build({}, query, validSent, asSent, 'query')),
  );

  if (route.params) {
    const names = Object.keys(validParams);
    options.push(
      fc
        .tuple(fc.constantFrom(...names), fc.oneof(hostileText.map(percentEncode), fc.constantFrom(...RAW_SEGMENTS)))
        .filter(([, segment]) => segment !== '')
        .map(([name, segment]) => build({ [name]: segment }, encodeQuery(validQuery), validSent, asSent, `path parameter ${name}`)),
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
  if (route.csvBody) {
    const { valid, limit } = route.csvBody;
    options.push(
      fc
        .oneof(
          hostileText.map((text): RawBody => ({ contentType: 'text/csv', text })),
          fc
            .constantFrom('application/json', 'text/plain', 'application/octet-stream', 'multipart/form-data; boundary=x')
            .map((contentType): RawBody => ({ contentType, text: valid })),
          fc.constantFrom<RawBody>(
            { contentType: 'text/csv', text: Buffer.from([0xff, 0xfe, 0x00, 0x41, 0x0a]) },
            { contentType: 'text/csv', text: valid.replace('300', '3x0') },
            { contentType: 'text/csv', text: valid.replace('2025-01-01', '31/02/2025') },
            { contentType: 'text/csv', text: Buffer.alloc(limit + 1, 0x41) },
          ),
        )
        .map((body) => build({}, encodeQuery(validQuery), body, { ok: false }, 'statement as sent')),
    );
  }
  const requests = fc.oneof(...options);
  // A change the fuzzer makes must be one it meant to be refused: a write goes out only spoiled,
  // or naming a path parameter that names nothing.
  return method === 'GET' ? requests : requests.filter((request) => !request.schemaAccepts || request.spoiled.startsWith('path parameter'));
}
