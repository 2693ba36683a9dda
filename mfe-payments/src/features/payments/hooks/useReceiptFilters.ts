import { useUrlState, type UrlState } from 'shared/hooks/useUrlState';
import { RECEIPT_STATUSES } from 'shared/domain/receipts';
import type { ReceiptFilters } from '../api/receiptsApi';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const KEYS = { from: 'from', to: 'to', issuedBy: 'issuedBy', status: 'status' } as const;

/** The register's filters in the address, beside the view parameter. */
const FILTERS_IN_URL: UrlState<ReceiptFilters> = {
  read: (params) => {
    const day = (key: string) => (DAY.test(params.get(key) ?? '') ? params.get(key)! : undefined);
    const status = RECEIPT_STATUSES.find((value) => value === params.get(KEYS.status));
    return { from: day(KEYS.from), to: day(KEYS.to), issuedBy: params.get(KEYS.issuedBy)?.trim() || undefined, status };
  },
  write: (filters, current) => {
    const params = new URLSearchParams(current);
    for (const key of Object.values(KEYS)) {
      const value = filters[key];
      if (value) params.set(key, value);
      else params.delete(key);
    }
    return params;
  },
};

export function useReceiptFilters() {
  const { state: filters, update } = useUrlState(FILTERS_IN_URL);
  return { filters, setFilter: (key: keyof ReceiptFilters, value: string) => update((current) => ({ ...current, [key]: value || undefined })) };
}
