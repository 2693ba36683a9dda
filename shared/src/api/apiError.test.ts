import { apiErrorMessage, conflictOf, recordAfterChange, refusalOf } from './apiError';

test("a refusal shows the API's words; a server fault or a network failure the screen's own", () => {
  expect(apiErrorMessage({ status: 400, data: { message: 'Invalid body' } }, 'Failed')).toBe('Invalid body');
  expect(apiErrorMessage({ status: 500, data: { message: 'stack trace' } }, 'Failed')).toBe('Failed');
  expect(apiErrorMessage({ status: 'FETCH_ERROR', error: 'offline' }, 'Failed')).toBe('Failed');
});

test('a refusal is its code and message; a server fault, a network failure or an answer without words is none', () => {
  expect(refusalOf({ status: 409, data: { code: 'stale-version', message: 'Changed by someone else' } })).toEqual({
    code: 'stale-version',
    message: 'Changed by someone else',
  });
  expect(refusalOf({ status: 400, data: { message: 'Invalid body' } })).toEqual({ message: 'Invalid body' });
  expect(refusalOf({ status: 503, data: { code: 'server-busy', message: 'Busy' } })).toBeNull();
  expect(refusalOf({ status: 404 })).toBeNull();
  expect(refusalOf({ status: 'FETCH_ERROR', error: 'offline' })).toBeNull();
});

test('a 409 carries the record as it now is; any other failure is no conflict', () => {
  const current = { registrationId: 'REG-1', version: 3 };
  expect(conflictOf({ status: 409, data: { message: 'Changed by someone else', current } })).toEqual({ current });
  expect(conflictOf({ status: 409, data: { message: 'Center code DLH01 is taken' } })).toEqual({});
  expect(conflictOf({ status: 409 })).toEqual({});
  expect(conflictOf({ status: 400, data: { message: 'Invalid body', current } })).toBeNull();
  expect(conflictOf(new Error('boom'))).toBeNull();
});

test("after a change the record is the answer, or the 409's current row; any other failure gives none", async () => {
  const current = { registrationId: 'REG-1', version: 3 };
  await expect(recordAfterChange(Promise.resolve({ data: { registrationId: 'REG-1', version: 4 } }))).resolves.toEqual({ registrationId: 'REG-1', version: 4 });
  await expect(recordAfterChange(Promise.reject({ error: { status: 409, data: { message: 'Changed by someone else', current } } }))).resolves.toEqual(current);
  await expect(recordAfterChange(Promise.reject({ error: { status: 500, data: { message: 'boom' } } }))).resolves.toBeUndefined();
});
