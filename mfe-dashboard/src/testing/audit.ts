// The audit trail as the API answers it in tests: a page of entries, and an entry about a centre.
import type { AuditPage } from 'shared/domain/audit/audit-answers';
import type { ActivityEntry } from 'shared/domain/registrations/registration';
import { activityEntry } from 'shared/testing/activityEntry';

/** One page of the trail: activityEntry's one entry, unless `overrides` says otherwise. */
export const auditPage = (overrides: Partial<AuditPage> = {}): AuditPage => ({
  data: [activityEntry()],
  total: 1,
  totalCapped: false,
  olderCursor: null,
  newerCursor: null,
  ...overrides,
});

/**
 * An entry about centre DLH01, with no note; `changes` over it. The trail lists settings entries
 * too, though ActivityEntry's type names only registration actions.
 */
export const centreEntry = (changes: Partial<ActivityEntry> = {}): ActivityEntry =>
  activityEntry({
    id: '3',
    action: 'center.updated' as ActivityEntry['action'],
    registrationId: null as unknown as string,
    name: 'DLH01',
    target: { type: 'center', id: 'c1', label: 'DLH01' },
    note: undefined,
    ...changes,
  });
