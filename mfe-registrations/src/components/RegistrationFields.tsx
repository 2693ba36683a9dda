import { Box } from 'shared/platform/ui/mui';
import { genderLabel, paymentWayText, personText } from 'shared/domain/common/labels';
import type { Registration } from 'shared/domain/registrations/registration';
import { formatDateTime } from 'shared/format/dates';
import { formatRupees } from 'shared/format/numbers';
import { DetailList, type Detail } from 'shared/ui/DetailList';
import { ReceiptActions } from 'shared/ui/ReceiptActions';
import { PaymentStatusBadge, RegistrationStatusBadge } from 'shared/ui/StatusBadges';

/** Every field the spec's Details dialog lists, as label and value pairs. */
export function RegistrationFields({ registration }: { registration: Registration }) {
  const { payment } = registration;
  const fields: Detail[] = [
    ['ID', registration.registrationId],
    ['Name', registration.name],
    ['Gender', genderLabel(registration.gender)],
    ['Contact', registration.contactNumber],
    ['E-mail', registration.email ?? 'N/A'],
    [
      'School',
      registration.school.name && registration.school.name !== registration.school.value
        ? `${registration.school.value} (${registration.school.name})`
        : registration.school.value,
    ],
    ['Class', registration.std],
    ['Cadre', registration.cadre],
    ['Level Enrolled', registration.levelEnrolled],
    ['Status', <RegistrationStatusBadge key="status" status={registration.status} />],
    [
      'Payment',
      <Box key="payment" component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center' }}>
        <PaymentStatusBadge status={payment.status} awaitingApproval={Boolean(payment.approval)} /> {paymentWayText(payment)} · {formatRupees(payment.amount)}
      </Box>,
    ],
    ['Payment ID', payment.paymentId],
    ...(payment.receipt
      ? [
          [
            'Receipt',
            <Box key="receipt" component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              {`${payment.receipt.number}${payment.receipt.cancelled ? ` (cancelled: ${payment.receipt.cancelled.reason})` : ''}`}
              <ReceiptActions registrationId={registration.registrationId} receipt={payment.receipt} />
            </Box>,
          ] as Detail,
        ]
      : []),
    ...(payment.approval
      ? [
          [
            'Awaiting approval',
            `Asked by ${personText({ name: payment.approval.requestedByName, email: payment.approval.requestedBy })} on ${formatDateTime(payment.approval.requestedAt)}`,
          ] as Detail,
        ]
      : []),
    ['Registered At', formatDateTime(registration.createdAt)],
  ];
  if (registration.disqualificationNote) fields.push(['Disqualification Note', registration.disqualificationNote]);
  if (registration.adminNote) fields.push(['Admin Note', registration.adminNote]);
  // The note of a confirmation says 'by admin' whoever confirmed: the person is named beside it.
  if (payment.receipt && !payment.receipt.cancelled)
    fields.push(['Confirmed by', personText({ name: payment.receipt.issuedByName, email: payment.receipt.issuedBy })]);
  return <DetailList details={fields} sx={{ gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: 1.25 }} />;
}
