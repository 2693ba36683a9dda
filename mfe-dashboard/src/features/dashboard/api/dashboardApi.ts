import type { DashboardTrends } from 'shared/domain/dashboard/dashboard';
import type { ActivityEntry, ListPage } from 'shared/domain/registrations/registration';
import { baseApi } from 'shared/platform/api/baseApi';

/** The dashboard's calls besides GET /admin/stats (statsApi). */
export const dashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /admin/activity?limit=N: the newest entries; the spec keeps only the first N. */
    getRecentActivity: build.query<ListPage<ActivityEntry>, number>({
      query: (limit) => ({ url: '/admin/activity', params: { limit } }),
      transformResponse: (page: ListPage<ActivityEntry>, _meta, limit) => ({ ...page, data: page.data.slice(0, limit) }),
      providesTags: ['Activity'],
    }),
    /** GET /admin/dashboard/trends?tz=: days of the given time zone; moves with the same changes as the KPIs. */
    getDashboardTrends: build.query<DashboardTrends, string>({
      query: (tz) => ({ url: '/admin/dashboard/trends', params: { tz } }),
      providesTags: ['Stats'],
    }),
  }),
});

export const { useGetRecentActivityQuery, useGetDashboardTrendsQuery } = dashboardApi;
