import { useState } from 'react';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TableCell } from '@mui/material';
import { Box, Button, Chip, Typography } from 'shared/platform/ui/mui';
import { apiErrorMessage } from 'shared/api/apiError';
import { noteAuthorText, personText, REGISTRATION_STATUS_LABELS } from 'shared/domain/common/labels';
import { MAX_APPROVAL_NOTE, rejectApprovalFormSchema } from 'shared/domain/payments/receipts';
import { acknowledgedStatusOf } from 'shared/domain/registrations/transitions';
import type { PaymentApproval, Registration } from 'shared/domain/registrations/registration';
import { formatDateTime } from 'shared/format/dates';
import { formatCount, formatRupees } from 'shared/format/numbers';
import { useSessionEmail } from 'shared/hooks/useSessionRole';
import { RegistrationStatusBadge } from 'shared/ui/StatusBadges';
import { useNotify } from 'shared/platform/ui/notifications';
import { useDecideApprovalMutation, useListApprovalsQuery } from '../api/approvalsApi';
import { ListCard, NO_WRAP, WithDetail } from '../../../components/ListCard';
import { ReasonDialog } from '../../../components/ReasonDialog';

const COLUMNS = ['Asked', 'Registration', 'Amount', 'Note', 'Decision'];

/** The registration's status when it is not active, and its ids. */
function Who({ registration }: { registration: Registration }) {
  return (
    <>
      {registration.status !== 'active' && (
        <Box component="span" sx={{ ml: 1 }}>
          <RegistrationStatusBadge status={registration.status} />
        </Box>
      )}
      <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
        {`${registration.registrationId} · ${registration.payment.paymentId}`}
      </Typography>
    </>
  );
}

/** The person who asked, by name when known. */
const askedBy = (approval: PaymentApproval) => personText({ name: approval.requestedByName, email: approval.requestedBy });

/** A request that follows a rejection says so: who turned the payment down before, when, and why. */
function EarlierRejection({ approval }: { approval: PaymentApproval }) {
  const rejection = approval.earlierRejection;
  if (!rejection) return null;
  const who = personText({ name: rejection.byName, email: rejection.by });
  return (
    <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
      {`Asked again: rejected by ${who}, ${formatDateTime(rejection.at)}${rejection.note ? `: ${rejection.note}` : ''}`}
    </Typography>
  );
}

/** The request's note with the person it goes with: the list's note says 'by admin' whoever asked. */
function ApprovalNote({ approval }: { approval: PaymentApproval }) {
  return (
    <>
      {approval.note && <Typography variant="body2">{approval.note}</Typography>}
      <Typography variant="caption" color="textSecondary">
        {noteAuthorText('payment.approval_requested', { name: approval.requestedByName, email: approval.requestedBy })}
      </Typography>
      <EarlierRejection approval={approval} />
    </>
  );
}

/** A duplicate's or a disqualified registration's payment is approved with a button that names the status, as it is confirmed. */
const approveLabel = (registration: Registration) =>
  registration.status === 'active' ? 'Approve' : `Approve Payment of ${REGISTRATION_STATUS_LABELS[registration.status]} Registration`;

/** The one question before an approval issues a receipt: money is recorded as received only when asked once. */
function ApproveDialog({
  registration,
  busy,
  onApprove,
  onClose,
}: {
  registration: Registration | null;
  busy: boolean;
  onApprove: (registration: Registration) => void;
  onClose: () => void;
}) {
  const approval = registration?.payment.approval;
  return (
    <Dialog open={registration !== null} onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby="approve-title">
      {registration && approval && (
        <>
          <DialogTitle id="approve-title">Approve confirmation?</DialogTitle>
          <DialogContent>
            <DialogContentText>
              {`${formatRupees(registration.payment.amount)} from ${registration.name} (${registration.registrationId}), payment ${registration.payment.paymentId}, asked by ${askedBy(approval)}. Approving records the money as received and issues a receipt.`}
            </DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button variant="contained" onClick={() => onApprove(registration)} disabled={busy}>
              {approveLabel(registration)}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

/**
 * Confirmations at or above the approval threshold, oldest first, for another admin to approve or
 * reject; others (`canDecide` false) see what waits.
 */
export function ApprovalsView({ canDecide }: { canDecide: boolean }) {
  const approvals = useListApprovalsQuery();
  const me = useSessionEmail();
  const notify = useNotify();
  const [decide, deciding] = useDecideApprovalMutation();
  const [toReject, setToReject] = useState<Registration | null>(null);
  const [toApprove, setToApprove] = useState<Registration | null>(null);

  const send = async (registration: Registration, decision: 'approve' | 'reject', note?: string) => {
    const result = await decide({
      registrationId: registration.registrationId,
      decision,
      ...(note && { note }),
      ...(decision === 'approve' && acknowledgedStatusOf(registration)),
      version: registration.version,
    });
    if (result.error !== undefined) {
      notify({ variant: 'error', title: 'Error', description: apiErrorMessage(result.error, 'The decision could not be saved. Please try again.') });
      return false;
    }
    notify(
      decision === 'approve'
        ? {
            variant: 'success',
            title: 'Confirmation Approved',
            description: `${registration.name}: receipt ${result.data.payment.receipt?.number ?? ''} issued.`,
          }
        : { variant: 'info', title: 'Confirmation Rejected', description: `${registration.name}: the payment is pending again.` },
    );
    return true;
  };

  // Approve and Reject, or why not here: nobody decides their own request, and only admins decide.
  const decision = (registration: Registration) =>
    !canDecide ? (
      <Typography variant="body2" color="textSecondary">
        Waiting for an admin
      </Typography>
    ) : me !== null && registration.payment.approval?.requestedBy?.toLowerCase() === me.toLowerCase() ? (
      <Typography variant="body2" color="textSecondary">
        You asked: another admin approves
      </Typography>
    ) : (
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button
          size="small"
          variant="contained"
          disabled={deciding.isLoading}
          onClick={() => setToApprove(registration)}
          aria-label={`${approveLabel(registration)} ${registration.payment.paymentId}`}
        >
          {approveLabel(registration)}
        </Button>
        <Button
          size="small"
          color="error"
          disabled={deciding.isLoading}
          onClick={() => setToReject(registration)}
          aria-label={`Reject ${registration.payment.paymentId}`}
        >
          Reject
        </Button>
      </Box>
    );

  // A confirmation decided since the list was read drops out (a live update reloads it).
  const rows = approvals.currentData?.data.filter((registration) => registration.payment.approval);
  return (
    <ListCard
      id="approvals-title"
      title="Approvals"
      subheader="Confirmations at or above the approval threshold, oldest first. Another admin than the one who asked approves or rejects each."
      action={approvals.currentData && <Chip color="info" label={`${formatCount(approvals.currentData.total)} waiting`} sx={{ mt: 1 }} />}
      query={approvals}
      loadingLabel="Loading approvals"
      failureText="Could not load the confirmations waiting for approval."
      columns={COLUMNS}
      alignRight={['Amount', 'Decision']}
      rows={rows}
      rowKey={(registration) => registration.registrationId}
      emptyText="No confirmation is waiting for approval."
      // On a phone each confirmation is a card, Approve and Reject in reach: five columns do not fit 390 px.
      phoneCard={(registration) => (
        <>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{registration.name}</Typography>
            <Typography sx={NO_WRAP}>{formatRupees(registration.payment.amount)}</Typography>
          </Box>
          <Who registration={registration} />
          <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
            {`Asked by ${askedBy(registration.payment.approval!)}, ${formatDateTime(registration.payment.approval!.requestedAt)}`}
          </Typography>
          {registration.payment.approval!.note && <Typography variant="body2">{registration.payment.approval!.note}</Typography>}
          <EarlierRejection approval={registration.payment.approval!} />
          {decision(registration)}
        </>
      )}
      cells={(registration) => {
        const approval = registration.payment.approval!;
        return (
          <>
            <TableCell sx={NO_WRAP}>
              <WithDetail detail={askedBy(approval)}>{formatDateTime(approval.requestedAt)}</WithDetail>
            </TableCell>
            <TableCell sx={{ minWidth: 180 }}>
              {registration.name}
              <Who registration={registration} />
            </TableCell>
            <TableCell align="right" sx={NO_WRAP}>
              {formatRupees(registration.payment.amount)}
            </TableCell>
            <TableCell>
              <ApprovalNote approval={approval} />
            </TableCell>
            <TableCell align="right">{decision(registration)}</TableCell>
          </>
        );
      }}
    >
      <ApproveDialog
        registration={toApprove}
        busy={deciding.isLoading}
        onApprove={(registration) => void send(registration, 'approve').then((done) => done && setToApprove(null))}
        onClose={() => setToApprove(null)}
      />
      <ReasonDialog
        open={toReject !== null}
        title="Reject confirmation?"
        subject={
          toReject ? `${formatRupees(toReject.payment.amount)} from ${toReject.name} (${toReject.registrationId}) stays pending; the note is kept with it.` : ''
        }
        label="Why is it rejected?"
        schema={rejectApprovalFormSchema}
        maxLength={MAX_APPROVAL_NOTE}
        confirmLabel="Reject"
        busy={deciding.isLoading}
        onConfirm={(note) => {
          if (toReject) void send(toReject, 'reject', note).then((done) => done && setToReject(null));
        }}
        onClose={() => setToReject(null)}
      />
    </ListCard>
  );
}
