import type { AuditFilters, AuditPage } from '../domain/audit';
// Through the package name, not './baseApi': Module Federation shares 'shared/...' requests only, so a
// relative import would give a remote its own copy of the api slice, which the shell's store does not run.
import { baseApi } from 'shared/api/baseApi';

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
        // Empty filters are left out: the API refuses an empty value rather than ignoring it.
        params: Object.fromEntries(Object.entries(args).filter(([, value]) => value !== undefined && value !== '')),
      }),
      providesTags: ['Audit'],
    }),
  }),
});

export const { useGetAuditTrailQuery } = auditApi;
