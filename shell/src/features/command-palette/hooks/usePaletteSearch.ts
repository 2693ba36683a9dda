import { useEffect } from 'react';
import { useDebouncedValue } from 'shared/hooks/useDebouncedValue';
import { useSearchRegistrationsForPaletteQuery } from '../api/paletteSearchApi';

export const PALETTE_MIN_SEARCH = 2;
export const PALETTE_MAX_RESULTS = 5;

/** Registrations matching the palette's text: from 2 characters, at most 5; errors only logged (spec). */
export function usePaletteSearch(text: string) {
  const term = useDebouncedValue(text.trim(), 200);
  const skip = term.length < PALETTE_MIN_SEARCH;
  const { data, error, isFetching } = useSearchRegistrationsForPaletteQuery({ q: term, limit: PALETTE_MAX_RESULTS }, { skip });
  useEffect(() => {
    if (error) console.error('Command palette search failed:', error);
  }, [error]);
  return { results: skip || error ? [] : (data?.data ?? []), searching: !skip && isFetching };
}
