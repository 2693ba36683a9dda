import { CADRES, PAYMENT_MODES, PAYMENT_STATUSES, type Cadre, type PaymentMode, type PaymentStatus } from 'shared/domain/enums';
import type { DashboardTrends, TrendsQuery } from 'shared/domain/dashboard';
import type { Queryable } from '../db/database';

// Trend figures read from the counter tables triggers keep (days: migration 004; payments and
// cadres: sums of the filter counts of migration 007), so that the dashboard costs a few
// thousand small rows at most at any number of registrations.

interface DayRow {
  day: string;
  registrations: number;
  [column: string]: unknown;
}

interface BreakdownRow {
  payment_status: PaymentStatus;
  payment_mode: PaymentMode;
  cadre: Cadre;
  registrations: number;
  [column: string]: unknown;
}

export async function readDashboardTrends(db: Queryable, query: TrendsQuery): Promise<DashboardTrends> {
  // Every day of the window from generate_series, so that days without registrations show as 0.
  const days = await db.query<DayRow>(
    `WITH window_end AS (
       SELECT coalesce($1::date, (now() AT TIME ZONE 'Asia/Kolkata')::date) AS last_day
     )
     SELECT to_char(d.day, 'YYYY-MM-DD') AS day, coalesce(c.registrations, 0)::int AS registrations
     FROM window_end w
     CROSS JOIN LATERAL (SELECT w.last_day - back AS day FROM generate_series(0, $2::int - 1) AS back) AS d
     LEFT JOIN registration_daily_counts c ON c.day = d.day
     ORDER BY d.day`,
    [query.until ?? null, query.days],
  );
  const breakdown = await db.query<BreakdownRow>(
    `SELECT payment_status, payment_mode, cadre, sum(registrations)::int AS registrations
     FROM registration_filter_counts GROUP BY payment_status, payment_mode, cadre`,
  );
  const sum = (keep: (row: BreakdownRow) => boolean) => breakdown.filter(keep).reduce((total, row) => total + row.registrations, 0);
  return {
    registrationsPerDay: days.map((row) => ({ day: row.day, registrations: row.registrations })),
    payments: PAYMENT_STATUSES.flatMap((status) =>
      PAYMENT_MODES.map((mode) => ({
        status,
        mode,
        registrations: sum((row) => row.payment_status === status && row.payment_mode === mode),
      })),
    ),
    cadres: CADRES.map((cadre) => ({ cadre, registrations: sum((row) => row.cadre === cadre) })),
  };
}
