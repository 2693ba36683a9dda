import { startTransition, useEffect, useState } from 'react';

/**
 * `items` as a list on a phone draws them when they first come: the first `firstScreen` at once,
 * all of them in a transition right after, which React draws in slices between the browser's own
 * work. Drawn in one go, 50 cards held a phone's main thread for 0.5 to 0.7 s at Lighthouse's 4x CPU
 * slowdown, most of them far below the fold. Later items (a search, another page) are drawn whole.
 */
export function useFirstScreenFirst<T>(items: readonly T[], firstScreen: number): readonly T[];
export function useFirstScreenFirst<T>(items: readonly T[] | undefined, firstScreen: number): readonly T[] | undefined;
export function useFirstScreenFirst<T>(items: readonly T[] | undefined, firstScreen: number): readonly T[] | undefined {
  const [whole, setWhole] = useState(false);
  const come = (items?.length ?? 0) > 0;
  useEffect(() => {
    if (come) startTransition(() => setWhole(true));
  }, [come]);
  return whole || !items ? items : items.slice(0, firstScreen);
}
