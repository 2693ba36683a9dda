// Component tests fake the network with MSW: one server for every test file of every browser
// module (started by build/jest-setup.cjs), with the handlers each test gives it.
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
  /** The JSON body, once read (before any answer reaches the screen). */
  body: unknown;
}

/** Every call to the API from now until the test ends, in the order made. */
export function recordApiRequests(): RecordedRequest[] {
  const recorded: RecordedRequest[] = [];
  apiServer.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.origin !== API_ORIGIN) return;
    const entry: RecordedRequest = { method: request.method, url, path: url.pathname, query: Object.fromEntries(url.searchParams), body: undefined };
    recorded.push(entry);
    void request
      .clone()
      .text()
      .then((text) => {
        entry.body = text ? JSON.parse(text) : undefined;
      });
  });
  return recorded;
}
