import { z } from 'zod';
import { splitValueList } from '../registrations/list-rules';

// Building blocks for query-string schemas: every value arrives as a string, or as an array
// of strings when the parameter is repeated.

/** A whole number between min and max, written in decimal digits. */
export function integerParam(min: number, max: number) {
  return z.string().regex(/^\d+$/, 'Must be a whole number').transform(Number).pipe(z.number().min(min).max(max));
}

/** Several values, comma separated and/or repeated: the non-empty ones, trimmed, as a list. */
export function valueListParam() {
  return z.union([z.string(), z.array(z.string())]).transform(splitValueList);
}

/** Several values, comma separated and/or repeated, each one of `values`. */
export function multiValueParam<const T extends readonly [string, ...string[]]>(values: T) {
  return valueListParam().pipe(z.array(z.enum(values)));
}

/**
 * The dates any filter or page cursor may name: wider than any the portal holds, narrow enough
 * that date arithmetic stays far from the database's limits. Beyond them a client has made a mistake.
 */
export const EARLIEST_DAY = '2000-01-01';
export const LATEST_DAY = '2099-12-31';
export const DAY_OUT_OF_RANGE = `Use a date from ${EARLIEST_DAY} to ${LATEST_DAY}`;

const EARLIEST_INSTANT = Date.parse(`${EARLIEST_DAY}T00:00:00Z`) - 24 * 3600_000;
const LATEST_INSTANT = Date.parse(`${LATEST_DAY}T00:00:00Z`) + 48 * 3600_000;

/** Whether an instant (ms since the epoch) falls in the dates above, a day's margin either side for time zones. */
export function isInstantInRange(time: number): boolean {
  return time >= EARLIEST_INSTANT && time < LATEST_INSTANT;
}
