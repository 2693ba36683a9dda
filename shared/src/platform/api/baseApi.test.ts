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

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push(req);
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
