import { useEffect, useMemo, useRef, useState } from 'react';
import { useListRegistrationsQuery } from 'shared/api/registrationsApi';
import { useGetStatsQuery } from 'shared/api/statsApi';
import { hasActiveFilters } from 'shared/domain/list-query';
import { useDebouncedValue } from 'shared/hooks/useDebouncedValue';
import { useNotify } from 'shared/ui/notifications';
import { listSubtitle } from './listSubtitle';
import { listQueryOfView, nextSort, useListUrlState } from './useListUrlState';

// Issue 9 allows 150 ms from a keystroke to the new rows on screen: with the API's page at 50 ms
// and a render, the pause that ends typing can be only this long. It still folds key repeat and
// pasting into one request.
const SEARCH_DEBOUNCE_MS = 50;

/**
 * The list screen's state: the view in the URL, the search box (debounced into the URL, so a
 * burst of keystrokes makes one request), one page from the API, and the subtitle.
 */
export function useRegistrationList() {
  const { view, update } = useListUrlState();
  const notify = useNotify();
  const [searchText, setSearchText] = useState(view.q);
  const debouncedSearch = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);

  // The URL is the source of truth: the box follows it when it changes from outside (Clear,
  // Back, a link), but not when it merely catches up with what was typed.
  const written = useRef(view.q);
  useEffect(() => {
    if (view.q !== written.current) {
      written.current = view.q;
      setSearchText(view.q);
    }
  }, [view.q]);
  // Only a new pause in typing writes the URL.
  const latest = useRef({ view, update });
  latest.current = { view, update };
  useEffect(() => {
    const q = debouncedSearch.trim();
    if (q !== latest.current.view.q) {
      written.current = q;
      latest.current.update({ q });
    }
  }, [debouncedSearch]);

  const query = useMemo(() => listQueryOfView(view), [view]);
  const list = useListRegistrationsQuery(query);
  const stats = useGetStatsQuery();
  const filtered = hasActiveFilters({ ...view.filters, q: view.q });

  useEffect(() => {
    if (list.isError) notify({ title: 'Error Loading Data', description: 'Could not fetch registrations from the server.', variant: 'error' });
  }, [list.isError, notify]);

  return {
    view,
    query,
    searchText,
    setSearchText,
    rows: list.data?.data ?? [],
    total: list.currentData?.total,
    loading: list.isLoading,
    fetching: list.isFetching,
    error: list.isError,
    retry: list.refetch,
    filtered,
    filterDot: hasActiveFilters(view.filters),
    // The current view's own answer, not the previous view's while the new one loads.
    subtitle: listSubtitle(stats.data?.totalRegistrations, list.currentData?.total, filtered),
    sortBy: (key: Parameters<typeof nextSort>[1]) => update(nextSort(view, key)),
    setFilters: (filters: typeof view.filters) => update({ filters }),
    setPage: (page: number) => update({ page }, { keepPage: true }),
    setPageSize: (pageSize: number) => update({ pageSize }),
    clearAll: () => {
      setSearchText('');
      update({ q: '', filters: {} });
    },
  };
}
