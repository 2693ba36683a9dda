import { memo } from 'react';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress } from '@mui/material';
import { Button, Typography } from 'shared/platform/ui/mui';
import { formatCount, percentDone } from 'shared/format/numbers';
import type { ExportProgress } from '../hooks/useCsvExport';

export const ExportProgressDialog = memo(function ExportProgressDialog({ progress, onClose }: { progress: ExportProgress | null; onClose: () => void }) {
  // i18n._(msg`...`), not t`...`: the macro drops a plural inside t in a function expression (memo).
  const { t, i18n } = useLingui();
  const percent = progress ? percentDone(progress.rows, progress.expected) : 0;
  const rows = formatCount(progress?.rows ?? 0);
  const expected = progress?.expected ?? 0;
  return (
    <Dialog open={progress !== null} maxWidth="xs" fullWidth aria-labelledby="export-progress-title">
      <DialogTitle id="export-progress-title">
        <Trans>Exporting registrations</Trans>
      </DialogTitle>
      <DialogContent>
        <LinearProgress variant="determinate" value={percent} aria-label={t`Export progress`} sx={{ mb: 1.5 }} />
        <Typography variant="body2" color="textSecondary">
          {progress && i18n._(msg`${rows} of ${plural(expected, { one: '# row', other: '# rows' })}`)}
        </Typography>
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
          <Trans>Your browser saves the file as it arrives; its downloads list shows it too.</Trans>
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{progress?.opened ? <Trans>Close</Trans> : <Trans>Cancel</Trans>}</Button>
      </DialogActions>
    </Dialog>
  );
});
