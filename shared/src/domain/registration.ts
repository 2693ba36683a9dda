import type {
  Cadre, ClassName, Gender, Level, PaymentMode, PaymentStatus, RegistrationStatus, Role,
} from './enums';

export interface School {
  /** What the screens show as the school. */
  value: string;
  name?: string;
}

export interface Payment {
  paymentId: string;
  mode: PaymentMode;
  /** Whole rupees. */
  amount: number;
  status: PaymentStatus;
}

export interface Registration {
  registrationId: string;
  name: string;
  gender?: Gender;
  contactNumber: string;
  school: School;
  std: ClassName;
  cadre: Cadre;
  levelEnrolled: Level;
  status: RegistrationStatus;
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601. */
  updatedAt: string;
  disqualificationNote?: string;
  adminNote?: string;
  payment: Payment;
  merchantTransactionId?: string;
  /** Goes up by one with every change; send it back to refuse changes made from a stale copy. */
  version: number;
}

export interface DashboardStats {
  totalRegistrations: number;
  successfulPayments: number;
  onlinePending: number;
  offlinePending: number;
  totalDisqualified: number;
  totalDuplicates: number;
}

export const AUDIT_ACTIONS = [
  'registration.created',
  'registration.updated',
  'registration.duplicate',
  'registration.disqualified',
  'registration.status_cleared',
  'payment.confirmed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditActor {
  uid: string;
  email: string | null;
  role: Role;
}

/**
 * One audit-log entry as GET /admin/activity answers it. `before` and `after` hold only the
 * fields that changed, keyed by their path in a Registration ('status', 'payment.status').
 */
export interface ActivityEntry {
  id: string;
  action: AuditAction;
  /** null for entries the system wrote itself (seeded or imported registrations). */
  actor: AuditActor | null;
  registrationId: string;
  name: string;
  school: { value: string };
  /** When the event happened (ISO 8601). */
  createdAt: string;
  note?: string;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

export interface ListPage<T> {
  data: T[];
  total: number;
}

/** Error body of every failed API call; `issues` only on 400, `current` only on a stale version. */
export interface ApiErrorBody {
  message: string;
  issues?: { path: string; message: string }[];
  current?: Registration;
}

/** One contact number shared by more than one registration (Duplicate Audit). */
export interface DuplicateGroup {
  /** The number in its normalised ten-digit form (or as written, when it is not a mobile number). */
  contactNumber: string;
  count: number;
  registrations: Registration[];
}

/** What a bulk action did: how many rows changed, and why the others were left alone. */
export interface BulkActionResult {
  updated: number;
  skipped: number;
  reasons: { reason: string; count: number }[];
}
