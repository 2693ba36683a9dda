import { useListRegistrationsQuery } from '../../../api/registrationsApi';
import type { Registration } from 'shared/domain/registrations/registration';
import { useDebouncedValue } from 'shared/hooks/useDebouncedValue';

/** Under this many characters a search would match most of the list. */
const MIN_SEARCH = 2;
const CANDIDATES = 10;

/**
 * "Merge with…": the registrations the search finds (name, id, phone, as the list's search),
 * less this one and those merged away already, which belong to another.
 */
export function useMergeCandidates(registration: Registration, search: string) {
  const q = useDebouncedValue(search.trim(), 300);
  const found = useListRegistrationsQuery({ q, limit: CANDIDATES, withTotal: false }, { skip: q.length < MIN_SEARCH });
  const candidates = (q.length < MIN_SEARCH ? [] : (found.currentData?.data ?? [])).filter(
    (r) => r.registrationId !== registration.registrationId && !r.mergedInto,
  );
  return { candidates, searched: q.length >= MIN_SEARCH && found.currentData !== undefined, fetching: found.isFetching, failed: found.isError };
}
