import { useSyncExternalStore } from 'react';
import type { Middleware } from '@reduxjs/toolkit';
import { API_TAGS, baseApi } from 'shared/platform/api/baseApi';
import { getRuntimeConfig } from 'shared/platform/config/runtimeConfig';
import type { ChangeEvent, FeedStatus } from 'shared/platform/live/changeEvent';
import { tagsForChange, type StaleTag } from 'shared/platform/live/staleTags';
import { authSession } from 'shared/platform/session/authSession';

// The portal's one connection to GET /admin/events. The shell starts it once someone is
// signed in; every change it hears invalidates the contract's tags, so whatever any module shows
// refetches. Nothing polls. Other code can listen too, with subscribeToLiveEvents.

/** 'live': connected and the server hears the database; anything else: what is shown may be stale. */
export type LiveStatus = 'connecting' | 'live' | 'offline';

/** What subscribers hear: a change, or that changes may have been missed (everything refetches). */
export type LiveMessage = { kind: 'change'; event: ChangeEvent } | { kind: 'resync' };

const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 15_000;
/** The server sends a heartbeat every 15 s: this long with nothing at all means the stream is dead. */
const SILENCE_MS = 45_000;
/** Changes that arrive together (a bulk job's chunk) make one invalidation. */
const BATCH_MS = 50;

let status: LiveStatus = 'connecting';
const statusListeners = new Set<() => void>();
const subscribers = new Set<(message: LiveMessage) => void>();

function setStatus(next: LiveStatus): void {
  if (next === status) return;
  status = next;
  for (const listener of statusListeners) listener();
}

/**
 * Hears every change the signed-in person may read, and `resync` after a gap (a reconnect that
 * could not replay what was missed): the feed has already invalidated the tags by then, so a
 * subscriber only adds what is its own (a notice, a warning in an open dialog). Answers the
 * function that stops listening.
 */
export function subscribeToLiveEvents(listener: (message: LiveMessage) => void): () => void {
  subscribers.add(listener);
  return () => {
    subscribers.delete(listener);
  };
}

/** The connection's state, for the indicator; re-renders when it changes. */
export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(
    (listener) => {
      statusListeners.add(listener);
      return () => {
        statusListeners.delete(listener);
      };
    },
    () => status,
  );
}

/** The part of the store the feed reads: the api slice's cache and its changes in flight. */
export type LiveStoreState = { [baseApi.reducerPath]: ReturnType<typeof baseApi.reducer> };

/** The version of a registration a cached answer holds (a row, a page of rows, or of groups of rows); null: not in it. */
function versionHeld(data: unknown, id: string): number | null {
  const page = data as { data?: unknown } | undefined;
  // A page of the Duplicate Audit's groups holds its rows in each group's `registrations`.
  const rows: unknown[] = (Array.isArray(page?.data) ? page.data : [data]).flatMap((item) => {
    const grouped = (item as { registrations?: unknown } | null)?.registrations;
    return Array.isArray(grouped) ? grouped : [item];
  });
  const row = rows.find((r) => (r as { registrationId?: unknown } | null)?.registrationId === id) as { version?: unknown } | undefined;
  return typeof row?.version === 'number' ? row.version : null;
}

/**
 * Whether this browser already shows the change announced: the person's own change, which the
 * screen that made it put in place from its answer (a filtered list keeps the row where it stands,
 * showing its new state, until the view changes). Refetching would pull rows away under them; the
 * figures, trails and payment screens still refresh.
 */
function alreadyShown(state: LiveStoreState, event: ChangeEvent): boolean {
  const { id, version } = event;
  if (id === null || version === null) return false;
  const held = baseApi.util
    .selectInvalidatedBy(state, [{ type: 'Registration', id }])
    .map(({ queryCacheKey }) => versionHeld(state[baseApi.reducerPath].queries[queryCacheKey]?.data, id))
    .filter((v): v is number => v !== null);
  return held.length > 0 && held.every((v) => v >= version);
}

/** The changes this browser has sent and not yet had answered, by request id: their arguments as JSON. */
const changesInFlight = new Map<string, string>();
const MUTATION_ACTION = `${baseApi.reducerPath}/executeMutation/`;

/**
 * The store's middleware for the feed (the shell adds it): notes each change in flight with its
 * arguments, which RTK Query's own state does not keep, so an event about a row being saved can
 * wait for the save's answer.
 */
export const liveEventsMiddleware: Middleware = () => (next) => (action) => {
  const { type, meta } = action as { type?: unknown; meta?: { requestId?: unknown; arg?: { originalArgs?: unknown } } };
  if (typeof type === 'string' && type.startsWith(MUTATION_ACTION) && typeof meta?.requestId === 'string') {
    if (type.endsWith('/pending')) changesInFlight.set(meta.requestId, JSON.stringify(meta.arg?.originalArgs ?? null));
    else changesInFlight.delete(meta.requestId);
  }
  return next(action);
};

/** A change this browser sent about the row is still waiting for its answer, which will put the row in place. */
function changeInFlight(id: string): boolean {
  const named = JSON.stringify(id);
  return [...changesInFlight.values()].some((args) => args.includes(named));
}

function parseBlock(block: string): { event?: string; id?: string; data?: string } {
  const fields: Record<string, string> = {};
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const value = line.slice(colon + 1);
    fields[line.slice(0, colon)] = value.startsWith(' ') ? value.slice(1) : value;
  }
  return fields;
}

/**
 * Connects (and reconnects, 1 s doubling to 15 s) to the event stream with the session's ID token
 * in the Authorization header, sending the last event id seen so the server replays what was missed.
 * Answers the function that stops it (sign-out).
 */
export function startLiveEvents(dispatch: (action: ReturnType<typeof baseApi.util.invalidateTags>) => unknown, getState?: () => LiveStoreState): () => void {
  let stopped = false;
  let lastEventId: string | null = null;
  let synced = false;
  let controller: AbortController | null = null;
  let pending = new Map<string, StaleTag>();
  let changes: ChangeEvent[] = [];
  let flushTimer: ReturnType<typeof setTimeout> | null = null;

  const flush = () => {
    flushTimer = null;
    const state = getState?.();
    const waiting: ChangeEvent[] = [];
    for (const change of changes) {
      const aboutRow = (change.type === 'registration' || change.type === 'payment') && change.id !== null;
      if (aboutRow && changeInFlight(change.id!)) {
        waiting.push(change);
        continue;
      }
      const shown = state !== undefined && aboutRow && alreadyShown(state, change);
      for (const tag of tagsForChange(change, { shown })) pending.set(JSON.stringify(tag), tag);
    }
    changes = waiting;
    const tags = [...pending.values()];
    pending = new Map();
    if (tags.length > 0) dispatch(baseApi.util.invalidateTags(tags));
    if (waiting.length > 0) flushTimer = setTimeout(flush, BATCH_MS);
  };
  const invalidate = (tags: readonly StaleTag[]) => {
    for (const tag of tags) pending.set(JSON.stringify(tag), tag);
    flushTimer ??= setTimeout(flush, BATCH_MS);
  };
  const invalidateFor = (change: ChangeEvent) => {
    changes.push(change);
    flushTimer ??= setTimeout(flush, BATCH_MS);
  };
  const publish = (message: LiveMessage) => {
    for (const subscriber of subscribers) subscriber(message);
  };

  const handle = (block: string) => {
    const { event, id, data } = parseBlock(block);
    if (id) lastEventId = id;
    if (!data) return;
    if (event === 'change') {
      const change = JSON.parse(data) as ChangeEvent;
      invalidateFor(change);
      publish({ kind: 'change', event: change });
    } else if (event === 'sync') {
      const feed = JSON.parse(data) as FeedStatus;
      setStatus(feed.live ? 'live' : 'offline');
      const firstSync = !synced;
      synced = true;
      // The first sync comes as the screens load: they are fetching already.
      if (feed.resync && !firstSync) {
        invalidate(API_TAGS);
        publish({ kind: 'resync' });
      }
    }
  };

  const connectOnce = async () => {
    const token = await authSession().getIdToken();
    if (!token) throw new Error('Not signed in');
    controller = new AbortController();
    const signal = controller.signal;
    let silence: ReturnType<typeof setTimeout> | undefined;
    const heard = () => {
      clearTimeout(silence);
      silence = setTimeout(() => controller?.abort(), SILENCE_MS);
    };
    try {
      heard();
      const base = getRuntimeConfig().apiBaseUrl.replace(/\/$/, '');
      const response = await fetch(`${base}/admin/events`, {
        headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream', ...(lastEventId && { 'Last-Event-ID': lastEventId }) },
        cache: 'no-store',
        signal,
      });
      if (!response.ok || !response.body) throw new Error(`The event stream answered ${response.status}`);
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        heard();
        buffer += value.replace(/\r\n?/g, '\n');
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          handle(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
      }
    } finally {
      clearTimeout(silence);
    }
  };

  void (async () => {
    let retryMs = RETRY_FIRST_MS;
    while (!stopped) {
      try {
        await connectOnce();
        // The server ended the stream (its lifetime, or it is closing): straight back.
        retryMs = RETRY_FIRST_MS;
      } catch {
        if (stopped) break;
        setStatus('offline');
        await new Promise((resolve) => setTimeout(resolve, retryMs));
        retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
      }
    }
  })();

  return () => {
    stopped = true;
    controller?.abort();
    if (flushTimer) clearTimeout(flushTimer);
    setStatus('connecting');
  };
}
