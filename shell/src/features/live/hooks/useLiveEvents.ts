import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { startLiveEvents } from 'shared/platform/live/liveEvents';

/** Keeps the portal's one event stream open while the signed-in layout is shown (issue 19). */
export function useLiveEvents(): void {
  const dispatch = useDispatch();
  useEffect(() => startLiveEvents(dispatch), [dispatch]);
}
