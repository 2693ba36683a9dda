import { useEffect } from 'react';
import { useStore } from 'react-redux';
import { startLiveEvents, useLiveStatus, type LiveStoreState } from 'shared/platform/live/liveEvents';
import { signOutIfSessionEnded } from '../../../lib/auth/sessionEnded';

/** Keeps the portal's one event stream open while the signed-in layout is shown. */
export function useLiveEvents(): void {
  const store = useStore<LiveStoreState>();
  useEffect(() => startLiveEvents(store.dispatch, store.getState), [store]);
  // Each drop of the feed: was it this session ending?
  const status = useLiveStatus();
  useEffect(() => {
    if (status === 'offline') void signOutIfSessionEnded();
  }, [status]);
}
