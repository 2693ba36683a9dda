import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { fieldIssues } from 'shared/domain/validation';
import { HttpError } from '../http-error';
import { rootPlugin } from './root-plugin';

interface SafeParser {
  safeParse(data: unknown): { success: true; data: unknown } | { success: false; error: z.ZodError };
}

const PART_LABELS: Record<string, string> = {
  body: 'body',
  querystring: 'query parameter',
  params: 'path parameter',
  headers: 'header',
};

// PostgreSQL text cannot hold NUL, and a lone UTF-16 surrogate would be stored as U+FFFD: refused
// in every part of every request, before any schema, so no route can pass one to the database.
const UNSTORABLE_TEXT = /\u0000|[\uD800-\uDFFF]/u;

/** The path of the first string (or object key) in the input that the database cannot store as sent. */
function unstorableTextPath(value: unknown, path: PropertyKey[] = []): PropertyKey[] | null {
  if (typeof value === 'string') return UNSTORABLE_TEXT.test(value) ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    if (UNSTORABLE_TEXT.test(key)) return [...path, key];
    const found = unstorableTextPath(item, [...path, Array.isArray(value) ? Number(key) : key]);
    if (found) return found;
  }
  return null;
}

function unstorableTextError(path: PropertyKey[]): z.ZodError {
  const refusal = z.unknown().refine(() => false, { message: 'Text must not contain NUL characters or broken Unicode', path });
  return refusal.safeParse(undefined).error!;
}

function isZodValidationError(error: unknown): error is z.ZodError & { validationContext?: string } {
  return typeof error === 'object' && error !== null && 'issues' in error && 'validationContext' in error;
}

/**
 * Route schemas are the shared zod schemas; a failure answers 400 naming the field. Every other
 * error answers `{ message }` only: client mistakes keep Fastify's plain message, anything
 * else is logged and reported without detail, so no stack trace or SQL ever leaves the server.
 */
export const errorsPlugin = rootPlugin(async (app) => {
  app.setValidatorCompiler(({ schema }) => {
    const parser = schema as unknown as SafeParser;
    return (data: unknown) => {
      const unstorable = unstorableTextPath(data);
      if (unstorable) return { error: unstorableTextError(unstorable) };
      const result = parser.safeParse(data);
      return result.success ? { value: result.data } : { error: result.error };
    };
  });

  app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
    if (error instanceof HttpError) {
      // A 503 means the database or Firebase is out of reach: operators need to see that.
      if (error.statusCode >= 500) request.log.warn({ err: error }, 'service unavailable');
      return reply.status(error.statusCode).send({ message: error.message, ...error.details });
    }
    if (isZodValidationError(error)) {
      const issues = fieldIssues(error.issues);
      const part = PART_LABELS[error.validationContext ?? ''] ?? 'request';
      const first = issues[0];
      const message = first
        ? `Invalid ${part}${first.path ? ` ${first.path}` : ''}: ${first.message}`
        : `Invalid ${part}`;
      return reply.status(400).send({ message, issues });
    }
    const statusCode = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (statusCode >= 400 && statusCode < 500) {
      return reply.status(statusCode).send({ message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: 'Something went wrong on the server. Please try again.' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: `No such call: ${request.method} ${request.url.split('?')[0]}` });
  });
});

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'The address of this call is not valid: check its percent-escapes.',
  FST_ERR_MAX_PARAM_LENGTH: 'A part of the address of this call is too long.',
};

/**
 * Fastify's `frameworkErrors` option: refusals made while routing, before the error handler
 * above can see them, answer `{ message }` like every other error instead of echoing the path.
 */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const message = FRAMEWORK_MESSAGES[error.code] ?? 'Something went wrong on the server. Please try again.';
  reply.status(error.statusCode ?? 500).send({ message });
}
