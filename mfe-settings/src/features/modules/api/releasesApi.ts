import { baseApi } from 'shared/platform/api/baseApi';
import type { ReleasesAnswer, RemoteRelease } from 'shared/domain/releases/releases-answers';

// The module release registry. Its changes reach the live feed as settings events, so 'Settings'
// keeps the Modules tab current when someone else (or the registry itself) switches a version.

export const releasesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getReleases: build.query<RemoteRelease[], void>({
      query: () => '/admin/releases',
      // Remotes never promoted come apart from the others; the tab lists them all by name.
      transformResponse: (answer: ReleasesAnswer) => [...answer.data, ...answer.unreleased].sort((a, b) => a.remote.localeCompare(b.remote)),
      providesTags: ['Settings'],
    }),
    setRollout: build.mutation<ReleasesAnswer, { remote: string; version: string; percent: number }>({
      query: ({ remote, version, percent }) => ({ url: `/admin/releases/${remote}/rollout`, method: 'PUT', body: { version, percent } }),
      invalidatesTags: ['Settings'],
    }),
    rollBackRelease: build.mutation<ReleasesAnswer, { remote: string }>({
      query: ({ remote }) => ({ url: `/admin/releases/${remote}/rollback`, method: 'POST' }),
      invalidatesTags: ['Settings'],
    }),
  }),
});

export const { useGetReleasesQuery, useSetRolloutMutation, useRollBackReleaseMutation } = releasesApi;
