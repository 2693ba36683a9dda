import { Trans } from '@lingui/react/macro';
import { Alert } from 'shared/platform/ui/mui';

/**
 * In an edit or disqualify dialog whose registration someone else changed after it opened (the live
 * feed refetched the row): said before the person saves, since the API will refuse the stale version.
 */
export function ChangedElsewhereAlert({ show }: { show: boolean }) {
  if (!show) return null;
  return (
    <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
      <Trans>
        Someone else changed this registration while this dialog was open. Saving now will be refused: close the dialog and open it again to work on the current
        version.
      </Trans>
    </Alert>
  );
}
