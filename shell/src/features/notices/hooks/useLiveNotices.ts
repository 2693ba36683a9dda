import { useEffect, useEffectEvent } from 'react';
import { useLingui } from '@lingui/react';
import { can } from 'shared/domain/common/permissions';
import { useSessionRole, useSessionUid } from 'shared/hooks/useSessionRole';
import { PATHS, registrationPath } from 'shared/routes/paths';
import { subscribeToLiveEvents } from 'shared/platform/live/liveEvents';
import { useNotify } from 'shared/platform/ui/notifications';
import { useStableNavigate } from 'shared/platform/routing/stableNavigate';
import { burstGrouper, colleagueNotification, noticeFor, summaryNotification, type NoticeSwitches } from '../liveNotices';

/** Shows the notices the person's Preferences ask for, from the live feed, on every screen, in their language. */
/** `switches` null: not known yet, no notices. */
export function useLiveNotices(switches: NoticeSwitches | null): void {
  const { i18n } = useLingui();
  const notify = useNotify();
  const navigate = useStableNavigate();
  const me = useSessionUid();
  const role = useSessionRole();
  const approves = role !== null && can(role, 'admin');
  // Effect events read the switches and callbacks as they are when an event comes: the subscription stays.
  const showGrouped = useEffectEvent((notices: Parameters<typeof summaryNotification>[1]) =>
    notify(
      notices.length === 1
        ? colleagueNotification(i18n, notices[0]!, (id) =>
            // A confirmation waiting for approval is decided in the Approvals view.
            navigate(notices[0]!.what === 'approvalRequested' ? `${PATHS.payments}?view=approvals` : registrationPath(id)),
          )
        : summaryNotification(i18n, notices),
    ),
  );
  const noticeOf = useEffectEvent((event: Parameters<typeof noticeFor>[1], uid: string) => switches && noticeFor(i18n, event, uid, switches, approves));
  const showOwn = useEffectEvent((notification: Parameters<typeof notify>[0]) => notify(notification));

  useEffect(() => {
    if (me === null) return;
    const grouper = burstGrouper(showGrouped);
    const unsubscribe = subscribeToLiveEvents((message) => {
      if (message.kind !== 'change') return;
      const notice = noticeOf(message.event, me);
      if (notice?.kind === 'own') showOwn(notice.notification);
      else if (notice) grouper.add(notice);
    });
    return () => {
      unsubscribe();
      grouper.stop();
    };
  }, [me]);
}
