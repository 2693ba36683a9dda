import type { DashboardStats } from '../domain/registration';
import { baseApi } from 'shared/api/baseApi';

/** GET /admin/stats: read by the shell's sidebar badge and by the dashboard, cached once. */
export const statsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getStats: build.query<DashboardStats, void>({
      query: () => '/admin/stats',
      providesTags: ['Stats'],
    }),
  }),
});

export const { useGetStatsQuery } = statsApi;
