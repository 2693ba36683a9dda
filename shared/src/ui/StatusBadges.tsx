import { memo } from 'react';
import { Chip } from 'shared/platform/ui/mui';
import type { PaymentStatus, RegistrationStatus } from 'shared/domain/common/enums';
import { useLabels } from 'shared/ui/labelMessages';

type BadgeColor = 'success' | 'warning' | 'error';

// Every screen shows a status with the same words (shared/ui/labelMessages, the module's language) and colours.
const REGISTRATION_STATUS_COLORS: Record<RegistrationStatus, BadgeColor> = {
  active: 'success',
  duplicate: 'warning',
  disqualified: 'error',
};

const PAYMENT_STATUS_COLORS: Record<PaymentStatus, BadgeColor> = {
  success: 'success',
  failed: 'error',
  pending: 'warning',
  pending_payment_gateway: 'warning',
};

// memo: a list's rows are reused by position, and a row's status is mostly the one it
// showed before, so the Chip need not render again.
export const RegistrationStatusBadge = memo(function RegistrationStatusBadge({ status }: { status: RegistrationStatus }) {
  const labels = useLabels();
  return <Chip size="small" variant="outlined" color={REGISTRATION_STATUS_COLORS[status]} label={labels.registrationStatus(status)} />;
});

export const PaymentStatusBadge = memo(function PaymentStatusBadge({
  status,
  awaitingApproval = false,
}: {
  status: PaymentStatus;
  awaitingApproval?: boolean;
}) {
  const labels = useLabels();
  // A confirmation waiting for a second admin is still pending, and says what it waits for.
  if (awaitingApproval) return <Chip size="small" variant="outlined" color="info" label={labels.awaitingApproval()} />;
  // Pending at the gateway waits on the gateway, not on staff: outlined, unlike the pending a person confirms.
  return (
    <Chip
      size="small"
      variant={status === 'pending_payment_gateway' ? 'outlined' : 'filled'}
      color={PAYMENT_STATUS_COLORS[status]}
      label={labels.paymentStatus(status)}
    />
  );
});
