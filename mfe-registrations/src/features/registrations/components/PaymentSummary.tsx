import { Box, Typography } from '@mui/material';
import { PAYMENT_MODE_LABELS } from 'shared/domain/labels';
import type { Payment } from 'shared/domain/registration';
import { formatRupees } from 'shared/format/numbers';
import { PaymentStatusBadge } from 'shared/ui/StatusBadges';

/** The Payment column: badge, then mode and amount in rupees (beside the badge when `inline`). */
export function PaymentSummary({ payment, inline = false }: { payment: Payment; inline?: boolean }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: inline ? 'row' : 'column', alignItems: inline ? 'center' : 'flex-start', gap: 0.5, minWidth: 0 }}>
      <PaymentStatusBadge status={payment.status} />
      <Typography variant="caption" color="textSecondary" sx={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', minWidth: 0 }}>
        {PAYMENT_MODE_LABELS[payment.mode]} · {formatRupees(payment.amount)}
      </Typography>
    </Box>
  );
}
