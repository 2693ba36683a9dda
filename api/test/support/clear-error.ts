import type { Reply } from './test-app';

/**
 * Headers over 16 KB are refused by Node's HTTP parser before Fastify has a request: that answer
 * is Fastify's fixed `{ error, message, statusCode }`, which echoes nothing of the input.
 */
const isHeaderOverflow = (reply: Reply) => reply.status === 431;

/** A refusal a client may see: JSON with a short sentence, never a stack trace, SQL or an echo of a huge input. */
export function expectClearError(reply: Reply): void {
  expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
  expect(typeof reply.body?.message).toBe('string');
  const { message } = reply.body as { message: string };
  expect(message.trim().length).toBeGreaterThan(0);
  if (!isHeaderOverflow(reply)) {
    expect(Object.keys(reply.body).filter((key) => !['message', 'issues', 'lineIssues', 'report', 'current'].includes(key))).toEqual([]);
    expect(message.length).toBeLessThanOrEqual(300);
  }
  expect(JSON.stringify(reply.body)).not.toMatch(
    /\bat .*\.(ts|js):\d+|node_modules|\b(SELECT|INSERT INTO|UPDATE \w+ SET|DELETE FROM)\b|syntax error at|violates|relation "|\[object Object\]/,
  );
}
