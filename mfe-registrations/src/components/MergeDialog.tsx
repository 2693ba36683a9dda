import { Fragment } from 'react';
import { ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Radio,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  useMediaQuery,
} from '@mui/material';
import { Alert, Box, Button, Typography } from 'shared/platform/ui/mui';
import type { Registration } from 'shared/domain/registrations/registration';
import { useLabels } from 'shared/ui/labelMessages';
import { formatRupees } from 'shared/format/numbers';
import { PaymentStatusBadge, RegistrationStatusBadge } from 'shared/ui/StatusBadges';
import { useRegistrationMerge } from '../hooks/useRegistrationMerge';
import { mergeFieldLabel, mergeFieldValue, mergeSummary, offeredMergeFields } from '../utils/mergeChoices';

interface MergeDialogProps {
  /** The registrations to merge, as read (their versions go with the merge). */
  registrations: Registration[];
  onClose: () => void;
  onMerged?: (kept: Registration) => void;
}

/**
 * Issue 61: the registrations side by side, which one to keep, and for each field whose value
 * (the kept one's unless another is chosen); what the merge will do, said before it is done; a
 * refusal (money rules, someone else's change) in the person's language.
 */
export function MergeDialog({ registrations, onClose, onMerged }: MergeDialogProps) {
  const phone = useMediaQuery('(max-width:599.95px)');
  const { t, i18n } = useLingui();
  const labels = useLabels();
  const merge = useRegistrationMerge(registrations, (kept) => {
    onClose();
    onMerged?.(kept);
  });
  const fields = offeredMergeFields(registrations);
  const summary = mergeSummary(i18n, registrations, merge.keepId, merge.choices);
  const { keepId } = merge;
  return (
    <Dialog open onClose={onClose} fullScreen={phone} maxWidth="md" fullWidth aria-labelledby="merge-dialog-title">
      <DialogTitle id="merge-dialog-title">
        <Trans>Merge Registrations</Trans>
      </DialogTitle>
      <DialogContent sx={{ px: { xs: 1.5, sm: 3 } }}>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
          <Trans>Choose the registration to keep, then for each field the value it keeps.</Trans>
        </Typography>
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t`Registrations to merge`} sx={{ '& td, & th': { px: { xs: 0.75, sm: 1.5 }, verticalAlign: 'top' } }}>
            <TableHead>
              <TableRow>
                {!phone && (
                  <TableCell component="th" scope="col">
                    <Trans>Field</Trans>
                  </TableCell>
                )}
                {registrations.map((r) => (
                  <TableCell key={r.registrationId} component="th" scope="col">
                    <FormControlLabel
                      sx={{ mr: 0, alignItems: 'flex-start' }}
                      control={
                        <Radio
                          name="merge-keep"
                          checked={merge.keepId === r.registrationId}
                          onChange={() => merge.keep(r.registrationId)}
                          slotProps={{ input: { 'aria-label': t`Keep ${ph({ id: r.registrationId })}` } }}
                          sx={{ pt: 0.5 }}
                        />
                      }
                      label={
                        <Box sx={{ display: 'grid', gap: 0.5, pt: 0.75 }}>
                          <Typography component="span" sx={{ fontFamily: 'monospace', fontWeight: 500, overflowWrap: 'anywhere' }}>
                            {r.registrationId}
                          </Typography>
                          <Typography component="span" variant="caption" color="textSecondary">
                            {merge.keepId === r.registrationId ? <Trans>Kept</Trans> : <Trans>Merged away</Trans>}
                          </Typography>
                          <RegistrationStatusBadge status={r.status} />
                          <Typography component="span" variant="body2" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}>
                            <PaymentStatusBadge status={r.payment.status} awaitingApproval={Boolean(r.payment.approval)} />
                            {labels.paymentWay(r.payment)} · {formatRupees(r.payment.amount)}
                          </Typography>
                        </Box>
                      }
                    />
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {fields.map((field) => {
                const label = mergeFieldLabel(i18n, field);
                const name = (
                  <TableCell
                    component="th"
                    scope={phone ? 'colgroup' : 'row'}
                    colSpan={phone ? registrations.length : undefined}
                    sx={{ fontWeight: 500, whiteSpace: 'nowrap', ...(phone && { borderBottom: 0, pb: 0 }) }}
                  >
                    {label}
                  </TableCell>
                );
                return (
                  <Fragment key={field}>
                    {phone && <TableRow>{name}</TableRow>}
                    <TableRow>
                      {!phone && name}
                      {registrations.map((r) => (
                        <TableCell key={r.registrationId}>
                          <FormControlLabel
                            sx={{ mr: 0, alignItems: 'flex-start' }}
                            control={
                              <Radio
                                size="small"
                                name={`merge-${field}`}
                                checked={merge.sourceOf(field) === r.registrationId}
                                onChange={() => merge.choose(field, r.registrationId)}
                                slotProps={{ input: { 'aria-label': t`${label} from ${ph({ id: r.registrationId })}` } }}
                                sx={{ pt: 0.25 }}
                              />
                            }
                            label={
                              <Typography component="span" variant="body2" sx={{ overflowWrap: 'anywhere', pt: 0.5, display: 'block' }}>
                                {mergeFieldValue(r, field, labels) || labels.empty()}
                              </Typography>
                            }
                          />
                        </TableCell>
                      ))}
                    </TableRow>
                  </Fragment>
                );
              })}
            </TableBody>
          </Table>
        </Box>
        <Alert severity="info" role="status" sx={{ mt: 2 }} aria-label={t`What the merge will do`}>
          {summary.map((sentence) => (
            <Typography key={sentence} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {sentence}
            </Typography>
          ))}
        </Alert>
        {merge.refusal && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {merge.refusal}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button variant="contained" disabled={merge.merging || merge.blocked} onClick={() => void merge.submit()}>
          <Trans>Merge into {keepId}</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
}
