import type { RefusalCode } from 'shared/domain/common/refusal-codes';
import type { Registration } from 'shared/domain/registrations/registration';
import { testEngines } from './support/environment';
import { allRegistrations, call, PORTAL_ORIGIN, useTestApp, type Reply } from './support/test-app';
import { tokenFor } from './support/tokens';

// Client mistakes answer 4xx with a plain { message, code } (and the offending fields on 400):
// never a 5xx, a stack trace or SQL.

const okConfirm = { payment: { status: 'success', mode: 'offline' } };

function expectPlainError(reply: Reply, status: number, code: RefusalCode): void {
  expect(reply.status).toBe(status);
  expect(typeof reply.body.message).toBe('string');
  expect(reply.body.code).toBe(code);
  expect(Object.keys(reply.body).every((key) => ['message', 'code', 'issues'].includes(key))).toBe(true);
  expect(JSON.stringify(reply.body)).not.toMatch(/\bat .*\.(ts|js):\d+|SELECT|INSERT|UPDATE registrations/);
}

/** 400 whose issues include one at `path`, and whose message names it. */
function expectFieldError(reply: Reply, path: string, message?: string | RegExp): void {
  expectPlainError(reply, 400, 'invalid-request');
  const issue = reply.body.issues.find((candidate: { path: string }) => candidate.path === path);
  expect(issue).toBeDefined();
  if (message) expect(issue.message).toMatch(message);
  if (path) expect(reply.body.message).toContain(path);
}

describe.each(testEngines())('validation and errors on %s', (engine) => {
  const target = useTestApp(engine, { registrations: 100 });
  let token: string;
  let registrations: Registration[];
  let someone: Registration;

  beforeAll(async () => {
    token = await tokenFor('admin');
    registrations = await allRegistrations(target, token);
    someone = registrations[0]!;
  });

  const put = (path: string, body: unknown, headers?: Record<string, string>) => call(target, 'PUT', path, { token, body, headers });
  const get = (path: string) => call(target, 'GET', path, { token });

  test.each([
    [{}, '', /payment|status/],
    [[], '', /payment|status/],
    [{ payment: { status: 'success' } }, 'payment.mode', undefined],
    [{ payment: { status: 'pending', mode: 'offline' } }, 'payment.status', undefined],
    [{ payment: 'paid' }, 'payment', undefined],
    [{ ...okConfirm, extra: 1 }, 'extra', 'Unknown field'],
    [{ payment: { ...okConfirm.payment, method: 'card' } }, 'payment.method', undefined],
    [{ payment: { ...okConfirm.payment, amount: '300' } }, 'payment.amount', undefined],
    [{ ...okConfirm, version: '2' }, 'version', undefined],
    [{ ...okConfirm, version: 0 }, 'version', undefined],
    [{ ...okConfirm, adminNote: 'x'.repeat(501) }, 'adminNote', undefined],
    [{ status: 'active', adminNote: 5 }, 'adminNote', undefined],
    [{ status: 'duplicate' }, 'status', undefined],
  ])('PUT /admin/register/{id} refuses %j naming %p', async (body, path, message) => {
    expectFieldError(await put(`/admin/register/${someone.registrationId}`, body), path, message);
  });

  test.each([
    [{}, 'status'],
    [{ status: 'active' }, 'status'],
    [{ status: 'disqualified' }, 'note'],
    [{ status: 'disqualified', note: 12345678901 }, 'note'],
    [{ status: 'duplicate', note: 'Not needed for a duplicate.' }, 'note'],
    [{ status: 'duplicate', version: 'one' }, 'version'],
  ])('PUT /admin/registrations/{id}/status refuses %j naming %p', async (body, path) => {
    expectFieldError(await put(`/admin/registrations/${someone.registrationId}/status`, body), path);
  });

  test.each([
    [{ name: 'A' }, 'name', 'Name must be at least 2 characters'],
    [{ name: 'A'.repeat(81) }, 'name', 'Name must be less than 80 characters'],
    [{ name: 42 }, 'name', undefined],
    [{ contactNumber: '12345' }, 'contactNumber', /mobile number/],
    [{ std: '13th' }, 'std', undefined],
    [{ cadre: 'Expert Level' }, 'cadre', undefined],
    [{ levelEnrolled: 'LEVEL 9' }, 'levelEnrolled', undefined],
    [{ school: {} }, 'school.value', undefined],
    [{ school: { value: 'Sanskriti School', city: 'Delhi' } }, 'school.city', 'Unknown field'],
    [{ status: 'paused' }, 'status', undefined],
    [{ gender: 'male' }, 'gender', 'Unknown field'],
    [{ payment: { status: 'success' } }, 'payment', 'Unknown field'],
    [{ version: 1.5 }, 'version', undefined],
  ])('PUT /admin/registrations/{id}/details refuses %j naming %p', async (body, path, message) => {
    expectFieldError(await put(`/admin/registrations/${someone.registrationId}/details`, body), path, message);
  });

  test.each([
    ['/admin/stats?x=1', 'x'],
    ['/admin/activity?limit=0', 'limit'],
    ['/admin/activity?limit=101', 'limit'],
    ['/admin/activity?limit=ten', 'limit'],
    ['/admin/activity?offset=-1', 'offset'],
    ['/admin/registrations?limit=0', 'limit'],
    ['/admin/registrations?limit=1001', 'limit'],
    ['/admin/registrations?sort=age', 'sort'],
    ['/admin/registrations?order=up', 'order'],
    ['/admin/registrations?status=active,paused', 'status.1'],
    ['/admin/registrations?cadre=Expert%20Level', 'cadre.0'],
    ['/admin/registrations?school=a&school=b', 'school'],
    ['/admin/registrations?foo=1', 'foo'],
    ['/admin/find-by-merchant-transaction-id', 'merchantTransactionId'],
    ['/admin/find-by-merchant-transaction-id?merchantTransactionId=%20%20', 'merchantTransactionId'],
    ['/admin/find-by-payment-id?paymentId=', 'paymentId'],
    [`/admin/registrations/${'R'.repeat(65)}`, 'id'],
  ])('GET %s answers 400 naming %p', async (path, field) => {
    expectFieldError(await get(path), field);
  });

  test('an unknown registration id answers 404', async () => {
    expectPlainError(await get('/admin/registrations/REG-9999999'), 404, 'registration-not-found');
  });

  test('lookup by merchant transaction id: the registration, or 404', async () => {
    const online = registrations.find((r) => r.merchantTransactionId)!;
    const found = await get(`/admin/find-by-merchant-transaction-id?merchantTransactionId=${online.merchantTransactionId}`);
    expect(found.status).toBe(200);
    expect(found.body).toEqual(online);
    expectPlainError(await get('/admin/find-by-merchant-transaction-id?merchantTransactionId=MT000'), 404, 'transaction-not-found');
    const lowerCase = await get(`/admin/find-by-merchant-transaction-id?merchantTransactionId=${online.merchantTransactionId!.toLowerCase()}`);
    expect(lowerCase.body).toEqual(online);
  });

  test('lookups forgive case: a payment id typed in lower case finds its registration', async () => {
    const found = await get(`/admin/find-by-payment-id?paymentId=${someone.payment.paymentId.toLowerCase()}`);
    expect(found.status).toBe(200);
    expect(found.body).toEqual(someone);
  });

  test('lookup by payment id: the registration (input trimmed), or null', async () => {
    const found = await get(`/admin/find-by-payment-id?paymentId=%20${someone.payment.paymentId}%20`);
    expect(found.status).toBe(200);
    expect(found.body).toEqual(someone);
    const missing = await get('/admin/find-by-payment-id?paymentId=PAY-ABACUS-999999');
    expect(missing.status).toBe(200);
    expect(missing.headers.get('content-type')).toMatch(/application\/json/);
    expect(missing.body).toBeNull();
  });

  test('a body that is not JSON answers 400', async () => {
    expectPlainError(await put(`/admin/registrations/${someone.registrationId}/details`, '{"name": '), 400, 'invalid-request');
  });

  test('a PUT without a body answers 400', async () => {
    expectPlainError(await call(target, 'PUT', `/admin/registrations/${someone.registrationId}/details`, { token }), 400, 'invalid-request');
  });

  test('a body of another media type answers 415', async () => {
    const reply = await put(`/admin/registrations/${someone.registrationId}/details`, '<name>X</name>', { 'content-type': 'application/xml' });
    expectPlainError(reply, 415, 'unsupported-media-type');
  });

  test('a body over the size limit answers 413', async () => {
    const reply = await put(`/admin/registrations/${someone.registrationId}/details`, { name: 'x'.repeat(20_000) });
    expectPlainError(reply, 413, 'request-too-large');
  });

  test('a call that does not exist answers 404', async () => {
    expectPlainError(await get('/admin/registrations/REG-0000001/nothing-here'), 404, 'no-such-call');
    expectPlainError(await call(target, 'GET', '/nothing-here'), 404, 'no-such-call');
  });

  test('a malformed percent-escape or an over-long part of the address answers { message, code } without echoing it', async () => {
    const badEscape = await get('/admin/registrations/REG-%E0%A4%A');
    expectPlainError(badEscape, 400, 'invalid-address');
    expect(badEscape.body.message).not.toContain('REG-');
    const longPart = 'R'.repeat(300);
    const tooLong = await get(`/admin/registrations/${longPart}`);
    expectPlainError(tooLong, 414, 'address-too-long');
    expect(tooLong.body.message).not.toContain(longPart);
  });

  test('a Firebase uid up to 128 characters can be addressed', async () => {
    const reply = await call(target, 'DELETE', `/admin/staff-accounts/${'u'.repeat(128)}`, { token: await tokenFor('superadmin') });
    expectPlainError(reply, 404, 'staff-account-not-found');
  });

  test('none of these mistakes changed anything', async () => {
    expect(await allRegistrations(target, token)).toEqual(registrations);
  });

  describe('CORS', () => {
    const preflight = (origin: string) =>
      call(target, 'OPTIONS', '/admin/registrations', {
        headers: { origin, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'authorization,content-type' },
      });

    test('the portal origin may call with a token', async () => {
      const reply = await preflight(PORTAL_ORIGIN);
      expect(reply.status).toBeLessThan(300);
      expect(reply.headers.get('access-control-allow-origin')).toBe(PORTAL_ORIGIN);
      expect(reply.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    });

    test('another origin is not allowed', async () => {
      const reply = await preflight('http://evil.example');
      expect(reply.headers.get('access-control-allow-origin')).toBeNull();
    });
  });

  test('a JSON content type with no body is no body: a DELETE as the portal sends it works, a PUT that needs one answers 400', async () => {
    const superadmin = await tokenFor('superadmin');
    const created = await call(target, 'POST', '/admin/centers', { token: superadmin, body: { code: 'EMPTY1', name: 'Empty Body', city: 'Pune' } });
    const json = { 'content-type': 'application/json' };
    const removed = await call(target, 'DELETE', `/admin/centers/${created.body.id}`, { token: superadmin, headers: json });
    expect(removed.status).toBe(204);
    const put = await call(target, 'PUT', `/admin/registrations/${someone.registrationId}/status`, { headers: json, token });
    expectPlainError(put, 400, 'invalid-request');
  });
});
