import type { RefusalCode } from 'shared/domain/common/refusal-codes';

/** What a refusal's body holds beside `message` and `code` (`issues`, `current`, ...): never those two. */
export type RefusalDetails = Record<string, unknown> & { message?: never; code?: never };

/**
 * An error whose status and JSON body go to the client as they are: `{ message, code, ...details }`.
 * `code` names the kind of refusal (shared/src/domain/common/refusal-codes.ts), `message` says it in English.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: RefusalCode,
    message: string,
    readonly details: RefusalDetails = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** A refusal for now (429, 503): the answer says with `Retry-After` when to try again. */
export class RetryLaterError extends HttpError {
  constructor(
    statusCode: 429 | 503,
    code: RefusalCode,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(statusCode, code, message);
  }
}

export const notFound = (code: RefusalCode, message: string) => new HttpError(404, code, message);
export const conflict = (code: RefusalCode, message: string, details?: RefusalDetails) => new HttpError(409, code, message, details);
export const forbidden = (code: RefusalCode, message: string, details?: RefusalDetails) => new HttpError(403, code, message, details);
export const unauthorized = (code: RefusalCode, message: string) => new HttpError(401, code, message);
/** The one refusal of every request limit (`too-many-requests`); the caller sets Retry-After. */
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, 'too-many-requests', `Too many requests. Please wait ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'} and try again.`);
