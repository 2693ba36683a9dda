// The row the import reads back from one registration's export line: what the shared CSV test and
// the API's export test both expect, written once.
import type { Registration } from 'shared/domain/registrations/registration';
import type { CheckedRow } from 'shared/domain/imports/registration-import';

export function expectedImportRow(registration: Registration, line: number): CheckedRow {
  return {
    line,
    registrationId: registration.registrationId,
    name: registration.name,
    gender: registration.gender,
    contactNumber: registration.contactNumber,
    email: registration.email,
    school: registration.school.value,
    std: registration.std,
    cadre: registration.cadre,
    levelEnrolled: registration.levelEnrolled,
    centerCode: registration.centerCode,
    paymentId: registration.payment.paymentId,
    paymentMode: registration.payment.mode,
    paymentAmount: registration.payment.amount,
    paymentStatus: registration.payment.status,
  };
}
