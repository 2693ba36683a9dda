import { useState } from 'react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, LinearProgress, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { Alert, Box, Button, IconButton, List, ListItem, ListItemText, Paper, Typography } from 'shared/platform/ui/mui';
import { DensityTable } from 'shared/ui/DensityTable';
import CloseIcon from '@mui/icons-material/Close';
import type { BulkJob } from 'shared/domain/registrations/registration';
import { formatCount, percentDone } from 'shared/format/numbers';
import { isFinished } from '../api/bulkJobsApi';
import { BULK_JOB_NAMES, resultCounts, resultText } from './bulkActionText';

function headline(i18n: I18n, job: BulkJob): string {
  const action = i18n._(BULK_JOB_NAMES[job.action]);
  if (job.status === 'failed') return i18n._(msg`${action} stopped`);
  if (job.status === 'cancelled') return i18n._(msg`${action} cancelled`);
  if (job.status === 'completed') return i18n._(msg`${action} finished`);
  const done = formatCount(job.done);
  const total = formatCount(job.total);
  return i18n._(msg`${action}: ${done} of ${total}`);
}

/** "3 updated, 2 skipped so far." while a job runs (a Merge suggested job's rows are groups, merged). */
function soFarText(i18n: I18n, job: BulkJob): string {
  const updated = formatCount(job.updated);
  const skipped = formatCount(job.skipped);
  return job.action === 'mergeSuggested'
    ? i18n._(msg`${updated} merged, ${skipped} skipped so far. You can keep working.`)
    : i18n._(msg`${updated} updated, ${skipped} skipped so far. You can keep working.`);
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
  const { t, i18n } = useLingui();
  const finished = isFinished(job);
  const action = i18n._(BULK_JOB_NAMES[job.action]);
  const listed = formatCount(job.skippedRows.length);
  const skipped = formatCount(job.skipped);
  return (
    <>
      <Paper
        variant="outlined"
        role="region"
        aria-label={t`Bulk action progress`}
        sx={{ px: 2, py: 1, display: 'flex', flexDirection: 'column', gap: 0.5, borderColor: job.status === 'failed' ? 'error.main' : 'divider' }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="subtitle2" component="p" sx={{ flex: 1 }} aria-live="polite">
            {headline(i18n, job)}
          </Typography>
          {finished && (
            <IconButton size="small" aria-label={t`Close bulk action result`} onClick={onDismiss}>
              <CloseIcon fontSize="small" />
            </IconButton>
          )}
        </Box>
        {!finished && <LinearProgress variant="determinate" value={percentDone(job.done, job.total)} aria-label={t`${action} progress`} />}
        {job.stalled && (
          <Alert severity="warning" sx={{ py: 0 }}>
            <Trans>The server running this stopped answering; another one takes it over within a minute.</Trans>
          </Alert>
        )}
        {(job.status === 'failed' || job.status === 'cancelled') && job.failure && (
          <Alert severity={job.status === 'failed' ? 'error' : 'info'} sx={{ py: 0 }}>
            {job.failure}
          </Alert>
        )}
        <Typography variant="body2" color="textSecondary">
          {finished ? resultText(i18n, job, job.action) : soFarText(i18n, job)}
        </Typography>
        {!finished && (
          <Button size="small" color="inherit" sx={{ alignSelf: 'flex-start' }} onClick={onCancel} disabled={cancelling}>
            <Trans>Cancel bulk action</Trans>
          </Button>
        )}
        {finished && job.skipped > 0 && (
          <Button size="small" sx={{ alignSelf: 'flex-start' }} onClick={() => setDetailsOpen(true)}>
            <Trans>Show skipped rows</Trans>
          </Button>
        )}
      </Paper>

      <Dialog open={detailsOpen} onClose={() => setDetailsOpen(false)} aria-labelledby="bulk-result-title" maxWidth="sm" fullWidth>
        <DialogTitle id="bulk-result-title">{headline(i18n, job)}</DialogTitle>
        <DialogContent>
          <DialogContentText>{resultCounts(i18n, job, job.action)}</DialogContentText>
          <List dense aria-label={t`Skipped because`}>
            {job.reasons.map((r) => (
              <ListItem key={r.reason} disableGutters>
                <ListItemText primary={r.reason} secondary={skippedCount(i18n, r.count)} />
              </ListItem>
            ))}
          </List>
          <DensityTable aria-label={t`Skipped rows`}>
            <TableHead>
              <TableRow>
                <TableCell>{job.action === 'mergeSuggested' ? <Trans>Registration IDs</Trans> : <Trans>Registration ID</Trans>}</TableCell>
                <TableCell>
                  <Trans>Why skipped</Trans>
                </TableCell>
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
              <Trans>
                The first {listed} of {skipped} skipped rows are listed.
              </Trans>
            </Typography>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDetailsOpen(false)}>
            <Trans>Close</Trans>
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** "12 skipped", under a reason. */
function skippedCount(i18n: I18n, count: number): string {
  const skipped = formatCount(count);
  return i18n._(msg`${skipped} skipped`);
}
