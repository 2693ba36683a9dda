// Indian digit grouping (1,00,000) for counts and rupee amounts (product decisions: Formats).

const grouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** 123456 -> '1,23,456'. */
export function formatCount(value: number): string {
  return grouping.format(value);
}

/** 100000 -> '₹1,00,000'; a missing amount shows 'N/A'. */
export function formatRupees(value: number | null | undefined): string {
  if (value === null || value === undefined || Number.isNaN(value)) return 'N/A';
  return `₹${grouping.format(value)}`;
}
