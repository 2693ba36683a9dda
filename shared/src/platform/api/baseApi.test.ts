import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { configureStore } from '@reduxjs/toolkit';
import { connectAuthSession } from 'shared/platform/session/authSession';
import { baseApi } from 'shared/platform/api/baseApi';
import { statsApi } from 'shared/platform/api/statsApi';
import { setRuntimeConfig } from 'shared/platform/config/runtimeConfig';

const STATS = { totalRegistrations: 7, successfulPayments: 3, onlinePending: 1, offlinePending: 2, totalDisqualified: 0, totalDuplicates: 1 };

let server: http.Server;
let seen: http.IncomingMessage[];
let status: number;
// Answers in turn, before `status` takes over: a refusal of the second factor, then what the retry gets.
let answers: { status: number; body: unknown }[];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push(req);
    const next = answers.shift();
    if (next) {
      res.writeHead(next.status, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' });
      res.end(JSON.stringify(next.body));
      return;
    }
    res.writeHead(status, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' });
    res.end(JSON.stringify(status === 200 ? STATS : { message: 'Unauthorized' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  setRuntimeConfig({
    apiBaseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    firebase: { apiKey: 'k', projectId: 'demo-test' },
    authEmulatorHost: null,
  });
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  seen = [];
  status = 200;
  answers = [];
});

const makeStore = () =>
  configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });

test('sends the configured base URL, the Bearer token and JSON content type', async () => {
  const onUnauthenticated = jest.fn();
  connectAuthSession({ getIdToken: async () => 'token-123', onUnauthenticated });
  const result = await makeStore().dispatch(statsApi.endpoints.getStats.initiate());
  expect(result.data).toEqual(STATS);
  expect(seen).toHaveLength(1);
  expect(seen[0]!.url).toBe('/admin/stats');
  expect(seen[0]!.headers.authorization).toBe('Bearer token-123');
  expect(seen[0]!.headers['content-type']).toBe('application/json');
  expect(onUnauthenticated).not.toHaveBeenCalled();
});

test('with nobody signed in, sends nothing and hands over to sign-in', async () => {
  const onUnauthenticated = jest.fn();
  connectAuthSession({ getIdToken: async () => null, onUnauthenticated });
  const result = await makeStore().dispatch(statsApi.endpoints.getStats.initiate());
  expect(result.error).toMatchObject({ status: 401 });
  expect(seen).toHaveLength(0);
  expect(onUnauthenticated).toHaveBeenCalledTimes(1);
});

test('a 401 from the API hands over to sign-in', async () => {
  status = 401;
  const onUnauthenticated = jest.fn();
  connectAuthSession({ getIdToken: async () => 'expired', onUnauthenticated });
  const result = await makeStore().dispatch(statsApi.endpoints.getStats.initiate());
  expect(result.error).toMatchObject({ status: 401 });
  expect(onUnauthenticated).toHaveBeenCalledTimes(1);
});

test('a second reader of the same query is served from the cache', async () => {
  connectAuthSession({ getIdToken: async () => 't', onUnauthenticated: jest.fn() });
  const store = makeStore();
  await store.dispatch(statsApi.endpoints.getStats.initiate());
  const second = await store.dispatch(statsApi.endpoints.getStats.initiate());
  expect(second.data).toEqual(STATS);
  expect(seen).toHaveLength(1);
});

const secondFactorRequired = { status: 403, body: { code: 'second-factor-required', message: "Confirm it's you with your passkey" } };

test.each(['second-factor-required', 'step-up-required'])('a 403 %s asks the shell to confirm, then makes the call once more', async (code) => {
  answers = [{ status: 403, body: { code, message: 'Confirm it' } }];
  const confirmSecondFactor = jest.fn(async () => true);
  connectAuthSession({ getIdToken: async () => 't', onUnauthenticated: jest.fn(), confirmSecondFactor });
  const result = await makeStore().dispatch(statsApi.endpoints.getStats.initiate());
  expect(confirmSecondFactor).toHaveBeenCalledWith(code);
  expect(result.data).toEqual(STATS);
  expect(seen.map((request) => request.url)).toEqual(['/admin/stats', '/admin/stats']);
});

test('a call refused again after the confirmation is repeated only once: the second refusal is its answer', async () => {
  answers = [secondFactorRequired, secondFactorRequired];
  const confirmSecondFactor = jest.fn(async () => true);
  connectAuthSession({ getIdToken: async () => 't', onUnauthenticated: jest.fn(), confirmSecondFactor });
  const result = await makeStore().dispatch(statsApi.endpoints.getStats.initiate());
  expect(result.error).toMatchObject({ status: 403, data: { code: 'second-factor-required' } });
  expect(confirmSecondFactor).toHaveBeenCalledTimes(1);
  expect(seen).toHaveLength(2);
});

test('cancelled, the refusal stands and nothing is sent again', async () => {
  answers = [secondFactorRequired];
  connectAuthSession({ getIdToken: async () => 't', onUnauthenticated: jest.fn(), confirmSecondFactor: async () => false });
  const result = await makeStore().dispatch(statsApi.endpoints.getStats.initiate());
  expect(result.error).toMatchObject({ status: 403, data: { code: 'second-factor-required' } });
  expect(seen).toHaveLength(1);
});

test('a shell without the prompt (older than the contract 2.16) gets the refusal as it is', async () => {
  answers = [secondFactorRequired];
  connectAuthSession({ getIdToken: async () => 't', onUnauthenticated: jest.fn() });
  const result = await makeStore().dispatch(statsApi.endpoints.getStats.initiate());
  expect(result.error).toMatchObject({ status: 403, data: { code: 'second-factor-required' } });
  expect(seen).toHaveLength(1);
});

test('any other 403 is not a reason to ask', async () => {
  answers = [{ status: 403, body: { code: 'feature-off', message: 'Off' } }];
  const confirmSecondFactor = jest.fn(async () => true);
  connectAuthSession({ getIdToken: async () => 't', onUnauthenticated: jest.fn(), confirmSecondFactor });
  const result = await makeStore().dispatch(statsApi.endpoints.getStats.initiate());
  expect(result.error).toMatchObject({ status: 403 });
  expect(confirmSecondFactor).not.toHaveBeenCalled();
  expect(seen).toHaveLength(1);
});
