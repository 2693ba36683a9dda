import { useEffect } from 'react';
import { useStore } from 'react-redux';
import { startLiveEvents, type LiveStoreState } from 'shared/platform/live/liveEvents';

/** Keeps the portal's one event stream open while the signed-in layout is shown. */
export function useLiveEvents(): void {
  const store = useStore<LiveStoreState>();
  useEffect(() => startLiveEvents(store.dispatch, store.getState), [store]);
}
