import { useCallback, useMemo } from 'react';
import { useListController, type ListState, type OffsetPage } from 'shared/hooks/useListController';
import { useUrlState, type UrlState } from 'shared/hooks/useUrlState';
import { TABLE_DENSITIES, type TableDensity } from 'shared/platform/settings/preferences';
import {
  DEFAULT_PAGE_SIZE,
  listQueryParams,
  MULTI_VALUE_FILTERS,
  readListParam,
  type RegistrationFilters,
  type RegistrationListQuery,
  type SortKey,
  type SortOrder,
} from 'shared/domain/registrations/list-rules';
import { columnsFromParam, columnsParam, type ColumnKey } from '../utils/listColumns';

export const PAGE_SIZES = [25, 50, 100] as const;

/** The filter dialog's fields: everything but the search text. */
export type ListFilters = Omit<RegistrationFilters, 'q'>;

export interface ListView {
  q: string;
  filters: ListFilters;
  /** Absent means the default order, createdAt descending. */
  sort?: SortKey;
  order: SortOrder;
  /** Zero-based. */
  page: number;
  pageSize: number;
  /** The columns shown, in order; absent means all, in the default order. */
  columns?: ColumnKey[];
  /** The rows' density; absent means the person's preference. */
  density?: TableDensity;
}

const FILTER_KEYS = ['school', 'center', ...MULTI_VALUE_FILTERS] as const;

/**
 * Reads the view from the URL. Each parameter is checked with the API's own schema on its
 * own, so one bad value in a shared link drops that value, not the whole view.
 */
export function viewFromSearchParams(params: URLSearchParams): ListView {
  const read = (key: string): Partial<RegistrationListQuery> => {
    const value = params.get(key);
    if (value === null) return {};
    return readListParam(key, value);
  };
  const filters: ListFilters = {};
  for (const key of FILTER_KEYS) Object.assign(filters, pick(read(key), key));
  const sorted = params.get('sort') ? read('sort') : {};
  const order = params.get('order') === 'desc' || params.get('order') === 'asc' ? (params.get('order') as SortOrder) : undefined;
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  const columns = columnsFromParam(params.get('columns'));
  const density = TABLE_DENSITIES.find((value) => value === params.get('density'));
  return {
    q: read('q').q ?? '',
    filters,
    ...(sorted.sort && { sort: sorted.sort }),
    order: sorted.sort ? (order ?? 'asc') : 'desc',
    page: Number.isInteger(page) && page > 1 ? page - 1 : 0,
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    ...(columns && { columns }),
    ...(density && { density }),
  };
}

function pick<T extends object, K extends keyof T>(source: T, key: K): Partial<T> {
  return key in source ? ({ [key]: source[key] } as unknown as Partial<T>) : {};
}

/** The URL parameters of a view; defaults are left out so plain links stay plain. */
export function searchParamsOfView(view: ListView): URLSearchParams {
  const params = new URLSearchParams(listQueryParams({ ...view.filters, ...(view.q.trim() && { q: view.q.trim() }) }));
  if (view.sort) {
    params.set('sort', view.sort);
    params.set('order', view.order);
  }
  if (view.page > 0) params.set('page', String(view.page + 1));
  if (view.pageSize !== DEFAULT_PAGE_SIZE) params.set('size', String(view.pageSize));
  const columns = columnsParam(view.columns);
  if (columns) params.set('columns', columns);
  if (view.density) params.set('density', view.density);
  return params;
}

/** What a saved view keeps of the list: everything in its address but the page. */
export function savedQueryOfView(view: ListView): string {
  return searchParamsOfView({ ...view, page: 0 }).toString();
}

/** The list request for a view. */
export function listQueryOfView(view: ListView): Partial<RegistrationListQuery> {
  return {
    ...view.filters,
    ...(view.q.trim() && { q: view.q.trim() }),
    sort: view.sort ?? 'createdAt',
    order: view.order,
    limit: view.pageSize,
    offset: view.page * view.pageSize,
  };
}

/** Clicking a header sorts ascending; clicking the sorted header again toggles the direction. */
export function nextSort(view: Pick<ListView, 'sort' | 'order'>, key: SortKey): Pick<ListView, 'sort' | 'order'> {
  if (view.sort === key) return { sort: key, order: view.order === 'asc' ? 'desc' : 'asc' };
  return { sort: key, order: 'asc' };
}

/** The view but its page: what the list shows, on whichever page. */
type ListSettings = Omit<ListView, 'page'>;

/** A page of the view, by offset; none is the first. */
const offsetPage = (page: number, pageSize: number): OffsetPage | null => (page > 0 ? { kind: 'offset', offset: page * pageSize, limit: pageSize } : null);

const LIST_VIEW_IN_URL: UrlState<ListState<ListSettings, OffsetPage>> = {
  read: (params) => {
    const { page, ...settings } = viewFromSearchParams(params);
    const shown = offsetPage(page, settings.pageSize);
    return { params: settings, trail: shown ? [shown] : [] };
  },
  write: ({ params, trail }) => {
    const shown = trail[trail.length - 1];
    return searchParamsOfView({ ...params, page: shown ? shown.offset / shown.limit : 0 });
  },
};

/** Search, filters, sort, page, columns and density live in the URL: a view can be shared and survives reload. */
export function useListUrlState() {
  // Typing and paging replace the entry; Back leaves the list rather than replaying keystrokes.
  const { params, pages, setParams } = useListController(LIST_VIEW_IN_URL);
  const shown = pages.page;
  const page = shown ? shown.offset / shown.limit : 0;
  const view: ListView = useMemo(() => ({ ...params, page }), [params, page]);
  const update = useCallback(
    (next: Partial<ListSettings>, { keepPage = false } = {}) => setParams((previous) => ({ ...previous, ...next }), { keepPage }),
    [setParams],
  );
  const { goTo } = pages;
  const { pageSize } = params;
  const setPage = useCallback((next: number) => goTo(offsetPage(next, pageSize)), [goTo, pageSize]);
  return { view, update, setPage };
}

const DUPLICATE_AUDIT_PARAM = 'duplicateAudit';

/** The Duplicate Audit overlay open or not, beside the view's parameters. */
const DUPLICATE_AUDIT_IN_URL: UrlState<boolean> = {
  read: (params) => params.get(DUPLICATE_AUDIT_PARAM) === 'open',
  write: (open, current) => {
    const changed = new URLSearchParams(current);
    if (open) changed.set(DUPLICATE_AUDIT_PARAM, 'open');
    else changed.delete(DUPLICATE_AUDIT_PARAM);
    return changed;
  },
};

/**
 * Whether the Duplicate Audit overlay is open, kept in the address beside the view
 * (?duplicateAudit=open): a reload or a shared link opens it again.
 */
export function useDuplicateAuditInUrl(): [boolean, (open: boolean) => void] {
  const { state: open, update } = useUrlState(DUPLICATE_AUDIT_IN_URL);
  const setOpen = useCallback((next: boolean) => update(() => next), [update]);
  return [open, setOpen];
}
