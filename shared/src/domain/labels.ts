import type { Gender, PaymentMode, PaymentStatus, RegistrationStatus } from './enums';

// The words every screen shows for the enumerations: badges, filter chips, dialogs and notices
// read them from here, so a value is never shown raw ('success') on one screen and as words
// ('Paid') on another.

/** Spec section 4, badge labels. */
export const REGISTRATION_STATUS_LABELS: Record<RegistrationStatus, string> = {
  active: 'Active',
  duplicate: 'Duplicate',
  disqualified: 'Disqualified',
};

/**
 * Spec section 4 gives 'Pending' for both pending statuses; they behave differently (the list
 * confirms a pending payment, only the payment lookup one still at the gateway), so the
 * gateway's says so.
 */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  success: 'Paid',
  failed: 'Failed',
  pending: 'Pending',
  pending_payment_gateway: 'Pending (gateway)',
};

export const PAYMENT_MODE_LABELS: Record<PaymentMode, string> = {
  online: 'Online',
  offline: 'Offline',
};

export const GENDER_LABELS: Record<Gender, string> = {
  male: 'Male',
  female: 'Female',
};

/** Gender as a word; 'N/A' when the registration gives none. */
export const genderLabel = (gender: Gender | undefined) => (gender ? GENDER_LABELS[gender] : 'N/A');

/** The registration list's filters by the names the Filters dialog gives them. */
export const FILTER_FIELD_LABELS = {
  school: 'School Name',
  gender: 'Gender',
  cadre: 'Cadre',
  std: 'Class (Std)',
  paymentMode: 'Payment Mode',
  paymentStatus: 'Payment Status',
  levelEnrolled: 'Level',
  status: 'Registration Status',
} as const;
export type FilterField = keyof typeof FILTER_FIELD_LABELS;

const FILTER_VALUE_LABELS: Partial<Record<FilterField, Record<string, string>>> = {
  gender: GENDER_LABELS,
  paymentMode: PAYMENT_MODE_LABELS,
  paymentStatus: PAYMENT_STATUS_LABELS,
  status: REGISTRATION_STATUS_LABELS,
};

/** A filter value in the table's words ('Paid', not 'success'); cadres, classes and levels are words already. */
export const filterValueLabel = (field: FilterField, value: string) => FILTER_VALUE_LABELS[field]?.[value] ?? value;
