import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { RELEASE_EVENT_PREFIX, RELEASE_REGISTRY_UID } from 'shared/domain/releases/release-routing';
import type { ChangeEvent } from 'shared/platform/live/changeEvent';
import type { Preferences } from 'shared/platform/settings/preferences';
import type { Notification } from 'shared/platform/ui/notifications';

// The in-portal notices the live feed brings (shared/platform/live/liveEvents), decided
// by the person's Preferences. About colleagues: a confirmed payment, a disqualification, and (to
// admins, who may approve it) a confirmation sent for approval. About
// the person's own work: a bulk job or CSV export that finished (the API sends 'job' events to
// their owner only). Nothing else makes a notice. Each is worded in the language of the `i18n` given.

export type NoticeSwitches = Pick<Preferences, 'paymentNotifications' | 'disqualificationNotifications' | 'exportNotifications'>;

/** What one event is worth: a colleague's action (which may be grouped), or the person's own job ending. */
export type Notice =
  | { kind: 'colleague'; what: 'paid' | 'disqualified' | 'approvalRequested'; registrationId: string; by: string | null }
  | { kind: 'own'; notification: Notification };

type OwnJobNotice = { title: MessageDescriptor; description: MessageDescriptor; variant: Notification['variant'] };

const OWN_JOBS: Record<string, OwnJobNotice> = {
  bulkCompleted: { title: msg`Your bulk action has finished`, description: msg`The registrations list shows the result.`, variant: 'success' },
  bulkFailed: { title: msg`Your bulk action stopped before the end`, description: msg`The registrations list shows what was done.`, variant: 'error' },
  exportCompleted: { title: msg`Your CSV export has finished`, description: msg`The whole file is in your downloads.`, variant: 'success' },
};

/** The registry rolled a module's failing version back on its own. */
export function autoRollbackNotification(i18n: I18n, remote: string): Notification {
  return {
    title: i18n._(msg`${remote} was rolled back automatically`),
    description: i18n._(msg`Its new version failed in too many browsers. Settings, Modules shows the figures.`),
    variant: 'warning',
  };
}

/** The notice an event makes for the signed-in person (uid `me`; `approves`: holds the admin permission), or null. */
export function noticeFor(i18n: I18n, event: ChangeEvent, me: string | null, switches: NoticeSwitches, approves = false): Notice | null {
  const actor = event.actor;
  if (me === null || actor === null) return null;
  if (event.type === 'job') {
    const job = event.change ? OWN_JOBS[event.change] : undefined;
    if (actor.uid !== me || !switches.exportNotifications || !job) return null;
    return { kind: 'own', notification: { title: i18n._(job.title), description: i18n._(job.description), variant: job.variant } };
  }
  if (actor.uid === me || event.id === null) return null;
  // Only superadmins hear of releases (the API sends settings events to the settings permission).
  if (event.type === 'settings' && actor.uid === RELEASE_REGISTRY_UID && event.id.startsWith(RELEASE_EVENT_PREFIX)) {
    return { kind: 'own', notification: autoRollbackNotification(i18n, event.id.slice(RELEASE_EVENT_PREFIX.length)) };
  }
  if (event.type === 'payment' && event.change === 'paid' && switches.paymentNotifications) {
    return { kind: 'colleague', what: 'paid', registrationId: event.id, by: actor.email };
  }
  if (event.type === 'registration' && event.change === 'disqualified' && switches.disqualificationNotifications) {
    return { kind: 'colleague', what: 'disqualified', registrationId: event.id, by: actor.email };
  }
  if (event.type === 'registration' && event.change === 'approvalRequested' && approves && switches.paymentNotifications) {
    return { kind: 'colleague', what: 'approvalRequested', registrationId: event.id, by: actor.email };
  }
  return null;
}

type ColleagueNotice = Extract<Notice, { kind: 'colleague' }>;

/** Who did it: their e-mail, or (none known) a colleague. */
const nameOf = (i18n: I18n, by: string | null) => by ?? i18n._(msg`a colleague`);

/** One colleague's action, said as a whole sentence for each kind. */
function colleagueTitle(i18n: I18n, { what, by }: ColleagueNotice): string {
  const colleague = nameOf(i18n, by);
  if (what === 'paid') return i18n._(msg`Payment confirmed by ${colleague}`);
  if (what === 'disqualified') return i18n._(msg`Disqualified by ${colleague}`);
  return i18n._(msg`Approval asked by ${colleague}`);
}

/** One colleague's action; `open` shows the registration. */
export function colleagueNotification(i18n: I18n, notice: ColleagueNotice, open: (registrationId: string) => void): Notification {
  return {
    title: colleagueTitle(i18n, notice),
    description: notice.registrationId,
    variant: 'info',
    action: { label: i18n._(msg`Open`), onPress: () => open(notice.registrationId) },
  };
}

/** Several colleagues' actions at once (a bulk job): one notice that counts them. */
export function summaryNotification(i18n: I18n, notices: ColleagueNotice[]): Notification {
  const paid = notices.filter((n) => n.what === 'paid').length;
  const asked = notices.filter((n) => n.what === 'approvalRequested').length;
  const disqualified = notices.length - paid - asked;
  const changes = notices.length;
  const people = new Set(notices.map((n) => n.by));
  const colleagues = people.size;
  const colleague = nameOf(i18n, [...people][0] ?? null);
  const title =
    colleagues === 1
      ? i18n._(msg`${plural(changes, { one: '# change', other: '# changes' })} by ${colleague}`)
      : i18n._(msg`${plural(changes, { one: '# change', other: '# changes' })} by ${plural(colleagues, { one: '# colleague', other: '# colleagues' })}`);
  const parts = [
    paid > 0 && i18n._(msg`${plural(paid, { one: '# payment confirmed', other: '# payments confirmed' })}`),
    disqualified > 0 && i18n._(msg`${plural(disqualified, { one: '# registration disqualified', other: '# registrations disqualified' })}`),
    asked > 0 && i18n._(msg`${plural(asked, { one: '# confirmation waiting for approval', other: '# confirmations waiting for approval' })}`),
  ];
  return { title, description: parts.filter(Boolean).join(', '), variant: 'info' };
}

/** A colleague's notice waits this long for others; each further one within it waits again... */
export const BURST_QUIET_MS = 1_000;
/** ...but none waits longer than this: a long bulk job gives a summary now and then, not silence. */
export const BURST_MAX_HOLD_MS = 10_000;

/**
 * Groups colleagues' notices that come in a burst: what arrives while one is held is released
 * with it, as one summary notice; a notice alone is shown as itself. Answers `add` and `stop`.
 */
export function burstGrouper(release: (notices: ColleagueNotice[]) => void): { add: (notice: ColleagueNotice) => void; stop: () => void } {
  let held: ColleagueNotice[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let firstAt = 0;
  const flush = () => {
    timer = undefined;
    const notices = held;
    held = [];
    if (notices.length > 0) release(notices);
  };
  return {
    add(notice) {
      if (held.length === 0) firstAt = Date.now();
      held.push(notice);
      clearTimeout(timer);
      timer = setTimeout(flush, Math.max(0, Math.min(BURST_QUIET_MS, firstAt + BURST_MAX_HOLD_MS - Date.now())));
    },
    stop() {
      clearTimeout(timer);
      held = [];
    },
  };
}
