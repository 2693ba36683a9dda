import { memo } from 'react';
import { Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress } from '@mui/material';
import { Button, Typography } from 'shared/platform/ui/mui';
import { formatCount, formatCountOf, percentDone } from 'shared/format/numbers';
import type { ExportProgress } from '../hooks/useCsvExport';

export const ExportProgressDialog = memo(function ExportProgressDialog({ progress, onClose }: { progress: ExportProgress | null; onClose: () => void }) {
  const percent = progress ? percentDone(progress.rows, progress.expected) : 0;
  return (
    <Dialog open={progress !== null} maxWidth="xs" fullWidth aria-labelledby="export-progress-title">
      <DialogTitle id="export-progress-title">Exporting registrations</DialogTitle>
      <DialogContent>
        <LinearProgress variant="determinate" value={percent} aria-label="Export progress" sx={{ mb: 1.5 }} />
        <Typography variant="body2" color="textSecondary">
          {progress && `${formatCount(progress.rows)} of ${formatCountOf(progress.expected, 'row')}`}
        </Typography>
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
          Your browser saves the file as it arrives; its downloads list shows it too.
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{progress?.opened ? 'Close' : 'Cancel'}</Button>
      </DialogActions>
    </Dialog>
  );
});
