import type { Cadre, ClassName, Gender, Level, PaymentMode, PaymentStatus, RegistrationStatus, Role } from './enums';
import type { PaymentApproval, Receipt } from './receipts';
import type { SettingsAuditAction } from './settings';

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
  /** Every answer carries it: null for a payment the portal never confirmed (seeded or imported as paid). */
  receipt?: Receipt | null;
  /** A confirmation waiting for a second admin; null when none waits. */
  approval?: PaymentApproval | null;
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
  /** The code of the centre the registration belongs to (Settings > Centers). */
  centerCode: string;
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

/** The registrant's own fields, in the order every list of fields starts with them (the sort keys, an import's columns). */
export const REGISTRANT_FIELDS = [
  'registrationId',
  'name',
  'gender',
  'contactNumber',
  'school',
  'std',
  'cadre',
  'levelEnrolled',
] as const satisfies readonly (keyof Registration)[];

export const AUDIT_ACTIONS = [
  'registration.created',
  'registration.updated',
  'registration.duplicate',
  'registration.disqualified',
  'registration.status_cleared',
  'payment.confirmed',
  'payment.approval_requested',
  'payment.approved',
  'payment.approval_rejected',
  'payment.receipt_cancelled',
  'payment.reconciled',
  'payment.unreconciled',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditActor {
  uid: string;
  email: string | null;
  role: Role;
}

/** What an audit entry about anything but a registration is about. */
export type AuditTargetType =
  'settings' | 'feature_flag' | 'center' | 'template' | 'staff_account' | 'data_export' | 'saved_view' | 'contact_number' | 'bulk_job' | 'module_release';

/**
 * One audit-log entry as GET /admin/activity answers it. `before` and `after` hold only the
 * fields that changed, keyed by their path in a Registration ('status', 'payment.status').
 */
export interface ActivityEntry {
  id: string;
  action: AuditAction | SettingsAuditAction;
  /** null for entries the system wrote itself (seeded or imported registrations). */
  actor: AuditActor | null;
  /** null on an entry about anything but a registration (see `target`). */
  registrationId: string | null;
  name: string;
  school: { value: string | null };
  /** When the event happened (ISO 8601). */
  createdAt: string;
  note?: string;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
  /** What an entry about anything but a registration is about (a centre, a template, a flag, a staff account, an export, a shared view, a contact number, a bulk job, a module's release). */
  target?: {
    type: AuditTargetType;
    id: string;
    label: string;
  };
}

export interface ListPage<T> {
  data: T[];
  total: number;
}

/**
 * How alike a group's registrations are, most alike first: some share the whole name; some share
 * the first name; all names differ; or all first names differ under one surname (likely siblings).
 */
export const DUPLICATE_LIKENESSES = ['same_name', 'same_first_name', 'different_names', 'likely_siblings'] as const;
export type DuplicateLikeness = (typeof DUPLICATE_LIKENESSES)[number];

/** One contact number shared by more than one registration (Duplicate Audit). */
export interface DuplicateGroup {
  /** The number in its normalised ten-digit form (or as written, when it is not a mobile number). */
  contactNumber: string;
  count: number;
  registrations: Registration[];
  likeness: DuplicateLikeness;
  /** What the likeness rests on, in words: 'same name', 'different first names', 'same school'. */
  reasons: string[];
  /** Active registrations: the group is resolved when at most one is. */
  activeCount: number;
  /** Someone judged these very registrations not to be duplicates (a new member reopens the group). */
  notDuplicate: { by: string | null; at: string } | null;
}

/** PUT /admin/registrations/duplicates/{contactNumber}/verdict: what was judged, and when. */
export interface DuplicateVerdict {
  contactNumber: string;
  verdict: 'not_duplicate';
  registrationIds: string[];
  by: string | null;
  at: string;
}

/** What a bulk action did: how many rows changed, and why the others were left alone. */
export interface BulkActionResult {
  updated: number;
  skipped: number;
  reasons: { reason: string; count: number }[];
}

/** A single-use CSV download link (POST /admin/registrations/export-links); `path` is on the API. */
export interface ExportLink {
  id: string;
  path: string;
  expiresAt: string;
  expectedRows: number;
}

/** How far the download behind an export link has got (GET /admin/registrations/export-links/{id}). */
export interface ExportProgress {
  expectedRows: number;
  rowsWritten: number;
  started: boolean;
  finished: boolean;
}

export type BulkJobStatus = 'queued' | 'running' | 'completed' | 'failed' | 'cancelled';

/** A bulk action running in the background (GET /admin/jobs/{id}): its progress, then its result. */
export interface BulkJob extends BulkActionResult {
  id: string;
  action: 'confirmPayment' | 'markDuplicate' | 'disqualify' | 'clearStatus';
  status: BulkJobStatus;
  total: number;
  /** Rows handled so far (updated + skipped). */
  done: number;
  /** The first skipped rows (at most MAX_LISTED_SKIPPED_ROWS), each with its reason. */
  skippedRows: { registrationId: string; reason: string }[];
  /** Running, but the API instance working on it stopped answering: another takes it over. */
  stalled: boolean;
  /** Why a failed or cancelled job stopped. */
  failure: string | null;
  createdAt: string;
  finishedAt: string | null;
}
