import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Refusal, RefusalCode } from 'shared/domain/common/refusal-codes';
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
 * The code of a client mistake refused by Fastify or a plugin rather than by us, by its status: 400
 * is a body that could not be read (broken JSON), 413 and 415 the content type parser's refusals.
 */
const FRAMEWORK_CODES: Record<number, RefusalCode> = {
  400: 'invalid-request',
  413: 'request-too-large',
  415: 'unsupported-media-type',
};

const SERVER_ERROR: Refusal = { code: 'server-error', message: 'Something went wrong on the server. Please try again.' };

/**
 * Route schemas are the shared zod schemas; a failure answers 400 naming the field. Every other
 * error answers `{ message, code }` only: client mistakes keep Fastify's plain message, anything
 * else is logged and reported without detail, so no stack trace or SQL ever leaves the server.
 * `code` names the kind of refusal (shared/src/domain/common/refusal-codes.ts).
 */
export const errorsPlugin = fp(async (app) => {
  app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
    if (error instanceof HttpError) {
      if (error instanceof RetryLaterError) reply.header('retry-after', error.retryAfterSeconds);
      // A 503 means the database or Firebase is out of reach: operators need to see that.
      if (error.statusCode >= 500) request.log.warn({ err: error }, 'service unavailable');
      return reply.status(error.statusCode).send({ message: error.message, code: error.code, ...error.details });
    }
    // The client went away (Fastify's request.signal) and the statement was cancelled; 499 reaches nobody.
    if (error instanceof QueryCancelledError) return reply.status(499).send(refusal('request-cancelled', 'The request was cancelled.'));
    if (isZodValidationError(error)) {
      const issues = fieldIssues(error.issues);
      const part = PART_LABELS[error.validationContext ?? ''] ?? 'request';
      const first = issues[0];
      const message = first ? `Invalid ${part}${first.path ? ` ${shortened(first.path)}` : ''}: ${first.message}` : `Invalid ${part}`;
      return reply.status(400).send({ ...refusal('invalid-request', message), issues });
    }
    const statusCode = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (statusCode >= 400 && statusCode < 500) {
      return reply.status(statusCode).send(refusal(FRAMEWORK_CODES[statusCode] ?? 'request-refused', error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(SERVER_ERROR);
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(refusal('no-such-call', `No such call: ${request.method} ${request.url.split('?')[0]}`));
  });
});

/** A refusal's body: typed, so that its code is one of the list. */
const refusal = (code: RefusalCode, message: string): Refusal => ({ message, code });

const FRAMEWORK_REFUSALS: Record<string, Refusal> = {
  FST_ERR_BAD_URL: { code: 'invalid-address', message: 'The address of this call is not valid: check its percent-escapes.' },
  FST_ERR_MAX_PARAM_LENGTH: { code: 'address-too-long', message: 'A part of the address of this call is too long.' },
};

/**
 * Fastify's `frameworkErrors` option: refusals made while routing, before the error handler
 * above can see them, answer `{ message, code }` like every other error instead of echoing the path.
 */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  reply.status(error.statusCode ?? 500).send(FRAMEWORK_REFUSALS[error.code] ?? SERVER_ERROR);
}

/** What Node's HTTP parser refuses before Fastify has a request, by the parser's error code; anything else is a 400. */
const CLIENT_ERRORS: Record<string, { status: number } & Refusal> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: 'request-timeout', message: 'Client Timeout' },
  HPE_HEADER_OVERFLOW: { status: 431, code: 'headers-too-large', message: 'Exceeded maximum allowed HTTP header size' },
};
const CLIENT_ERROR: { status: number } & Refusal = { status: 400, code: 'invalid-request', message: 'Client Error' };

/**
 * Fastify's `clientErrorHandler` option: a request the HTTP parser refuses (headers too large, a
 * malformed request line, a client too slow) answers `{ message, code }` too, with Fastify's own
 * messages; as Fastify does, nothing is written to a socket already reset or destroyed.
 */
export function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, ...body } = CLIENT_ERRORS[error.code ?? ''] ?? CLIENT_ERROR;
  this.log.trace({ err: error }, 'client error');
  if (socket.writable) {
    const json = JSON.stringify(body);
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(json)}\r\nContent-Type: application/json\r\n\r\n${json}`);
  }
  socket.destroy(error);
}
