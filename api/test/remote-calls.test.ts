import fs from 'node:fs';
import path from 'node:path';
import { CALLS_FILE, DEPLOYED_MODULES } from 'shared/build/api-call-log.cjs';
import type { LoggedApiCall } from 'shared/testing/apiCallLog';
import type { RouteCatalogueEntry } from '../src/fastify-types';
import { testEngines } from './support/environment';
import { useTestApp, type TestApp } from './support/test-app';
import { tokenFor } from './support/tokens';

// Every API call the shell's and each remote's component tests make (their api-calls.json, kept
// by shared/build/api-call-log.cjs), sent to the real API: a change here that would refuse a call
// a module already deployed makes fails this suite. A call may be refused for what it asks (an id
// that does not exist here, a file with problems, a conflict): only a refusal of its form (the
// schemas' 400 with `issues`) or a server error breaks a module.

const workspace = path.resolve(__dirname, '../..');
const callsOf = (module: string): LoggedApiCall[] => JSON.parse(fs.readFileSync(path.join(workspace, module, CALLS_FILE), 'utf8'));

/** Page cursors: the fake APIs make theirs up, and the API accepts only those it issued. */
const CURSOR_PARAMETERS = new Set(['after', 'before', 'cursor']);

interface Answer {
  status: number;
  body: { message?: string; issues?: { path: string; message: string }[] } | null;
}

async function send(target: TestApp, token: string, call: LoggedApiCall): Promise<Answer> {
  const url = new URL(`${target.baseUrl}${call.path}`);
  for (const [name, value] of Object.entries(call.query)) url.searchParams.set(name, value);
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, ...(call.contentType && { 'content-type': call.contentType }) };
  const body =
    call.bodyBase64 !== undefined
      ? Buffer.from(call.bodyBase64, 'base64')
      : typeof call.body === 'string' || call.body === undefined
        ? call.body
        : JSON.stringify(call.body);
  const abort = new AbortController();
  const response = await fetch(url, { method: call.method, headers, body, signal: abort.signal });
  // An event stream stays open: its status is the answer.
  if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
    abort.abort();
    return { status: response.status, body: null };
  }
  const text = await response.text();
  return { status: response.status, body: response.headers.get('content-type')?.includes('json') && text ? JSON.parse(text) : null };
}

/** The route serving `call`, by its path's shape (`:id` matching one segment). */
function routeOf(catalogue: readonly RouteCatalogueEntry[], call: LoggedApiCall): RouteCatalogueEntry | undefined {
  const segments = call.path.split('/');
  return catalogue.find((route) => {
    const parts = route.url.split('/');
    return route.method === call.method && parts.length === segments.length && parts.every((part, i) => part.startsWith(':') || part === segments[i]);
  });
}

const issuesOf = (schema: RouteCatalogueEntry['accepts']['body'], value: unknown) =>
  schema ? (schema.safeParse(value).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? []) : [];

/** What is wrong with the form of `call` as the API sees it, or nothing. */
async function formProblems(target: TestApp, token: string, call: LoggedApiCall): Promise<string[]> {
  const { status, body } = await send(target, token, call);
  if (status >= 500) return [`${status} ${body?.message ?? ''}`];
  if (status !== 400 || !body?.issues) return [];
  if (body.message?.startsWith('Invalid path parameter')) {
    // An id the fake API made up is refused before the rest is read: the rest is checked with the route's own schemas.
    const route = routeOf(target.app.routeCatalogue, call);
    if (!route) return [`no route serves ${call.method} ${call.path}`];
    return [...issuesOf(route.accepts.querystring, call.query), ...(call.contentType?.includes('json') ? issuesOf(route.accepts.body, call.body) : [])];
  }
  const cursors = body.issues.filter((issue) => CURSOR_PARAMETERS.has(issue.path));
  if (body.message?.startsWith('Invalid query parameter') && cursors.length === body.issues.length) {
    // The same call on its first page: every other parameter is still checked.
    const query = Object.fromEntries(Object.entries(call.query).filter(([name]) => !CURSOR_PARAMETERS.has(name)));
    return formProblems(target, token, { ...call, query });
  }
  return [`400 ${body.message}`];
}

describe.each(testEngines())('the calls of the modules already deployed, on %s', (engine) => {
  const target = useTestApp(engine, { registrations: 30 });

  test.each(DEPLOYED_MODULES)('%s: the API accepts the form of every call its tests make', async (module) => {
    const calls = callsOf(module);
    expect(calls.length).toBeGreaterThan(0);
    const token = await tokenFor('superadmin');
    const broken: string[] = [];
    for (const call of calls) {
      const problems = await formProblems(target, token, call);
      if (problems.length) broken.push(`${call.method} ${call.path} ${JSON.stringify(call.query)}: ${problems.join('; ')}`);
    }
    expect(broken).toEqual([]);
  });

  // What the judge must catch, so that the suite above can fail.
  test.each<[string, LoggedApiCall]>([
    [
      'a body field the API does not know',
      {
        method: 'PUT',
        path: '/admin/register/REG-000001',
        query: {},
        contentType: 'application/json',
        body: { status: 'active', adminNote: 'x', colour: 'red' },
      },
    ],
    [
      'the same behind an id the fake API made up',
      {
        method: 'PUT',
        path: '/admin/centers/c2',
        query: {},
        contentType: 'application/json',
        body: { code: 'PUN01', name: 'Pune', city: 'Pune', colour: 'red' },
      },
    ],
    ['a query parameter the API does not know, behind a made-up cursor', { method: 'GET', path: '/admin/audit', query: { after: 'newer-1', colour: 'red' } }],
  ])('%s is reported', async (_, call) => {
    expect(await formProblems(target, await tokenFor('superadmin'), call)).toEqual([expect.stringContaining('colour')]);
  });
});
