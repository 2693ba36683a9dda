import type { AuditFilters } from 'shared/domain/audit/audit-actions';
import type { AuditPage } from 'shared/domain/audit/audit-answers';
import { baseApi } from 'shared/platform/api/baseApi';
import { currentDisplayFormat } from 'shared/platform/settings/preferences';

export interface AuditTrailArgs extends AuditFilters {
  limit?: number;
  before?: string;
  after?: string;
}

/** GET /admin/audit: the audit trail screen's pages. */
export const auditApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAuditTrail: build.query<AuditPage, AuditTrailArgs>({
      query: (args) => ({
        url: '/admin/audit',
        // Empty filters are left out: the API refuses an empty value rather than ignoring it. Days
        // are the person's own: their time zone goes with them.
        params: {
          ...Object.fromEntries(Object.entries(args).filter(([, value]) => value !== undefined && value !== '')),
          ...((args.from || args.to) && { tz: currentDisplayFormat().timeZone }),
        },
      }),
      providesTags: ['Audit'],
    }),
  }),
});

export const { useGetAuditTrailQuery } = auditApi;
