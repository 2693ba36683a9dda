import type { ChangeEvent } from 'shared/platform/live/changeEvent';
import { englishForTests } from 'shared/testing/renderInPortal';
import { BURST_MAX_HOLD_MS, BURST_QUIET_MS, burstGrouper, colleagueNotification, noticeFor, summaryNotification, type Notice } from './liveNotices';

const english = englishForTests();
const ME = 'uid-me';
const colleague: ChangeEvent['actor'] = { uid: 'uid-colleague', email: 'admin@example.org' };
const ALL_ON = { paymentNotifications: true, disqualificationNotifications: true, exportNotifications: true };

const event = (over: Partial<ChangeEvent>): ChangeEvent => ({ type: 'registration', id: 'REG-1', version: 2, actor: colleague, ...over });
const paid = (id = 'REG-1', actor = colleague) => event({ type: 'payment', id, actor, change: 'paid' });
const disqualified = (id = 'REG-2', actor = colleague) => event({ id, actor, change: 'disqualified' });
type Colleague = Extract<Notice, { kind: 'colleague' }>;

describe('which events make which notice', () => {
  test("a colleague's confirmed payment and disqualification name the registration and the colleague", () => {
    expect(noticeFor(english, paid(), ME, ALL_ON)).toEqual({ kind: 'colleague', what: 'paid', registrationId: 'REG-1', by: 'admin@example.org' });
    expect(noticeFor(english, disqualified(), ME, ALL_ON)).toEqual({
      kind: 'colleague',
      what: 'disqualified',
      registrationId: 'REG-2',
      by: 'admin@example.org',
    });
  });

  test('my own changes, the system, other payment edits and other changes make none', () => {
    expect(noticeFor(english, paid('REG-1', { uid: ME, email: 'me@example.org' }), ME, ALL_ON)).toBeNull();
    expect(noticeFor(english, disqualified('REG-2', { uid: ME, email: null }), ME, ALL_ON)).toBeNull();
    expect(noticeFor(english, event({ type: 'payment', actor: null, change: 'paid' }), ME, ALL_ON)).toBeNull();
    expect(noticeFor(english, event({ type: 'payment' }), ME, ALL_ON)).toBeNull();
    expect(noticeFor(english, event({ change: null }), ME, ALL_ON)).toBeNull();
    expect(noticeFor(english, event({ type: 'settings', id: 'payment' }), ME, ALL_ON)).toBeNull();
    expect(noticeFor(english, event({ type: 'payment', id: null, change: 'paid' }), ME, ALL_ON)).toBeNull();
  });

  test("the registry's automatic rollback of a module tells whoever hears of it; a person's release change does not", () => {
    const release = (uid: string) => event({ type: 'settings', id: 'releases:mfe-payments', version: null, actor: { uid, email: 'release registry' } });
    expect(noticeFor(english, release('release-registry'), ME, ALL_ON)).toEqual({
      kind: 'own',
      notification: expect.objectContaining({ title: 'mfe-payments was rolled back automatically', variant: 'warning' }),
    });
    expect(noticeFor(english, release('uid-colleague'), ME, ALL_ON)).toBeNull();
  });

  test('nothing before the signed-in person is known', () => {
    expect(noticeFor(english, paid(), null, ALL_ON)).toBeNull();
  });

  test('each switch turns off its own notices only', () => {
    expect(noticeFor(english, paid(), ME, { ...ALL_ON, paymentNotifications: false })).toBeNull();
    expect(noticeFor(english, disqualified(), ME, { ...ALL_ON, paymentNotifications: false })).not.toBeNull();
    expect(noticeFor(english, disqualified(), ME, { ...ALL_ON, disqualificationNotifications: false })).toBeNull();
    expect(noticeFor(english, paid(), ME, { ...ALL_ON, disqualificationNotifications: false })).not.toBeNull();
    const job = event({ type: 'job', id: 'job-1', version: null, actor: { uid: ME, email: null }, change: 'bulkCompleted' });
    expect(noticeFor(english, job, ME, { ...ALL_ON, exportNotifications: false })).toBeNull();
    expect(noticeFor(english, paid(), ME, { ...ALL_ON, exportNotifications: false })).not.toBeNull();
  });

  test("my own finished jobs: bulk actions and exports, each saying how it ended; never a colleague's", () => {
    const job = (change: ChangeEvent['change'], uid = ME) => event({ type: 'job', id: 'job-1', version: null, actor: { uid, email: null }, change });
    expect(noticeFor(english, job('bulkCompleted'), ME, ALL_ON)).toEqual({
      kind: 'own',
      notification: expect.objectContaining({ title: 'Your bulk action has finished', variant: 'success' }),
    });
    expect(noticeFor(english, job('bulkFailed'), ME, ALL_ON)).toEqual({ kind: 'own', notification: expect.objectContaining({ variant: 'error' }) });
    expect(noticeFor(english, job('exportCompleted'), ME, ALL_ON)).toEqual({
      kind: 'own',
      notification: expect.objectContaining({ title: 'Your CSV export has finished' }),
    });
    expect(noticeFor(english, job('bulkCompleted', 'uid-colleague'), ME, ALL_ON)).toBeNull();
    expect(noticeFor(english, job(null), ME, ALL_ON)).toBeNull();
  });
});

describe('the notices shown', () => {
  test("one colleague's action: who did what, the registration, and a button that opens it", () => {
    const open = jest.fn();
    const notification = colleagueNotification(english, noticeFor(english, paid('REG-9'), ME, ALL_ON) as Colleague, open);
    expect(notification).toMatchObject({ title: 'Payment confirmed by admin@example.org', description: 'REG-9', action: { label: 'Open' } });
    notification.action!.onPress();
    expect(open).toHaveBeenCalledWith('REG-9');
  });

  test('a burst: one summary counting each kind, naming the colleague when there is one', () => {
    const notices = [...Array.from({ length: 1998 }, (_, i) => paid(`REG-${i}`)), disqualified('REG-a'), disqualified('REG-b')].map(
      (e) => noticeFor(english, e, ME, ALL_ON) as Colleague,
    );
    expect(summaryNotification(english, notices)).toEqual({
      title: '2,000 changes by admin@example.org',
      description: '1,998 payments confirmed, 2 registrations disqualified',
      variant: 'info',
    });
    const two = [paid('REG-1'), disqualified('REG-2', { uid: 'uid-other', email: 'staff@example.org' })].map(
      (e) => noticeFor(english, e, ME, ALL_ON) as Colleague,
    );
    expect(summaryNotification(english, two)).toMatchObject({
      title: '2 changes by 2 colleagues',
      description: '1 payment confirmed, 1 registration disqualified',
    });
  });
});

describe('bursts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const colleagueNotice = (id: string) => noticeFor(english, paid(id), ME, ALL_ON) as Colleague;
  const grouped = () => {
    const release = jest.fn();
    return { release, grouper: burstGrouper(release) };
  };

  test('a notice alone is released alone once the quiet time passes', () => {
    const { release, grouper } = grouped();
    grouper.add(colleagueNotice('REG-1'));
    jest.advanceTimersByTime(BURST_QUIET_MS - 1);
    expect(release).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(release).toHaveBeenCalledWith([colleagueNotice('REG-1')]);
  });

  test("a bulk job's 2,000 events arriving in chunks make one release", () => {
    const { release, grouper } = grouped();
    for (let chunk = 0; chunk < 4; chunk += 1) {
      for (let i = 0; i < 500; i += 1) grouper.add(colleagueNotice(`REG-${chunk}-${i}`));
      jest.advanceTimersByTime(BURST_QUIET_MS / 2);
    }
    expect(release).not.toHaveBeenCalled();
    jest.advanceTimersByTime(BURST_QUIET_MS);
    expect(release).toHaveBeenCalledTimes(1);
    expect(release.mock.calls[0][0]).toHaveLength(2000);
  });

  test('a burst that never pauses is released at the longest hold, then starts again', () => {
    const { release, grouper } = grouped();
    for (let t = 0; t < BURST_MAX_HOLD_MS + BURST_QUIET_MS / 2; t += BURST_QUIET_MS / 2) {
      grouper.add(colleagueNotice(`REG-${t}`));
      jest.advanceTimersByTime(BURST_QUIET_MS / 2);
    }
    expect(release).toHaveBeenCalledTimes(1);
    expect(release.mock.calls[0][0]).toHaveLength(BURST_MAX_HOLD_MS / (BURST_QUIET_MS / 2));
    jest.advanceTimersByTime(BURST_QUIET_MS);
    expect(release).toHaveBeenCalledTimes(2);
    expect(release.mock.calls[1][0]).toHaveLength(1);
  });

  test('stopped (sign-out): what was held is dropped', () => {
    const { release, grouper } = grouped();
    grouper.add(colleagueNotice('REG-1'));
    grouper.stop();
    jest.advanceTimersByTime(BURST_MAX_HOLD_MS);
    expect(release).not.toHaveBeenCalled();
  });
});

describe('a confirmation sent for approval', () => {
  const asked = event({ change: 'approvalRequested', actor: { uid: 'uid-staff', email: 'staff@example.org' } });

  test('tells the admins, who may approve it, as their payment notifications switch says; nobody else', () => {
    expect(noticeFor(english, asked, ME, ALL_ON, true)).toEqual({
      kind: 'colleague',
      what: 'approvalRequested',
      registrationId: 'REG-1',
      by: 'staff@example.org',
    });
    expect(noticeFor(english, asked, ME, ALL_ON, false)).toBeNull();
    expect(noticeFor(english, asked, ME, { ...ALL_ON, paymentNotifications: false }, true)).toBeNull();
    expect(noticeFor(english, event({ change: 'approvalRequested', actor: { uid: ME, email: null } }), ME, ALL_ON, true)).toBeNull();
  });

  test('reads as an approval asked for, alone or counted with others', () => {
    const notice = noticeFor(english, asked, ME, ALL_ON, true) as Colleague;
    expect(colleagueNotification(english, notice, () => {})).toMatchObject({ title: 'Approval asked by staff@example.org', description: 'REG-1' });
    expect(summaryNotification(english, [notice, { ...notice, registrationId: 'REG-9' }]).description).toBe('2 confirmations waiting for approval');
  });
});
