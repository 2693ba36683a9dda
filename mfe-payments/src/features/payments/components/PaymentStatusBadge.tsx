import { Chip } from '@mui/material';
import type { PaymentStatus } from 'shared/domain/enums';

// Spec section 4, badge labels: success Paid; failed Failed; pending or pending_payment_gateway Pending.
const BADGES: Record<PaymentStatus, { label: string; color: 'success' | 'error' | 'warning' }> = {
  success: { label: 'Paid', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
  pending: { label: 'Pending', color: 'warning' },
  pending_payment_gateway: { label: 'Pending', color: 'warning' },
};

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { label, color } = BADGES[status];
  return <Chip size="small" variant="outlined" color={color} label={label} />;
}
