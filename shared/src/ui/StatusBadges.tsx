import { Chip } from '@mui/material';
import type { PaymentStatus, RegistrationStatus } from 'shared/domain/enums';

type BadgeColor = 'success' | 'warning' | 'error';

// Spec section 4, badge labels: every screen shows a status with the same words and colours.
const REGISTRATION_STATUS_BADGES: Record<RegistrationStatus, { label: string; color: BadgeColor }> = {
  active: { label: 'Active', color: 'success' },
  duplicate: { label: 'Duplicate', color: 'warning' },
  disqualified: { label: 'Disqualified', color: 'error' },
};

const PAYMENT_STATUS_BADGES: Record<PaymentStatus, { label: string; color: BadgeColor }> = {
  success: { label: 'Paid', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
  pending: { label: 'Pending', color: 'warning' },
  pending_payment_gateway: { label: 'Pending', color: 'warning' },
};

export function RegistrationStatusBadge({ status }: { status: RegistrationStatus }) {
  const badge = REGISTRATION_STATUS_BADGES[status];
  return <Chip size="small" variant="outlined" color={badge.color} label={badge.label} />;
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const badge = PAYMENT_STATUS_BADGES[status];
  return <Chip size="small" color={badge.color} label={badge.label} />;
}
