import pg from 'pg';
import { HttpError } from '../http-error';

/**
 * The database could not run the statement because the server is gone, shutting down or not
 * yet accepting work: a 503 with a plain message (the errors plugin sends HttpErrors as they
 * are), never the driver's text, so no SQL or connection detail reaches the client.
 */
export class DatabaseUnavailableError extends HttpError {
  constructor(cause: unknown) {
    super(503, 'database-unavailable', 'The database is unavailable right now. Please try again in a moment.');
    this.name = 'DatabaseUnavailableError';
    this.cause = cause;
  }
}

// SQLSTATEs of a server that went away or will not take work now: connection exceptions (08),
// admin / crash shutdown and "cannot connect now" (57P01-57P03), too many connections (53300).
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;
// Socket failures on the way to the server.
const SOCKET_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND']);
// node-postgres reports a lost or unusable connection as a plain Error without a code.
const CLIENT_CONNECTION_MESSAGE = /connection terminated|not queryable|timeout exceeded when trying to connect|connection ended/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (error instanceof pg.DatabaseError) return typeof code === 'string' && UNAVAILABLE_SQLSTATE.test(code);
  if (typeof code === 'string' && SOCKET_ERRORS.has(code)) return true;
  return CLIENT_CONNECTION_MESSAGE.test(error.message);
}

/** The error as the caller should see it: an outage becomes DatabaseUnavailableError, anything else stays. */
export function asOutage(error: unknown): unknown {
  return isDatabaseUnavailable(error) ? new DatabaseUnavailableError(error) : error;
}
