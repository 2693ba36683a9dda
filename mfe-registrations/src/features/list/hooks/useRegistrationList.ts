import { useCallback, useEffect, useEffectEvent, useMemo } from 'react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { registrationsApi } from '../../../api/registrationsApi';
import { useGetStatsQuery } from 'shared/platform/api/statsApi';
import { hasActiveFilters, type RegistrationListQuery } from 'shared/domain/registrations/list-rules';
import type { ListPage, Registration } from 'shared/domain/registrations/registration';
import { useSearchText } from 'shared/hooks/useListController';
import { apiErrorStatus } from 'shared/api/apiError';
import { loadFailureReasonIn } from 'shared/hooks/useLoadFailureReason';
import { useNotify } from 'shared/platform/ui/notifications';
import { listSubtitle } from '../utils/listSubtitle';
import { rememberListSearch } from '../../../utils/listReturn';
import { useAbortingQuery } from './useAbortingQuery';
import { listQueryOfView, nextSort, searchParamsOfView, useListUrlState, viewFromSearchParams, type ListView } from '../../../hooks/useListUrlState';

// The bench's goal allows 150 ms from a keystroke to the new rows on screen. The first key after a pause
// this long is asked for at once; keys that follow it closer (key repeat, fast typing) wait for
// the next pause, so a burst makes at most two requests and the first is aborted.
export const SEARCH_DEBOUNCE_MS = 50;

/** The list's rows request: the page, without the total (the rows never wait for a count). */
const rowsArg = (query: Partial<RegistrationListQuery>): Partial<RegistrationListQuery> => ({ ...query, withTotal: false });

/** The list's count request: the filters only, so paging and sorting need no new count. */
function countArg(query: Partial<RegistrationListQuery>): Partial<RegistrationListQuery> {
  const { sort: _sort, order: _order, limit: _limit, offset: _offset, ...filters } = query;
  return filters;
}

/** One empty list, the same on every render (the table renders again only for other rows). */
const NO_ROWS: Registration[] = [];

/** Spec section 8's load failure, except that asked too often (429) the person is told to slow down. */
function listFailureText(i18n: I18n, error: unknown): string {
  return apiErrorStatus(error) === 429 ? loadFailureReasonIn(i18n, error) : i18n._(msg`Could not fetch registrations from the server.`);
}

/**
 * The list screen's state: the view in the URL, the search box (into the URL at the first key
 * after a pause and at the next pause, see SEARCH_DEBOUNCE_MS), one page from the API, and the subtitle.
 * The page's rows and the exact number of matches are two requests: the rows paint as soon as
 * they arrive and the subtitle follows the count. A change of search, filter or sort aborts
 * both requests of the view it replaces, and the API cancels their statements.
 */
export function useRegistrationList() {
  const { view, update, setPage } = useListUrlState();
  const notify = useNotify();
  const { t, i18n } = useLingui();

  const query = useMemo(() => listQueryOfView(view), [view]);
  const rowsQuery = useMemo(() => rowsArg(query), [query]);
  const filters = countArg(query);
  const list = useAbortingQuery<Partial<RegistrationListQuery>, ListPage<Registration>>(
    registrationsApi.endpoints.listRegistrations,
    rowsQuery,
    JSON.stringify(rowsQuery),
  );
  const count = useAbortingQuery<Partial<RegistrationListQuery>, { total: number }>(
    registrationsApi.endpoints.countRegistrations,
    filters,
    JSON.stringify(filters),
  );
  // The same function while the sort stays, so the table need not render again as the search changes.
  const { sort, order } = view;
  const sortBy = useCallback((key: Parameters<typeof nextSort>[1]) => update(nextSort({ sort, order }, key)), [sort, order, update]);
  // The URL is the source of truth: the box follows it when it changes from outside (Clear, Back, a link).
  const [searchText, typeSearch, showSearch] = useSearchText(
    view.q,
    (q) => {
      // The requests go now, while the navigation below renders.
      const next = listQueryOfView({ ...view, q, page: 0 });
      list.start(rowsArg(next), JSON.stringify(rowsArg(next)));
      count.start(countArg(next), JSON.stringify(countArg(next)));
      update({ q });
    },
    { delayMs: SEARCH_DEBOUNCE_MS, leading: true },
  );
  // The same functions on every render, so that the parts of the screen given them (memo) render
  // only when what they show changes, not on each key press or answer.
  const changes = useMemo(
    () => ({
      setFilters: (filters: ListView['filters']) => update({ filters }),
      setPage,
      setPageSize: (pageSize: number) => update({ pageSize }),
      setColumns: (columns: ListView['columns']) => update({ columns }, { keepPage: true }),
      setDensity: (density: ListView['density']) => update({ density }, { keepPage: true }),
      /** Opens a saved view: its search, filters, sort, page size, columns and density, from the first page. */
      openSavedQuery: (savedQuery: string) => {
        const { page: _page, ...saved } = viewFromSearchParams(new URLSearchParams(savedQuery));
        update({ columns: undefined, density: undefined, ...saved });
      },
      clearAll: () => {
        showSearch('');
        update({ q: '', filters: {} });
      },
    }),
    [update, setPage, showSearch],
  );
  /** The search moved to the School filter: the search box does not look at schools (spec section 5). */
  const searchAsSchool = () => {
    showSearch('');
    update({ q: '', filters: { ...view.filters, school: view.q } });
  };
  const stats = useGetStatsQuery();
  const filtered = hasActiveFilters({ ...view.filters, q: view.q });
  // An id-shaped search answers its total with the rows.
  const total = count.currentData?.total ?? list.currentData?.total;

  const failureText = list.isError ? listFailureText(i18n, list.error) : null;
  useEffect(() => {
    if (failureText) notify({ title: t`Error Loading Data`, description: failureText, variant: 'error' });
  }, [failureText, notify, t]);

  // A page past the end (an old link, rows gone since) moves to the last page that has rows.
  const moveToPage = useEffectEvent(setPage);
  useEffect(() => {
    if (total === undefined || view.page === 0 || view.page * view.pageSize < total) return;
    moveToPage(Math.max(0, Math.ceil(total / view.pageSize) - 1));
  }, [total, view.page, view.pageSize]);

  // The detail page's way back returns to this view.
  useEffect(() => rememberListSearch(searchParamsOfView(view).toString()), [view]);

  return {
    view,
    query,
    searchText,
    setSearchText: typeSearch,
    rows: list.data?.data ?? NO_ROWS,
    total,
    loading: list.isLoading,
    fetching: list.isFetching,
    error: list.isError,
    failureText,
    retry: list.refetch,
    filtered,
    filterDot: hasActiveFilters(view.filters),
    // The current view's own answer, never the previous view's while the new one loads or is counted.
    subtitle: listSubtitle(
      i18n,
      stats.data?.totalRegistrations,
      total,
      filtered,
      list.isError && !list.currentData ? 'rows' : count.isError ? 'count' : undefined,
    ),
    sortBy,
    searchAsSchool,
    ...changes,
  };
}
