import { conflictOf, recordAfterChange } from 'shared/api/apiError';
import { registerChangeRequest, type RegisterChange } from 'shared/api/registerChange';
import { listQueryParams, type RegistrationListQuery } from 'shared/domain/registrations/list-rules';
import type {
  ActivityEntry,
  DuplicateGroup,
  DuplicateVerdict,
  ExportLink,
  ExportProgress,
  ListPage,
  Registration,
} from 'shared/domain/registrations/registration';
import type { RegistrationDetailsBody } from 'shared/domain/registrations/registration-requests';
import { baseApi } from 'shared/platform/api/baseApi';
import { tagsForChange } from 'shared/platform/live/staleTags';

/** A change to one registration, made from the copy the screen shows (its version). */
interface RowChange {
  registration: Registration;
}

const LIST_TAG = { type: 'Registration' as const, id: 'LIST' };
/** The Duplicate Audit's pages: a verdict reloads them, not the list. */
const DUPLICATES_TAG = { type: 'Registration' as const, id: 'DUPLICATES' };

/** What the Duplicate Audit asks for: a page, a search, the unresolved groups only, most alike first. */
export interface DuplicateGroupsArgs {
  limit: number;
  offset: number;
  q?: string;
  unresolved: boolean;
}

/**
 * Tags a single change invalidates (the platform's one list): answered, or refused as stale with the
 * current row (409), the row is put into every cached copy (see replaceEverywhere), so the
 * registration screens keep their rows in place; after any other failure whether it was made is
 * unknown, so everything about the row reloads, the lists too (spec: "on failure the list is reloaded").
 */
function changeTags(result: Registration | undefined, error: unknown, { registration }: RowChange) {
  return tagsForChange({ type: 'registration', id: registration.registrationId }, { shown: result !== undefined || conflictOf(error) !== null });
}

export const registrationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The paged registration list (GET /admin/registrations with parameters), used by every module. */
    listRegistrations: build.query<ListPage<Registration>, Partial<RegistrationListQuery>>({
      query: (query) => ({ url: '/admin/registrations', params: listQueryParams(query) }),
      providesTags: (page) => [LIST_TAG, ...(page?.data ?? []).map((r) => ({ type: 'Registration' as const, id: r.registrationId }))],
    }),
    /** The list's exact total alone (the rows are asked for without it, so they never wait). */
    countRegistrations: build.query<{ total: number }, Partial<RegistrationListQuery>>({
      query: (query) => ({ url: '/admin/registrations/count', params: listQueryParams(query) }),
      providesTags: [LIST_TAG],
    }),
    /** A single-use link to the CSV of the query, which the browser's download manager opens. */
    createExportLink: build.mutation<ExportLink, Partial<RegistrationListQuery>>({
      // The client sends every call as JSON: an empty object, not an empty body.
      query: (query) => ({ url: '/admin/registrations/export-links', method: 'POST', params: listQueryParams(query), body: {} }),
    }),
    getExportProgress: build.query<ExportProgress, string>({
      query: (id) => `/admin/registrations/export-links/${encodeURIComponent(id)}`,
    }),
    getRegistration: build.query<Registration, string>({
      query: (registrationId) => `/admin/registrations/${encodeURIComponent(registrationId)}`,
      providesTags: (_result, _error, registrationId) => [{ type: 'Registration', id: registrationId }],
    }),
    getRegistrationHistory: build.query<ListPage<ActivityEntry>, { registrationId: string; limit?: number; offset?: number }>({
      query: ({ registrationId, limit, offset }) => ({
        url: `/admin/registrations/${encodeURIComponent(registrationId)}/history`,
        params: { ...(limit !== undefined && { limit }), ...(offset !== undefined && { offset }) },
      }),
      providesTags: (_result, _error, { registrationId }) => [{ type: 'Audit', id: registrationId }],
    }),
    listDuplicateGroups: build.query<ListPage<DuplicateGroup>, DuplicateGroupsArgs>({
      query: ({ limit, offset, q, unresolved }) => ({
        url: '/admin/registrations/duplicates',
        params: { limit, offset, sort: 'likeness', ...(q && { q }), ...(unresolved && { unresolved: 'true' }) },
      }),
      // Each row too: the live feed then sees that a change made here is already shown (the group
      // keeps its place, "Resolved"), rather than refetching the page, which drops a resolved group.
      providesTags: (page) => [
        LIST_TAG,
        DUPLICATES_TAG,
        ...(page?.data ?? []).flatMap((group) => group.registrations.map((r) => ({ type: 'Registration' as const, id: r.registrationId }))),
      ],
    }),
    /** PUT /admin/registrations/duplicates/{number}/verdict: "Not a duplicate" for the registrations shown. */
    markNotDuplicate: build.mutation<DuplicateVerdict, DuplicateGroup>({
      query: (group) => ({
        url: `/admin/registrations/duplicates/${encodeURIComponent(group.contactNumber)}/verdict`,
        method: 'PUT',
        body: { verdict: 'not_duplicate', registrationIds: group.registrations.map((r) => r.registrationId) },
      }),
      invalidatesTags: [DUPLICATES_TAG, 'Audit'],
    }),
    /** PUT /admin/register/{id}: confirms the payment offline (from the list) or clears the status to active. */
    updateRegistration: build.mutation<Registration, RegisterChange & RowChange>({
      query: registerChangeRequest,
      invalidatesTags: changeTags,
      onQueryStarted: (_arg, api) => replaceEverywhere(api),
    }),
    /** PUT /admin/registrations/{id}/status: marks a duplicate, or disqualifies with a note; `adminNote` (null: none) replaces the admin note. */
    changeRegistrationStatus: build.mutation<
      Registration,
      RowChange & ({ status: 'duplicate' } | { status: 'disqualified'; note: string }) & { adminNote?: string | null }
    >({
      query: ({ registration, ...change }) => ({
        url: `/admin/registrations/${encodeURIComponent(registration.registrationId)}/status`,
        method: 'PUT',
        body: { ...change, version: registration.version },
      }),
      invalidatesTags: changeTags,
      onQueryStarted: (_arg, api) => replaceEverywhere(api),
    }),
    updateRegistrationDetails: build.mutation<Registration, RowChange & { changes: Omit<RegistrationDetailsBody, 'version'> }>({
      query: ({ registration, changes }) => ({
        url: `/admin/registrations/${encodeURIComponent(registration.registrationId)}/details`,
        method: 'PUT',
        body: { ...changes, version: registration.version },
      }),
      // Spec: after an edit the list is reloaded (an edit can move a row out of the filter).
      invalidatesTags: (result, error, change) => [...(result ? [LIST_TAG] : []), ...changeTags(result, error, change)],
      onQueryStarted: (_arg, api) => replaceEverywhere(api),
    }),
    /** POST /admin/registrations/{id}/undo: takes back the caller's last change, named by its history entry. */
    undoRegistrationChange: build.mutation<Registration, { registrationId: string; entryId: string }>({
      query: ({ registrationId, entryId }) => ({
        url: `/admin/registrations/${encodeURIComponent(registrationId)}/undo`,
        method: 'POST',
        body: { entryId },
      }),
      // Refused or not, the history is read again: a refusal means it has a newer entry.
      invalidatesTags: (result, error, { registrationId }) => [
        { type: 'Audit', id: registrationId },
        ...changeTags(result, error, { registration: { registrationId } as Registration }),
        ...(result ? [LIST_TAG] : []),
      ],
      onQueryStarted: (_arg, api) => replaceEverywhere(api),
    }),
  }),
});

type ChangeLifecycle = {
  dispatch: (action: unknown) => unknown;
  getState: () => unknown;
  queryFulfilled: Promise<{ data: Registration }>;
};

/**
 * Puts the registration as the API now has it (the answer, or on a 409 the `current` row)
 * into every cached list page, duplicate group and detail, so the row updates at once.
 */
async function replaceEverywhere({ dispatch, getState, queryFulfilled }: ChangeLifecycle): Promise<void> {
  const row = await recordAfterChange(queryFulfilled);
  if (!row) return;
  const state = getState() as Parameters<typeof registrationsApi.util.selectCachedArgsForQuery>[0];
  const swap = (r: Registration) => (r.registrationId === row.registrationId ? row : r);
  for (const args of registrationsApi.util.selectCachedArgsForQuery(state, 'listRegistrations')) {
    dispatch(
      registrationsApi.util.updateQueryData('listRegistrations', args, (page) => {
        page.data = page.data.map(swap);
      }),
    );
  }
  for (const args of registrationsApi.util.selectCachedArgsForQuery(state, 'listDuplicateGroups')) {
    dispatch(
      registrationsApi.util.updateQueryData('listDuplicateGroups', args, (page) => {
        for (const group of page.data) group.registrations = group.registrations.map(swap);
      }),
    );
  }
  dispatch(registrationsApi.util.updateQueryData('getRegistration', row.registrationId, () => row));
}

export const {
  useListRegistrationsQuery,
  useGetRegistrationQuery,
  useCreateExportLinkMutation,
  useLazyGetExportProgressQuery,
  useGetRegistrationHistoryQuery,
  useListDuplicateGroupsQuery,
  useMarkNotDuplicateMutation,
  useUpdateRegistrationMutation,
  useChangeRegistrationStatusMutation,
  useUpdateRegistrationDetailsMutation,
  useUndoRegistrationChangeMutation,
} = registrationsApi;
