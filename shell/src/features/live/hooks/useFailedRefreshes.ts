import { useCallback } from 'react';
import { shallowEqual, useDispatch, useSelector } from 'react-redux';
import { API_TAGS, baseApi } from 'shared/platform/api/baseApi';
import type { LiveStoreState } from 'shared/platform/live/liveEvents';

type ApiState = LiveStoreState[typeof baseApi.reducerPath];

/**
 * The network or the API failed (no answer, a timeout, a 5xx), not the request itself: a 4xx is
 * the screen's own to explain, and an aborted request was given up on purpose.
 */
function isOutage(error: unknown): boolean {
  const status = (error as { status?: unknown } | undefined)?.status;
  if (status === 'FETCH_ERROR') return !/abort/i.test(String((error as { error?: unknown }).error));
  return status === 'TIMEOUT_ERROR' || (typeof status === 'number' && status >= 500);
}

/**
 * The queries a screen shows whose last refresh failed: each still holds what it had before, so
 * what the screen shows may be out of date. Only queries something on screen subscribes to.
 */
export function selectFailedRefreshes(api: ApiState): string[] {
  return Object.entries(api.queries)
    .filter(
      ([key, entry]) =>
        entry?.status === 'rejected' && entry.data !== undefined && isOutage(entry.error) && Object.keys(api.subscriptions[key] ?? {}).length > 0,
    )
    .map(([key]) => key);
}

/** Whether the screen shows figures it could not refresh, and a retry that refreshes all it shows. */
export function useFailedRefreshes(): { failed: boolean; retry: () => void } {
  const failed = useSelector((state: LiveStoreState) => selectFailedRefreshes(state[baseApi.reducerPath]), shallowEqual);
  const dispatch = useDispatch();
  const retry = useCallback(() => dispatch(baseApi.util.invalidateTags([...API_TAGS])), [dispatch]);
  return { failed: failed.length > 0, retry };
}
