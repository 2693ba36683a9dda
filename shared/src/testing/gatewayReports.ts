// The header of Razorpay's settlement reconciliation report, column for column as Razorpay writes it:
// the API's tests and the browser's build reports in its exact shape from it.
export const RAZORPAY_REPORT_HEADER = [
  'entity_id',
  'type',
  'debit',
  'credit',
  'amount',
  'currency',
  'fee',
  'tax',
  'settlement_id',
  'settlement_utr',
  'payment_id',
  'order_id',
  'order_receipt',
  'method',
  'created_at',
  'settled_at',
];
