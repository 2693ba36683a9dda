import type { ReactNode, Ref } from 'react';
import { Link as RouterLink } from 'shared/platform/routing/router';
import { CardActions, Divider } from '@mui/material';
import { Alert, Box, Button, Card, CardContent, CardHeader, Link, Typography } from 'shared/platform/ui/mui';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import type { PaymentStatus } from 'shared/domain/common/enums';
import { isOfflinePaymentAwaitingConfirmation } from 'shared/domain/payments/offline-awaiting';
import type { Registration } from 'shared/domain/registrations/registration';
import { formatDateTime } from 'shared/format/dates';
import { formatRupees } from 'shared/format/numbers';
import { paymentStatusHeading, paymentWayText, REGISTRATION_STATUS_LABELS } from 'shared/domain/common/labels';
import { PaymentStatusBadge, RegistrationStatusBadge } from 'shared/ui/StatusBadges';
import { registrationPath } from 'shared/routes/paths';
import { DetailList, type Detail } from 'shared/ui/DetailList';
import { ReceiptActions } from 'shared/ui/ReceiptActions';
import { preloadConfirmPaymentDialog } from 'shared/ui/ConfirmPaymentQuestion';
import { preloadOnIntent } from 'shared/ui/lazyWithPreload';

const STATUS_ICONS: Record<PaymentStatus, ReactNode> = {
  success: <CheckCircleIcon color="success" fontSize="large" />,
  failed: <CancelIcon color="error" fontSize="large" />,
  pending: <HourglassTopIcon color="warning" fontSize="large" />,
  pending_payment_gateway: <HourglassTopIcon color="warning" fontSize="large" />,
};

function Details({ title, details }: { title: string; details: readonly Detail[] }) {
  return (
    <Box component="section" aria-label={title} sx={{ flex: '1 1 280px', minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3" color="textSecondary" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <DetailList details={details} />
    </Box>
  );
}

interface PaymentResultCardProps {
  registration: Registration;
  /** Whether the signed-in role may confirm payments (the write permission). */
  canWrite: boolean;
  confirming: boolean;
  onConfirm: () => void;
  /** The footer with the card's actions, for the lookup to bring into view. */
  actionsRef?: Ref<HTMLDivElement>;
}

/** Spec's footer; a role that cannot confirm is told who can rather than that it is ready. */
function footerText(awaitingConfirmation: boolean, canWrite: boolean): string {
  if (!awaitingConfirmation) return 'No action required';
  return canWrite ? 'Ready for confirmation' : 'Awaiting confirmation by staff. Your role cannot confirm payments.';
}

/** Spec section 2, Payment Management: the looked-up payment with its registration. */
export function PaymentResultCard({ registration, canWrite, confirming, onConfirm, actionsRef }: PaymentResultCardProps) {
  const { payment } = registration;
  const pending = payment.status === 'pending' || payment.status === 'pending_payment_gateway';
  const awaitingConfirmation = isOfflinePaymentAwaitingConfirmation(registration);
  return (
    <Card variant="outlined" component="article" aria-label={`Payment ${payment.paymentId}`}>
      <CardHeader
        avatar={STATUS_ICONS[payment.status]}
        title={
          <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {paymentStatusHeading(payment.status)}
          </Typography>
        }
        subheader={`Payment ID: ${payment.paymentId}`}
        action={
          <Button component={RouterLink} to={registrationPath(registration.registrationId)} size="small">
            Open registration
          </Button>
        }
      />
      <CardContent sx={{ pt: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
          <Details
            title="Registration Details"
            details={[
              ['Name', registration.name],
              ['Registration ID', registration.registrationId],
              ['Contact', registration.contactNumber],
              ['School', registration.school.value],
              ['Class', registration.std],
              ['Cadre', registration.cadre],
              [
                'Status',
                <Box key="status" component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                  <RegistrationStatusBadge status={registration.status} />
                  {/* Merged away (issue 61): the registration it now belongs to. */}
                  {registration.mergedInto && (
                    <span>
                      Merged into{' '}
                      <Link component={RouterLink} to={registrationPath(registration.mergedInto)}>
                        {registration.mergedInto}
                      </Link>
                    </span>
                  )}
                </Box>,
              ],
            ]}
          />
          <Details
            title="Payment Information"
            details={[
              ['Amount', formatRupees(payment.amount)],
              ['Mode', paymentWayText(payment)],
              ['Status', <PaymentStatusBadge key="status" status={payment.status} awaitingApproval={Boolean(payment.approval)} />],
              ['Registered', formatDateTime(registration.createdAt)],
              ...(payment.receipt
                ? [
                    ['Receipt', `${payment.receipt.number}${payment.receipt.cancelled ? ' (cancelled)' : ''}`] as const,
                    ['Issued', formatDateTime(payment.receipt.issuedAt)] as const,
                  ]
                : []),
              ...(registration.merchantTransactionId ? [['Merchant Transaction ID', registration.merchantTransactionId] as const] : []),
            ]}
          />
        </Box>
        {pending && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {`This ${payment.mode} payment is pending.`}
            {payment.mode === 'offline' && ' Review the details above and confirm if the payment has been received.'}
          </Alert>
        )}
        {payment.approval && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {`Awaiting approval: ${payment.approval.requestedBy ?? 'N/A'} asked on ${formatDateTime(payment.approval.requestedAt)}. Another admin approves or rejects it under Approvals.`}
          </Alert>
        )}
        {payment.receipt?.cancelled && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {`Receipt ${payment.receipt.number} was cancelled by ${payment.receipt.cancelled.by ?? 'N/A'}: ${payment.receipt.cancelled.reason}`}
          </Alert>
        )}
        {awaitingConfirmation && registration.status !== 'active' && (
          <Alert severity="warning" sx={{ mt: 2 }} data-testid="registration-status-warning">
            {`This registration is ${REGISTRATION_STATUS_LABELS[registration.status]}. Check it before confirming its payment.`}
          </Alert>
        )}
      </CardContent>
      <Divider />
      {/* Scrolled into view on a phone, it stops clear of the notices at the foot of the screen ("Welcome back"). */}
      <CardActions ref={actionsRef} sx={{ px: 2, py: 1.5, justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, scrollMarginBottom: { xs: 96, sm: 0 } }}>
        <Typography variant="body2" color="textSecondary">
          {footerText(awaitingConfirmation, canWrite)}
        </Typography>
        {payment.receipt && <ReceiptActions registrationId={registration.registrationId} receipt={payment.receipt} />}
        {awaitingConfirmation && canWrite && (
          <Button
            variant="contained"
            startIcon={<CheckCircleIcon />}
            onClick={onConfirm}
            {...preloadOnIntent(preloadConfirmPaymentDialog)}
            disabled={confirming}
            sx={{ minHeight: { xs: 44, sm: 'auto' } }}
          >
            {confirming ? 'Confirming...' : 'Confirm Payment'}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
