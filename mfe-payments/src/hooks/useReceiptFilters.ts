import { useListController, type ListState } from 'shared/hooks/useListController';
import type { UrlState } from 'shared/hooks/useUrlState';
import { RECEIPT_STATUSES, type ReceiptStatus } from 'shared/domain/payments/receipts';
import { daysInOrder } from '../utils/dayRange';

/** The filters of the money lists (Receipts, Collections). */
export interface ReceiptFilters {
  /** The register's search: a receipt number or a registration ID (the Collections view has none). */
  q?: string;
  from?: string;
  to?: string;
  issuedBy?: string;
  status?: ReceiptStatus;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const KEYS = { q: 'q', from: 'from', to: 'to', issuedBy: 'issuedBy', status: 'status' } as const;

/** The register's filters in the address, beside the view parameter; its pages are not kept there. */
const FILTERS_IN_URL: UrlState<ListState<ReceiptFilters>> = {
  read: (params) => {
    const day = (key: string) => (DAY.test(params.get(key) ?? '') ? params.get(key)! : undefined);
    const status = RECEIPT_STATUSES.find((value) => value === params.get(KEYS.status));
    const text = (key: string) => params.get(key)?.trim() || undefined;
    return { params: daysInOrder({ q: text(KEYS.q), from: day(KEYS.from), to: day(KEYS.to), issuedBy: text(KEYS.issuedBy), status }), trail: [] };
  },
  write: ({ params: filters }, current) => {
    const params = new URLSearchParams(current);
    for (const key of Object.values(KEYS)) {
      const value = filters[key];
      if (value) params.set(key, value);
      else params.delete(key);
    }
    return params;
  },
};

/** The money lists' filters in the address, and the register's pages, which start again from the newest as the address changes. */
export function useReceiptFilters() {
  const { params: filters, pages, setParams } = useListController(FILTERS_IN_URL, { pagesIn: 'memory' });
  const setFilter = (key: keyof ReceiptFilters, value: string) =>
    setParams((current) => daysInOrder({ ...current, [key]: value || undefined }, key === 'from' || key === 'to' ? key : undefined));
  return { filters, pages, setFilter };
}
