import { unwrapData } from 'shared/api/unwrapData';
import { baseApi } from 'shared/platform/api/baseApi';
import type { CenterInput } from 'shared/domain/settings/settings';
import type { Center } from 'shared/domain/settings/settings-answers';

/** The exam centres (Settings, Centers tab). */
export const centersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCenters: build.query<Center[], void>({
      query: () => '/admin/centers',
      transformResponse: unwrapData,
      providesTags: ['Settings'],
    }),
    createCenter: build.mutation<Center, CenterInput>({
      query: (body) => ({ url: '/admin/centers', method: 'POST', body }),
      invalidatesTags: ['Settings'],
    }),
    updateCenter: build.mutation<Center, CenterInput & { id: string; version: number }>({
      query: ({ id, ...body }) => ({ url: `/admin/centers/${id}`, method: 'PUT', body }),
      invalidatesTags: ['Settings'],
    }),
    deleteCenter: build.mutation<void, string>({
      query: (id) => ({ url: `/admin/centers/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Settings'],
    }),
  }),
});

export const { useGetCentersQuery, useCreateCenterMutation, useUpdateCenterMutation, useDeleteCenterMutation } = centersApi;
