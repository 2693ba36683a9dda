import { baseApi } from 'shared/platform/api/baseApi';
import type { Preferences } from 'shared/platform/settings/preferences';

/** GET and PUT /admin/profile/preferences: the signed-in person's own preferences, one cache entry for every module. */
export const preferencesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPreferences: build.query<Preferences, void>({
      query: () => '/admin/profile/preferences',
      providesTags: ['Preferences'],
    }),
    updatePreferences: build.mutation<Preferences, Preferences>({
      query: (body) => ({ url: '/admin/profile/preferences', method: 'PUT', body }),
      // Every module draws the new set at once; a refusal puts back what is stored (the caller reports it).
      async onQueryStarted(body, { dispatch, queryFulfilled }) {
        const patch = dispatch(preferencesApi.util.updateQueryData('getPreferences', undefined, () => body));
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
    }),
  }),
});

export const { useGetPreferencesQuery, useUpdatePreferencesMutation } = preferencesApi;
