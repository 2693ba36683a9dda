import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { type AlertProps } from '@mui/material';
import { Alert, Button } from 'shared/platform/ui/mui';

interface RetryAlertProps {
  /** What failed, in words; an AlertTitle first where it needs two lines. */
  children: ReactNode;
  onRetry: () => void;
  severity?: AlertProps['severity'];
  sx?: AlertProps['sx'];
}

/** What could not be loaded, with a Retry button: the one way a screen says so. */
export function RetryAlert({ children, onRetry, severity = 'error', sx }: RetryAlertProps) {
  return (
    <Alert
      severity={severity}
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          <Trans>Retry</Trans>
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
