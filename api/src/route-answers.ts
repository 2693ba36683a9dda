import type { Readable } from 'node:stream';
import { z } from 'zod';
import { apiErrorSchema } from 'shared/domain/common/answers';

/**
 * A route's response schemas: its own answers by status, plus the refusal any route may give
 * (`{ message, code }`, plugins/errors.ts). Every route declares its answers through this.
 */
export const answers = <Own extends Record<number, unknown>>(own: Own) => ({ ...own, '4xx': apiErrorSchema, '5xx': apiErrorSchema });

/** An answer without a body (204, 304). */
export const noContent = z.undefined().describe('No content');

/** A CSV file, streamed as it is written (the serializer never sees it). */
export const csvFile = { description: 'CSV, UTF-8 with a byte-order mark', content: { 'text/csv': { schema: z.string() } } };

/**
 * A payload Fastify sends as it is, a stream or bytes, never through the serializer: typed as
 * what the route's response schema says it holds (the CSV text, the list's JSON, the image).
 */
export const unserialized = <Documented>(payload: Readable | Buffer) => payload as unknown as Documented;
