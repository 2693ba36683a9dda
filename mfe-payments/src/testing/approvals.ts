// The payments that wait for an admin's approval in tests: ₹5,000 each, asked for by staff.
import type { Registration } from 'shared/domain/registrations/registration';
import { registration } from './paymentsApi';

/** A registration whose ₹5,000 payment waits for approval; `changes` over the payment screens' registration. */
export const waiting = (changes: Partial<Registration>) =>
  registration({
    ...changes,
    payment: { amount: 5000, approval: { requestedBy: 'staff@example.org', requestedAt: '2026-11-27T05:00:00.000Z', note: null } },
  });

/** The Approvals list's two: REG-000001, active, and REG-000002, disqualified, with payment PAY-ABACUS-000002. */
export function waitingActiveAndDisqualified() {
  const active = waiting({ registrationId: 'REG-000001' });
  const disqualified = waiting({ registrationId: 'REG-000002', status: 'disqualified' });
  disqualified.payment.paymentId = 'PAY-ABACUS-000002';
  return { active, disqualified };
}
