interface DayRange {
  from?: string;
  to?: string;
}

/**
 * A day range whose From is never after its To (the API refuses one that is): the day just chosen
 * stands and the other end moves to it; with neither just chosen (an address typed by hand) the two
 * are swapped. Days are YYYY-MM-DD, so their text orders as the days do.
 */
export function daysInOrder<Range extends DayRange>(range: Range, chosen?: 'from' | 'to'): Range {
  const { from, to } = range;
  if (!from || !to || from <= to) return range;
  if (chosen === 'from') return { ...range, to: from };
  if (chosen === 'to') return { ...range, from: to };
  return { ...range, from: to, to: from };
}
