import { useSearchParams } from 'shared/platform/routing/router';
import { useLookupPaymentQuery } from '../api/paymentsApi';

const ID_PARAM = 'id';

/**
 * The looked-up id lives in the URL (?id=), so a lookup can be linked and survives reload.
 * `search` trims its input and ignores blank input; searching the same id again looks it up anew.
 */
export function usePaymentLookup() {
  const [searchParams, setSearchParams] = useSearchParams();
  const id = searchParams.get(ID_PARAM)?.trim() ?? '';
  const result = useLookupPaymentQuery(id, { skip: id === '' });

  function search(input: string): void {
    const wanted = input.trim();
    if (wanted === '') return;
    if (wanted === id) {
      void result.refetch();
      return;
    }
    setSearchParams((params) => {
      params.set(ID_PARAM, wanted);
      return params;
    });
  }

  return {
    id,
    search,
    registration: result.currentData ?? null,
    isSearching: result.isFetching && result.currentData === undefined,
    notFound: id !== '' && !result.isFetching && !result.isError && result.currentData === null,
    /** The lookup itself failed (server out of reach, refused, too many requests): not an unknown id. */
    failure: id !== '' && !result.isFetching && result.isError ? result.error : undefined,
    retry: () => void result.refetch(),
  };
}

/** The link that opens a payment in the lookup. */
export const lookupLink = (id: string) => `?${new URLSearchParams({ [ID_PARAM]: id })}`;
