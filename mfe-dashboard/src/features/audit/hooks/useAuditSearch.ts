import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'shared/platform/routing/router';
import { AUDIT_FILTER_KEYS, type AuditFilters } from 'shared/domain/audit';

export type AuditFilterKey = (typeof AUDIT_FILTER_KEYS)[number];

export interface AuditSearch {
  filters: AuditFilters;
  /** Page position: entries older than `before`, or newer than `after`; neither is the newest page. */
  before?: string;
  after?: string;
}

/** The audit screen's filters and page, kept in the URL so that a view can be shared and revisited. */
export function useAuditSearch() {
  const [params, setParams] = useSearchParams();
  const search = useMemo<AuditSearch>(() => {
    const filters: AuditFilters = {};
    for (const key of AUDIT_FILTER_KEYS) {
      const value = params.get(key);
      if (value) filters[key] = value;
    }
    return { filters, before: params.get('before') ?? undefined, after: params.get('after') ?? undefined };
  }, [params]);

  /** Sets or removes one filter and goes back to the newest page. */
  const setFilter = useCallback((key: AuditFilterKey, value: string) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      next.delete('before');
      next.delete('after');
      return next;
    });
  }, [setParams]);

  const clearFilters = useCallback(() => setParams(new URLSearchParams()), [setParams]);

  /** Moves to the page beyond a cursor; no cursor means the newest page. */
  const goToPage = useCallback((page: { before: string } | { after: string } | null) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('before');
      next.delete('after');
      if (page && 'before' in page) next.set('before', page.before);
      if (page && 'after' in page) next.set('after', page.after);
      return next;
    });
  }, [setParams]);

  return { ...search, setFilter, clearFilters, goToPage };
}
