import type { EndedSessions, SignedInSessions } from 'shared/domain/auth/sessions-answers';
import { baseApi } from 'shared/platform/api/baseApi';

const SESSIONS = { type: 'Profile', id: 'SESSIONS' } as const;

/** The signed-in person's sessions (api/src/routes/sessions.ts): listed, ended one by one or all but this one. */
export const sessionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMySessions: build.query<SignedInSessions, void>({
      query: () => '/admin/profile/sessions',
      providesTags: [SESSIONS],
    }),
    endMySession: build.mutation<void, string>({
      query: (id) => ({ url: `/admin/profile/sessions/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [SESSIONS],
    }),
    endMyOtherSessions: build.mutation<EndedSessions, void>({
      query: () => ({ url: '/admin/profile/sessions/revoke-others', method: 'POST' }),
      invalidatesTags: [SESSIONS],
    }),
  }),
});

export const { useGetMySessionsQuery, useEndMySessionMutation, useEndMyOtherSessionsMutation } = sessionsApi;
