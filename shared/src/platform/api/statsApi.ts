import type { DashboardStats } from 'shared/platform/api/dashboardStats';
import { baseApi } from 'shared/platform/api/baseApi';

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
