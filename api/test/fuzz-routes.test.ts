import fc from 'fast-check';
import { expectClearError } from './support/clear-error';
import { dumpDatabase, type DatabaseDump } from './support/database-dump';
import { fuzzParameters } from './support/fuzz-inputs';
import { FUZZ_ROUTES, fuzzRequests, type FuzzFixture, type FuzzRequest } from './support/fuzz-routes';
import { testEngines } from './support/environment';
import { allRegistrations, call, useTestApp, type Reply } from './support/test-app';
import { tokenFor } from './support/tokens';

// Property-based fuzzing of every route's path parameters, query and body, as a superadmin (so
// permission never is what refuses): a spoiled request answers 4xx with a plain { message },
// never 5xx, and leaves the database, audit log included, as it was. Replay: see api/README.md.

const RUNS_PER_ROUTE = 15;

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

  test('every route the app serves has a fuzz description', () => {
    const served = target.app.routeCatalogue.map((route) => `${route.method} ${route.url}`).filter((key) => !key.startsWith('OPTIONS '));
    expect(served.filter((key) => !(key in FUZZ_ROUTES))).toEqual([]);
    expect(Object.keys(FUZZ_ROUTES).filter((key) => !served.includes(key))).toEqual([]);
  });

  test.each(Object.keys(FUZZ_ROUTES))('%s refuses spoiled requests plainly and changes nothing', async (key) => {
    const before: DatabaseDump = await dumpDatabase(target.db);
    await fc.assert(
      fc.asyncProperty(fuzzRequests(key, FUZZ_ROUTES[key]!, fixture), async (request) => {
        const reply = await send(target, token, request);
        const context = `${describeRequest(request)} answered ${reply.status} ${JSON.stringify(reply.body)?.slice(0, 300)}`;
        try {
          expect(reply.status).toBeLessThan(500);
          if (reply.status >= 400) {
            expectClearError(reply);
          } else {
            // Accepted: only a read, and only what its schemas accept.
            expect(request.method).toBe('GET');
            expect(request.schemaAccepts).toBe(true);
          }
          expect(await dumpDatabase(target.db)).toEqual(before);
        } catch (error) {
          throw new Error(`${context}\n${(error as Error).message}`);
        }
      }),
      fuzzParameters(`${key}`, RUNS_PER_ROUTE),
    );
  });
});
