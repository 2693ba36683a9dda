import { localDateTimeIn } from './local-time';

test('an instant is written as the wall clock of the zone, to the second', () => {
  expect(localDateTimeIn('Asia/Kolkata')('2026-11-28T08:35:09.789Z')).toBe('2026-11-28 14:05:09');
  expect(localDateTimeIn('Asia/Kolkata')('2026-11-28T20:00:00.000Z')).toBe('2026-11-29 01:30:00');
  expect(localDateTimeIn('UTC')('2026-11-28T08:35:09Z')).toBe('2026-11-28 08:35:09');
});

test('either side of a daylight-saving change, each instant as Intl itself shows it', () => {
  const inNewYork = localDateTimeIn('America/New_York');
  // Clocks went back from 02:00 EDT to 01:00 EST at 06:00 UTC on 1 November 2026.
  expect(inNewYork('2026-11-01T05:59:59Z')).toBe('2026-11-01 01:59:59');
  expect(inNewYork('2026-11-01T06:00:00Z')).toBe('2026-11-01 01:00:00');
  expect(inNewYork('2026-07-01T12:00:00Z')).toBe('2026-07-01 08:00:00');
  // A zone changing on a half hour: Lord Howe Island's half-hour shift at 02:00 local (15:00 UTC).
  const onLordHowe = localDateTimeIn('Australia/Lord_Howe');
  const intl = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Australia/Lord_Howe', dateStyle: 'short', timeStyle: 'medium' });
  for (const instant of ['2026-10-03T14:59:59Z', '2026-10-03T15:00:00Z', '2026-10-03T15:29:59Z', '2026-10-03T15:30:00Z'])
    expect(onLordHowe(instant)).toBe(intl.format(new Date(instant)));
});
