import type { BulkJob, MergeSuggestedPreview, Registration } from 'shared/domain/registrations/registration';
import type { MergeBody } from 'shared/domain/registrations/registration-requests';
import { baseApi } from 'shared/platform/api/baseApi';
import { tagsForChange } from 'shared/platform/live/staleTags';

// Merging duplicates (issue 61). Apart from registrationsApi.ts, yet here rather than in a feature:
// the Duplicate Audit and a registration's page both merge, and a feature imports no other.

export const registrationMergesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /admin/registrations/{keepId}/merge: answers the kept registration. */
    mergeRegistrations: build.mutation<Registration, { keepId: string; body: MergeBody }>({
      query: ({ keepId, body }) => ({ url: `/admin/registrations/${encodeURIComponent(keepId)}/merge`, method: 'POST', body }),
      // Every registration named, answered or refused (a 409 means one changed: read them again);
      // their lists, the Duplicate Audit's groups, the KPIs and the trails.
      invalidatesTags: (_result, _error, { keepId, body }) => [keepId, ...body.mergeIds].flatMap((id) => tagsForChange({ type: 'registration', id })),
    }),
    /**
     * POST /admin/registrations/{id}/unmerge: takes back the whole merge that merged this one away;
     * it restores registrations this screen may not know of (the others of that merge), so every
     * registration screen reads again.
     */
    unmergeRegistration: build.mutation<Registration, string>({
      // The client sends every call as JSON: an empty object, not an empty body.
      query: (registrationId) => ({ url: `/admin/registrations/${encodeURIComponent(registrationId)}/unmerge`, method: 'POST', body: {} }),
      invalidatesTags: () => tagsForChange({ type: 'registration', id: null }),
    }),
    /**
     * POST /admin/registrations/duplicates/merge-suggested?preview=true: what Merge suggested would
     * do now; changes nothing, so read as a query, again whenever a registration changes.
     */
    previewMergeSuggested: build.query<MergeSuggestedPreview, void>({
      query: () => ({ url: '/admin/registrations/duplicates/merge-suggested', method: 'POST', params: { preview: 'true' }, body: {} }),
      providesTags: [{ type: 'Registration', id: 'LIST' }],
    }),
    /** Starts Merge suggested: answers its bulk job at once, which the screen then polls (bulkJobsApi.ts). */
    startMergeSuggested: build.mutation<BulkJob, void>({
      query: () => ({ url: '/admin/registrations/duplicates/merge-suggested', method: 'POST', body: {} }),
    }),
  }),
});

export const { useMergeRegistrationsMutation, useUnmergeRegistrationMutation, usePreviewMergeSuggestedQuery, useStartMergeSuggestedMutation } =
  registrationMergesApi;
