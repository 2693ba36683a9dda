import { useState } from 'react';
import { Box, Button } from 'shared/platform/ui/mui';
import PrintIcon from '@mui/icons-material/Print';
import DownloadIcon from '@mui/icons-material/Download';
import type { Receipt } from 'shared/domain/registration';
import { useReceiptFile } from 'shared/hooks/useReceiptFile';

/** Print receipt and Download receipt, wherever a payment with a receipt is shown. */
export function ReceiptActions({ registrationId, receipt }: { registrationId: string; receipt: Pick<Receipt, 'number'> }) {
  const receiptFile = useReceiptFile();
  const [busy, setBusy] = useState(false);
  const run = async (action: 'print' | 'download') => {
    setBusy(true);
    await receiptFile(action, registrationId, receipt);
    setBusy(false);
  };
  return (
    <Box sx={{ display: 'inline-flex', gap: 1, flexWrap: 'wrap' }}>
      <Button size="small" startIcon={<PrintIcon />} disabled={busy} onClick={() => void run('print')} aria-label={`Print receipt ${receipt.number}`}>
        Print receipt
      </Button>
      <Button size="small" startIcon={<DownloadIcon />} disabled={busy} onClick={() => void run('download')} aria-label={`Download receipt ${receipt.number}`}>
        Download receipt
      </Button>
    </Box>
  );
}
