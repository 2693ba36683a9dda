import { CADRES, PAYMENT_MODES, PAYMENT_STATUSES, type Cadre, type PaymentMode, type PaymentStatus } from 'shared/domain/common/enums';
import type { DashboardTrends, TrendsQuery } from 'shared/domain/dashboard/dashboard';
import type { Queryable } from '../db/database';

// Trend figures read from the counter tables triggers keep (days: sums of the UTC quarter-hour
// counts of migration 017 in the caller's time zone; payments and cadres: sums of the filter
// counts of migration 007), so that the dashboard costs a few thousand small rows at most at any
// number of registrations (96 quarter hours a day of the window, per centre). Both are kept per
// centre (migration 067): a person limited to some centres sees only their centres' rows of them.

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
  // Every day of the window from generate_series, so that days without registrations show as 0;
  // a day's quarter hours lie between its local midnights, as timestamptz (23 or 25 hours on a
  // daylight-saving change).
  const days = await db.query<DayRow>(
    `WITH window_end AS (
       SELECT coalesce($1::date, (now() AT TIME ZONE $3::text)::date) AS last_day
     )
     SELECT to_char(d.day, 'YYYY-MM-DD') AS day, coalesce(sum(c.registrations), 0)::int AS registrations
     FROM window_end w
     CROSS JOIN LATERAL (SELECT w.last_day - back AS day FROM generate_series(0, $2::int - 1) AS back) AS d
     LEFT JOIN registration_quarter_hour_counts c
       ON c.quarter >= (d.day::timestamp AT TIME ZONE $3::text) AND c.quarter < ((d.day + 1)::timestamp AT TIME ZONE $3::text)
     GROUP BY d.day
     ORDER BY d.day`,
    [query.until ?? null, query.days, query.tz],
  );
  const breakdown = await db.query<BreakdownRow>(
    `SELECT payment_status, payment_mode, cadre, sum(registrations)::int AS registrations
     FROM registration_filter_counts AS counts GROUP BY payment_status, payment_mode, cadre`,
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
