import type { DashboardStats, Registration } from 'shared/domain/registration';

/** The dashboard KPIs counted in plain code: the oracle for GET /admin/stats. */
export function expectedStats(everything: readonly Registration[]): DashboardStats {
  const count = (keep: (r: Registration) => boolean) => everything.filter(keep).length;
  const pending = (r: Registration) => r.payment.status === 'pending' || r.payment.status === 'pending_payment_gateway';
  return {
    totalRegistrations: everything.length,
    successfulPayments: count((r) => r.payment.status === 'success'),
    onlinePending: count((r) => r.payment.mode === 'online' && pending(r)),
    offlinePending: count((r) => r.payment.mode === 'offline' && pending(r)),
    totalDisqualified: count((r) => r.status === 'disqualified'),
    totalDuplicates: count((r) => r.status === 'duplicate'),
  };
}
