/** The answer of GET /admin/stats: the figures the shell's sidebar and the dashboard read from one cache entry. */
export interface DashboardStats {
  totalRegistrations: number;
  successfulPayments: number;
  onlinePending: number;
  offlinePending: number;
  totalDisqualified: number;
  totalDuplicates: number;
}
