import { Box, Typography } from '@mui/material';
import type { Payment } from 'shared/domain/registration';
import { formatRupees } from 'shared/format/numbers';
import { PaymentStatusBadge } from 'shared/ui/StatusBadges';

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
