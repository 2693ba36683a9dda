import { baseApi } from 'shared/platform/api/baseApi';
import type { RegisterReleaseBody } from 'shared/domain/releases/releases';
import type { ReleasesAnswer, RemoteRelease } from 'shared/domain/releases/releases-answers';

/** When a build was made and from which commit, as its manifest says (shared/build/webpack.cjs); null where it does not. */
export interface BuildInfo {
  builtAt: string | null;
  commit: string | null;
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

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
    registerRelease: build.mutation<ReleasesAnswer, RegisterReleaseBody>({
      query: (body) => ({ url: '/admin/releases', method: 'POST', body }),
      invalidatesTags: ['Settings'],
    }),
    // The build's own manifest, on its CDN: fetched without the portal's sign-in, which is not the CDN's to see.
    getBuildInfo: build.query<BuildInfo | null, string>({
      queryFn: async (manifestUrl) => {
        try {
          const response = await fetch(manifestUrl);
          if (!response.ok) return { data: null };
          const manifest = (await response.json()) as { metaData?: { buildInfo?: { buildTime?: unknown; commit?: unknown } } } | null;
          const info = manifest?.metaData?.buildInfo;
          return { data: { builtAt: text(info?.buildTime), commit: text(info?.commit) } };
        } catch {
          return { data: null };
        }
      },
      // A manifest at its address never changes.
      keepUnusedDataFor: 3600,
    }),
    rollBackRelease: build.mutation<ReleasesAnswer, { remote: string }>({
      query: ({ remote }) => ({ url: `/admin/releases/${remote}/rollback`, method: 'POST' }),
      invalidatesTags: ['Settings'],
    }),
  }),
});

export const { useGetReleasesQuery, useSetRolloutMutation, useRollBackReleaseMutation, useRegisterReleaseMutation, useGetBuildInfoQuery } = releasesApi;
