import { useEffect, useState } from 'react';
import { useListOfflinePaymentQueueQuery } from '../api/paymentsApi';
import { useDebouncedValue } from 'shared/hooks/useDebouncedValue';

/**
 * The queue page by page, oldest first. Pages are followed by cursor, so confirming rows
 * never makes the next page skip any; Previous goes back along the cursors already followed.
 */
export function useOfflineQueue() {
  const [searchText, setSearchText] = useState('');
  const q = useDebouncedValue(searchText.trim(), 300);
  const [cursors, setCursors] = useState<string[]>([]);
  useEffect(() => setCursors([]), [q]);

  const after = cursors[cursors.length - 1];
  const { data, isFetching, isError, refetch } = useListOfflinePaymentQueueQuery({
    ...(q && { q }),
    ...(after && { after }),
  });
  const page = data?.data ?? [];

  // Every row of a later page confirmed: step back rather than show an empty page.
  useEffect(() => {
    if (data && data.data.length === 0 && cursors.length > 0) setCursors((all) => all.slice(0, -1));
  }, [data, cursors.length]);

  return {
    searchText,
    setSearchText,
    search: q,
    rows: page,
    total: data?.total ?? null,
    pageNumber: cursors.length + 1,
    isLoading: isFetching && !data,
    isError,
    refetch,
    hasPrevious: cursors.length > 0,
    hasNext: Boolean(data?.nextCursor),
    previous: () => setCursors((all) => all.slice(0, -1)),
    next: () => {
      if (data?.nextCursor) setCursors((all) => [...all, data.nextCursor!]);
    },
  };
}
