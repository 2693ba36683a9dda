// Component tests fake the network with MSW: one server for every test file of every browser
// module (started by build/jest-setup.cjs), with the routes each test serves (serveApi) and the
// calls it records (recordApiRequests). A module's fake API (its testing/ folder) is a function
// that serves routes over its own sample data with these two.
import { delay, http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';

/** Where the api slice sends its calls in component tests (renderInPortal points it here). */
export const API_ORIGIN = 'http://api.test';

/** An API call's full URL, for an MSW handler: `http.get(apiUrl('/admin/centers'), ...)`. */
export const apiUrl = (path: string) => `${API_ORIGIN}${path}`;

export const apiServer = setupServer();

/** Starts the server for a test file: a call to the API that no handler answers fails the test. */
export function listenForApiCalls(): void {
  apiServer.listen({
    onUnhandledRequest: (request, print) => {
      if (new URL(request.url).origin === API_ORIGIN) print.error();
    },
  });
}

export interface RecordedRequest {
  method: string;
  url: URL;
  path: string;
  query: Record<string, string>;
  /** The content-type header, if the call has one. */
  type: string | null;
  /** Aborted once the app gives the call up. */
  signal: AbortSignal;
  /** The body once read (before any answer reaches the screen): see bodyOf. */
  body: unknown;
}

/** A call's body as a test reads it: parsed if JSON, its bytes if binary (an image), else its text. */
async function bodyOf(request: Request): Promise<unknown> {
  const bytes = new Uint8Array(await request.clone().arrayBuffer());
  if (bytes.length === 0) return undefined;
  const type = request.headers.get('content-type') ?? '';
  if (/^(image|audio|video|application\/octet-stream)/.test(type)) return bytes;
  const text = new TextDecoder().decode(bytes);
  return type.includes('json') ? JSON.parse(text) : text;
}

/** Every call to the API from now until the test ends, in the order made. */
export function recordApiRequests(): RecordedRequest[] {
  const recorded: RecordedRequest[] = [];
  apiServer.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.origin !== API_ORIGIN) return;
    const type = request.headers.get('content-type');
    const entry: RecordedRequest = {
      method: request.method,
      url,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      type,
      signal: request.signal,
      body: undefined,
    };
    recorded.push(entry);
    void bodyOf(request).then((body) => {
      entry.body = body;
    });
  });
  return recorded;
}

/** The calls that changed something (all but GET), as a test expects them: method, path and body. */
export const writes = (recorded: RecordedRequest[]) =>
  recorded.filter((call) => call.method !== 'GET').map(({ method, path, body }) => ({ method, path, body }));

/**
 * What the fake API answers a call: a status (200 unless given) and a JSON body (none for 204),
 * 'never' for a call that never settles, 'unreachable' for a network failure.
 */
export type Answer = { status?: number; body?: JsonBodyType; headers?: Record<string, string> } | 'never' | 'unreachable';

/** A call as a route's reply sees it: its path parameters, query and body (as recorded). */
export interface ApiCall {
  request: Request;
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
}

/**
 * How a route answers: an Answer, or a reply that works one out from the call. A reply may give a
 * Response for what is no JSON (an event stream), or undefined to leave the call to the routes
 * served before it.
 */
export type Route = Answer | ((call: ApiCall) => Answer | Response | undefined | Promise<Answer | Response | undefined>);

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'ALL';

/**
 * Routes by 'METHOD /path' ('ALL' for any method; the path as MSW matches it: `:id`, `*`), or by
 * 'METHOD http://...' for a file of another server.
 */
export type Routes = Record<`${Method} /${string}` | `${Method} http${string}`, Route>;

const METHODS = { GET: http.get, POST: http.post, PUT: http.put, PATCH: http.patch, DELETE: http.delete, ALL: http.all } as const;

/** The Response an Answer stands for. */
async function respond(answer: Answer): Promise<Response> {
  if (answer === 'never') {
    await delay('infinite');
    throw new Error('unreachable: an infinite delay never ends');
  }
  if (answer === 'unreachable') return HttpResponse.error();
  const { status = 200, body, headers } = answer;
  return status === 204 ? new HttpResponse(null, { status, headers }) : HttpResponse.json(body ?? null, { status, headers });
}

/**
 * Answers the API calls of the test from now on with these routes (the server forgets them after
 * each test). Routes served later answer first: a test's own answers over a module's fake API.
 */
export function serveApi(routes: Routes): void {
  apiServer.use(
    ...Object.entries(routes).map(([route, answer]) => {
      const [method, path] = route.split(' ') as [Method, string];
      return METHODS[method](path.startsWith('/') ? apiUrl(path) : path, async ({ request, params }) => {
        if (typeof answer !== 'function') return respond(answer);
        const url = new URL(request.url);
        const body = await bodyOf(request);
        const reply = await answer({ request, params: params as Record<string, string>, query: Object.fromEntries(url.searchParams), body });
        return reply === undefined || reply instanceof Response ? reply : respond(reply);
      });
    }),
  );
}
