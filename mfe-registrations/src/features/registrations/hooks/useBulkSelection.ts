import { useCallback, useState } from 'react';
import type { Registration } from 'shared/domain/registration';

export type BulkScope = { kind: 'ids'; ids: string[] } | { kind: 'matching'; count: number };

/**
 * Rows chosen for a bulk action: picked one by one (kept across pages), or "all N matching"
 * the current search and filters. A new search or filter starts over, so an action never
 * reaches rows chosen under another view.
 */
export function useBulkSelection(viewKey: string, matching: number | undefined) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [allMatching, setAllMatching] = useState(false);

  // Reset while rendering, as the view changes, so no render shows rows chosen under the last one.
  const [view, setView] = useState(viewKey);
  if (view !== viewKey) {
    setView(viewKey);
    // Nothing chosen keeps its set, so the rows need not render again (see RegistrationTable).
    if (selected.size > 0) setSelected(new Set());
    setAllMatching(false);
  }

  const onToggle = useCallback((registrationId: string) => {
    setAllMatching(false);
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(registrationId)) next.delete(registrationId);
      else next.add(registrationId);
      return next;
    });
  }, []);

  const togglePage = useCallback((rows: Registration[], select: boolean) => {
    setAllMatching(false);
    setSelected((current) => {
      const next = new Set(current);
      for (const row of rows) {
        if (select) next.add(row.registrationId);
        else next.delete(row.registrationId);
      }
      return next;
    });
  }, []);

  const clear = useCallback(() => {
    setSelected(new Set());
    setAllMatching(false);
  }, []);

  const scope: BulkScope | null =
    allMatching && matching !== undefined ? { kind: 'matching', count: matching } : selected.size > 0 ? { kind: 'ids', ids: [...selected] } : null;

  return { selected, allMatching, scope, onToggle, togglePage, clear, selectAllMatching: () => setAllMatching(true) };
}
