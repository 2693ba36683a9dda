import { useCallback } from 'react';
import { downloadReceipt, printReceipt } from 'shared/api/receiptFile';
import type { Receipt } from 'shared/domain/registrations/registration';
import { useNotify } from 'shared/platform/ui/notifications';

/** Print receipt and Download receipt, wherever offered, with a notice when the file cannot be fetched. */
export function useReceiptFile() {
  const notify = useNotify();
  return useCallback(
    async (action: 'print' | 'download', registrationId: string, receipt: Pick<Receipt, 'number'>) => {
      try {
        await (action === 'print' ? printReceipt : downloadReceipt)(registrationId, receipt.number);
      } catch {
        notify({ variant: 'error', title: 'Error', description: `Receipt ${receipt.number} could not be fetched. Please try again.` });
      }
    },
    [notify],
  );
}
