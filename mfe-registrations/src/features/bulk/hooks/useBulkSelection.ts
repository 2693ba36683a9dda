import type { Registration } from 'shared/domain/registrations/registration';
import { useSelection } from 'shared/hooks/useListController';

export type BulkScope = { kind: 'ids'; ids: string[] } | { kind: 'matching'; count: number };

const idOf = (registration: Registration) => registration.registrationId;

/** The rows a bulk action reaches: those chosen under the current search and filters (`viewKey`), or all `matching` them. */
export function useBulkSelection(viewKey: string, matching: number | undefined) {
  const selection = useSelection(viewKey, idOf);
  const { selected, allMatching } = selection;
  const scope: BulkScope | null =
    allMatching && matching !== undefined ? { kind: 'matching', count: matching } : selected.size > 0 ? { kind: 'ids', ids: [...selected] } : null;
  return { ...selection, scope };
}
