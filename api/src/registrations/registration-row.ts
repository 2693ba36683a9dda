import type { Cadre, ClassName, Gender, Level, PaymentMethod, PaymentMode, PaymentStatus, RegistrationStatus } from 'shared/domain/common/enums';
import type { PaymentApproval, Receipt, Registration } from 'shared/domain/registrations/registration';
import { toIsoString } from '../db/sql-values';

/** A registration's stored columns; dates are Date when read, ISO strings when seeded. */
export interface RegistrationColumns<TDate extends Date | string> {
  registration_id: string;
  name: string;
  gender: Gender | null;
  contact_number: string;
  school_value: string;
  school_name: string | null;
  std: ClassName;
  cadre: Cadre;
  level_enrolled: Level;
  center_code: string;
  status: RegistrationStatus;
  disqualification_note: string | null;
  admin_note: string | null;
  payment_id: string;
  payment_mode: PaymentMode;
  payment_amount: number;
  payment_status: PaymentStatus;
  merchant_transaction_id: string | null;
  created_at: TDate;
  updated_at: TDate;
}

export interface RegistrationRow extends RegistrationColumns<Date> {
  email: string | null;
  payment_method: PaymentMethod | null;
  version: number;
  receipt: Receipt | null;
  approval: PaymentApproval | null;
  merged_into: string | null;
  [column: string]: unknown;
}

/** The columns a Registration is read from (the sort-key columns stay in the database). */
export const REGISTRATION_COLUMNS = [
  'registration_id',
  'name',
  'gender',
  'contact_number',
  'email',
  'school_value',
  'school_name',
  'std',
  'cadre',
  'level_enrolled',
  'center_code',
  'status',
  'disqualification_note',
  'admin_note',
  'payment_id',
  'payment_mode',
  'payment_amount',
  'payment_status',
  'payment_method',
  'merchant_transaction_id',
  'created_at',
  'updated_at',
  'version',
  'receipt',
  'approval',
  'merged_into',
].join(', ');

/** Optional fields are left out rather than sent as null, as the Registration type says. */
export function toRegistration(row: RegistrationRow): Registration {
  return {
    registrationId: row.registration_id,
    name: row.name,
    ...(row.gender !== null && { gender: row.gender }),
    contactNumber: row.contact_number,
    ...(row.email !== null && { email: row.email }),
    school: { value: row.school_value, ...(row.school_name !== null && { name: row.school_name }) },
    std: row.std,
    cadre: row.cadre,
    levelEnrolled: row.level_enrolled,
    centerCode: row.center_code,
    status: row.status,
    createdAt: toIsoString(row.created_at),
    updatedAt: toIsoString(row.updated_at),
    ...(row.disqualification_note !== null && { disqualificationNote: row.disqualification_note }),
    ...(row.admin_note !== null && { adminNote: row.admin_note }),
    payment: {
      paymentId: row.payment_id,
      mode: row.payment_mode,
      amount: row.payment_amount,
      status: row.payment_status,
      method: row.payment_method,
      receipt: row.receipt ?? null,
      approval: row.approval ?? null,
    },
    ...(row.merchant_transaction_id !== null && { merchantTransactionId: row.merchant_transaction_id }),
    ...(row.merged_into !== null && { mergedInto: row.merged_into }),
    version: row.version,
  };
}
