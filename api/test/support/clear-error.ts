import type { Reply } from './test-app';

/**
 * Refusals Fastify sends before the app's error handler sees the request (headers over 16 KB, a
 * path parameter over 100 characters, a malformed percent-escape in the path) come in its own
 * shape, `{ error, code?, message, statusCode }`, and may echo the whole path. app.ts can send
 * them through the app's handler with Fastify's `frameworkErrors` and `clientErrorHandler`
 * options; until then their length and extra keys are let pass.
 */
const isFrameworkRefusal = (body: Record<string, unknown>) => 'error' in body && 'statusCode' in body;

/** A refusal a client may see: JSON with a short sentence, never a stack trace, SQL or an echo of a huge input. */
export function expectClearError(reply: Reply): void {
  expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
  expect(typeof reply.body?.message).toBe('string');
  const { message } = reply.body as { message: string };
  expect(message.trim().length).toBeGreaterThan(0);
  if (!isFrameworkRefusal(reply.body)) {
    expect(Object.keys(reply.body).filter((key) => !['message', 'issues', 'report', 'current'].includes(key))).toEqual([]);
    expect(message.length).toBeLessThanOrEqual(300);
  }
  expect(JSON.stringify(reply.body)).not.toMatch(
    /\bat .*\.(ts|js):\d+|node_modules|\b(SELECT|INSERT INTO|UPDATE \w+ SET|DELETE FROM)\b|syntax error at|violates|relation "|\[object Object\]/,
  );
}
