import { useUrlState, type UrlState } from 'shared/hooks/useUrlState';

export const PAYMENT_VIEWS = ['lookup', 'receipts', 'approvals', 'collections', 'reconciliation'] as const;
export type PaymentView = (typeof PAYMENT_VIEWS)[number];

const VIEW_PARAM = 'view';

/** The view of /payments in the address (?view=receipts), beside each view's own parameters. */
const VIEW_IN_URL: UrlState<PaymentView> = {
  read: (params) => PAYMENT_VIEWS.find((view) => view === params.get(VIEW_PARAM)) ?? 'lookup',
  write: (view, current) => {
    const params = new URLSearchParams(current);
    if (view === 'lookup') params.delete(VIEW_PARAM);
    else params.set(VIEW_PARAM, view);
    return params;
  },
};

export function usePaymentView() {
  const { state: view, update } = useUrlState(VIEW_IN_URL);
  return { view, show: (next: PaymentView) => update(() => next, { push: true }) };
}
