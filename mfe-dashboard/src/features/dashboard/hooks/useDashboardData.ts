import { useEffect } from 'react';
import { useGetDashboardTrendsQuery, useGetRecentActivityQuery } from '../api/dashboardApi';
import { useGetStatsQuery } from 'shared/platform/api/statsApi';
import { currentDisplayFormat } from 'shared/platform/settings/preferences';

/** Spec section 9: recent activity is fetched with limit 5. */
export const RECENT_ACTIVITY_LIMIT = 5;

/** Dashboard load failures are logged as spec section 8 says; the page also tells the person. */
function useLoggedError(error: unknown, message: string) {
  useEffect(() => {
    if (error) console.error(message, error);
  }, [error, message]);
}

/**
 * KPIs, recent activity and trends; kept fresh by the live event feed (shared/platform/live), which
 * invalidates their tags whenever anyone changes a registration. A part that failed to load is
 * logged and left out; one whose refresh failed keeps what it showed, and the shell's notice says
 * that it may be out of date (shell/src/features/live/components/StaleDataNotice.tsx).
 */
export function useDashboardData() {
  const stats = useGetStatsQuery();
  const activity = useGetRecentActivityQuery(RECENT_ACTIVITY_LIMIT);
  // The chart's days are the person's: the shell renders again when their time zone changes.
  const trends = useGetDashboardTrendsQuery(currentDisplayFormat().timeZone);
  useLoggedError(stats.error, 'Failed to fetch dashboard KPIs');
  useLoggedError(activity.error, 'Failed to fetch audit logs');
  useLoggedError(trends.error, 'Failed to fetch dashboard trends');
  return {
    isLoading: stats.isLoading,
    failed: stats.isError && stats.data === undefined,
    failure: stats.error,
    /** Asks for every part again, the failed ones included. */
    retry: () => {
      void stats.refetch();
      void activity.refetch();
      void trends.refetch();
    },
    stats: stats.data,
    activity: activity.data?.data,
    trends: trends.data,
    /** The trends have not arrived yet (and have not failed): the page keeps their space. */
    trendsPending: trends.isLoading,
  };
}
