import { listQueryParams, type RegistrationListQuery } from '../domain/list-query';
import type { ListPage, Registration } from '../domain/registration';
import { baseApi } from 'shared/api/baseApi';

/** The paged registration list (GET /admin/registrations with parameters), used by every module. */
export const registrationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listRegistrations: build.query<ListPage<Registration>, Partial<RegistrationListQuery>>({
      query: (query) => ({ url: '/admin/registrations', params: listQueryParams(query) }),
      providesTags: (page) => [
        { type: 'Registration', id: 'LIST' },
        ...(page?.data ?? []).map((r) => ({ type: 'Registration' as const, id: r.registrationId })),
      ],
    }),
  }),
});

export const { useListRegistrationsQuery } = registrationsApi;
