import { useState } from 'react';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, LinearProgress, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { Alert, Box, Button, IconButton, List, ListItem, ListItemText, Paper, Typography } from 'shared/platform/ui/mui';
import { DensityTable } from 'shared/ui/DensityTable';
import CloseIcon from '@mui/icons-material/Close';
import type { BulkJob } from 'shared/domain/registrations/registration';
import { formatCount, percentDone } from 'shared/format/numbers';
import { isFinished } from '../api/bulkJobsApi';
import { BULK_JOB_LABELS, doneWord, resultText } from './bulkActionText';

const actionName = (job: BulkJob) => BULK_JOB_LABELS[job.action].replace('...', '');

function headline(job: BulkJob): string {
  if (job.status === 'failed') return `${actionName(job)} stopped`;
  if (job.status === 'cancelled') return `${actionName(job)} cancelled`;
  if (job.status === 'completed') return `${actionName(job)} finished`;
  return `${actionName(job)}: ${formatCount(job.done)} of ${formatCount(job.total)}`;
}

interface BulkJobProgressProps {
  job: BulkJob;
  onDismiss: () => void;
  /** Stops the job between two chunks; the rows done stay changed. */
  onCancel: () => void;
  cancelling: boolean;
}

/**
 * A bulk job's progress, in a panel in the page that stays while the person keeps working, and
 * when it ends "N updated, M skipped: why" with the skipped rows one click away.
 */
export function BulkJobProgress({ job, onDismiss, onCancel, cancelling }: BulkJobProgressProps) {
  const [detailsOpen, setDetailsOpen] = useState(false);
  const finished = isFinished(job);
  const done = doneWord(job.action);
  return (
    <>
      <Paper
        variant="outlined"
        role="region"
        aria-label="Bulk action progress"
        sx={{ px: 2, py: 1, display: 'flex', flexDirection: 'column', gap: 0.5, borderColor: job.status === 'failed' ? 'error.main' : 'divider' }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="subtitle2" component="p" sx={{ flex: 1 }} aria-live="polite">
            {headline(job)}
          </Typography>
          {finished && (
            <IconButton size="small" aria-label="Close bulk action result" onClick={onDismiss}>
              <CloseIcon fontSize="small" />
            </IconButton>
          )}
        </Box>
        {!finished && <LinearProgress variant="determinate" value={percentDone(job.done, job.total)} aria-label={`${actionName(job)} progress`} />}
        {job.stalled && (
          <Alert severity="warning" sx={{ py: 0 }}>
            The server running this stopped answering; another one takes it over within a minute.
          </Alert>
        )}
        {(job.status === 'failed' || job.status === 'cancelled') && job.failure && (
          <Alert severity={job.status === 'failed' ? 'error' : 'info'} sx={{ py: 0 }}>
            {job.failure}
          </Alert>
        )}
        <Typography variant="body2" color="textSecondary">
          {finished ? resultText(job, done) : `${formatCount(job.updated)} ${done}, ${formatCount(job.skipped)} skipped so far. You can keep working.`}
        </Typography>
        {!finished && (
          <Button size="small" color="inherit" sx={{ alignSelf: 'flex-start' }} onClick={onCancel} disabled={cancelling}>
            Cancel bulk action
          </Button>
        )}
        {finished && job.skipped > 0 && (
          <Button size="small" sx={{ alignSelf: 'flex-start' }} onClick={() => setDetailsOpen(true)}>
            Show skipped rows
          </Button>
        )}
      </Paper>

      <Dialog open={detailsOpen} onClose={() => setDetailsOpen(false)} aria-labelledby="bulk-result-title" maxWidth="sm" fullWidth>
        <DialogTitle id="bulk-result-title">{headline(job)}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {formatCount(job.updated)} {done}, {formatCount(job.skipped)} skipped
          </DialogContentText>
          <List dense aria-label="Skipped because">
            {job.reasons.map((r) => (
              <ListItem key={r.reason} disableGutters>
                <ListItemText primary={r.reason} secondary={`${formatCount(r.count)} skipped`} />
              </ListItem>
            ))}
          </List>
          <DensityTable aria-label="Skipped rows">
            <TableHead>
              <TableRow>
                <TableCell>{job.action === 'mergeSuggested' ? 'Registration IDs' : 'Registration ID'}</TableCell>
                <TableCell>Why skipped</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {job.skippedRows.map((row) => (
                <TableRow key={row.registrationId}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.registrationId}</TableCell>
                  <TableCell>{row.reason}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </DensityTable>
          {job.skipped > job.skippedRows.length && (
            <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
              The first {formatCount(job.skippedRows.length)} of {formatCount(job.skipped)} skipped rows are listed.
            </Typography>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDetailsOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
