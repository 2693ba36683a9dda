import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
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
 * The spec's five KPI cards from a stats answer, in the words of `i18n`; `lastWeek` (registrations in
 * the last 7 days) adds a trend, and null (still on its way) keeps the trend's line, so the cards
 * below do not move when it comes.
 */
export function kpiCards(i18n: I18n, stats: DashboardStats, lastWeek?: number | null): KpiCard[] {
  const disqualified = stats.totalDisqualified;
  const duplicates = stats.totalDuplicates;
  const trend = lastWeek === undefined || lastWeek === null ? lastWeek : formatCount(lastWeek);
  return [
    {
      title: i18n._(msg`Total Registrations`),
      value: formatCount(stats.totalRegistrations),
      description: i18n._(msg`All-time participant count`),
      icon: 'registrations',
      variant: 'default',
      ...(trend !== undefined && { trend: trend === null ? null : i18n._(msg`+${trend} in the last 7 days`) }),
    },
    {
      title: i18n._(msg`Successful Payments`),
      value: formatCount(stats.successfulPayments),
      description: i18n._(msg`Confirmed transactions`),
      icon: 'payments',
      variant: 'success',
    },
    {
      title: i18n._(msg`Online Pending Payments`),
      value: formatCount(stats.onlinePending),
      description: i18n._(msg`Online payments awaiting confirmation`),
      icon: 'online',
      variant: 'warning',
    },
    {
      title: i18n._(msg`Offline Pending`),
      value: formatCount(stats.offlinePending),
      description: i18n._(msg`Manual verification needed`),
      icon: 'offline',
      variant: 'warning',
    },
    {
      title: i18n._(msg`Issues`),
      value: formatCount(disqualified + duplicates),
      description: i18n._(
        msg`${plural(disqualified, { one: '# disqualified', other: '# disqualified' })}, ${plural(duplicates, { one: '# duplicate', other: '# duplicates' })}`,
      ),
      icon: 'issues',
      variant: 'destructive',
    },
  ];
}
