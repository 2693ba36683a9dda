import { z } from 'zod';
import type { Cadre, PaymentMode, PaymentStatus } from './enums';
import { calendarDayParam, DEFAULT_DAY_ZONE, timeZoneParam } from './audit';
import { integerParam } from './query-params';

// The dashboard's trend charts and their call, GET /admin/dashboard/trends.

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

export interface DashboardTrends {
  /** Every day of the window, oldest first, days without registrations included as 0. */
  registrationsPerDay: { day: string; registrations: number }[];
  /** Every status and mode combination, in the order of the enumerations. */
  payments: { status: PaymentStatus; mode: PaymentMode; registrations: number }[];
  /** Every cadre, in programme order. */
  cadres: { cadre: Cadre; registrations: number }[];
}
