import { useState } from 'react';

/**
 * Pages of a keyset list: the cursor of each page after the first, kept while `resetKey` stays the
 * same object (filters, a statement and tab); a new one starts from the first page again.
 */
export interface CursorPages {
  cursor: string | undefined;
  hasPrevious: boolean;
  previous: () => void;
  next: (cursor: string) => void;
}

export function useCursorPages(resetKey: unknown): CursorPages {
  const [cursors, setCursors] = useState<string[]>([]);
  const [shownKey, setShownKey] = useState(resetKey);
  if (shownKey !== resetKey) {
    setShownKey(resetKey);
    setCursors([]);
  }
  return {
    cursor: cursors[cursors.length - 1],
    hasPrevious: cursors.length > 0,
    previous: () => setCursors((current) => current.slice(0, -1)),
    next: (cursor: string) => setCursors((current) => [...current, cursor]),
  };
}
