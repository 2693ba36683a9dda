// One date format for the whole portal: the signed-in person's locale and time zone (spec
// defaults en-IN and Asia/Kolkata), 12-hour.
import { currentDisplayFormat, type DisplayFormat } from 'shared/platform/settings/preferences';

const DATE: Intl.DateTimeFormatOptions = { day: '2-digit', month: 'short', year: 'numeric' };
const OPTIONS = {
  date: DATE,
  dateTime: { ...DATE, hour: '2-digit', minute: '2-digit', hour12: true },
  dayMonth: { day: '2-digit', month: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
type Kind = keyof typeof OPTIONS;

// Building an Intl formatter is slow: one per kind, locale and time zone.
const cache = new Map<string, Intl.DateTimeFormat>();

function formatterFor(kind: Kind, { locale, timeZone }: DisplayFormat): Intl.DateTimeFormat {
  const key = `${kind}|${locale}|${timeZone}`;
  let formatter = cache.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...OPTIONS[kind], timeZone });
    cache.set(key, formatter);
  }
  return formatter;
}

type DateInput = string | number | Date | null | undefined;

/**
 * What a date box says when there is no date, or none that can be read. English here, as the API
 * (receipts, the register) and every caller that gives none writes it; a screen gives its
 * language's words through labelsIn (shared/src/ui/labelMessages.tsx), from its own catalogue.
 */
export interface NoDateWords {
  missing: string;
  invalid: string;
}

export const ENGLISH_NO_DATE_WORDS: NoDateWords = { missing: 'N/A', invalid: 'Invalid Date' };

function format(value: DateInput, kind: Kind, displayFormat: DisplayFormat, words: NoDateWords): string {
  if (value === null || value === undefined || value === '') return words.missing;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return words.invalid;
  return formatterFor(kind, displayFormat).format(date);
}

/**
 * '21 Nov 2026, 05:30 pm' in India time by default; 'N/A' when missing, 'Invalid Date' when
 * unreadable (or `words`' own). In the portal's format unless another is given (the Preferences tab's example).
 */
export function formatDateTime(value: DateInput, displayFormat = currentDisplayFormat(), words = ENGLISH_NO_DATE_WORDS): string {
  return format(value, 'dateTime', displayFormat, words);
}

/** '21 Nov 2026' by default, with the same missing and invalid texts. */
export function formatDate(value: DateInput, displayFormat = currentDisplayFormat(), words = ENGLISH_NO_DATE_WORDS): string {
  return format(value, 'date', displayFormat, words);
}

/**
 * A calendar day ('2026-11-21', already a day of the person's time zone) as '21 Nov' in their
 * locale ('Nov 21' in en-US): formatted at UTC, so it stays that day.
 */
export function formatCalendarDay(day: string, { locale } = currentDisplayFormat()): string {
  return format(`${day}T00:00:00Z`, 'dayMonth', { locale, timeZone: 'UTC' }, ENGLISH_NO_DATE_WORDS);
}

/** A calendar day ('2026-11-28', a statement's or a bank's day, not an instant) as '28 Nov 2026' in the person's locale: formatted at UTC, so it stays that day. */
export function formatCalendarDate(day: string, { locale } = currentDisplayFormat()): string {
  return format(`${day}T00:00:00Z`, 'date', { locale, timeZone: 'UTC' }, ENGLISH_NO_DATE_WORDS);
}
