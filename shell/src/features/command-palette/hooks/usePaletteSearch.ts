import { useEffect } from 'react';
import { useListRegistrationsQuery } from 'shared/api/registrationsApi';
import { useDebouncedValue } from 'shared/hooks/useDebouncedValue';

export const PALETTE_MIN_SEARCH = 2;
export const PALETTE_MAX_RESULTS = 5;

/**
 * Registrations matching the palette's text: from 2 characters, at most 5; errors only logged (spec).
 * Without the list's total, which the palette never shows and which costs far more than five rows
 * for a short search (`withTotal: false` answers `{ data }` only).
 */
export function usePaletteSearch(text: string) {
  const term = useDebouncedValue(text.trim(), 200);
  const skip = term.length < PALETTE_MIN_SEARCH;
  const { data, error, isFetching } = useListRegistrationsQuery({ q: term, limit: PALETTE_MAX_RESULTS, withTotal: false }, { skip });
  useEffect(() => {
    if (error) console.error('Command palette search failed:', error);
  }, [error]);
  return { results: skip || error ? [] : (data?.data ?? []), searching: !skip && isFetching };
}
