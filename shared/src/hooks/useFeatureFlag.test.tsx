import type { ReactNode } from 'react';
import { configureStore } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { renderHook, waitFor } from '@testing-library/react';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { baseApi } from 'shared/platform/api/baseApi';
import { connectAuthSession } from 'shared/platform/session/authSession';
import { setRuntimeConfig } from 'shared/platform/config/runtimeConfig';
import { useFeatureFlag, useFeatureFlagStatus } from './useFeatureFlag';

let server: http.Server;
let answer: { status: number; body: unknown };

beforeAll(async () => {
  server = http.createServer((_req, res) => {
    res.writeHead(answer.status, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' });
    res.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  setRuntimeConfig({ apiBaseUrl: `http://127.0.0.1:${port}`, firebase: { apiKey: 'k', projectId: 'demo-test' }, authEmulatorHost: null });
  connectAuthSession({ getIdToken: async () => 'token', onUnauthenticated: () => {} });
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

function wrapper({ children }: { children: ReactNode }) {
  const store = configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
  return <Provider store={store}>{children}</Provider>;
}

test('follows the organisation setting once it arrives', async () => {
  answer = {
    status: 200,
    body: {
      organization: { name: 'X', primaryColor: '#000000' },
      featureFlags: { commandPalette: false, csvExport: true, duplicateMerge: false, orgWide2FA: false },
    },
  };
  const palette = renderHook(() => useFeatureFlag('commandPalette'), { wrapper });
  const csvExport = renderHook(() => useFeatureFlag('csvExport'), { wrapper });
  // Off while loading: a tool the organisation turned off must not show for a moment.
  expect(csvExport.result.current).toBe(false);
  await waitFor(() => expect(csvExport.result.current).toBe(true));
  expect(palette.result.current).toBe(false);
});

test("keeps the spec's default when the settings cannot be read", async () => {
  answer = { status: 500, body: { message: 'down' } };
  const palette = renderHook(() => useFeatureFlag('commandPalette'), { wrapper });
  const merge = renderHook(() => useFeatureFlag('duplicateMerge'), { wrapper });
  await waitFor(() => expect(palette.result.current).toBe(true));
  expect(merge.result.current).toBe(false);
});

test('the status is unknown (undefined) until the settings arrive, then the setting', async () => {
  answer = {
    status: 200,
    body: {
      organization: { name: 'X', primaryColor: '#000000' },
      featureFlags: { commandPalette: false, csvExport: true, duplicateMerge: false, orgWide2FA: false },
    },
  };
  const palette = renderHook(() => useFeatureFlagStatus('commandPalette'), { wrapper });
  expect(palette.result.current).toBeUndefined();
  await waitFor(() => expect(palette.result.current).toBe(false));
});
