// One audit entry for component tests (the audit trail, the dashboard's activity, a registration's
// history): a staff member confirming a cash payment, unless `overrides` says otherwise.
import type { ActivityEntry } from 'shared/domain/registrations/registration';

export function activityEntry(overrides: Partial<ActivityEntry> = {}): ActivityEntry {
  return {
    id: '1',
    action: 'payment.confirmed',
    actor: { uid: 'u1', email: 'staff@example.org', role: 'staff' },
    registrationId: 'REG-0000042',
    name: 'Aarav Sharma',
    school: { value: 'Delhi Public School' },
    createdAt: '2026-05-20T09:15:00.000Z',
    note: 'Cash counted',
    before: { 'payment.status': 'pending', adminNote: null },
    after: { 'payment.status': 'success', adminNote: 'Cash counted' },
    ...overrides,
  };
}
