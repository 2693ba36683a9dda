// Enumerations of spec section 3. The arrays are in programme order (youngest cadre first,
// lowest level first), which is also the order the registration list sorts them in.

export const CADRES = ['Kids Level', 'Primary Level', 'Junior Level', 'Senior Level', 'Super Senior Level'] as const;
export type Cadre = (typeof CADRES)[number];

export const CLASSES = ['1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th', '10th', '11th', '12th'] as const;
/** The spec calls the class `std`. */
export type ClassName = (typeof CLASSES)[number];

export const LEVELS = ['BUD', 'INTERIM', 'LEVEL 1', 'LEVEL 2', 'LEVEL 3', 'LEVEL 4', 'LEVEL 5', 'LEVEL 6', 'LEVEL 7', 'LEVEL 8'] as const;
export type Level = (typeof LEVELS)[number];

export const PAYMENT_MODES = ['online', 'offline'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/** How an offline payment was paid, said when it is confirmed (`payment.method`). */
export const PAYMENT_METHODS = ['cash', 'bank', 'cheque', 'upi'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_STATUSES = ['success', 'pending', 'failed', 'pending_payment_gateway'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const REGISTRATION_STATUSES = ['active', 'disqualified', 'duplicate'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

export const STAFF_ROLES = ['superadmin', 'admin', 'staff', 'viewer'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
/** Any other or missing role claim is shown, and treated, as 'user'. */
export type Role = StaffRole | 'user';

export const STAFF_ACCOUNT_STATUSES = ['active', 'invited', 'inactive'] as const;
export type StaffAccountStatus = (typeof STAFF_ACCOUNT_STATUSES)[number];
