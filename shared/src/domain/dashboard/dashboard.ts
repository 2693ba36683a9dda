import { z } from 'zod';
import type { DashboardStats } from 'shared/platform/api/dashboardStats';
import { CADRES, PAYMENT_MODES, PAYMENT_STATUSES } from '../common/enums';
import { answer } from '../common/answers';
import { calendarDayParam, DEFAULT_DAY_ZONE, timeZoneParam } from '../audit/audit';
import { integerParam } from '../common/query-params';

// The dashboard's figures and trend charts, and their calls (GET /admin/dashboard/stats, /trends).

export const DEFAULT_TREND_DAYS = 42;
export const MAX_TREND_DAYS = 366;

/** `days` days ending with `until`, days of the time zone `tz` (the person's; default India time), `until` default today there. */
export const trendsQuerySchema = z
  .strictObject({
    days: integerParam(1, MAX_TREND_DAYS).optional(),
    until: calendarDayParam.optional(),
    tz: timeZoneParam.optional(),
  })
  .transform((query) => ({ days: query.days ?? DEFAULT_TREND_DAYS, until: query.until, tz: query.tz ?? DEFAULT_DAY_ZONE }));
export type TrendsQuery = z.output<typeof trendsQuerySchema>;

/** GET /admin/dashboard/stats: the figures of the dashboard's cards. */
export const dashboardStatsSchema = answer<DashboardStats>()(
  z.strictObject({
    totalRegistrations: z.number().int(),
    successfulPayments: z.number().int(),
    onlinePending: z.number().int(),
    offlinePending: z.number().int(),
    totalDisqualified: z.number().int(),
    totalDuplicates: z.number().int(),
  }),
);

export const dashboardTrendsSchema = z.strictObject({
  /** Every day of the window, oldest first, days without registrations included as 0. */
  registrationsPerDay: z.array(z.strictObject({ day: z.string(), registrations: z.number().int() })),
  /** Every status and mode combination, in the order of the enumerations. */
  payments: z.array(z.strictObject({ status: z.enum(PAYMENT_STATUSES), mode: z.enum(PAYMENT_MODES), registrations: z.number().int() })),
  /** Every cadre, in programme order. */
  cadres: z.array(z.strictObject({ cadre: z.enum(CADRES), registrations: z.number().int() })),
});
export type DashboardTrends = z.infer<typeof dashboardTrendsSchema>;
