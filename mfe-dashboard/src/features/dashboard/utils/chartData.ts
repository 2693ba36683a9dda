import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DashboardTrends } from 'shared/domain/dashboard/dashboard';
import { labelsIn } from 'shared/ui/labelMessages';
import { formatCalendarDay } from 'shared/format/dates';

// Trend answers turned into what the charts draw and their text alternatives list.

export interface BarSegment {
  key: string;
  label: string;
  value: number;
}

export interface BarRow {
  label: string;
  segments: BarSegment[];
  total: number;
}

export interface DayPoint {
  /** YYYY-MM-DD */
  day: string;
  /** '21 Nov' (in the person's locale) */
  label: string;
  registrations: number;
}

export function dailySeries(trends: DashboardTrends): DayPoint[] {
  return trends.registrationsPerDay.map(({ day, registrations }) => ({
    day,
    label: formatCalendarDay(day),
    registrations,
  }));
}

/** Registrations in the last seven days of the series. */
export function lastWeekTotal(trends: DashboardTrends): number {
  return trends.registrationsPerDay.slice(-7).reduce((total, day) => total + day.registrations, 0);
}

/** One row per payment status, split by mode, in the enumeration's order (in the words of `i18n`). */
export function paymentRows(trends: DashboardTrends, i18n: I18n): BarRow[] {
  const labels = labelsIn(i18n);
  const statuses = [...new Set(trends.payments.map((p) => p.status))];
  return statuses.map((status) => {
    const segments = trends.payments
      .filter((p) => p.status === status)
      .map((p) => ({ key: p.mode, label: labels.paymentMode(p.mode), value: p.registrations }));
    return { label: labels.paymentStatusName(status), segments, total: segments.reduce((sum, s) => sum + s.value, 0) };
  });
}

/** One row per cadre, in programme order (its one segment named in the words of `i18n`). */
export function cadreRows(trends: DashboardTrends, i18n: I18n): BarRow[] {
  const segment = i18n._(msg`Registrations`);
  const labels = labelsIn(i18n);
  return trends.cadres.map(({ cadre, registrations }) => ({
    label: labels.cadre(cadre),
    segments: [{ key: 'registrations', label: segment, value: registrations }],
    total: registrations,
  }));
}
