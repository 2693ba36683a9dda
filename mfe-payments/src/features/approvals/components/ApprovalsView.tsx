import { useState } from 'react';
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TableCell } from '@mui/material';
import { Box, Button, Chip, Typography } from 'shared/platform/ui/mui';
import { useApiErrorMessage } from 'shared/hooks/useApiErrorMessage';
import { personText } from 'shared/domain/common/labels';
import { useLabels } from 'shared/ui/labelMessages';
import { MAX_APPROVAL_NOTE, rejectApprovalFormSchema } from 'shared/domain/payments/receipts';
import { acknowledgedStatusOf } from 'shared/domain/registrations/transitions';
import type { PaymentApproval, Registration } from 'shared/domain/registrations/registration';
import { formatDateTime } from 'shared/format/dates';
import { formatRupees } from 'shared/format/numbers';
import { useSessionEmail } from 'shared/hooks/useSessionRole';
import { RegistrationStatusBadge } from 'shared/ui/StatusBadges';
import { useNotify } from 'shared/platform/ui/notifications';
import { useDecideApprovalMutation, useListApprovalsQuery } from '../api/approvalsApi';
import { ListCard, NO_WRAP, WithDetail } from '../../../components/ListCard';
import { ReasonDialog } from '../../../components/ReasonDialog';

const AMOUNT = msg`Amount`;
const DECISION = msg`Decision`;
const COLUMNS = [msg`Asked`, msg`Registration`, AMOUNT, msg`Note`, DECISION];

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
const askedBy = (i18n: I18n, approval: PaymentApproval) => personText({ name: approval.requestedByName, email: approval.requestedBy }, i18n._(msg`N/A`));

/** A request that follows a rejection says so: who turned the payment down before, when, and why. */
function EarlierRejection({ approval }: { approval: PaymentApproval }) {
  const { t } = useLingui();
  const rejection = approval.earlierRejection;
  if (!rejection) return null;
  const who = personText({ name: rejection.byName, email: rejection.by }, t`N/A`);
  const when = formatDateTime(rejection.at);
  const { note } = rejection;
  return (
    <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
      {note ? t`Asked again: rejected by ${who}, ${when}: ${note}` : t`Asked again: rejected by ${who}, ${when}`}
    </Typography>
  );
}

/** 'Asked by Priya Nair, 1 May 2026, 10:00 am': who asked, and when. */
function askedByText(i18n: I18n, approval: PaymentApproval): string {
  const who = askedBy(i18n, approval);
  const when = formatDateTime(approval.requestedAt);
  return i18n._(msg`Asked by ${who}, ${when}`);
}

/** What the rejection question says of the payment: how much, and whose. */
function rejectSubject(i18n: I18n, registration: Registration): string {
  const amount = formatRupees(registration.payment.amount);
  const { name, registrationId } = registration;
  return i18n._(msg`${amount} from ${name} (${registrationId}) stays pending; the note is kept with it.`);
}

/** The request's note with the person it goes with: the list's note says 'by admin' whoever asked. */
function ApprovalNote({ approval }: { approval: PaymentApproval }) {
  const labels = useLabels();
  return (
    <>
      {approval.note && <Typography variant="body2">{approval.note}</Typography>}
      <Typography variant="caption" color="textSecondary">
        {labels.noteAuthor('payment.approval_requested', { name: approval.requestedByName, email: approval.requestedBy })}
      </Typography>
      <EarlierRejection approval={approval} />
    </>
  );
}

/** A duplicate's or a disqualified registration's payment is approved with a button that names the status, as it is confirmed. */
const approveLabel = (i18n: I18n, registration: Registration) =>
  registration.status === 'active'
    ? i18n._(msg`Approve`)
    : registration.status === 'duplicate'
      ? i18n._(msg`Approve Payment of Duplicate Registration`)
      : i18n._(msg`Approve Payment of Disqualified Registration`);

/** The Approve button's accessible name: its words and the payment it approves. */
const approveName = (i18n: I18n, registration: Registration) => {
  const { paymentId } = registration.payment;
  return registration.status === 'active'
    ? i18n._(msg`Approve ${paymentId}`)
    : registration.status === 'duplicate'
      ? i18n._(msg`Approve Payment of Duplicate Registration ${paymentId}`)
      : i18n._(msg`Approve Payment of Disqualified Registration ${paymentId}`);
};

/** What the approval question says of the payment: how much, whose, who asked. */
function approveQuestion(i18n: I18n, registration: Registration, approval: PaymentApproval): string {
  const amount = formatRupees(registration.payment.amount);
  const { name, registrationId } = registration;
  const { paymentId } = registration.payment;
  const asker = askedBy(i18n, approval);
  return i18n._(
    msg`${amount} from ${name} (${registrationId}), payment ${paymentId}, asked by ${asker}. Approving records the money as received and issues a receipt.`,
  );
}

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
  const { i18n } = useLingui();
  return (
    <Dialog open={registration !== null} onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby="approve-title">
      {registration && approval && (
        <>
          <DialogTitle id="approve-title">
            <Trans>Approve confirmation?</Trans>
          </DialogTitle>
          <DialogContent>
            <DialogContentText>{approveQuestion(i18n, registration, approval)}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={busy}>
              <Trans>Cancel</Trans>
            </Button>
            <Button variant="contained" onClick={() => onApprove(registration)} disabled={busy}>
              {approveLabel(i18n, registration)}
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
  const { t, i18n } = useLingui();
  const apiErrorMessage = useApiErrorMessage();
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
      notify({ variant: 'error', title: t`Error`, description: apiErrorMessage(result.error, t`The decision could not be saved. Please try again.`) });
      return false;
    }
    const { name } = registration;
    const receiptNumber = result.data.payment.receipt?.number ?? '';
    notify(
      decision === 'approve'
        ? {
            variant: 'success',
            title: t`Confirmation Approved`,
            description: t`${name}: receipt ${receiptNumber} issued.`,
          }
        : { variant: 'info', title: t`Confirmation Rejected`, description: t`${name}: the payment is pending again.` },
    );
    return true;
  };

  // Approve and Reject, or why not here: nobody decides their own request, and only admins decide.
  const decision = (registration: Registration) => {
    const { paymentId } = registration.payment;
    return !canDecide ? (
      <Typography variant="body2" color="textSecondary">
        <Trans>Waiting for an admin</Trans>
      </Typography>
    ) : me !== null && registration.payment.approval?.requestedBy?.toLowerCase() === me.toLowerCase() ? (
      <Typography variant="body2" color="textSecondary">
        <Trans>You asked: another admin approves</Trans>
      </Typography>
    ) : (
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button
          size="small"
          variant="contained"
          disabled={deciding.isLoading}
          onClick={() => setToApprove(registration)}
          aria-label={approveName(i18n, registration)}
        >
          {approveLabel(i18n, registration)}
        </Button>
        <Button size="small" color="error" disabled={deciding.isLoading} onClick={() => setToReject(registration)} aria-label={t`Reject ${paymentId}`}>
          <Trans>Reject</Trans>
        </Button>
      </Box>
    );
  };

  // A confirmation decided since the list was read drops out (a live update reloads it).
  const rows = approvals.currentData?.data.filter((registration) => registration.payment.approval);
  const waiting = approvals.currentData?.total ?? 0;
  return (
    <ListCard
      id="approvals-title"
      title={t`Approvals`}
      subheader={t`Confirmations at or above the approval threshold, oldest first. Another admin than the one who asked approves or rejects each.`}
      action={approvals.currentData && <Chip color="info" label={t`${plural(waiting, { one: '# waiting', other: '# waiting' })}`} sx={{ mt: 1 }} />}
      query={approvals}
      loadingLabel={t`Loading approvals`}
      failureText={t`Could not load the confirmations waiting for approval.`}
      columns={COLUMNS.map((column) => i18n._(column))}
      alignRight={[i18n._(AMOUNT), i18n._(DECISION)]}
      rows={rows}
      rowKey={(registration) => registration.registrationId}
      emptyText={t`No confirmation is waiting for approval.`}
      // On a phone each confirmation is a card, Approve and Reject in reach: five columns do not fit 390 px.
      phoneCard={(registration) => (
        <>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{registration.name}</Typography>
            <Typography sx={NO_WRAP}>{formatRupees(registration.payment.amount)}</Typography>
          </Box>
          <Who registration={registration} />
          <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
            {askedByText(i18n, registration.payment.approval!)}
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
              <WithDetail detail={askedBy(i18n, approval)}>{formatDateTime(approval.requestedAt)}</WithDetail>
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
        title={t`Reject confirmation?`}
        subject={toReject ? rejectSubject(i18n, toReject) : ''}
        label={t`Why is it rejected?`}
        schema={rejectApprovalFormSchema}
        maxLength={MAX_APPROVAL_NOTE}
        confirmLabel={t`Reject`}
        busy={deciding.isLoading}
        onConfirm={(note) => {
          if (toReject) void send(toReject, 'reject', note).then((done) => done && setToReject(null));
        }}
        onClose={() => setToReject(null)}
      />
    </ListCard>
  );
}
