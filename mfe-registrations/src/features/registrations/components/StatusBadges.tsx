import { Box, Chip, Typography } from '@mui/material';
import type { PaymentStatus, RegistrationStatus } from 'shared/domain/enums';
import type { Payment } from 'shared/domain/registration';
import { formatRupees } from 'shared/format/numbers';

// Spec section 4, badge labels.
const STATUS_BADGES: Record<RegistrationStatus, { label: string; color: 'success' | 'warning' | 'error' }> = {
  active: { label: 'Active', color: 'success' },
  duplicate: { label: 'Duplicate', color: 'warning' },
  disqualified: { label: 'Disqualified', color: 'error' },
};

const PAYMENT_BADGES: Record<PaymentStatus, { label: string; color: 'success' | 'warning' | 'error' }> = {
  success: { label: 'Paid', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
  pending: { label: 'Pending', color: 'warning' },
  pending_payment_gateway: { label: 'Pending', color: 'warning' },
};

export function RegistrationStatusBadge({ status }: { status: RegistrationStatus }) {
  const badge = STATUS_BADGES[status];
  return <Chip size="small" variant="outlined" color={badge.color} label={badge.label} />;
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const badge = PAYMENT_BADGES[status];
  return <Chip size="small" color={badge.color} label={badge.label} />;
}

/** The Payment column: badge, then mode and amount in rupees. */
export function PaymentSummary({ payment }: { payment: Payment }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
      <PaymentStatusBadge status={payment.status} />
      <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
        {payment.mode} · {formatRupees(payment.amount)}
      </Typography>
    </Box>
  );
}
