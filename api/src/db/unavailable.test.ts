import pg from 'pg';
import { HttpError } from '../http-error';
import { asOutage, DatabaseUnavailableError } from './unavailable';

function serverError(code: string): pg.DatabaseError {
  const error = new pg.DatabaseError('from the server', 0, 'error');
  error.code = code;
  return error;
}

function socketError(code: string): Error {
  return Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code });
}

describe('asOutage', () => {
  test.each([
    ['admin shutdown', serverError('57P01')],
    ['crash shutdown', serverError('57P02')],
    ['starting up or shutting down', serverError('57P03')],
    ['a connection failure', serverError('08006')],
    ['too many connections', serverError('53300')],
    ['a refused connection', socketError('ECONNREFUSED')],
    ['a reset connection', socketError('ECONNRESET')],
    ['a connection the driver saw end', new Error('Connection terminated unexpectedly')],
    ['a pool that waited too long', new Error('timeout exceeded when trying to connect')],
  ])('%s is a 503 with a plain message', (_label, error) => {
    const reported = asOutage(error);
    expect(reported).toBeInstanceOf(DatabaseUnavailableError);
    expect(reported).toMatchObject({ statusCode: 503, message: 'The database is unavailable right now. Please try again in a moment.' });
  });

  test.each([
    ['a unique violation', serverError('23505')],
    ['a syntax error', serverError('42601')],
    ['a refusal of ours', new HttpError(409, 'payment-already-confirmed', 'This payment is already confirmed.')],
    ['a programming error', new TypeError('x is not a function')],
  ])('%s stays what it is', (_label, error) => {
    expect(asOutage(error)).toBe(error);
  });
});
