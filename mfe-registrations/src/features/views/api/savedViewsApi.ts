import type { RegistrationViewBody } from 'shared/domain/profile/preferences';
import type { RegistrationView, RegistrationViews } from 'shared/domain/profile/preferences-answers';
import { baseApi } from 'shared/platform/api/baseApi';

/** The list's saved views (api/src/routes/registration-views.ts): one's own and the organisation's. */
export const savedViewsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listSavedViews: build.query<RegistrationViews, void>({
      query: () => '/admin/registration-views',
      providesTags: ['ListViews'],
    }),
    createSavedView: build.mutation<RegistrationView, RegistrationViewBody>({
      query: (body) => ({ url: '/admin/registration-views', method: 'POST', body }),
      invalidatesTags: ['ListViews'],
    }),
    updateSavedView: build.mutation<RegistrationView, { id: string; body: RegistrationViewBody }>({
      query: ({ id, body }) => ({ url: `/admin/registration-views/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: ['ListViews'],
    }),
    deleteSavedView: build.mutation<void, string>({
      query: (id) => ({ url: `/admin/registration-views/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['ListViews'],
    }),
    setDefaultSavedView: build.mutation<RegistrationViews, string | null>({
      query: (id) => ({ url: '/admin/registration-views/default', method: 'PUT', body: { id } }),
      invalidatesTags: ['ListViews'],
    }),
  }),
});

export const { useListSavedViewsQuery, useCreateSavedViewMutation, useUpdateSavedViewMutation, useDeleteSavedViewMutation, useSetDefaultSavedViewMutation } =
  savedViewsApi;
