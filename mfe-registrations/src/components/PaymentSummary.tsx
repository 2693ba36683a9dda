import type { Payment } from 'shared/domain/registrations/registration';
import { formatRupees } from 'shared/format/numbers';
import { useLabels } from 'shared/ui/labelMessages';
import { PaymentStatusBadge } from 'shared/ui/StatusBadges';
import { ROW_PART } from './RowParts';

/** The Payment column: badge, then mode and amount in rupees (beside the badge when `inline`); styled by rowPartStyles. */
export function PaymentSummary({ payment, inline = false }: { payment: Payment; inline?: boolean }) {
  const labels = useLabels();
  return (
    <div className={inline ? `${ROW_PART.payment} ${ROW_PART.paymentInline}` : ROW_PART.payment}>
      <PaymentStatusBadge status={payment.status} awaitingApproval={Boolean(payment.approval)} />
      <span className={ROW_PART.paymentDetail}>
        {labels.paymentMode(payment.mode)} · {formatRupees(payment.amount)}
      </span>
    </div>
  );
}
