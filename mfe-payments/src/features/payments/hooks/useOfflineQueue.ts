import { useCallback, useEffect, useRef, useState } from 'react';
import { useListOfflinePaymentQueueQuery } from '../api/paymentsApi';
import { useDebouncedValue } from 'shared/hooks/useDebouncedValue';
import { useUrlState, type UrlState } from 'shared/hooks/useUrlState';

interface QueuePosition {
  /** The search, trimmed. */
  q: string;
  /** The cursors followed from the first page: the page shown is the one after the last. */
  after: string[];
}

/** The queue's search and page in the address (?q=...&after=...), beside the lookup's id. */
const QUEUE_IN_URL: UrlState<QueuePosition> = {
  read: (params) => ({ q: params.get('q')?.trim() ?? '', after: params.getAll('after') }),
  write: ({ q, after }, current) => {
    const params = new URLSearchParams(current);
    params.delete('q');
    params.delete('after');
    if (q) params.set('q', q);
    for (const cursor of after) params.append('after', cursor);
    return params;
  },
};

/**
 * The queue page by page, oldest first, its search and page kept in the address. Pages are
 * followed by cursor, so confirming rows never makes the next page skip any; Previous goes
 * back along the cursors already followed.
 */
export function useOfflineQueue() {
  const { state: position, update } = useUrlState(QUEUE_IN_URL);
  const [searchText, setSearchText] = useState(position.q);
  const q = useDebouncedValue(searchText.trim(), 300);
  // A new search starts again from the first page; the search the address opened with is kept.
  const searched = useRef(q);
  useEffect(() => {
    if (searched.current === q) return;
    searched.current = q;
    update(() => ({ q, after: [] }));
  }, [q, update]);

  const cursors = position.after;
  const after = cursors[cursors.length - 1];
  const { data, isFetching, isError, refetch } = useListOfflinePaymentQueueQuery({
    ...(position.q && { q: position.q }),
    ...(after && { after }),
  });
  const page = data?.data ?? [];
  const back = useCallback(() => update((current) => ({ ...current, after: current.after.slice(0, -1) })), [update]);

  // Every row of a later page confirmed: step back rather than show an empty page.
  useEffect(() => {
    if (data && data.data.length === 0 && cursors.length > 0) back();
  }, [data, cursors.length, back]);

  return {
    searchText,
    setSearchText,
    search: position.q,
    rows: page,
    total: data?.total ?? null,
    pageNumber: cursors.length + 1,
    isLoading: isFetching && !data,
    isError,
    refetch,
    hasPrevious: cursors.length > 0,
    hasNext: Boolean(data?.nextCursor),
    previous: back,
    next: () => {
      if (data?.nextCursor) update((current) => ({ ...current, after: [...current.after, data.nextCursor!] }));
    },
  };
}
