import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { listQueryParams, type RegistrationListQuery } from '../domain/list-query';
import type {
  ActivityEntry, ApiErrorBody, BulkActionResult, DuplicateGroup, ListPage, Registration,
} from '../domain/registration';
import type { BulkActionRequest, RegistrationDetailsBody } from '../domain/schemas';
import { LIST_CONFIRMATION_NOTE } from '../domain/transitions';
import { baseApi } from 'shared/api/baseApi';

/** The API's error body when a call failed with one (409 adds the row as it now is). */
export function apiErrorBody(error: unknown): ApiErrorBody | null {
  const data = (error as FetchBaseQueryError | undefined)?.data as ApiErrorBody | undefined;
  return data && typeof data.message === 'string' ? data : null;
}

export function isConflict(error: unknown): boolean {
  return (error as FetchBaseQueryError | undefined)?.status === 409;
}

/** A change to one registration, made from the copy the screen shows (its version). */
interface RowChange {
  registration: Registration;
}

const LIST_TAG = { type: 'Registration' as const, id: 'LIST' };

/**
 * Tags a single change invalidates: the figures and trails always; after a failure that was
 * not a conflict also the lists (spec: "on failure the list is reloaded"). A conflict instead
 * puts the current row into every cached copy (see replaceEverywhere).
 */
function changeTags(result: Registration | undefined, error: unknown) {
  if (result) return ['Stats' as const, 'Activity' as const, 'Audit' as const];
  return isConflict(error) ? [] : [LIST_TAG, 'Stats' as const];
}

export const registrationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The paged registration list (GET /admin/registrations with parameters), used by every module. */
    listRegistrations: build.query<ListPage<Registration>, Partial<RegistrationListQuery>>({
      query: (query) => ({ url: '/admin/registrations', params: listQueryParams(query) }),
      providesTags: (page) => [
        LIST_TAG,
        ...(page?.data ?? []).map((r) => ({ type: 'Registration' as const, id: r.registrationId })),
      ],
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
    listDuplicateGroups: build.query<ListPage<DuplicateGroup>, { limit: number; offset: number }>({
      query: (page) => ({ url: '/admin/registrations/duplicates', params: page }),
      providesTags: [LIST_TAG],
    }),
    confirmRegistrationPayment: build.mutation<Registration, RowChange>({
      query: ({ registration }) => ({
        url: `/admin/register/${encodeURIComponent(registration.registrationId)}`,
        method: 'PUT',
        body: { payment: { status: 'success', mode: 'offline' }, adminNote: LIST_CONFIRMATION_NOTE, version: registration.version },
      }),
      invalidatesTags: changeTags,
      onQueryStarted: (_arg, api) => replaceEverywhere(api),
    }),
    markRegistrationDuplicate: build.mutation<Registration, RowChange>({
      query: ({ registration }) => ({
        url: `/admin/registrations/${encodeURIComponent(registration.registrationId)}/status`,
        method: 'PUT',
        body: { status: 'duplicate', version: registration.version },
      }),
      invalidatesTags: changeTags,
      onQueryStarted: (_arg, api) => replaceEverywhere(api),
    }),
    disqualifyRegistration: build.mutation<Registration, RowChange & { note: string }>({
      query: ({ registration, note }) => ({
        url: `/admin/registrations/${encodeURIComponent(registration.registrationId)}/status`,
        method: 'PUT',
        body: { status: 'disqualified', note, version: registration.version },
      }),
      invalidatesTags: changeTags,
      onQueryStarted: (_arg, api) => replaceEverywhere(api),
    }),
    clearRegistrationStatus: build.mutation<Registration, RowChange>({
      query: ({ registration }) => ({
        url: `/admin/register/${encodeURIComponent(registration.registrationId)}`,
        method: 'PUT',
        body: { status: 'active', version: registration.version },
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
      invalidatesTags: (result, error) => (result ? [LIST_TAG, 'Stats', 'Activity', 'Audit'] : changeTags(result, error)),
      onQueryStarted: (_arg, api) => replaceEverywhere(api),
    }),
    runBulkAction: build.mutation<BulkActionResult, BulkActionRequest>({
      query: (body) => ({ url: '/admin/registrations/bulk', method: 'POST', body }),
      invalidatesTags: [LIST_TAG, 'Stats', 'Activity', 'Audit'],
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
  let updated: Registration | undefined;
  try {
    updated = (await queryFulfilled).data;
  } catch (failure) {
    updated = apiErrorBody((failure as { error?: unknown }).error)?.current;
  }
  if (!updated) return;
  const row = updated;
  const state = getState() as Parameters<typeof registrationsApi.util.selectCachedArgsForQuery>[0];
  const swap = (r: Registration) => (r.registrationId === row.registrationId ? row : r);
  for (const args of registrationsApi.util.selectCachedArgsForQuery(state, 'listRegistrations')) {
    dispatch(registrationsApi.util.updateQueryData('listRegistrations', args, (page) => {
      page.data = page.data.map(swap);
    }));
  }
  for (const args of registrationsApi.util.selectCachedArgsForQuery(state, 'listDuplicateGroups')) {
    dispatch(registrationsApi.util.updateQueryData('listDuplicateGroups', args, (page) => {
      for (const group of page.data) group.registrations = group.registrations.map(swap);
    }));
  }
  dispatch(registrationsApi.util.updateQueryData('getRegistration', row.registrationId, () => row));
}

export const {
  useListRegistrationsQuery,
  useGetRegistrationQuery,
  useGetRegistrationHistoryQuery,
  useListDuplicateGroupsQuery,
  useConfirmRegistrationPaymentMutation,
  useMarkRegistrationDuplicateMutation,
  useDisqualifyRegistrationMutation,
  useClearRegistrationStatusMutation,
  useUpdateRegistrationDetailsMutation,
  useRunBulkActionMutation,
} = registrationsApi;
