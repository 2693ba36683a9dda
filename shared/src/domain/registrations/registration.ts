import { z } from 'zod';
import { isoInstant } from '../common/answers';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, SETTINGS_AUDIT_ACTIONS } from '../audit/audit-actions';
import { CADRES, CLASSES, GENDERS, LEVELS, PAYMENT_METHODS, PAYMENT_MODES, PAYMENT_STATUSES, REGISTRATION_STATUSES, STAFF_ROLES } from '../common/enums';
import { serverOwned } from '../common/server-owned';

// A registration as the API answers it, and the answers about registrations: the API serializes
// them through these schemas and documents them from them; the types are inferred from them.

export const schoolSchema = z.strictObject({
  /** What the screens show as the school. */
  value: z.string(),
  name: z.string().optional(),
});
export type School = z.infer<typeof schoolSchema>;

export const receiptCancellationSchema = z.strictObject({
  at: isoInstant,
  /** The staff e-mail. */
  by: z.string().nullable(),
  reason: z.string(),
});
export type ReceiptCancellation = z.infer<typeof receiptCancellationSchema>;

/** The receipt of a payment the portal confirmed (`payment.receipt`); null for payments it never confirmed. */
const receiptSchema = z
  .strictObject({
    number: z.string().describe('PREFIX/FFFF/NNNNNN: consecutive within the Indian financial year FFFF'),
    issuedAt: isoInstant,
    issuedBy: z.string().nullable().describe('The staff e-mail of the person who confirmed'),
    issuedByName: z.string().nullable().optional().describe('Their name when they confirmed; left out on receipts issued before names were kept'),
    cancelled: receiptCancellationSchema.optional(),
  })
  .meta({ id: 'Receipt' });
export type Receipt = z.infer<typeof receiptSchema>;

/** The rejection an approval request follows: who rejected the one before it, when, and why. */
const earlierRejectionSchema = z.strictObject({
  by: z.string().nullable(),
  byName: z.string().nullable(),
  at: isoInstant,
  note: z.string().nullable(),
});

/** A confirmation at or above the approval threshold, waiting for another admin (`payment.approval`). */
const paymentApprovalSchema = z.strictObject({
  requestedBy: z.string().nullable(),
  /** The name of the person who asked, when known. */
  requestedByName: z.string().nullable().optional(),
  requestedAt: isoInstant,
  note: z.string().nullable(),
  /** How the money was paid, as the person who asked said: the receipt says it once approved. */
  method: z.enum(PAYMENT_METHODS).nullable().optional(),
  /** When the payment's last decision was a rejection: this request is that payment asked again. Left out otherwise. */
  earlierRejection: earlierRejectionSchema.optional(),
});
export type PaymentApproval = z.infer<typeof paymentApprovalSchema>;

/** A registration's payment; PUT /admin/register/{id} takes it back whole (registration-requests.ts). */
export const paymentSchema = z.strictObject({
  paymentId: serverOwned(z.string()),
  mode: z.enum(PAYMENT_MODES),
  amount: serverOwned(z.number().int().describe('Whole rupees')),
  status: z.enum(PAYMENT_STATUSES),
  method: z
    .enum(PAYMENT_METHODS)
    .nullable()
    .optional()
    .describe('How an offline payment was paid, said when it was confirmed; null (always sent) when not said or not paid by hand'),
  // Every answer of the API carries both (optional only for the types older screens' fixtures build).
  receipt: serverOwned(receiptSchema.nullable().optional().describe('Always sent; null: a payment the portal never confirmed')),
  approval: serverOwned(
    paymentApprovalSchema
      .nullable()
      .optional()
      .describe('Always sent; a confirmation at or above the approval threshold, waiting for another admin, else null'),
  ),
});
export type Payment = z.infer<typeof paymentSchema>;

export const registrationSchema = z
  .strictObject({
    registrationId: serverOwned(z.string()),
    name: z.string(),
    gender: z.enum(GENDERS).optional(),
    contactNumber: z.string(),
    /** Receipts and notices go there too, besides an SMS to the contact number. */
    email: z.string().optional().describe("The registrant's e-mail; left out when none is known"),
    school: schoolSchema,
    std: z.enum(CLASSES),
    cadre: z.enum(CADRES),
    levelEnrolled: z.enum(LEVELS),
    /** The code of the centre the registration belongs to (Settings > Centers). */
    centerCode: z.string().describe("The code of the registration's centre"),
    status: z.enum(REGISTRATION_STATUSES),
    createdAt: serverOwned(isoInstant),
    updatedAt: serverOwned(isoInstant),
    disqualificationNote: z.string().optional(),
    adminNote: z.string().optional(),
    payment: paymentSchema,
    merchantTransactionId: serverOwned(z.string().optional()),
    mergedInto: serverOwned(z.string().optional().describe('The registration this one was merged into (it is then a duplicate); left out for one not merged')),
    /** Goes up by one with every change. */
    version: serverOwned(z.number().int().describe('Send it back with a change to refuse changes made from a stale copy')),
  })
  .meta({ id: 'Registration' });
export type Registration = z.infer<typeof registrationSchema>;

/** A list page: the rows, and the total when it was asked for. */
export const registrationPageSchema = z.strictObject({ data: z.array(registrationSchema), total: z.number().int().optional() });

export const registrationCountSchema = z.strictObject({ total: z.number().int() });

export interface ListPage<T> {
  data: T[];
  total: number;
}

const auditActorSchema = z.strictObject({
  uid: z.string(),
  email: z.string().nullable(),
  /** Their name when they acted; left out when none was known. */
  name: z.string().nullable().optional(),
  role: z.enum([...STAFF_ROLES, 'user']),
  /** A money action whose session had passed its passkey check within the last few minutes (api/src/auth/second-factor.ts); left out otherwise. */
  confirmedWith: z.literal('passkey').optional(),
});
export type AuditActor = z.infer<typeof auditActorSchema>;

/**
 * One audit-log entry as GET /admin/activity answers it. `before` and `after` hold only the
 * fields that changed, keyed by their path in a Registration ('status', 'payment.status').
 */
export const activityEntrySchema = z
  .strictObject({
    id: z.string(),
    action: z.enum([...AUDIT_ACTIONS, ...SETTINGS_AUDIT_ACTIONS]),
    /** null for entries the system wrote itself (seeded or imported registrations). */
    actor: auditActorSchema.nullable(),
    /** null on an entry about anything but a registration (see `target`). */
    registrationId: z.string().nullable(),
    name: z.string(),
    school: z.strictObject({ value: z.string().nullable() }),
    /** When the event happened. */
    createdAt: isoInstant,
    note: z.string().optional(),
    before: z.record(z.string(), z.unknown()).optional(),
    after: z.record(z.string(), z.unknown()).optional(),
    /** What an entry about anything but a registration is about (a centre, a template, a flag, a staff account, an export, a shared view, a contact number, a bulk job, a module's release). */
    target: z.strictObject({ type: z.enum(AUDIT_TARGET_TYPES), id: z.string(), label: z.string() }).optional(),
  })
  .meta({ id: 'ActivityEntry' });
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const activityPageSchema = z.strictObject({ data: z.array(activityEntrySchema), total: z.number().int() });

/**
 * How alike a group's registrations are, most alike first: some share the whole name; some share
 * the first name; all names differ; or all first names differ under one surname (likely siblings).
 */
export const DUPLICATE_LIKENESSES = ['same_name', 'same_first_name', 'different_names', 'likely_siblings'] as const;
export type DuplicateLikeness = (typeof DUPLICATE_LIKENESSES)[number];

/** One contact number shared by more than one registration (Duplicate Audit). */
const duplicateGroupSchema = z.strictObject({
  /** The number in its normalised ten-digit form (or as written, when it is not a mobile number). */
  contactNumber: z.string(),
  count: z.number().int(),
  registrations: z.array(registrationSchema),
  likeness: z.enum(DUPLICATE_LIKENESSES),
  /** What the likeness rests on, in words: 'same name', 'different first names', 'same school'. */
  reasons: z.array(z.string()),
  /** Active registrations: the group is resolved when at most one is. */
  activeCount: z.number().int(),
  /** Someone judged these very registrations not to be duplicates (a new member reopens the group). */
  notDuplicate: z.strictObject({ by: z.string().nullable(), at: isoInstant }).nullable(),
});
export type DuplicateGroup = z.infer<typeof duplicateGroupSchema>;

export const duplicateGroupPageSchema = z.strictObject({ data: z.array(duplicateGroupSchema), total: z.number().int() });

/** PUT /admin/registrations/duplicates/{contactNumber}/verdict: what was judged, and when. */
export const duplicateVerdictSchema = z.strictObject({
  contactNumber: z.string(),
  verdict: z.literal('not_duplicate'),
  registrationIds: z.array(z.string()),
  by: z.string().nullable(),
  at: isoInstant,
});
export type DuplicateVerdict = z.infer<typeof duplicateVerdictSchema>;

/**
 * POST /admin/registrations/duplicates/merge-suggested?preview=true: the suggested groups (every
 * member agreeing on normalised name, contact number and school) it would merge, each as the
 * registration kept and those merged into it, and those it would skip, with why in words.
 */
export const mergeSuggestedPreviewSchema = z.strictObject({
  merge: z.array(z.strictObject({ keepId: z.string(), mergeIds: z.array(z.string()) })),
  skip: z.array(z.strictObject({ registrationIds: z.array(z.string()), reason: z.string() })),
  /** Groups merged and skipped; registrations merged away. */
  counts: z.strictObject({ merge: z.number().int(), skip: z.number().int(), mergedAway: z.number().int() }),
});
export type MergeSuggestedPreview = z.infer<typeof mergeSuggestedPreviewSchema>;

/** A single-use CSV download link (POST /admin/registrations/export-links). */
export const exportLinkSchema = z.strictObject({
  id: z.string(),
  path: z.string().describe('On the API'),
  expiresAt: isoInstant,
  expectedRows: z.number().int(),
});
export type ExportLink = z.infer<typeof exportLinkSchema>;

/** How far the download behind an export link has got (GET /admin/registrations/export-links/{id}). */
export const exportProgressSchema = z.strictObject({
  expectedRows: z.number().int(),
  rowsWritten: z.number().int(),
  started: z.boolean(),
  finished: z.boolean(),
});
export type ExportProgress = z.infer<typeof exportProgressSchema>;

/** A bulk action running in the background (GET /admin/jobs/{id}): its progress, then its result. */
export const bulkJobSchema = z.strictObject({
  id: z.string(),
  /** A bulk action's, or `mergeSuggested` (POST /admin/registrations/duplicates/merge-suggested), whose rows are groups. */
  action: z.enum(['confirmPayment', 'markDuplicate', 'disqualify', 'clearStatus', 'mergeSuggested']),
  status: z.enum(['queued', 'running', 'completed', 'failed', 'cancelled']),
  total: z.number().int(),
  /** Rows handled so far (updated + skipped). */
  done: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  reasons: z.array(z.strictObject({ reason: z.string(), count: z.number().int() })),
  /** The first skipped rows (at most MAX_LISTED_SKIPPED_ROWS), each with its reason. */
  skippedRows: z.array(z.strictObject({ registrationId: z.string(), reason: z.string() })),
  /** Running, but the API instance working on it stopped answering: another takes it over. */
  stalled: z.boolean(),
  /** Why a failed or cancelled job stopped. */
  failure: z.string().nullable(),
  createdAt: isoInstant,
  finishedAt: isoInstant.nullable(),
});
export type BulkJob = z.infer<typeof bulkJobSchema>;
export type BulkJobStatus = BulkJob['status'];

/** What a bulk action did: how many rows changed, and why the others were left alone. */
export type BulkActionResult = Pick<BulkJob, 'updated' | 'skipped' | 'reasons'>;
