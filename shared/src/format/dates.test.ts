import { setDisplayFormat } from 'shared/platform/settings/preferences';
import { formatCalendarDate, formatCalendarDay, formatDate, formatDateTime } from './dates';
import { formatCount, formatRupees } from './numbers';

describe('formatDateTime', () => {
  it('shows India time on a 12-hour clock', () => {
    // 12:00 UTC is 17:30 in Asia/Kolkata.
    expect(formatDateTime('2026-11-21T12:00:00Z')).toBe('21 Nov 2026, 05:30 pm');
    expect(formatDateTime(new Date('2026-01-05T20:15:00Z'))).toBe('06 Jan 2026, 01:45 am');
  });

  it("shows 'N/A' for a missing date and 'Invalid Date' for an unreadable one", () => {
    expect(formatDateTime(null)).toBe('N/A');
    expect(formatDateTime(undefined)).toBe('N/A');
    expect(formatDateTime('')).toBe('N/A');
    expect(formatDateTime('not a date')).toBe('Invalid Date');
  });
});

describe('formatDate', () => {
  it('shows the India calendar day', () => {
    expect(formatDate('2026-11-21T20:00:00Z')).toBe('22 Nov 2026');
    expect(formatDate(null)).toBe('N/A');
  });
});

describe('formatCalendarDay', () => {
  it("shows the day itself in the person's locale, whatever their time zone", () => {
    expect(formatCalendarDay('2026-11-21')).toBe('21 Nov');
    expect(formatCalendarDay('2026-11-21', { locale: 'en-US', timeZone: 'America/New_York' })).toBe('Nov 21');
    expect(formatCalendarDay('2026-01-01', { locale: 'en-GB', timeZone: 'Pacific/Kiritimati' })).toBe('01 Jan');
  });
});

describe('formatCalendarDate', () => {
  it('shows the day with its year, the same day in any time zone', () => {
    expect(formatCalendarDate('2026-11-28')).toBe('28 Nov 2026');
    expect(formatCalendarDate('2026-11-28', { locale: 'en-US', timeZone: 'America/Los_Angeles' })).toBe('Nov 28, 2026');
    expect(formatCalendarDate('2027-01-01', { locale: 'en-GB', timeZone: 'Pacific/Kiritimati' })).toBe('01 Jan 2027');
  });
});

describe("the signed-in person's locale and time zone", () => {
  afterEach(() => setDisplayFormat({ locale: 'en-IN', timeZone: 'Asia/Kolkata' }));

  it('write dates and numbers once the shell sets them', () => {
    setDisplayFormat({ locale: 'en-US', timeZone: 'America/New_York' });
    // 12:00 UTC is 07:00 in New York (EST), and the US writes the month first.
    expect(formatDateTime('2026-11-21T12:00:00Z')).toBe('Nov 21, 2026, 07:00 AM');
    expect(formatDate('2026-11-21T02:00:00Z')).toBe('Nov 20, 2026');
    expect(formatCount(123456)).toBe('123,456');
    expect(formatRupees(100000)).toBe('₹100,000');
    setDisplayFormat({ locale: 'en-IN', timeZone: 'Asia/Kolkata' });
    expect(formatCount(123456)).toBe('1,23,456');
    expect(formatDateTime('2026-11-21T12:00:00Z')).toBe('21 Nov 2026, 05:30 pm');
  });
});
