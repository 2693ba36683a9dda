import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { fieldIssues } from 'shared/domain/common/validation';
import { QueryCancelledError } from '../db/database';
import { HttpError, RetryLaterError } from '../http-error';
import fp from 'fastify-plugin';

const PART_LABELS: Record<string, string> = {
  body: 'body',
  querystring: 'query parameter',
  params: 'path parameter',
  headers: 'header',
};

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
export const errorsPlugin = fp(async (app) => {
  app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
    if (error instanceof HttpError) {
      if (error instanceof RetryLaterError) reply.header('retry-after', error.retryAfterSeconds);
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
      const message = first ? `Invalid ${part}${first.path ? ` ${shortened(first.path)}` : ''}: ${first.message}` : `Invalid ${part}`;
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
