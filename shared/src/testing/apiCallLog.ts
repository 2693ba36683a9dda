// Every API call a module's component tests make, logged so that the API's suite sends each one to
// the real API (api/test/remote-calls.test.ts): a change to the API that would refuse a call a
// module already deployed makes fails CI, not a person's browser. The log of a run is merged into
// the module's api-calls.json by shared/build/api-call-log.cjs.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { LOG_DIR_VARIABLE } from '../../build/api-call-log.cjs';
import { API_ORIGIN, apiServer } from './apiServer';

/** One call as the API receives it; a binary body (an image) as base64. */
export interface LoggedApiCall {
  method: string;
  path: string;
  query: Record<string, string>;
  contentType?: string;
  body?: unknown;
  bodyBase64?: string;
}

async function logged(request: Request): Promise<LoggedApiCall> {
  const url = new URL(request.url);
  const contentType = request.headers.get('content-type') ?? undefined;
  const call: LoggedApiCall = { method: request.method, path: url.pathname, query: Object.fromEntries(url.searchParams), ...(contentType && { contentType }) };
  const bytes = Buffer.from(await request.clone().arrayBuffer());
  if (bytes.length === 0) return call;
  if (contentType?.includes('json')) return { ...call, body: JSON.parse(bytes.toString('utf8')) };
  if (contentType && /^text\//.test(contentType)) return { ...call, body: bytes.toString('utf8') };
  return { ...call, bodyBase64: bytes.toString('base64') };
}

const pending: Promise<LoggedApiCall | null>[] = [];

/** Logs the API calls of the test about to run (the server forgets its listeners after each test). */
export function logApiCallsOfTest(): void {
  apiServer.events.on('request:start', ({ request }) => {
    if (new URL(request.url).origin !== API_ORIGIN) return;
    // A body the page never finished sending (a test ended first) is no call the API would see.
    pending.push(logged(request).catch(() => null));
  });
}

/** Writes this test file's calls where the global teardown merges them. */
export async function writeApiCallLog(testPath: string): Promise<void> {
  // Set by the global setup of a module deployed on its own (the shell, a remote).
  const dir = process.env[LOG_DIR_VARIABLE];
  if (!dir) return;
  const calls = (await Promise.all(pending)).filter((call): call is LoggedApiCall => call !== null);
  const name = crypto.createHash('sha256').update(testPath).digest('hex').slice(0, 16);
  fs.writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(calls));
}
