// An instant as the wall clock of a time zone shows it, in the form spreadsheets read as a date
// and time without being told (2026-11-28 14:05:09), for files written a million rows at a time.

const QUARTER_HOUR_MS = 15 * 60 * 1000;
// Offsets remembered per formatter; a file's rows span a few thousand quarter hours at most.
const MAX_REMEMBERED_OFFSETS = 10_000;

/**
 * `(instant) => 'YYYY-MM-DD HH:MM:SS'` in `timeZone`. Asking Intl for each value costs some 4 µs;
 * a zone's offset changes only on a quarter hour, so it is asked once per quarter hour and the
 * rest is arithmetic.
 */
export function localDateTimeIn(timeZone: string): (instant: string) => string {
  const wallClock = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const offsets = new Map<number, number>();
  const offsetAt = (ms: number): number => {
    const quarter = Math.floor(ms / QUARTER_HOUR_MS);
    let offset = offsets.get(quarter);
    if (offset === undefined) {
      const start = quarter * QUARTER_HOUR_MS;
      const part = Object.fromEntries(wallClock.formatToParts(start).map(({ type, value }) => [type, Number(value)]));
      offset = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!) - start;
      if (offsets.size >= MAX_REMEMBERED_OFFSETS) offsets.clear();
      offsets.set(quarter, offset);
    }
    return offset;
  };
  return (instant) => {
    const ms = Date.parse(instant);
    return new Date(ms + offsetAt(ms)).toISOString().slice(0, 19).replace('T', ' ');
  };
}
