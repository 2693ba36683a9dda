/** An error whose status and JSON body go to the client as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** A refusal for now (429, 503): the answer says with `Retry-After` when to try again. */
export class RetryLaterError extends HttpError {
  constructor(
    statusCode: 429 | 503,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(statusCode, message);
  }
}

export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string, details?: Record<string, unknown>) => new HttpError(409, message, details);
export const forbidden = (message: string, details?: Record<string, unknown>) => new HttpError(403, message, details);
export const unauthorized = (message: string) => new HttpError(401, message);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, `Too many requests. Please wait ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'} and try again.`);
