import type { AuditPage } from 'shared/domain/audit/audit-answers';
import type { DashboardTrends } from 'shared/domain/dashboard/dashboard';
import type { MessageCounts, MessageDetail } from 'shared/domain/messages/messages';
import { CADRES, PAYMENT_MODES, PAYMENT_STATUSES } from 'shared/domain/common/enums';
import type { DashboardStats } from 'shared/platform/api/dashboardStats';
import { activityEntry } from 'shared/testing/activityEntry';
import { serveApi, type Routes } from 'shared/testing/apiServer';
import { messagesPage, testMessage } from 'shared/testing/message';

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

/** A message as GET /admin/messages/{id} answers it: its text as sent and its attempts. */
export const testMessageDetail = (overrides: Partial<MessageDetail> = {}): MessageDetail => ({
  ...testMessage(),
  body: 'Dear Aarav Sharma,\n\nWe have received your payment of ₹300 for registration REG-0000042.',
  attemptLog: [{ at: '2026-05-20T09:15:02.000Z', outcome: 'sent', answer: '250 Message accepted' }],
  resentFrom: null,
  ...overrides,
});

export const MESSAGE_COUNTS: MessageCounts = { queued: 2, sending: 0, sent: 120, failed: 3, skipped: 1 };

/** Answers every dashboard, audit and messages call with the fixtures, unless `answers` answers first. */
export function serveDashboardApi(answers: Routes = {}): void {
  serveApi({
    'GET /admin/stats': { body: STATS },
    'GET /admin/dashboard/trends': { body: TRENDS },
    'GET /admin/activity': { body: { data: [activityEntry()], total: 1 } },
    'GET /admin/audit': { body: EMPTY_AUDIT_PAGE },
    'GET /admin/registrations/centers': { body: { centers: [], allCenters: true } },
    'GET /admin/messages/counts': { body: MESSAGE_COUNTS },
    'GET /admin/messages/:id': ({ params }) => ({ body: testMessageDetail({ id: params.id }) }),
    'GET /admin/messages': { body: messagesPage([testMessage()]) },
  });
  serveApi(answers);
}
