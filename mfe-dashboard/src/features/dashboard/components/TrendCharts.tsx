import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Grid } from 'shared/platform/ui/mui';
import type { DashboardTrends } from 'shared/domain/dashboard/dashboard';
import { labelsIn } from 'shared/ui/labelMessages';
import { cadreRows, dailySeries, paymentRows, type BarRow } from '../utils/chartData';
import { BarBreakdownChart } from './BarBreakdownChart';
import { ChartCard, type ChartTable } from './ChartCard';
import { DailyRegistrationsChart } from './DailyRegistrationsChart';

/** A bar chart's table: the first column, then each segment and a total, or the registrations alone. */
function barTable(firstColumn: string, rows: BarRow[], words: { total: string; registrations: string }): ChartTable {
  const segmentLabels = rows[0]?.segments.map((segment) => segment.label) ?? [];
  const split = segmentLabels.length > 1;
  return {
    columns: [firstColumn, ...(split ? [...segmentLabels, words.total] : [words.registrations])],
    rows: rows.map((row) => ({ label: row.label, values: split ? [...row.segments.map((s) => s.value), row.total] : [row.total] })),
  };
}

/** Registrations per day, payments by status and mode, registrations by cadre. */
export function TrendCharts({ trends }: { trends: DashboardTrends }) {
  const { t, i18n } = useLingui();
  const days = dailySeries(trends);
  const payments = paymentRows(trends, i18n);
  const cadres = cadreRows(trends, i18n);
  const total = days.reduce((sum, day) => sum + day.registrations, 0);
  const dayCount = days.length;
  const from = days[0]?.label ?? '';
  const to = days.at(-1)?.label ?? '';
  const labels = labelsIn(i18n);
  const online = labels.paymentMode('online');
  const offline = labels.paymentMode('offline');
  const words = { total: t`Total`, registrations: t`Registrations` };
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <ChartCard
          title={t`Registrations per Day`}
          summary={t`${plural(total, { one: '# registration', other: '# registrations' })} in the last ${plural(dayCount, { one: '# day', other: '# days' })}, from ${from} to ${to}.`}
          table={{ columns: [t`Day`, words.registrations], rows: days.map((day) => ({ label: day.label, values: [day.registrations] })) }}
        >
          <DailyRegistrationsChart points={days} />
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <ChartCard
          title={t`Payments by Status and Mode`}
          summary={t`Registrations by payment status, split into ${online} and ${offline}.`}
          table={barTable(t`Payment status`, payments, words)}
        >
          <BarBreakdownChart rows={payments} />
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <ChartCard title={t`Registrations by Cadre`} summary={t`Registrations in each cadre.`} table={barTable(t`Cadre`, cadres, words)}>
          <BarBreakdownChart rows={cadres} />
        </ChartCard>
      </Grid>
    </Grid>
  );
}
