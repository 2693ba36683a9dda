import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Box, Button, IconButton } from 'shared/platform/ui/mui';
import PrintIcon from '@mui/icons-material/Print';
import DownloadIcon from '@mui/icons-material/Download';
import type { Receipt } from 'shared/domain/registrations/registration';
import { useReceiptFile } from 'shared/hooks/useReceiptFile';
import type { deferredTooltip } from 'shared/ui/DeferredTooltip';

interface ReceiptActionsProps {
  registrationId: string;
  receipt: Pick<Receipt, 'number'>;
  /**
   * Draws the two as icons, their words in this hint (the module's DeferredTooltip), where a table
   * row has no room for the words: the receipt register's rows, whose buttons wrapped to two lines each.
   */
  iconHint?: ReturnType<typeof deferredTooltip>['DeferredTooltip'];
}

const ACTIONS = [
  { action: 'print', label: msg`Print receipt`, named: (number: string) => msg`Print receipt ${number}`, Icon: PrintIcon },
  { action: 'download', label: msg`Download receipt`, named: (number: string) => msg`Download receipt ${number}`, Icon: DownloadIcon },
] as const;

/** Print receipt and Download receipt, wherever a payment with a receipt is shown. */
export function ReceiptActions({ registrationId, receipt, iconHint: Hint }: ReceiptActionsProps) {
  const receiptFile = useReceiptFile();
  const { i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const run = async (action: 'print' | 'download') => {
    setBusy(true);
    await receiptFile(action, registrationId, receipt);
    setBusy(false);
  };
  return (
    <Box sx={{ display: 'inline-flex', gap: Hint ? 0 : 1, flexWrap: Hint ? 'nowrap' : 'wrap' }}>
      {ACTIONS.map(({ action, label: labelMessage, named, Icon }) => {
        const label = i18n._(labelMessage);
        const name = i18n._(named(receipt.number));
        return Hint ? (
          <Hint key={action} title={label} describeChild>
            <IconButton size="small" disabled={busy} onClick={() => void run(action)} aria-label={name}>
              <Icon fontSize="small" />
            </IconButton>
          </Hint>
        ) : (
          <Button key={action} size="small" startIcon={<Icon />} disabled={busy} onClick={() => void run(action)} aria-label={name}>
            {label}
          </Button>
        );
      })}
    </Box>
  );
}
