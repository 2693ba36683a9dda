// Counts and rupee amounts in the signed-in person's locale: Indian digit grouping (1,00,000)
// by default (product decisions: Formats).
import { currentDisplayFormat } from 'shared/platform/settings/preferences';

const groupings = new Map<string, Intl.NumberFormat>();

function grouping(locale: string): Intl.NumberFormat {
  let formatter = groupings.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    groupings.set(locale, formatter);
  }
  return formatter;
}

/** 123456 -> '1,23,456' in en-IN; in the portal's locale unless another is given. */
export function formatCount(value: number, locale = currentDisplayFormat().locale): string {
  return grouping(locale).format(value);
}

/**
 * What a missing amount shows: English here, as the API and every caller that gives none writes it;
 * a screen gives its language's word through labelsIn (shared/src/ui/labelMessages.tsx).
 */
const ENGLISH_MISSING = 'N/A';

/** 100000 -> '₹1,00,000' in en-IN; a missing amount shows 'N/A' (or `missing`). */
export function formatRupees(value: number | null | undefined, missing = ENGLISH_MISSING): string {
  if (value === null || value === undefined || Number.isNaN(value)) return missing;
  return `₹${grouping(currentDisplayFormat().locale).format(value)}`;
}

const withPaise = new Map<string, Intl.NumberFormat>();

/**
 * Rupees to the paisa, for amounts a bank or gateway writes with paise (fees, tax, a settlement's
 * net): 287.4 -> '₹287.40', 123456 -> '₹1,23,456' (a whole amount shows no paise), -0.12 -> '-₹0.12'; missing: 'N/A' (or `missing`).
 */
export function formatRupeesWithPaise(value: number | null | undefined, missing = ENGLISH_MISSING): string {
  if (value === null || value === undefined || Number.isNaN(value)) return missing;
  const paise = Math.round(value * 100);
  const sign = paise < 0 ? '-' : '';
  if (paise % 100 === 0) return `${sign}${formatRupees(Math.abs(paise) / 100)}`;
  const { locale } = currentDisplayFormat();
  let formatter = withPaise.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    withPaise.set(locale, formatter);
  }
  return `${sign}₹${formatter.format(Math.abs(paise) / 100)}`;
}

/** How far `done` of `total` has got, in whole percent from 0 to 100 (what a screen reader reads out), for a progress bar; 0 while the total is not known. */
export const percentDone = (done: number, total: number): number => (total > 0 ? Math.min(100, Math.round((done / total) * 100)) : 0);
