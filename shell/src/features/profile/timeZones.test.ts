import type { Language } from 'shared/i18n/languages';
import { matchingTimeZones, timeZoneOptions } from './timeZones';

const NOVEMBER = new Date('2026-11-21T12:00:00Z');
const zones = (typed: string, first: string[] = [], language: Language = 'en-IN') =>
  matchingTimeZones(timeZoneOptions(first, { language, at: NOVEMBER }), typed).map((option) => option.label);

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

test("in Hindi and Tamil the country is the language's own name, and a search finds it by that name or the English one", () => {
  for (const typed of ['Kolkata', 'India', 'भारत', 'IST']) expect(zones(typed, [], 'hi-IN')).toContain('Asia/Kolkata (भारत, UTC+05:30)');
  for (const typed of ['Kolkata', 'India', 'இந்தியா']) expect(zones(typed, [], 'ta-IN')).toContain('Asia/Kolkata (இந்தியா, UTC+05:30)');
  expect(zones('york', [], 'hi-IN')).toEqual(['America/New_York (संयुक्त राज्य, UTC-05:00)']);
  expect(zones('', ['Asia/Calcutta'], 'ta-IN')[0]).toBe('Asia/Calcutta (UTC+05:30)');
});
