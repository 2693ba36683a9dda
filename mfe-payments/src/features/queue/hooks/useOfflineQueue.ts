import { useEffect } from 'react';
import { useListOfflinePaymentQueueQuery } from '../api/offlineQueueApi';
import { useListController, useSearchText, type ListState } from 'shared/hooks/useListController';
import type { UrlState } from 'shared/hooks/useUrlState';

/** The queue's search (trimmed) and the cursors followed from the first page, in the address (?q=...&after=...), beside the lookup's id. */
const QUEUE_IN_URL: UrlState<ListState<{ q: string }>> = {
  read: (params) => ({ params: { q: params.get('q')?.trim() ?? '' }, trail: params.getAll('after').map((after) => ({ kind: 'cursor', after })) }),
  write: ({ params: { q }, trail }, current) => {
    const params = new URLSearchParams(current);
    params.delete('q');
    params.delete('after');
    if (q) params.set('q', q);
    for (const { after } of trail) if (after) params.append('after', after);
    return params;
  },
};

/**
 * The queue page by page, oldest first, its search and page kept in the address. Pages are
 * followed by cursor, so confirming rows never makes the next page skip any; Previous goes
 * back along the cursors already followed.
 */
export function useOfflineQueue() {
  const { params, pages, setParams } = useListController(QUEUE_IN_URL);
  const [searchText, setSearchText] = useSearchText(params.q, (q) => setParams(() => ({ q })), { delayMs: 300 });
  const after = pages.page?.after;
  const { data, isFetching, isError, refetch } = useListOfflinePaymentQueueQuery({
    ...(params.q && { q: params.q }),
    ...(after && { after }),
  });
  const { hasPrevious, previous } = pages;

  // Every row of a later page confirmed: step back rather than show an empty page.
  useEffect(() => {
    if (data && data.data.length === 0 && hasPrevious) previous();
  }, [data, hasPrevious, previous]);

  return {
    searchText,
    setSearchText,
    search: params.q,
    rows: data?.data ?? [],
    total: data?.total ?? null,
    pageNumber: pages.number,
    isLoading: isFetching && !data,
    isError,
    refetch,
    hasPrevious,
    hasNext: Boolean(data?.nextCursor),
    previous,
    next: () => {
      if (data?.nextCursor) pages.next({ kind: 'cursor', after: data.nextCursor });
    },
  };
}
