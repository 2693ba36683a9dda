import { useCallback } from 'react';
import { useListController, type ListState } from 'shared/hooks/useListController';
import type { UrlState } from 'shared/hooks/useUrlState';
import { AUDIT_FILTER_KEYS, type AuditFilters } from 'shared/domain/audit/audit-actions';

export type AuditFilterKey = (typeof AUDIT_FILTER_KEYS)[number];

/** The filters and the page in the address: entries older than `before`, or newer than `after`; neither is the newest page. */
const AUDIT_SEARCH_IN_URL: UrlState<ListState<AuditFilters>> = {
  read: (params) => {
    const filters: AuditFilters = {};
    for (const key of AUDIT_FILTER_KEYS) {
      const value = params.get(key);
      if (value) filters[key] = value;
    }
    const before = params.get('before') ?? undefined;
    const after = params.get('after') ?? undefined;
    return { params: filters, trail: before === undefined && after === undefined ? [] : [{ kind: 'cursor', before, after }] };
  },
  write: ({ params: filters, trail }) => {
    const params = new URLSearchParams();
    for (const key of AUDIT_FILTER_KEYS) if (filters[key]) params.set(key, filters[key]);
    const page = trail[trail.length - 1];
    if (page?.before) params.set('before', page.before);
    if (page?.after) params.set('after', page.after);
    return params;
  },
};

/** The audit screen's filters and page, kept in the URL so that a view can be shared and revisited (Back steps through them). */
export function useAuditSearch() {
  const { params: filters, pages, setParams } = useListController(AUDIT_SEARCH_IN_URL, { push: true });

  /** Sets or removes one filter and goes back to the newest page. */
  const setFilter = useCallback((key: AuditFilterKey, value: string) => setParams((current) => ({ ...current, [key]: value })), [setParams]);

  const clearFilters = useCallback(() => setParams(() => ({})), [setParams]);

  return { filters, pages, setFilter, clearFilters };
}
