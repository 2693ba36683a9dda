import { useEffect, useRef } from 'react';
import { useSessionUid } from 'shared/hooks/useSessionRole';
import { subscribeToLiveEvents } from 'shared/platform/live/liveEvents';
import { useNavigate } from 'shared/platform/routing/router';
import { useNotify } from 'shared/platform/ui/notifications';
import { burstGrouper, colleagueNotification, noticeFor, summaryNotification, type NoticeSwitches } from '../liveNotices';

/** Shows the notices the person's Preferences ask for, from the live feed, on every screen (issue 22). */
/** `switches` null: not known yet, no notices. */
export function useLiveNotices(switches: NoticeSwitches | null): void {
  const notify = useNotify();
  const navigate = useNavigate();
  const me = useSessionUid();
  // The switches and callbacks as they are now, read when an event comes: the subscription stays.
  const current = useRef({ switches, notify, navigate });
  current.current = { switches, notify, navigate };

  useEffect(() => {
    if (me === null) return;
    const grouper = burstGrouper((notices) => {
      const { notify: show, navigate: go } = current.current;
      show(notices.length === 1 ? colleagueNotification(notices[0]!, (id) => go(`/registrations/${encodeURIComponent(id)}`)) : summaryNotification(notices));
    });
    const unsubscribe = subscribeToLiveEvents((message) => {
      if (message.kind !== 'change') return;
      const { switches: now } = current.current;
      const notice = now && noticeFor(message.event, me, now);
      if (notice?.kind === 'own') current.current.notify(notice.notification);
      else if (notice) grouper.add(notice);
    });
    return () => {
      unsubscribe();
      grouper.stop();
    };
  }, [me]);
}
