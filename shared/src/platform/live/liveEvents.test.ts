import { TextDecoderStream as NodeTextDecoderStream } from 'node:stream/web';
import { configureStore } from '@reduxjs/toolkit';
import { API_TAGS, baseApi } from 'shared/platform/api/baseApi';
import { setRuntimeConfig } from 'shared/platform/config/runtimeConfig';
import { liveEventsMiddleware, startLiveEvents, subscribeToLiveEvents, useLiveStatus, type LiveMessage } from 'shared/platform/live/liveEvents';
import { connectAuthSession } from 'shared/platform/session/authSession';
import { API_ORIGIN, serveApi } from 'shared/testing/apiServer';
import { act, renderHook } from '@testing-library/react';

// The browser's one event stream, with the network faked at fetch (MSW): each connection to
// GET /admin/events is a stream the test writes to and ends.

// jsdom lacks it; the browser has it.
globalThis.TextDecoderStream ??= NodeTextDecoderStream as unknown as typeof TextDecoderStream;

interface Connection {
  headers: Headers;
  send: (text: string) => void;
  end: () => void;
  fail: () => void;
}

const encoder = new TextEncoder();
let connections: Connection[];
let stop: (() => void) | undefined;

async function until(check: () => boolean): Promise<void> {
  // Inside act: the status hook re-renders as the feed changes state.
  for (let i = 0; i < 500 && !check(); i += 1) await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  expect(check()).toBe(true);
}

beforeEach(() => {
  connections = [];
  setRuntimeConfig({ apiBaseUrl: API_ORIGIN, firebase: { apiKey: 'k', projectId: 'p' }, authEmulatorHost: null });
  connectAuthSession({ getIdToken: async () => 'id-token', onUnauthenticated: () => {} });
  serveApi({
    'GET /admin/events': ({ request }) => {
      let controller!: ReadableStreamDefaultController<Uint8Array>;
      const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
      connections.push({
        headers: request.headers,
        send: (text) => controller.enqueue(encoder.encode(text)),
        end: () => controller.close(),
        fail: () => controller.error(new Error('connection reset')),
      });
      return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
    },
  });
});

afterEach(() => {
  stop?.();
  stop = undefined;
});

const change = (id: string, version: number) => ({ type: 'registration', id, version, actor: null });
const changeBlock = (eventId: string, id: string, version: number) => `id: ${eventId}\nevent: change\ndata: ${JSON.stringify(change(id, version))}\n\n`;
const syncBlock = (eventId: string, resync: boolean, live = true) => `id: ${eventId}\nevent: sync\ndata: ${JSON.stringify({ live, resync })}\n\n`;

function start() {
  const dispatched: ReturnType<typeof baseApi.util.invalidateTags>[] = [];
  const heard: LiveMessage[] = [];
  const unsubscribe = subscribeToLiveEvents((message) => heard.push(message));
  const stopFeed = startLiveEvents((action) => dispatched.push(action));
  stop = () => {
    stopFeed();
    unsubscribe();
  };
  const status = renderHook(() => useLiveStatus());
  return { dispatched, heard, status: () => status.result.current };
}

test('sends the token; parses blocks split across reads, CRLF line ends and comments; changes that arrive together make one invalidation', async () => {
  const { dispatched, heard, status } = start();
  await until(() => connections.length === 1);
  expect(connections[0]!.headers.get('authorization')).toBe('Bearer id-token');
  expect(connections[0]!.headers.get('last-event-id')).toBeNull();
  expect(status()).toBe('connecting');

  connections[0]!.send(syncBlock('a1.1', true).slice(0, 9));
  connections[0]!.send(syncBlock('a1.1', true).slice(9));
  await until(() => status() === 'live');
  // The first sync comes as the screens load, which fetch anyway: nothing invalidated.
  expect(dispatched).toEqual([]);

  connections[0]!.send(': heartbeat\r\n\r\n');
  connections[0]!.send(changeBlock('a1.2', 'REG-1', 2).replace(/\n/g, '\r\n') + changeBlock('a1.3', 'REG-2', 5));
  await until(() => dispatched.length > 0);
  expect(heard).toEqual([
    { kind: 'change', event: change('REG-1', 2) },
    { kind: 'change', event: change('REG-2', 5) },
  ]);
  expect(dispatched).toHaveLength(1);
  const tags = dispatched[0]!.payload;
  // A registration's change may have written messages in its transaction (a receipt, a notice).
  expect(tags).toEqual(expect.arrayContaining([{ type: 'Registration', id: 'REG-1' }, { type: 'Registration', id: 'REG-2' }, 'Stats', 'Activity', 'Message']));
  // Each tag once, however many changes named it.
  expect(tags.filter((tag) => tag === 'Stats')).toHaveLength(1);
});

test('a dropped connection shows offline, reconnects with Last-Event-ID, and a resync refetches everything and tells subscribers', async () => {
  const { dispatched, heard, status } = start();
  await until(() => connections.length === 1);
  connections[0]!.send(syncBlock('a1.7', true) + changeBlock('a1.8', 'REG-3', 4));
  await until(() => dispatched.length === 1);
  expect(status()).toBe('live');

  connections[0]!.fail();
  await until(() => status() === 'offline');
  await until(() => connections.length === 2);
  expect(connections[1]!.headers.get('last-event-id')).toBe('a1.8');
  connections[1]!.send(syncBlock('b2.1', true));
  await until(() => status() === 'live');
  await until(() => dispatched.length === 2);
  expect(dispatched[1]!.payload).toEqual([...API_TAGS]);
  expect(heard.at(-1)).toEqual({ kind: 'resync' });

  // A server whose database feed dropped says so: the indicator leaves 'live'.
  connections[1]!.send(syncBlock('b2.2', false, false));
  await until(() => status() === 'offline');
});

test('a stream the server ends reconnects at once; a replay (no resync) invalidates nothing more', async () => {
  const { dispatched, status } = start();
  await until(() => connections.length === 1);
  connections[0]!.send(syncBlock('a1.1', true));
  await until(() => status() === 'live');
  connections[0]!.end();
  await until(() => connections.length === 2);
  expect(connections[1]!.headers.get('last-event-id')).toBe('a1.1');
  connections[1]!.send(syncBlock('a1.1', false));
  connections[1]!.send(changeBlock('a1.2', 'REG-9', 3));
  await until(() => dispatched.length === 1);
  expect(dispatched[0]!.payload).toEqual(expect.arrayContaining([{ type: 'Registration', id: 'REG-9' }]));
  expect(status()).toBe('live');
});

// A row endpoint and a change to it, as a module injects them, on a real store.
const rowsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    testRow: build.query<{ registrationId: string; version: number }, string>({
      query: (id) => `/test-rows/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Registration', id }],
    }),
    testGroups: build.query<{ data: { contactNumber: string; registrations: { registrationId: string; version: number }[] }[] }, void>({
      query: () => '/test-groups',
      providesTags: (page) => (page?.data ?? []).flatMap((group) => group.registrations.map((r) => ({ type: 'Registration' as const, id: r.registrationId }))),
    }),
    saveTestRow: build.mutation<{ registrationId: string; version: number }, string>({
      query: (id) => ({ url: `/test-rows/${id}`, method: 'PUT' }),
    }),
  }),
});

async function rowStore() {
  const store = configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware, liveEventsMiddleware),
  });
  await store.dispatch(rowsApi.endpoints.testRow.initiate('REG-5'));
  const dispatched: ReturnType<typeof baseApi.util.invalidateTags>[] = [];
  stop = startLiveEvents((action) => dispatched.push(action), store.getState);
  await until(() => connections.length === 1);
  connections[0]!.send(syncBlock('a1.1', true));
  return { store, dispatched };
}

const namesRow = (tags: readonly unknown[]) => tags.some((tag) => typeof tag === 'object' && (tag as { type?: string } | null)?.type === 'Registration');

test("a change every cached copy already holds leaves the row's queries alone; the figures still refresh; a newer version refetches the row", async () => {
  serveApi({ 'GET /test-rows/REG-5': { body: { registrationId: 'REG-5', version: 3 } } });
  const { dispatched } = await rowStore();
  // Version 3 is what the cache holds (this browser's own change): Stats and the rest, no Registration tag.
  connections[0]!.send(changeBlock('a1.2', 'REG-5', 3));
  await until(() => dispatched.length === 1);
  expect(dispatched[0]!.payload).toContain('Stats');
  expect(namesRow(dispatched[0]!.payload)).toBe(false);
  connections[0]!.send(changeBlock('a1.3', 'REG-5', 4));
  await until(() => dispatched.length === 2);
  expect(dispatched[1]!.payload).toEqual(expect.arrayContaining([{ type: 'Registration', id: 'REG-5' }, 'Stats']));
});

test('a change about a row whose save is waiting for its answer waits for that answer', async () => {
  let answerSave!: () => void;
  const saved = new Promise<void>((resolve) => (answerSave = resolve));
  serveApi({
    'GET /test-rows/REG-5': { body: { registrationId: 'REG-5', version: 3 } },
    'PUT /test-rows/REG-5': async () => {
      await saved;
      return { body: { registrationId: 'REG-5', version: 4 } };
    },
  });
  const { store, dispatched } = await rowStore();
  const save = store.dispatch(rowsApi.endpoints.saveTestRow.initiate('REG-5'));
  try {
    connections[0]!.send(changeBlock('a1.2', 'REG-5', 4));
    // A change about another row, after it on the stream: the feed weighs its changes in the order
    // heard, so once this one is dispatched, REG-5's has been weighed too, and held.
    connections[0]!.send(changeBlock('a1.3', 'REG-6', 1));
    await until(() => dispatched.length === 1);
    expect(dispatched[0]!.payload).toEqual(expect.arrayContaining([{ type: 'Registration', id: 'REG-6' }]));
    expect(dispatched[0]!.payload).not.toContainEqual({ type: 'Registration', id: 'REG-5' });
    expect(dispatched[0]!.payload).not.toContainEqual({ type: 'Payment', id: 'REG-5' });
  } finally {
    answerSave();
    await save;
  }
  await until(() => dispatched.length === 2);
  expect(dispatched[1]!.payload).toEqual(expect.arrayContaining([{ type: 'Registration', id: 'REG-5' }]));
});

test("a page of groups of rows (the Duplicate Audit's) that already holds the change is left alone too", async () => {
  serveApi({
    'GET /test-rows/REG-5': { body: { registrationId: 'REG-5', version: 3 } },
    'GET /test-groups': {
      body: {
        data: [
          {
            contactNumber: '9800000000',
            registrations: [
              { registrationId: 'REG-7', version: 3 },
              { registrationId: 'REG-8', version: 1 },
            ],
          },
        ],
      },
    },
  });
  const { store, dispatched } = await rowStore();
  await store.dispatch(rowsApi.endpoints.testGroups.initiate());
  // REG-7 is held by the groups page alone.
  connections[0]!.send(changeBlock('a1.2', 'REG-7', 3));
  await until(() => dispatched.length === 1);
  expect(namesRow(dispatched[0]!.payload)).toBe(false);
  connections[0]!.send(changeBlock('a1.3', 'REG-8', 2));
  await until(() => dispatched.length === 2);
  expect(dispatched[1]!.payload).toEqual(expect.arrayContaining([{ type: 'Registration', id: 'REG-8' }]));
});
