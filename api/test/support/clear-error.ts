import { REFUSAL_CODES } from 'shared/domain/common/refusal-codes';
import type { Reply } from './test-app';

/**
 * A refusal a client may see: JSON with a short sentence and the refusal's code, never a stack
 * trace, SQL or an echo of a huge input. Headers over 16 KB are refused by Node's HTTP parser before
 * Fastify has a request: that answer too is `{ message, code }` (plugins/errors.ts, clientErrorHandler).
 */
export function expectClearError(reply: Reply): void {
  expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
  expect(typeof reply.body?.message).toBe('string');
  expect(REFUSAL_CODES).toContain(reply.body.code);
  const { message } = reply.body as { message: string };
  expect(message.trim().length).toBeGreaterThan(0);
  expect(Object.keys(reply.body).filter((key) => !['message', 'code', 'issues', 'lineIssues', 'report', 'current'].includes(key))).toEqual([]);
  expect(message.length).toBeLessThanOrEqual(300);
  expect(JSON.stringify(reply.body)).not.toMatch(
    /\bat .*\.(ts|js):\d+|node_modules|\b(SELECT|INSERT INTO|UPDATE \w+ SET|DELETE FROM)\b|syntax error at|violates|relation "|\[object Object\]/,
  );
}
