import { dayPattern, formatDay, parseDay } from './dayText';

describe('days in the portal locale', () => {
  const india = dayPattern('en-IN');
  const us = dayPattern('en-US');

  test('the pattern follows the locale, not the browser', () => {
    expect(india.placeholder).toBe('dd/mm/yyyy');
    expect(us.placeholder).toBe('mm/dd/yyyy');
  });

  test("the placeholder's parts are a screen's words, in the locale's order", () => {
    const hindi = { day: 'दिन', month: 'माह', year: 'वर्ष' };
    expect(dayPattern('en-IN', hindi).placeholder).toBe('दिन/माह/वर्ष');
    expect(dayPattern('en-US', hindi).placeholder).toBe('माह/दिन/वर्ष');
  });

  test('a day is written in that pattern', () => {
    expect(formatDay('2026-11-21', india)).toBe('21/11/2026');
    expect(formatDay('2026-11-21', us)).toBe('11/21/2026');
    expect(formatDay(undefined, india)).toBe('');
  });

  test('a typed day is read in that pattern, with any separator and no leading zeros', () => {
    expect(parseDay('21/11/2026', india)).toBe('2026-11-21');
    expect(parseDay(' 1-2-2026 ', india)).toBe('2026-02-01');
    expect(parseDay('11/21/2026', us)).toBe('2026-11-21');
  });

  test.each(['31/02/2026', '21/13/2026', '21/11/26', '21/11', 'yesterday', '', '001/11/2026'])('%p is not a day', (text) => {
    expect(parseDay(text, india)).toBeNull();
  });
});
