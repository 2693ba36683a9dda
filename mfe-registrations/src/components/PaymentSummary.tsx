import { PAYMENT_MODE_LABELS } from 'shared/domain/common/labels';
import type { Payment } from 'shared/domain/registrations/registration';
import { formatRupees } from 'shared/format/numbers';
import { PaymentStatusBadge } from 'shared/ui/StatusBadges';
import { ROW_PART } from './RowParts';

/** The Payment column: badge, then mode and amount in rupees (beside the badge when `inline`); styled by rowPartStyles. */
export function PaymentSummary({ payment, inline = false }: { payment: Payment; inline?: boolean }) {
  return (
    <div className={inline ? `${ROW_PART.payment} ${ROW_PART.paymentInline}` : ROW_PART.payment}>
      <PaymentStatusBadge status={payment.status} awaitingApproval={Boolean(payment.approval)} />
      <span className={ROW_PART.paymentDetail}>
        {PAYMENT_MODE_LABELS[payment.mode]} · {formatRupees(payment.amount)}
      </span>
    </div>
  );
}
