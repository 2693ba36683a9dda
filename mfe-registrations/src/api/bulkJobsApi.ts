import { baseApi } from 'shared/platform/api/baseApi';
import type { BulkJob } from 'shared/domain/registrations/registration';
import type { BulkActionRequest } from 'shared/domain/registrations/registration-requests';

export const isFinished = (job: BulkJob) => job.status === 'completed' || job.status === 'failed' || job.status === 'cancelled';

/** Bulk actions run as jobs on the server: starting one answers at once; the job is polled until it ends. */
export const bulkJobsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    startBulkJob: build.mutation<BulkJob, BulkActionRequest>({
      query: (body) => ({ url: '/admin/registrations/bulk', method: 'POST', body }),
    }),
    getBulkJob: build.query<BulkJob, string>({
      query: (jobId) => `/admin/jobs/${encodeURIComponent(jobId)}`,
      // The rows, payments, figures and trails change as the job works; they are reloaded once, when it ends.
      async onQueryStarted(_jobId, { dispatch, getCacheEntry, queryFulfilled }) {
        const before = getCacheEntry().data;
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data && isFinished(data) && (!before || !isFinished(before))) {
          dispatch(baseApi.util.invalidateTags(['Registration', 'Payment', 'Stats', 'Activity', 'Audit']));
        }
      },
    }),
    /** Stops a job between two chunks; the answer (the job, cancelled) replaces the one being polled. */
    cancelBulkJob: build.mutation<BulkJob, string>({
      query: (jobId) => ({ url: `/admin/jobs/${encodeURIComponent(jobId)}`, method: 'DELETE' }),
      async onQueryStarted(jobId, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(bulkJobsApi.util.upsertQueryData('getBulkJob', jobId, data));
        dispatch(baseApi.util.invalidateTags(['Registration', 'Payment', 'Stats', 'Activity', 'Audit']));
      },
    }),
  }),
});

export const { useStartBulkJobMutation, useGetBulkJobQuery, useCancelBulkJobMutation } = bulkJobsApi;
