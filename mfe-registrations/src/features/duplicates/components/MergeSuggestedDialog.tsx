import { ph, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, useMediaQuery } from '@mui/material';
import { Alert, Button, List, ListItem, ListItemText, Typography } from 'shared/platform/ui/mui';
import { useApiErrorMessage } from 'shared/hooks/useApiErrorMessage';
import { formatCount } from 'shared/format/numbers';
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
  const { t } = useLingui();
  if (total <= shown) return null;
  const more = total - shown;
  return (
    <Typography variant="body2" color="textSecondary">
      {t`and ${plural(more, { one: '# more group', other: '# more groups' })}`}
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
  const { t } = useLingui();
  const apiErrorMessage = useApiErrorMessage();
  const groups = plan?.counts.merge ?? 0;
  const mergedAway = plan?.counts.mergedAway ?? 0;
  const skipped = formatCount(plan?.counts.skip ?? 0);
  return (
    <Dialog open onClose={onClose} fullScreen={phone} maxWidth="sm" fullWidth aria-labelledby="merge-suggested-title">
      <DialogTitle id="merge-suggested-title">
        <Trans>Merge suggested</Trans>
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
          <Trans>
            Groups whose registrations agree exactly on name, contact number and school. Each keeps the registration holding a payment, else the oldest active
            one, with every value as it is; the others are merged into it, and each merge can be unmerged later.
          </Trans>
        </Typography>
        {preview.isFetching && !plan && <LinearProgress aria-label={t`Loading the suggested merges`} />}
        {preview.isError && <Alert severity="error">{apiErrorMessage(preview.error, t`The suggested merges could not be read. Please try again.`)}</Alert>}
        {plan && (
          <>
            <Typography component="p" variant="subtitle1" aria-live="polite" sx={{ mb: 1 }}>
              {t`${plural(groups, { one: '# group', other: '# groups' })} to merge (${plural(mergedAway, { one: '# registration', other: '# registrations' })} merged away), ${skipped} skipped`}
            </Typography>
            {plan.counts.merge > 0 && (
              <>
                <Typography variant="subtitle2" component="h3">
                  <Trans>To merge</Trans>
                </Typography>
                <List dense aria-label={t`Groups to merge`}>
                  {plan.merge.slice(0, LISTED).map((group) => (
                    <ListItem key={group.keepId} disableGutters>
                      <ListItemText primary={t`Keep ${ph({ id: group.keepId })}`} secondary={t`Merge into it: ${ph({ ids: group.mergeIds.join(', ') })}`} />
                    </ListItem>
                  ))}
                </List>
                <More shown={LISTED} total={plan.counts.merge} />
              </>
            )}
            {plan.counts.skip > 0 && (
              <>
                <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
                  <Trans>Skipped</Trans>
                </Typography>
                <List dense aria-label={t`Groups skipped`}>
                  {plan.skip.slice(0, LISTED).map((group) => (
                    <ListItem key={group.registrationIds.join()} disableGutters>
                      <ListItemText primary={group.registrationIds.join(', ')} secondary={group.reason} />
                    </ListItem>
                  ))}
                </List>
                <More shown={LISTED} total={plan.counts.skip} />
              </>
            )}
            {plan.counts.merge === 0 && (
              <Typography color="textSecondary">
                <Trans>Nothing to merge now.</Trans>
              </Typography>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button variant="contained" disabled={!plan || plan.counts.merge === 0 || starting || preview.isFetching} onClick={onConfirm}>
          {groups > 0 ? t`Merge ${plural(groups, { one: '# group', other: '# groups' })}` : t`Merge`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
