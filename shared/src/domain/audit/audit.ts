import { z } from 'zod';
import { normalizedText } from '../common/text-schema';
import { DAY_OUT_OF_RANGE, EARLIEST_DAY, integerParam, LATEST_DAY } from '../common/query-params';
import { isTimeZone } from '../profile/preferences';

// The audit trail screen (/audit) and its call, GET /admin/audit.

export const DEFAULT_AUDIT_PAGE_SIZE = 25;
export const MAX_AUDIT_PAGE_SIZE = 100;
/** A filtered total is counted up to this many entries; beyond it the screen says "more than". */
export const AUDIT_COUNT_CAP = 10_000;

/** A calendar day written YYYY-MM-DD (30 February is refused), from EARLIEST_DAY to LATEST_DAY. */
export const calendarDayParam = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'Not a calendar date')
  .refine((value) => value >= EARLIEST_DAY && value <= LATEST_DAY, DAY_OUT_OF_RANGE);

/** Opaque position in the newest-first order: the entry's time (full precision) and id. */
const cursor = z.string().min(1).max(200);

/** An IANA time zone name the runtime knows, such as a person's Preferences hold. */
export const timeZoneParam = z.string().min(1).max(64).refine(isTimeZone, 'Unknown time zone');

/** The time zone whose days `from` and `to` name when the call gives none: the spec's default. */
export const DEFAULT_DAY_ZONE = 'Asia/Kolkata';

/** GET /admin/audit. `from` and `to` are days, both included, in the time zone `tz` (the person's; default India time). */
export const auditQuerySchema = z
  .strictObject({
    action: normalizedText().min(1).max(64).optional(),
    actor: normalizedText().min(1).max(254).optional(),
    registrationId: normalizedText().min(1).max(64).optional(),
    from: calendarDayParam.optional(),
    to: calendarDayParam.optional(),
    tz: timeZoneParam.optional(),
    limit: integerParam(1, MAX_AUDIT_PAGE_SIZE).optional(),
    before: cursor.optional(),
    after: cursor.optional(),
  })
  .refine((query) => !(query.before && query.after), { message: 'Send before or after, not both', path: ['after'] })
  .refine((query) => !(query.from && query.to && query.from > query.to), { message: 'from must not be after to', path: ['to'] })
  .transform((query) => ({ ...query, limit: query.limit ?? DEFAULT_AUDIT_PAGE_SIZE }));
export type AuditQuery = z.output<typeof auditQuerySchema>;
