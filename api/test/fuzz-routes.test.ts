import fc from 'fast-check';
import { expectClearError } from './support/clear-error';
import { dumpSettled, type DatabaseDump } from './support/database-dump';
import { fuzzParameters, nestedArray, nestedObject, OUT_OF_RANGE_NUMBERS, OUT_OF_RANGE_TEXT, percentEncode } from './support/fuzz-inputs';
import { FUZZ_EXAMPLES, fuzzRequests, fuzzRoute, queryKeys, type FuzzFixture, type FuzzRequest, type FuzzRoute } from './support/fuzz-routes';
import { testEngines } from './support/environment';
import { allRegistrations, call, useTestApp, type Reply } from './support/test-app';
import { tokenFor } from './support/tokens';

// Property-based fuzzing of every route's path parameters, query and body, as a superadmin (so
// permission never is what refuses): a spoiled request answers 4xx with a plain { message, code },
// never 5xx, and leaves the database, audit log included, as it was. Replay: see api/test/README.md.

const RUNS_PER_ROUTE = 15;

// Reads that are audited when answered (a CSV of the list leaving the portal): they add their own
// audit entry and nothing else.
const AUDITED_READS: Record<string, string> = { 'GET /admin/registrations/export': 'registrations.exported' };

/**
 * The database as a refused or accepted request must leave it: for an audited read, everything but
 * the audit log and its counters, which `unchangedBut` checks hold only that read's entries.
 */
function comparable(key: string, dump: DatabaseDump): DatabaseDump {
  if (!(key in AUDITED_READS)) return dump;
  const { audit_log: _auditLog, summary_counter_slots: _counters, ...rest } = dump;
  return rest;
}

async function send(target: { baseUrl: string }, token: string, request: FuzzRequest): Promise<Reply> {
  const { body } = request;
  const headers: Record<string, string> = body?.contentType ? { 'content-type': body.contentType } : {};
  // Without a declared type, bytes: a string would go out as text/plain.
  const sent = body && (body.contentType ? body.text : Buffer.from(body.text));
  return call(target, request.method, request.path, { token, headers, body: sent });
}

const describeRequest = (request: FuzzRequest) => {
  const body = request.body ? ` [${request.body.contentType ?? 'no content type'}] ${String(request.body.text).slice(0, 300)}` : '';
  return `${request.method} ${request.path.slice(0, 300)} (${request.spoiled})${body}`;
};

describe.each(testEngines())('fuzzed requests on %s', (engine) => {
  const target = useTestApp(engine, { registrations: 40 });
  let token: string;
  let fixture: FuzzFixture;
  const throwawayUids: string[] = [];

  beforeAll(async () => {
    token = await tokenFor('superadmin');
    const asSuperadmin = (method: string, path: string, body?: unknown) => call(target, method, path, { token, body });
    const [registration] = await allRegistrations(target, token);
    const center = await asSuperadmin('POST', '/admin/centers', { code: 'FZ0', name: 'Fuzz Centre', city: 'Pune' });
    const templates = await asSuperadmin('GET', '/admin/notification-templates');
    const invited = await asSuperadmin('POST', '/admin/staff-accounts', { email: `fuzz-${engine}-${process.pid}-${Date.now()}@example.org` });
    expect([center.status, templates.status, invited.status]).toEqual([201, 200, 201]);
    throwawayUids.push(invited.body.user.id);
    fixture = { registrationId: registration!.registrationId, centerId: center.body.id, templateId: templates.body.data[0].id, staffUid: invited.body.user.id };
  });

  afterAll(async () => {
    for (const uid of throwawayUids) await target.app.firebaseAuth.deleteUser(uid).catch(() => {});
  });

  /** The route as served (its declared schemas and body limit) with its example request. */
  const routeOf = (key: string): FuzzRoute => {
    const served = target.app.routeCatalogue.find((route) => `${route.method} ${route.url}` === key);
    if (!served) throw new Error(`${key} is not served`);
    return fuzzRoute(served, FUZZ_EXAMPLES[key]!);
  };

  test('every route the app serves has an example request, and declares what it accepts', () => {
    const served = target.app.routeCatalogue.map((route) => `${route.method} ${route.url}`).filter((key) => !key.startsWith('OPTIONS '));
    expect(served.filter((key) => !(key in FUZZ_EXAMPLES))).toEqual([]);
    expect(Object.keys(FUZZ_EXAMPLES).filter((key) => !served.includes(key))).toEqual([]);
    for (const key of served) expect(() => routeOf(key)).not.toThrow();
  });

  /** Audit entries other than the audited read's own: none may appear. */
  const otherEntries = async (key: string) =>
    (await target.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log WHERE action <> $1', [AUDITED_READS[key] ?? '']))[0]!.n;

  test.each(Object.keys(FUZZ_EXAMPLES))('%s refuses spoiled requests plainly and changes nothing', async (key) => {
    const before: DatabaseDump = comparable(key, await dumpSettled(target));
    const entriesBefore = await otherEntries(key);
    await fc.assert(
      fc.asyncProperty(fuzzRequests(key, routeOf(key), fixture), async (request) => {
        const reply = await send(target, token, request);
        const context = `${describeRequest(request)} answered ${reply.status} ${JSON.stringify(reply.body)?.slice(0, 300)}`;
        try {
          expect(reply.status).toBeLessThan(500);
          if (reply.status >= 400) {
            expectClearError(reply);
          } else if (!FUZZ_EXAMPLES[key]!.readsOnly) {
            // Accepted: only a read, and only what its schemas accept (a preview shows a spoiled file's problems).
            expect(request.method).toBe('GET');
            expect(request.schemaAccepts).toBe(true);
          }
          expect(comparable(key, await dumpSettled(target))).toEqual(before);
          expect(await otherEntries(key)).toBe(entriesBefore);
        } catch (error) {
          throw new Error(`${context}\n${(error as Error).message}`, { cause: error });
        }
      }),
      fuzzParameters(`${key}`, RUNS_PER_ROUTE),
    );
  });

  /** Every leaf of a JSON value, as a path. */
  const leafPaths = (value: unknown, path: (string | number)[] = []): (string | number)[][] =>
    typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([key, item]) => leafPaths(item, [...path, Array.isArray(value) ? Number(key) : key]))
      : [path];
  const withValueAt = (body: unknown, path: (string | number)[], value: unknown): unknown => {
    const copy = structuredClone(body) as any;
    path.slice(0, -1).reduce((node, key) => node[key], copy)[path[path.length - 1]!] = value;
    return copy;
  };

  // Not left to chance: each out-of-range value in each query parameter and body field of every route.
  test.each(Object.keys(FUZZ_EXAMPLES))('%s answers out-of-range values with 400 naming the field, never 5xx', async (key) => {
    const route = routeOf(key);
    const [method, url] = key.split(' ') as [string, string];
    const path = url.replace(/:(\w+)/g, (_, name: string) => percentEncode(route.params!.valid(fixture)[name]!));
    const validQuery = Object.entries(route.validQuery ?? {});
    const before: DatabaseDump = comparable(key, await dumpSettled(target));
    const entriesBefore = await otherEntries(key);
    const failures: string[] = [];
    const expectRefusal = (reply: Reply, field: string, what: string) => {
      const named =
        Array.isArray(reply.body?.issues) && reply.body.issues.some((issue: { path: string }) => issue.path === field || issue.path.startsWith(`${field}.`));
      if (reply.status !== 400 || !named || !reply.body.message.includes(field.split('.')[0]!)) {
        failures.push(`${what} answered ${reply.status} ${JSON.stringify(reply.body)?.slice(0, 200)}`);
      }
    };

    for (const name of queryKeys(route.query)) {
      for (const value of OUT_OF_RANGE_TEXT) {
        const query: [string, string][] = [...validQuery.filter(([known]) => known !== name), [name, value]];
        if (route.query.safeParse(Object.fromEntries(query)).success) {
          // A value the schema takes (text a search may hold) must simply be answered.
          if (method !== 'GET') continue;
          const reply = await call(target, method, `${path}?${new URLSearchParams(query)}`, { token });
          if (reply.status >= 500) failures.push(`${name}=${value.slice(0, 40)} answered ${reply.status}`);
          continue;
        }
        const sent = route.csvBody ? { body: route.csvBody.valid, headers: { 'content-type': 'text/csv' } } : { body: route.body?.valid(fixture) };
        const reply = await call(target, method, `${path}?${new URLSearchParams(query)}`, { token, ...sent });
        expectRefusal(reply, name, `query ${name}=${value.slice(0, 40)}`);
      }
    }

    if (route.body) {
      const valid = route.body.valid(fixture);
      // Nested as deep as the body limit allows (arrays cost two bytes a level), to 8,000 levels:
      // written as text, as JSON.stringify here would run out of stack itself.
      const deepest = Math.min(8000, Math.floor((route.body.limit - JSON.stringify(valid).length - 64) / 2));
      const deepText = `${'['.repeat(deepest)}${']'.repeat(deepest)}`;
      const values: unknown[] = [...OUT_OF_RANGE_TEXT, ...OUT_OF_RANGE_NUMBERS, nestedArray(30), nestedObject(30)];
      for (const fieldPath of leafPaths(valid)) {
        const field = fieldPath.join('.');
        const deepBody = JSON.stringify(withValueAt(valid, fieldPath, 'DEEP-PLACEHOLDER')).replace('"DEEP-PLACEHOLDER"', deepText);
        const deepReply = await call(target, method, `${path}?${new URLSearchParams(validQuery)}`, { token, body: deepBody });
        expectRefusal(deepReply, field, `body ${field} nested ${deepest} deep`);
        for (const value of values) {
          const body = withValueAt(valid, fieldPath, value);
          // Only what the schema refuses: an accepted write would change the database.
          if (route.body.schema.safeParse(body).success) continue;
          const reply = await call(target, method, `${path}?${new URLSearchParams(validQuery)}`, { token, body });
          expectRefusal(reply, field, `body ${field}=${JSON.stringify(value).slice(0, 40)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(comparable(key, await dumpSettled(target))).toEqual(before);
    expect(await otherEntries(key)).toBe(entriesBefore);
  });
});
