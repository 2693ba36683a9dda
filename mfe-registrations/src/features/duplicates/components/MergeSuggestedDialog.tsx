import { Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, useMediaQuery } from '@mui/material';
import { Alert, Button, List, ListItem, ListItemText, Typography } from 'shared/platform/ui/mui';
import { apiErrorMessage } from 'shared/api/apiError';
import { formatCount, formatCountOf } from 'shared/format/numbers';
import { usePreviewMergeSuggestedQuery } from '../../../api/registrationMergesApi';

/** Groups listed of each kind; the counts say how many more there are. */
const LISTED = 50;

interface MergeSuggestedDialogProps {
  onClose: () => void;
  /** Starts the job; the dialog closes once it has started. */
  onConfirm: () => void;
  starting: boolean;
}

function More({ shown, total }: { shown: number; total: number }) {
  if (total <= shown) return null;
  return (
    <Typography variant="body2" color="textSecondary">
      and {formatCountOf(total - shown, 'more group')}
    </Typography>
  );
}

/**
 * Merge suggested's preview (issue 61): how many groups would be merged and skipped, which
 * registration each keeps and which it merges into it, and why the others are skipped, before
 * anything is done; Merge starts the job.
 */
export function MergeSuggestedDialog({ onClose, onConfirm, starting }: MergeSuggestedDialogProps) {
  const phone = useMediaQuery('(max-width:599.95px)');
  const preview = usePreviewMergeSuggestedQuery(undefined, { refetchOnMountOrArgChange: true });
  const plan = preview.currentData;
  return (
    <Dialog open onClose={onClose} fullScreen={phone} maxWidth="sm" fullWidth aria-labelledby="merge-suggested-title">
      <DialogTitle id="merge-suggested-title">Merge suggested</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
          Groups whose registrations agree exactly on name, contact number and school. Each keeps the registration holding a payment, else the oldest active
          one, with every value as it is; the others are merged into it, and each merge can be unmerged later.
        </Typography>
        {preview.isFetching && !plan && <LinearProgress aria-label="Loading the suggested merges" />}
        {preview.isError && <Alert severity="error">{apiErrorMessage(preview.error, 'The suggested merges could not be read. Please try again.')}</Alert>}
        {plan && (
          <>
            <Typography component="p" variant="subtitle1" aria-live="polite" sx={{ mb: 1 }}>
              {formatCountOf(plan.counts.merge, 'group')} to merge ({formatCountOf(plan.counts.mergedAway, 'registration')} merged away),{' '}
              {formatCount(plan.counts.skip)} skipped
            </Typography>
            {plan.counts.merge > 0 && (
              <>
                <Typography variant="subtitle2" component="h3">
                  To merge
                </Typography>
                <List dense aria-label="Groups to merge">
                  {plan.merge.slice(0, LISTED).map((group) => (
                    <ListItem key={group.keepId} disableGutters>
                      <ListItemText primary={`Keep ${group.keepId}`} secondary={`Merge into it: ${group.mergeIds.join(', ')}`} />
                    </ListItem>
                  ))}
                </List>
                <More shown={LISTED} total={plan.counts.merge} />
              </>
            )}
            {plan.counts.skip > 0 && (
              <>
                <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
                  Skipped
                </Typography>
                <List dense aria-label="Groups skipped">
                  {plan.skip.slice(0, LISTED).map((group) => (
                    <ListItem key={group.registrationIds.join()} disableGutters>
                      <ListItemText primary={group.registrationIds.join(', ')} secondary={group.reason} />
                    </ListItem>
                  ))}
                </List>
                <More shown={LISTED} total={plan.counts.skip} />
              </>
            )}
            {plan.counts.merge === 0 && <Typography color="textSecondary">Nothing to merge now.</Typography>}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={!plan || plan.counts.merge === 0 || starting || preview.isFetching} onClick={onConfirm}>
          {plan && plan.counts.merge > 0 ? `Merge ${formatCountOf(plan.counts.merge, 'group')}` : 'Merge'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
