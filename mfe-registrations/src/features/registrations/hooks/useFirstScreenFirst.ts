import { startTransition, useEffect, useState } from 'react';

/**
 * `items` as a list should draw them when it first appears: the first `firstScreen` at once, all of
 * them in a transition right after, which React draws in slices between the browser's own work.
 * Drawn in one go, a phone's 50 cards held its main thread for about 0.7 s at Lighthouse's 4x CPU
 * slowdown, most of them far below the fold. Later lists (a search, another page) are drawn whole.
 */
export function useFirstScreenFirst<T>(items: readonly T[], firstScreen: number): readonly T[] {
  const [whole, setWhole] = useState(false);
  useEffect(() => startTransition(() => setWhole(true)), []);
  return whole ? items : items.slice(0, firstScreen);
}
