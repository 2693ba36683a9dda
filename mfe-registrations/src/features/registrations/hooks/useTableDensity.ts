import { useCallback, useState } from 'react';

/** The spec's Preferences.tableDensity values. */
export const TABLE_DENSITIES = ['comfortable', 'compact'] as const;
export type TableDensity = (typeof TABLE_DENSITIES)[number];

const STORAGE_KEY = 'abacus.registrations.density';

function storedDensity(): TableDensity {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return (TABLE_DENSITIES as readonly string[]).includes(stored ?? '') ? (stored as TableDensity) : 'comfortable';
  } catch {
    return 'comfortable';
  }
}

/**
 * The list's row density, chosen with the toggle above the table and remembered in this browser
 * until the density is kept per person with the other preferences.
 */
export function useTableDensity() {
  const [density, setDensityState] = useState<TableDensity>(storedDensity);
  const setDensity = useCallback((next: TableDensity) => {
    setDensityState(next);
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Storage refused (private mode, quota): the choice holds for this visit only.
    }
  }, []);
  return { density, setDensity };
}
