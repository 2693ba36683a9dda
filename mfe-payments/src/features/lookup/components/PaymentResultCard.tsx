import type { ReactNode, Ref } from 'react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { useLabels } from 'shared/ui/labelMessages';
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
function footerText(i18n: I18n, awaitingConfirmation: boolean, canWrite: boolean): string {
  if (!awaitingConfirmation) return i18n._(msg`No action required`);
  return canWrite ? i18n._(msg`Ready for confirmation`) : i18n._(msg`Awaiting confirmation by staff. Your role cannot confirm payments.`);
}

/** Spec section 2, Payment Management: the looked-up payment with its registration. */
export function PaymentResultCard({ registration, canWrite, confirming, onConfirm, actionsRef }: PaymentResultCardProps) {
  const { payment } = registration;
  const pending = payment.status === 'pending' || payment.status === 'pending_payment_gateway';
  const awaitingConfirmation = isOfflinePaymentAwaitingConfirmation(registration);
  const { t, i18n } = useLingui();
  const labels = useLabels();
  const { paymentId, receipt, approval } = payment;
  const { mergedInto } = registration;
  // The values of the notices below, named for the translators.
  const askedBy = approval?.requestedBy ?? t`N/A`;
  const askedAt = approval ? formatDateTime(approval.requestedAt) : '';
  const receiptNumber = receipt?.number ?? '';
  const cancelledBy = receipt?.cancelled?.by ?? t`N/A`;
  const cancelReason = receipt?.cancelled?.reason ?? '';
  return (
    <Card variant="outlined" component="article" aria-label={t`Payment ${paymentId}`}>
      <CardHeader
        avatar={STATUS_ICONS[payment.status]}
        title={
          <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {labels.paymentStatusHeading(payment.status)}
          </Typography>
        }
        subheader={t`Payment ID: ${paymentId}`}
        action={
          <Button component={RouterLink} to={registrationPath(registration.registrationId)} size="small">
            <Trans>Open registration</Trans>
          </Button>
        }
      />
      <CardContent sx={{ pt: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
          <Details
            title={t`Registration Details`}
            details={[
              [t`Name`, registration.name],
              [t`Registration ID`, registration.registrationId],
              [t`Contact`, registration.contactNumber],
              [t`School`, registration.school.value],
              [t`Class`, labels.className(registration.std)],
              [t`Cadre`, labels.cadre(registration.cadre)],
              [
                t`Status`,
                <Box key="status" component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                  <RegistrationStatusBadge status={registration.status} />
                  {/* Merged away (issue 61): the registration it now belongs to. */}
                  {mergedInto && (
                    <span>
                      <Trans>
                        Merged into{' '}
                        <Link component={RouterLink} to={registrationPath(mergedInto)}>
                          {mergedInto}
                        </Link>
                      </Trans>
                    </span>
                  )}
                </Box>,
              ],
            ]}
          />
          <Details
            title={t`Payment Information`}
            details={[
              [t`Amount`, formatRupees(payment.amount)],
              [t`Mode`, labels.paymentWay(payment)],
              [t`Status`, <PaymentStatusBadge key="status" status={payment.status} awaitingApproval={Boolean(approval)} />],
              [t`Registered`, formatDateTime(registration.createdAt)],
              ...(receipt
                ? [
                    [t`Receipt`, receipt.cancelled ? t`${receiptNumber} (cancelled)` : receipt.number] as const,
                    [t`Issued`, formatDateTime(receipt.issuedAt)] as const,
                  ]
                : []),
              ...(registration.merchantTransactionId ? [[t`Merchant Transaction ID`, registration.merchantTransactionId] as const] : []),
            ]}
          />
        </Box>
        {pending && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {payment.mode === 'offline'
              ? t`This offline payment is pending. Review the details above and confirm if the payment has been received.`
              : t`This online payment is pending.`}
          </Alert>
        )}
        {approval && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {t`Awaiting approval: ${askedBy} asked on ${askedAt}. Another admin approves or rejects it under Approvals.`}
          </Alert>
        )}
        {receipt?.cancelled && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {t`Receipt ${receiptNumber} was cancelled by ${cancelledBy}: ${cancelReason}`}
          </Alert>
        )}
        {awaitingConfirmation && registration.status !== 'active' && (
          <Alert severity="warning" sx={{ mt: 2 }} data-testid="registration-status-warning">
            {registration.status === 'duplicate'
              ? t`This registration is Duplicate. Check it before confirming its payment.`
              : t`This registration is Disqualified. Check it before confirming its payment.`}
          </Alert>
        )}
      </CardContent>
      <Divider />
      {/* Scrolled into view on a phone, it stops clear of the notices at the foot of the screen ("Welcome back"). */}
      <CardActions ref={actionsRef} sx={{ px: 2, py: 1.5, justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, scrollMarginBottom: { xs: 96, sm: 0 } }}>
        <Typography variant="body2" color="textSecondary">
          {footerText(i18n, awaitingConfirmation, canWrite)}
        </Typography>
        {receipt && <ReceiptActions registrationId={registration.registrationId} receipt={receipt} />}
        {awaitingConfirmation && canWrite && (
          <Button
            variant="contained"
            startIcon={<CheckCircleIcon />}
            onClick={onConfirm}
            {...preloadOnIntent(preloadConfirmPaymentDialog)}
            disabled={confirming}
            sx={{ minHeight: { xs: 44, sm: 'auto' } }}
          >
            {confirming ? t`Confirming...` : t`Confirm Payment`}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
