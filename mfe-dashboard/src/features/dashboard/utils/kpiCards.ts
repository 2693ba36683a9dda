import { formatCount } from 'shared/format/numbers';
import type { DashboardStats } from 'shared/platform/api/dashboardStats';
import type { StatCardVariant } from '../components/StatCard';

export type KpiIcon = 'registrations' | 'payments' | 'online' | 'offline' | 'issues';

export interface KpiCard {
  title: string;
  value: string;
  description: string;
  icon: KpiIcon;
  variant: StatCardVariant;
  trend?: string | null;
}

/**
 * The spec's five KPI cards from a stats answer; `lastWeek` (registrations in the last 7 days) adds a
 * trend, and null (still on its way) keeps the trend's line, so the cards below do not move when it comes.
 */
export function kpiCards(stats: DashboardStats, lastWeek?: number | null): KpiCard[] {
  return [
    {
      title: 'Total Registrations',
      value: formatCount(stats.totalRegistrations),
      description: 'All-time participant count',
      icon: 'registrations',
      variant: 'default',
      ...(lastWeek !== undefined && { trend: lastWeek === null ? null : `+${formatCount(lastWeek)} in the last 7 days` }),
    },
    { title: 'Successful Payments', value: formatCount(stats.successfulPayments), description: 'Confirmed transactions', icon: 'payments', variant: 'success' },
    {
      title: 'Online Pending Payments',
      value: formatCount(stats.onlinePending),
      description: 'Online payments awaiting confirmation',
      icon: 'online',
      variant: 'warning',
    },
    { title: 'Offline Pending', value: formatCount(stats.offlinePending), description: 'Manual verification needed', icon: 'offline', variant: 'warning' },
    {
      title: 'Issues',
      value: formatCount(stats.totalDisqualified + stats.totalDuplicates),
      description: `${formatCount(stats.totalDisqualified)} disqualified, ${formatCount(stats.totalDuplicates)} duplicates`,
      icon: 'issues',
      variant: 'destructive',
    },
  ];
}
