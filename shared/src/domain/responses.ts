import { z } from 'zod';
import { answer, isoInstant } from './answers';
import type { AuditPage } from './audit';
import { CADRES, CLASSES, GENDERS, LEVELS, PAYMENT_MODES, PAYMENT_STATUSES, REGISTRATION_STATUSES, STAFF_ROLES } from './enums';
import type { OfflineQueuePage } from './offline-payments';
import type { Collections, CollectionRow, PaymentApproval, Receipt, ReceiptCancellation, ReceiptRegisterPage, RegisterEntry } from './receipts';
import {
  AUDIT_ACTIONS,
  DUPLICATE_LIKENESSES,
  type ActivityEntry,
  type AuditActor,
  type BulkJob,
  type DuplicateGroup,
  type DuplicateVerdict,
  type ExportLink,
  type ExportProgress,
  type Payment,
  type Registration,
  type School,
} from './registration';
import { SETTINGS_AUDIT_ACTIONS } from './settings';

export const schoolSchema = answer<School>()(z.strictObject({ value: z.string(), name: z.string().optional() }));

const receiptCancellationSchema = answer<ReceiptCancellation>()(z.strictObject({ at: isoInstant, by: z.string().nullable(), reason: z.string() }));

export const receiptSchema = answer<Receipt>()(
  z
    .strictObject({
      number: z.string().describe('PREFIX/FFFF/NNNNNN: consecutive within the Indian financial year FFFF'),
      issuedAt: isoInstant,
      issuedBy: z.string().nullable().describe('The staff e-mail of the person who confirmed'),
      cancelled: receiptCancellationSchema.optional(),
    })
    .meta({ id: 'Receipt' }),
);

const paymentApprovalSchema = answer<PaymentApproval>()(
  z.strictObject({ requestedBy: z.string().nullable(), requestedAt: isoInstant, note: z.string().nullable() }),
);

export const paymentSchema = answer<Payment>()(
  z.strictObject({
    paymentId: z.string(),
    mode: z.enum(PAYMENT_MODES),
    amount: z.number().int().describe('Whole rupees'),
    status: z.enum(PAYMENT_STATUSES),
    // Every answer of the API carries both (optional only for the types older screens' fixtures build).
    receipt: receiptSchema.nullable().optional().describe('Always sent; null: a payment the portal never confirmed'),
    approval: paymentApprovalSchema
      .nullable()
      .optional()
      .describe('Always sent; a confirmation at or above the approval threshold, waiting for another admin, else null'),
  }),
);

export const registrationSchema = answer<Registration>()(
  z
    .strictObject({
      registrationId: z.string(),
      name: z.string(),
      gender: z.enum(GENDERS).optional(),
      contactNumber: z.string(),
      school: schoolSchema,
      std: z.enum(CLASSES),
      cadre: z.enum(CADRES),
      levelEnrolled: z.enum(LEVELS),
      centerCode: z.string().describe("The code of the registration's centre"),
      status: z.enum(REGISTRATION_STATUSES),
      createdAt: isoInstant,
      updatedAt: isoInstant,
      disqualificationNote: z.string().optional(),
      adminNote: z.string().optional(),
      payment: paymentSchema,
      merchantTransactionId: z.string().optional(),
      version: z.number().int().describe('Send it back with a change to refuse changes made from a stale copy'),
    })
    .meta({ id: 'Registration' }),
);

/** A list page: the rows, and the total when it was asked for. */
export const registrationPageSchema = z.strictObject({ data: z.array(registrationSchema), total: z.number().int().optional() });

export const registrationCountSchema = z.strictObject({ total: z.number().int() });

const auditActorSchema = answer<AuditActor>()(z.strictObject({ uid: z.string(), email: z.string().nullable(), role: z.enum([...STAFF_ROLES, 'user']) }));

export const activityEntrySchema = answer<ActivityEntry>()(
  z
    .strictObject({
      id: z.string(),
      action: z.enum([...AUDIT_ACTIONS, ...SETTINGS_AUDIT_ACTIONS]),
      actor: auditActorSchema.nullable(),
      registrationId: z.string().nullable(),
      name: z.string(),
      school: z.strictObject({ value: z.string().nullable() }),
      createdAt: isoInstant,
      note: z.string().optional(),
      before: z.record(z.string(), z.unknown()).optional(),
      after: z.record(z.string(), z.unknown()).optional(),
      target: z
        .strictObject({
          type: z.enum([
            'settings',
            'feature_flag',
            'center',
            'template',
            'staff_account',
            'data_export',
            'saved_view',
            'contact_number',
            'bulk_job',
            'module_release',
          ]),
          id: z.string(),
          label: z.string(),
        })
        .optional(),
    })
    .meta({ id: 'ActivityEntry' }),
);

export const activityPageSchema = z.strictObject({ data: z.array(activityEntrySchema), total: z.number().int() });

export const auditPageSchema = answer<AuditPage>()(
  z.strictObject({
    data: z.array(activityEntrySchema),
    total: z.number().int(),
    totalCapped: z.boolean(),
    olderCursor: z.string().nullable(),
    newerCursor: z.string().nullable(),
  }),
);

export const offlineQueuePageSchema = answer<OfflineQueuePage>()(
  z.strictObject({
    data: z.array(registrationSchema),
    total: z.number().int(),
    nextCursor: z.string().nullable(),
  }),
);

export const duplicateGroupPageSchema = z.strictObject({
  data: z.array(
    answer<DuplicateGroup>()(
      z.strictObject({
        contactNumber: z.string(),
        count: z.number().int(),
        registrations: z.array(registrationSchema),
        likeness: z.enum(DUPLICATE_LIKENESSES),
        reasons: z.array(z.string()),
        activeCount: z.number().int(),
        notDuplicate: z.strictObject({ by: z.string().nullable(), at: isoInstant }).nullable(),
      }),
    ),
  ),
  total: z.number().int(),
});

export const duplicateVerdictSchema = answer<DuplicateVerdict>()(
  z.strictObject({
    contactNumber: z.string(),
    verdict: z.literal('not_duplicate'),
    registrationIds: z.array(z.string()),
    by: z.string().nullable(),
    at: isoInstant,
  }),
);

export const exportLinkSchema = answer<ExportLink>()(
  z.strictObject({
    id: z.string(),
    path: z.string().describe('On the API'),
    expiresAt: isoInstant,
    expectedRows: z.number().int(),
  }),
);

export const exportProgressSchema = answer<ExportProgress>()(
  z.strictObject({
    expectedRows: z.number().int(),
    rowsWritten: z.number().int(),
    started: z.boolean(),
    finished: z.boolean(),
  }),
);

export const bulkJobSchema = answer<BulkJob>()(
  z.strictObject({
    id: z.string(),
    action: z.enum(['confirmPayment', 'markDuplicate', 'disqualify', 'clearStatus']),
    status: z.enum(['queued', 'running', 'completed', 'failed', 'cancelled']),
    total: z.number().int(),
    done: z.number().int(),
    updated: z.number().int(),
    skipped: z.number().int(),
    reasons: z.array(z.strictObject({ reason: z.string(), count: z.number().int() })),
    skippedRows: z.array(z.strictObject({ registrationId: z.string(), reason: z.string() })),
    stalled: z.boolean(),
    failure: z.string().nullable(),
    createdAt: isoInstant,
    finishedAt: isoInstant.nullable(),
  }),
);

export const receiptRegisterPageSchema = answer<ReceiptRegisterPage>()(
  z.strictObject({
    data: z.array(
      answer<RegisterEntry>()(
        z.strictObject({
          number: z.string(),
          registrationId: z.string(),
          name: z.string(),
          amount: z.number().int(),
          mode: z.enum(PAYMENT_MODES),
          issuedAt: isoInstant,
          issuedBy: z.string().nullable(),
          cancelled: receiptCancellationSchema.nullable(),
        }),
      ),
    ),
    total: z.number().int(),
    totalAmount: z.number().int().describe('Rupees of the matching receipts not cancelled'),
    nextCursor: z.string().nullable(),
  }),
);

export const collectionsSchema = answer<Collections>()(
  z.strictObject({
    data: z.array(
      answer<CollectionRow>()(
        z.strictObject({ day: z.string().describe('YYYY-MM-DD'), staffEmail: z.string().nullable(), count: z.number().int(), amount: z.number().int() }),
      ),
    ),
    totalCount: z.number().int(),
    totalAmount: z.number().int(),
  }),
);

export const approvalsPageSchema = z.strictObject({ data: z.array(registrationSchema), total: z.number().int() });
