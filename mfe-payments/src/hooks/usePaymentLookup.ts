import { MAX_LOOKUP_ID_LENGTH } from 'shared/domain/registrations/request-limits';
import { useUrlState, type UrlState } from 'shared/hooks/useUrlState';
import { useLookupPaymentQuery } from '../api/paymentsApi';

const ID_PARAM = 'id';

/** The looked-up id in the address (?id=), beside the queue's parameters. */
const LOOKUP_IN_URL: UrlState<string> = {
  read: (params) => params.get(ID_PARAM)?.trim() ?? '',
  write: (id, current) => {
    const params = new URLSearchParams(current);
    params.set(ID_PARAM, id);
    return params;
  },
};

/**
 * The looked-up id lives in the URL (?id=), so a lookup can be linked and survives reload.
 * `search` trims its input and ignores blank input; searching the same id again looks it up anew.
 */
export function usePaymentLookup() {
  const { state: id, update } = useUrlState(LOOKUP_IN_URL);
  // Longer than any id: no payment has it, which the spec's alert says without asking the API.
  const tooLong = id.length > MAX_LOOKUP_ID_LENGTH;
  const result = useLookupPaymentQuery(id, { skip: id === '' || tooLong });

  function search(input: string): void {
    const wanted = input.trim();
    if (wanted === '') return;
    if (wanted === id && !tooLong) {
      void result.refetch();
      return;
    }
    update(() => wanted, { push: true });
  }

  return {
    id,
    search,
    registration: result.currentData ?? null,
    isSearching: result.isFetching && result.currentData === undefined,
    notFound: tooLong || (id !== '' && !result.isFetching && !result.isError && result.currentData === null),
    /** The lookup itself failed (server out of reach, refused, too many requests): not an unknown id. */
    failure: id !== '' && !tooLong && !result.isFetching && result.isError ? result.error : undefined,
    retry: () => void result.refetch(),
  };
}

/** The link that opens a payment in the lookup, keeping the rest of the address (the queue's page). */
export function useLookupLink() {
  return useUrlState(LOOKUP_IN_URL).linkTo;
}
