import { useCallback } from 'react';
import { useUrlState, type UrlState } from 'shared/hooks/useUrlState';
import { AUDIT_FILTER_KEYS, type AuditFilters } from 'shared/domain/audit';

export type AuditFilterKey = (typeof AUDIT_FILTER_KEYS)[number];

export interface AuditSearch {
  filters: AuditFilters;
  /** Page position: entries older than `before`, or newer than `after`; neither is the newest page. */
  before?: string;
  after?: string;
}

const AUDIT_SEARCH_IN_URL: UrlState<AuditSearch> = {
  read: (params) => {
    const filters: AuditFilters = {};
    for (const key of AUDIT_FILTER_KEYS) {
      const value = params.get(key);
      if (value) filters[key] = value;
    }
    return { filters, before: params.get('before') ?? undefined, after: params.get('after') ?? undefined };
  },
  write: ({ filters, before, after }) => {
    const params = new URLSearchParams();
    for (const key of AUDIT_FILTER_KEYS) if (filters[key]) params.set(key, filters[key]);
    if (before) params.set('before', before);
    if (after) params.set('after', after);
    return params;
  },
};

/** The audit screen's filters and page, kept in the URL so that a view can be shared and revisited (Back steps through them). */
export function useAuditSearch() {
  const { state: search, update } = useUrlState(AUDIT_SEARCH_IN_URL);

  /** Sets or removes one filter and goes back to the newest page. */
  const setFilter = useCallback(
    (key: AuditFilterKey, value: string) => {
      update(({ filters }) => ({ filters: { ...filters, [key]: value } }), { push: true });
    },
    [update],
  );

  const clearFilters = useCallback(() => update(() => ({ filters: {} }), { push: true }), [update]);

  /** Moves to the page beyond a cursor; no cursor means the newest page. */
  const goToPage = useCallback(
    (page: { before: string } | { after: string } | null) => {
      update(({ filters }) => ({ filters, ...page }), { push: true });
    },
    [update],
  );

  return { ...search, setFilter, clearFilters, goToPage };
}
