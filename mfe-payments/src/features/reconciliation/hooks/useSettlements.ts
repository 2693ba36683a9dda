import { useState } from 'react';
import type { SettlementStatus } from 'shared/domain/payments/reconciliation';
import { useListSettlementsQuery } from '../api/reconciliationApi';

/** The settlements listed, of one status or all. */
export function useSettlements() {
  const [status, setStatus] = useState<SettlementStatus | ''>('');
  const query = useListSettlementsQuery(status ? { status } : {});
  return { status, setStatus, query, rows: query.currentData?.data };
}
