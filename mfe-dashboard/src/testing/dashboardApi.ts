import type { AuditPage } from 'shared/domain/audit';
import type { DashboardTrends } from 'shared/domain/dashboard';
import { CADRES, PAYMENT_MODES, PAYMENT_STATUSES } from 'shared/domain/enums';
import type { DashboardStats } from 'shared/platform/api/dashboardStats';
import { delay, http, HttpResponse, type JsonBodyType } from 'msw';
import { activityEntry } from 'shared/testing/activityEntry';
import { apiServer, apiUrl } from 'shared/testing/apiServer';

export const STATS: DashboardStats = {
  totalRegistrations: 1234567,
  successfulPayments: 100000,
  onlinePending: 2345,
  offlinePending: 678,
  totalDisqualified: 12,
  totalDuplicates: 1005,
};

/** Three weeks ending 2026-05-31, with n registrations on day n. */
export const TRENDS: DashboardTrends = {
  registrationsPerDay: Array.from({ length: 21 }, (_, index) => ({
    day: `2026-05-${String(index + 11).padStart(2, '0')}`,
    registrations: index + 1,
  })),
  payments: PAYMENT_STATUSES.flatMap((status, s) => PAYMENT_MODES.map((mode, m) => ({ status, mode, registrations: (s + 1) * 10 + m }))),
  cadres: CADRES.map((cadre, index) => ({ cadre, registrations: (index + 1) * 100 })),
};

export const EMPTY_AUDIT_PAGE: AuditPage = { data: [], total: 0, totalCapped: false, olderCursor: null, newerCursor: null };

/** A JSON answer with a status (200 unless given), or 'never' for a call that never settles. */
export type Answer = { status?: number; body: JsonBodyType } | 'never';

/** Answers every dashboard and audit call with the fixtures, unless `overrides` answers first. */
export function serveFixtures(overrides: Record<string, Answer> = {}): void {
  const answers: Record<string, Answer> = {
    '/admin/stats': { body: STATS },
    '/admin/dashboard/trends': { body: TRENDS },
    '/admin/activity': { body: { data: [activityEntry()], total: 1 } },
    '/admin/audit': { body: EMPTY_AUDIT_PAGE },
    '/admin/registrations/centers': { body: { centers: [], allCenters: true } },
    ...overrides,
  };
  apiServer.use(
    ...Object.entries(answers).map(([path, answer]) =>
      http.get(apiUrl(path), async () => {
        if (answer === 'never') await delay('infinite');
        else return HttpResponse.json(answer.body, { status: answer.status ?? 200 });
      }),
    ),
  );
}
