import { useState } from 'react';
import { LinearProgress, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { Box, Button, Card, CardHeader, Chip, Typography } from 'shared/platform/ui/mui';
import { apiErrorMessage } from 'shared/api/apiError';
import { rejectApprovalFormSchema } from 'shared/domain/receipts';
import type { Registration } from 'shared/domain/registration';
import { formatDateTime } from 'shared/format/dates';
import { formatCount, formatRupees } from 'shared/format/numbers';
import { useSessionEmail } from 'shared/hooks/useSessionRole';
import { DensityTable } from 'shared/ui/DensityTable';
import { RetryAlert } from 'shared/ui/RetryAlert';
import { RegistrationStatusBadge } from 'shared/ui/StatusBadges';
import { useNotify } from 'shared/platform/ui/notifications';
import { useDecideApprovalMutation, useListApprovalsQuery } from '../api/receiptsApi';
import { ReasonDialog } from './ReasonDialog';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** Confirmations at or above the approval threshold, oldest first, for another admin to approve or reject. */
export function ApprovalsView() {
  const approvals = useListApprovalsQuery();
  const me = useSessionEmail();
  const notify = useNotify();
  const [decide, deciding] = useDecideApprovalMutation();
  const [toReject, setToReject] = useState<Registration | null>(null);

  const send = async (registration: Registration, decision: 'approve' | 'reject', note?: string) => {
    const result = await decide({ registrationId: registration.registrationId, decision, ...(note && { note }), version: registration.version });
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

  const rows = approvals.currentData?.data ?? [];
  return (
    <Card variant="outlined" component="section" aria-labelledby="approvals-title">
      <CardHeader
        title={
          <Typography id="approvals-title" variant="h6" component="h2">
            Approvals
          </Typography>
        }
        subheader="Confirmations at or above the approval threshold, oldest first. Another admin than the one who asked approves or rejects each."
        action={approvals.currentData && <Chip color="info" label={`${formatCount(approvals.currentData.total)} waiting`} sx={{ mt: 1 }} />}
      />
      <Box sx={{ height: 4 }}>{approvals.isFetching && <LinearProgress aria-label="Loading approvals" />}</Box>
      {approvals.isError ? (
        <RetryAlert sx={{ m: 2 }} onRetry={() => void approvals.refetch()}>
          Could not load the confirmations waiting for approval.
        </RetryAlert>
      ) : (
        <TableContainer>
          <DensityTable aria-labelledby="approvals-title">
            <TableHead sx={{ '& th': NO_WRAP }}>
              <TableRow>
                <TableCell>Asked</TableCell>
                <TableCell>Registration</TableCell>
                <TableCell align="right">Amount</TableCell>
                <TableCell>Note</TableCell>
                <TableCell align="right">Decision</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((registration) => {
                const approval = registration.payment.approval;
                // Decided since the list was read (a live update reloads it).
                if (!approval) return null;
                const own = me !== null && approval.requestedBy?.toLowerCase() === me.toLowerCase();
                return (
                  <TableRow key={registration.registrationId} hover>
                    <TableCell sx={NO_WRAP}>
                      {formatDateTime(approval.requestedAt)}
                      <Typography variant="body2" color="textSecondary">
                        {approval.requestedBy ?? 'N/A'}
                      </Typography>
                    </TableCell>
                    <TableCell sx={{ minWidth: 180 }}>
                      {registration.name}
                      {registration.status !== 'active' && (
                        <Box component="span" sx={{ ml: 1 }}>
                          <RegistrationStatusBadge status={registration.status} />
                        </Box>
                      )}
                      <Typography variant="body2" color="textSecondary">
                        {`${registration.registrationId} · ${registration.payment.paymentId}`}
                      </Typography>
                    </TableCell>
                    <TableCell align="right" sx={NO_WRAP}>
                      {formatRupees(registration.payment.amount)}
                    </TableCell>
                    <TableCell>{approval.note ?? ''}</TableCell>
                    <TableCell align="right">
                      {own ? (
                        <Typography variant="body2" color="textSecondary">
                          You asked: another admin approves
                        </Typography>
                      ) : (
                        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
                          <Button
                            size="small"
                            variant="contained"
                            disabled={deciding.isLoading}
                            onClick={() => void send(registration, 'approve')}
                            aria-label={`Approve ${registration.payment.paymentId}`}
                          >
                            Approve
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
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
              {approvals.currentData && rows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={5} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                    No confirmation is waiting for approval.
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </DensityTable>
        </TableContainer>
      )}
      <ReasonDialog
        open={toReject !== null}
        title="Reject confirmation?"
        subject={
          toReject ? `${formatRupees(toReject.payment.amount)} from ${toReject.name} (${toReject.registrationId}) stays pending; the note is kept with it.` : ''
        }
        label="Why is it rejected?"
        schema={rejectApprovalFormSchema}
        confirmLabel="Reject"
        busy={deciding.isLoading}
        onConfirm={(note) => {
          if (toReject) void send(toReject, 'reject', note).then((done) => done && setToReject(null));
        }}
        onClose={() => setToReject(null)}
      />
    </Card>
  );
}
