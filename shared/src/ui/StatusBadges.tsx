import { memo } from 'react';
import { Chip } from 'shared/platform/ui/mui';
import type { PaymentStatus, RegistrationStatus } from 'shared/domain/common/enums';
import { AWAITING_APPROVAL_LABEL, PAYMENT_STATUS_LABELS, REGISTRATION_STATUS_LABELS } from 'shared/domain/common/labels';

type BadgeColor = 'success' | 'warning' | 'error';

// Every screen shows a status with the same words (shared/domain/common/labels) and colours.
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
  return <Chip size="small" variant="outlined" color={REGISTRATION_STATUS_COLORS[status]} label={REGISTRATION_STATUS_LABELS[status]} />;
});

export const PaymentStatusBadge = memo(function PaymentStatusBadge({
  status,
  awaitingApproval = false,
}: {
  status: PaymentStatus;
  awaitingApproval?: boolean;
}) {
  // A confirmation waiting for a second admin is still pending, and says what it waits for.
  if (awaitingApproval) return <Chip size="small" variant="outlined" color="info" label={AWAITING_APPROVAL_LABEL} />;
  // Pending at the gateway waits on the gateway, not on staff: outlined, unlike the pending a person confirms.
  return (
    <Chip
      size="small"
      variant={status === 'pending_payment_gateway' ? 'outlined' : 'filled'}
      color={PAYMENT_STATUS_COLORS[status]}
      label={PAYMENT_STATUS_LABELS[status]}
    />
  );
});
