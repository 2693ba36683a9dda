import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { fieldIssues } from 'shared/domain/validation';
import { QueryCancelledError } from '../db/database';
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
// eslint-disable-next-line no-control-regex -- NUL is exactly what this refuses
const UNSTORABLE_TEXT = /\u0000|[\uD800-\uDFFF]/u;

// No call takes anything nested half as deep; deeper input is a mistake or an attack, refused
// before any schema or walk over it could run out of stack.
const MAX_INPUT_DEPTH = 20;

/**
 * The first place in the input (path and why) that no schema may see: text the database cannot
 * store as sent, or nesting deeper than MAX_INPUT_DEPTH. Walked with a stack of its own, not by
 * recursion, so input of any depth is looked at safely.
 */
function unacceptableInput(input: unknown): { path: PropertyKey[]; message: string } | null {
  const pending: { value: unknown; path: PropertyKey[] }[] = [{ value: input, path: [] }];
  while (pending.length > 0) {
    const { value, path } = pending.pop()!;
    if (typeof value === 'string') {
      if (UNSTORABLE_TEXT.test(value)) return { path, message: 'Text must not contain NUL characters or broken Unicode' };
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (path.length >= MAX_INPUT_DEPTH) return { path, message: `Nested too deeply: at most ${MAX_INPUT_DEPTH} levels` };
    const entries = Object.entries(value);
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, item] = entries[index]!;
      if (UNSTORABLE_TEXT.test(key)) return { path: [...path, key], message: 'Text must not contain NUL characters or broken Unicode' };
      pending.push({ value: item, path: [...path, Array.isArray(value) ? index : key] });
    }
  }
  return null;
}

function refusalError({ path, message }: { path: PropertyKey[]; message: string }): z.ZodError {
  const refusal = z.unknown().refine(() => false, { message, path });
  return refusal.safeParse(undefined).error!;
}

// A field name echoed in a message is cut short: an unknown query key can be kilobytes long.
const shortened = (path: string) => (path.length > 60 ? `${path.slice(0, 60)}…` : path);

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
      const unacceptable = unacceptableInput(data);
      if (unacceptable) return { error: refusalError(unacceptable) };
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
    // The client went away (Fastify's request.signal) and the statement was cancelled; 499 reaches nobody.
    if (error instanceof QueryCancelledError) return reply.status(499).send({ message: 'The request was cancelled.' });
    if (isZodValidationError(error)) {
      const issues = fieldIssues(error.issues);
      const part = PART_LABELS[error.validationContext ?? ''] ?? 'request';
      const first = issues[0];
      const message = first
        ? `Invalid ${part}${first.path ? ` ${shortened(first.path)}` : ''}: ${first.message}`
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
