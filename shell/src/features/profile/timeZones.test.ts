import { matchingTimeZones, timeZoneOptions } from './timeZones';

const NOVEMBER = new Date('2026-11-21T12:00:00Z');
const zones = (typed: string, first: string[] = []) => matchingTimeZones(timeZoneOptions(first, NOVEMBER), typed).map((option) => option.label);

test('Asia/Kolkata is offered by its canonical name with its country and offset, found by city, country and abbreviation', () => {
  for (const typed of ['Kolk', 'kolkata', 'India', 'IST']) expect(zones(typed)).toContain('Asia/Kolkata (India, UTC+05:30)');
  expect(zones('Calcutta')).toEqual([]);
});

test("the person's own zone and the default come first, then the rest by name", () => {
  const labels = zones('', ['America/New_York', 'Asia/Kolkata']);
  expect(labels.slice(0, 2)).toEqual(['America/New_York (United States, UTC-05:00)', 'Asia/Kolkata (India, UTC+05:30)']);
  expect(labels[2]).toBe('Africa/Abidjan (Côte d’Ivoire, UTC+00:00)');
  expect(labels).toContain('UTC (UTC+00:00)');
});

test('a zone saved before under an old name stays on offer', () => {
  expect(zones('Calcutta', ['Asia/Calcutta'])).toEqual(['Asia/Calcutta (UTC+05:30)']);
});

test('every word typed must match', () => {
  expect(zones('america york')).toEqual(['America/New_York (United States, UTC-05:00)']);
});
