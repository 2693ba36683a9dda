// A day (YYYY-MM-DD) written and read the way the portal's locale writes dates in figures:
// 21/11/2026 in en-IN, 11/21/2026 in en-US. A browser's own date field follows the browser's
// language instead, whatever the portal's.
import { currentDisplayFormat } from 'shared/platform/settings/preferences';

type Part = 'day' | 'month' | 'year';

export interface DayPattern {
  order: Part[];
  separator: string;
  /** 'dd/mm/yyyy'. */
  placeholder: string;
}

/** What stands for each part in a placeholder; a screen gives them in its language (DayField). */
export type PartWords = Record<Part, string>;
const ENGLISH_PARTS: PartWords = { day: 'dd', month: 'mm', year: 'yyyy' };

export function dayPattern(locale = currentDisplayFormat().locale, words: PartWords = ENGLISH_PARTS): DayPattern {
  const parts = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).formatToParts(Date.UTC(2026, 10, 21));
  const order = parts.map((part) => part.type).filter((type): type is Part => type === 'day' || type === 'month' || type === 'year');
  const separator = parts.find((part) => part.type === 'literal')?.value ?? '/';
  return { order, separator, placeholder: order.map((part) => words[part]).join(separator) };
}

/** '2026-11-21' as '21/11/2026' (en-IN); '' for no day. */
export function formatDay(day: string | undefined, pattern: DayPattern): string {
  if (!day) return '';
  const [year, month, date] = day.split('-');
  const values: Record<Part, string> = { day: date ?? '', month: month ?? '', year: year ?? '' };
  return pattern.order.map((part) => values[part]).join(pattern.separator);
}

/** '21/11/2026' (or 21-11-2026, 21.11.2026, 1/2/2026) as '2026-11-21'; null for anything that is not a real day. */
export function parseDay(text: string, pattern: DayPattern): string | null {
  const numbers = text.trim().split(/\D+/).filter(Boolean);
  if (numbers.length !== 3) return null;
  const values = Object.fromEntries(pattern.order.map((part, index) => [part, numbers[index]!])) as Record<Part, string>;
  if (values.year.length !== 4 || values.day.length > 2 || values.month.length > 2) return null;
  const [year, month, day] = [Number(values.year), Number(values.month), Number(values.day)];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}
