import { Grid } from 'shared/platform/ui/mui';
import type { DashboardTrends } from 'shared/domain/dashboard/dashboard';
import { formatCountOf } from 'shared/format/numbers';
import { PAYMENT_MODE_LABELS } from 'shared/domain/common/labels';
import { cadreRows, dailySeries, paymentRows, type BarRow } from '../utils/chartData';
import { BarBreakdownChart } from './BarBreakdownChart';
import { ChartCard, type ChartTable } from './ChartCard';
import { DailyRegistrationsChart } from './DailyRegistrationsChart';

function barTable(firstColumn: string, rows: BarRow[]): ChartTable {
  const segmentLabels = rows[0]?.segments.map((segment) => segment.label) ?? [];
  const split = segmentLabels.length > 1;
  return {
    columns: [firstColumn, ...(split ? [...segmentLabels, 'Total'] : ['Registrations'])],
    rows: rows.map((row) => ({ label: row.label, values: split ? [...row.segments.map((s) => s.value), row.total] : [row.total] })),
  };
}

/** Registrations per day, payments by status and mode, registrations by cadre. */
export function TrendCharts({ trends }: { trends: DashboardTrends }) {
  const days = dailySeries(trends);
  const payments = paymentRows(trends);
  const cadres = cadreRows(trends);
  const total = days.reduce((sum, day) => sum + day.registrations, 0);
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <ChartCard
          title="Registrations per Day"
          summary={`${formatCountOf(total, 'registration')} in the last ${formatCountOf(days.length, 'day')}, from ${days[0]?.label ?? ''} to ${days.at(-1)?.label ?? ''}.`}
          table={{ columns: ['Day', 'Registrations'], rows: days.map((day) => ({ label: day.label, values: [day.registrations] })) }}
        >
          <DailyRegistrationsChart points={days} />
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <ChartCard
          title="Payments by Status and Mode"
          summary={`Registrations by payment status, split into ${PAYMENT_MODE_LABELS.online} and ${PAYMENT_MODE_LABELS.offline}.`}
          table={barTable('Payment status', payments)}
        >
          <BarBreakdownChart rows={payments} />
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <ChartCard title="Registrations by Cadre" summary="Registrations in each cadre." table={barTable('Cadre', cadres)}>
          <BarBreakdownChart rows={cadres} />
        </ChartCard>
      </Grid>
    </Grid>
  );
}
