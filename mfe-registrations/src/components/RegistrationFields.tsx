import { useLingui } from '@lingui/react/macro';
import { Box } from 'shared/platform/ui/mui';
import { personText } from 'shared/domain/common/labels';
import { useLabels } from 'shared/ui/labelMessages';
import type { Registration } from 'shared/domain/registrations/registration';
import { formatDateTime } from 'shared/format/dates';
import { formatRupees } from 'shared/format/numbers';
import { DetailList, type Detail } from 'shared/ui/DetailList';
import { ReceiptActions } from 'shared/ui/ReceiptActions';
import { PaymentStatusBadge, RegistrationStatusBadge } from 'shared/ui/StatusBadges';

/** Every field the spec's Details dialog lists, as label and value pairs. */
export function RegistrationFields({ registration }: { registration: Registration }) {
  const { t } = useLingui();
  const labels = useLabels();
  const { payment } = registration;
  const receiptText = (receipt: NonNullable<typeof payment.receipt>) => {
    const { number } = receipt;
    if (!receipt.cancelled) return number;
    const { reason } = receipt.cancelled;
    return t`${number} (cancelled: ${reason})`;
  };
  const askedText = (approval: NonNullable<typeof payment.approval>) => {
    const person = personText({ name: approval.requestedByName, email: approval.requestedBy });
    const date = formatDateTime(approval.requestedAt);
    return t`Asked by ${person} on ${date}`;
  };
  const fields: Detail[] = [
    [t`ID`, registration.registrationId],
    [t`Name`, registration.name],
    [t`Gender`, labels.gender(registration.gender)],
    [t`Contact`, registration.contactNumber],
    [t`E-mail`, registration.email ?? t`N/A`],
    [
      t`School`,
      registration.school.name && registration.school.name !== registration.school.value
        ? `${registration.school.value} (${registration.school.name})`
        : registration.school.value,
    ],
    [t`Class`, labels.className(registration.std)],
    [t`Cadre`, labels.cadre(registration.cadre)],
    [t`Level Enrolled`, registration.levelEnrolled],
    [t`Status`, <RegistrationStatusBadge key="status" status={registration.status} />],
    [
      t`Payment`,
      <Box key="payment" component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center' }}>
        <PaymentStatusBadge status={payment.status} awaitingApproval={Boolean(payment.approval)} /> {labels.paymentWay(payment)} ·{' '}
        {formatRupees(payment.amount)}
      </Box>,
    ],
    [t`Payment ID`, payment.paymentId],
    ...(payment.receipt
      ? [
          [
            t`Receipt`,
            <Box key="receipt" component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              {receiptText(payment.receipt)}
              <ReceiptActions registrationId={registration.registrationId} receipt={payment.receipt} />
            </Box>,
          ] as Detail,
        ]
      : []),
    ...(payment.approval ? [[t`Awaiting approval`, askedText(payment.approval)] as Detail] : []),
    [t`Registered At`, formatDateTime(registration.createdAt)],
  ];
  if (registration.disqualificationNote) fields.push([t`Disqualification Note`, registration.disqualificationNote]);
  if (registration.adminNote) fields.push([t`Admin Note`, registration.adminNote]);
  // The note of a confirmation says 'by admin' whoever confirmed: the person is named beside it.
  if (payment.receipt && !payment.receipt.cancelled)
    fields.push([t`Confirmed by`, personText({ name: payment.receipt.issuedByName, email: payment.receipt.issuedBy })]);
  return <DetailList details={fields} sx={{ gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: 1.25 }} />;
}
