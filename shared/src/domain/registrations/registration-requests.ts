import { z } from 'zod';
import { normalizedText } from '../common/text-schema';
import { CADRES, CLASSES, LEVELS, PAYMENT_METHODS, REGISTRATION_STATUSES } from '../common/enums';
import { normalizeContactNumber } from './contact-number';
import { registrationListQuerySchema } from './list-query';
import { hasActiveFilters } from './list-rules';
import { integerParam } from '../common/query-params';
import { MIN_DISQUALIFICATION_REASON, REASON_TOO_SHORT, STATUSES_NEEDING_ACKNOWLEDGEMENT } from './transitions';
import { fieldIssues } from '../common/validation';
import { paymentSchema } from './registration';
import { takingBack } from '../common/server-owned';
import { MAX_BULK_ROWS, MAX_LOOKUP_ID_LENGTH } from './request-limits';

// Parameters and bodies of the API calls of spec section 7. The browser's forms validate with
// the same schemas, so a form and the API never disagree about what is acceptable.

export const registrationIdParamsSchema = z.strictObject({
  id: z.string().min(1).max(64),
});

/** The version the change was made from; a different current version answers 409. */
const version = z.number().int().min(1).optional();
const adminNoteText = normalizedText().max(500, 'Keep the admin note to 500 characters or fewer.');
const adminNote = adminNoteText.optional();
/** A status change's admin note as it is to stand afterwards, null for none: how Undo puts back the note it had. */
const restoredAdminNote = adminNoteText.nullable().optional();

export const disqualificationReasonSchema = normalizedText()
  .min(MIN_DISQUALIFICATION_REASON, REASON_TOO_SHORT)
  .max(1000, 'Keep the reason to 1000 characters or fewer.');

/** The Disqualify dialog's form. */
export const disqualifyFormSchema = z.object({ reason: disqualificationReasonSchema });

/**
 * PUT /admin/register/{id}: confirm an offline payment. `payment` may be the registration's payment
 * as read, status changed (the spec's body): its receipt and approval are taken back unchanged.
 */
export const confirmPaymentBodySchema = z.strictObject({
  payment: takingBack(
    z.strictObject({
      // paymentId and amount may be sent back as the screen shows them; they must match the registration.
      paymentId: z.string().optional(),
      amount: z.number().int().min(0).optional(),
      mode: z.literal('offline'),
      status: z.literal('success'),
      /** How the money came: cash, bank transfer, cheque or UPI; optional, so the spec's body still works. */
      method: z.enum(PAYMENT_METHODS).nullable().optional(),
    }),
    paymentSchema,
  ),
  adminNote,
  version,
  /** The registration's status, named: needed to confirm the payment of a duplicate or disqualified registration. */
  acknowledgeStatus: z.enum(STATUSES_NEEDING_ACKNOWLEDGEMENT).optional(),
});
export type ConfirmPaymentBody = z.infer<typeof confirmPaymentBodySchema>;

/** PUT /admin/register/{id}: clear a duplicate or disqualified status back to active; `adminNote: null` leaves no note. */
export const clearStatusBodySchema = z.strictObject({
  status: z.literal('active'),
  adminNote: restoredAdminNote,
  version,
});
export type ClearStatusBody = z.infer<typeof clearStatusBodySchema>;

export type RegisterUpdateBody = ({ kind: 'confirmPayment' } & ConfirmPaymentBody) | ({ kind: 'clearStatus' } & ClearStatusBody);

/**
 * PUT /admin/register/{id} carries one of two bodies, told apart by whether `payment` or
 * `status` is present, so that errors name the field of the body that was meant.
 */
export const registerUpdateBodySchema = z.unknown().transform((body, ctx): RegisterUpdateBody => {
  const isObject = typeof body === 'object' && body !== null && !Array.isArray(body);
  const fail = (issues: { path: string; message: string }[]) => {
    for (const issue of issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path ? issue.path.split('.') : [] });
    }
    return z.NEVER;
  };
  if (isObject && 'payment' in body) {
    const parsed = confirmPaymentBodySchema.safeParse(body);
    return parsed.success ? { kind: 'confirmPayment', ...parsed.data } : fail(fieldIssues(parsed.error.issues));
  }
  if (isObject && 'status' in body) {
    const parsed = clearStatusBodySchema.safeParse(body);
    return parsed.success ? { kind: 'clearStatus', ...parsed.data } : fail(fieldIssues(parsed.error.issues));
  }
  return fail([{ path: '', message: 'Send payment to confirm a payment, or status: active to clear a status' }]);
});

/** PUT /admin/registrations/{id}/status */
export const statusChangeBodySchema = z.discriminatedUnion('status', [
  z.strictObject({ status: z.literal('disqualified'), note: disqualificationReasonSchema, adminNote: restoredAdminNote, version }),
  z.strictObject({ status: z.literal('duplicate'), adminNote: restoredAdminNote, version }),
]);
export type StatusChangeBody = z.infer<typeof statusChangeBodySchema>;

export const personNameSchema = normalizedText().min(2, 'Name must be at least 2 characters').max(80, 'Name must be less than 80 characters');

export const contactNumberSchema = normalizedText().refine(
  (value) => normalizeContactNumber(value) !== null,
  'Enter a ten-digit mobile number, optionally with +91 or a leading 0',
);

/**
 * A registrant's e-mail, checked as the spec checks every e-mail ('Invalid email address'), or
 * empty for none (a form's empty box; text only invisible characters is empty too).
 */
export const optionalEmailSchema = normalizedText().pipe(z.union([z.literal(''), z.email('Invalid email address').max(254, 'Invalid email address')]));

export const schoolSchema = z.strictObject({
  value: normalizedText().min(1, 'School is required').max(200, 'School must be at most 200 characters'),
  name: normalizedText().max(200).optional(),
});

/** The edit dialog's form: every field it edits, each by the rule the API holds it to. */
export const registrationEditFormSchema = z.object({
  name: personNameSchema,
  contactNumber: contactNumberSchema,
  email: optionalEmailSchema,
  std: z.enum(CLASSES),
  cadre: z.enum(CADRES),
  levelEnrolled: z.enum(LEVELS),
  school: schoolSchema.shape.value,
  centerCode: z.string().min(1, 'Choose a center'),
});
export type RegistrationEditForm = z.infer<typeof registrationEditFormSchema>;

/**
 * PUT /admin/registrations/{id}/details: the edit dialog's fields; every one optional, and
 * `school` replaces the whole school. `status` may change only as the status rules allow.
 */
export const registrationDetailsBodySchema = z.strictObject({
  name: personNameSchema.optional(),
  contactNumber: contactNumberSchema.optional(),
  /** Empty or null clears it. */
  email: optionalEmailSchema.nullable().optional(),
  std: z.enum(CLASSES).optional(),
  cadre: z.enum(CADRES).optional(),
  levelEnrolled: z.enum(LEVELS).optional(),
  school: schoolSchema.optional(),
  /** Moves the registration to another centre (people who see every centre only). */
  centerCode: normalizedText().min(1, 'Choose a center').max(64).optional(),
  status: z.enum(REGISTRATION_STATUSES).optional(),
  version,
});
export type RegistrationDetailsBody = z.infer<typeof registrationDetailsBodySchema>;

/** POST /admin/registrations/{id}/undo: the history entry (the caller's last change of the registration) to take back. */
export const registrationUndoBodySchema = z.strictObject({
  entryId: z.string().regex(/^[1-9][0-9]{0,17}$/, 'Not a history entry id'),
});
export type RegistrationUndoBody = z.infer<typeof registrationUndoBodySchema>;

/** The fields a merge takes from one registration or another (POST /admin/registrations/{keepId}/merge). */
export const MERGE_FIELDS = ['name', 'gender', 'contactNumber', 'email', 'school', 'std', 'cadre', 'levelEnrolled', 'centerCode'] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];
/** More registrations than this in one merge is not a group of duplicates. */
export const MAX_MERGED_REGISTRATIONS = 20;

const mergedRegistrationId = registrationIdParamsSchema.shape.id;

export const mergeParamsSchema = z.strictObject({ keepId: mergedRegistrationId });

/**
 * POST /admin/registrations/{keepId}/merge: the registrations merged into the kept one, which
 * registration each field's value comes from (the kept one's where left out), and the version of
 * every registration named as the person read it.
 */
export const mergeBodySchema = z.strictObject({
  mergeIds: z
    .array(mergedRegistrationId)
    .min(1, 'Name at least one registration to merge.')
    .max(MAX_MERGED_REGISTRATIONS, `Merge at most ${MAX_MERGED_REGISTRATIONS} registrations at once.`),
  fields: z.partialRecord(z.enum(MERGE_FIELDS), mergedRegistrationId).default({}),
  versions: z.record(mergedRegistrationId, z.number().int().min(1)),
});
export type MergeBody = z.input<typeof mergeBodySchema>;

/**
 * POST /admin/registrations/duplicates/merge-suggested: `preview=true` answers what it would do and
 * changes nothing; without it the merges run as a bulk job.
 */
export const mergeSuggestedQuerySchema = z
  .strictObject({ preview: z.enum(['true', 'false']).optional() })
  .transform((raw) => ({ preview: raw.preview === 'true' }));

const lookupText = (label: string) => normalizedText().min(1, `Enter a ${label}`).max(MAX_LOOKUP_ID_LENGTH);

export const merchantTransactionLookupQuerySchema = z.strictObject({
  merchantTransactionId: lookupText('merchant transaction id'),
});

export const paymentIdLookupQuerySchema = z.strictObject({
  paymentId: lookupText('payment id'),
});

export const DEFAULT_ACTIVITY_LIMIT = 10;
export const MAX_ACTIVITY_LIMIT = 100;

/** limit and offset of a paged call, with its default and largest page. */
function pageQuerySchema(defaultLimit: number, maxLimit: number) {
  return z
    .strictObject({
      limit: integerParam(1, maxLimit).optional(),
      offset: integerParam(0, Number.MAX_SAFE_INTEGER).optional(),
    })
    .transform((raw) => ({ limit: raw.limit ?? defaultLimit, offset: raw.offset ?? 0 }));
}

/** GET /admin/activity */
export const activityQuerySchema = pageQuerySchema(DEFAULT_ACTIVITY_LIMIT, MAX_ACTIVITY_LIMIT);

/** For calls that take no query parameters: anything sent is refused rather than ignored. */
export const noQuerySchema = z.strictObject({});

export const DEFAULT_HISTORY_LIMIT = 50;
export const MAX_HISTORY_LIMIT = 100;

/** GET /admin/registrations/{id}/history */
export const historyQuerySchema = pageQuerySchema(DEFAULT_HISTORY_LIMIT, MAX_HISTORY_LIMIT);

export const DEFAULT_DUPLICATE_GROUPS_LIMIT = 20;
export const MAX_DUPLICATE_GROUPS_LIMIT = 100;
/** A verdict names every registration of its group; no real family shares a number with more. */
export const MAX_DUPLICATE_GROUP_SIZE = 500;

/**
 * GET /admin/registrations/duplicates: groups of registrations sharing a contact number, by number
 * (the spec's list). The Duplicate Audit screen also searches a phone number or a name (`q`), keeps
 * to groups still to be resolved (`unresolved=true`: two or more active, no "Not a duplicate"
 * verdict on these very registrations) and ranks them by how alike their rows are (`sort=likeness`).
 */
export const duplicateGroupsQuerySchema = z
  .strictObject({
    limit: integerParam(1, MAX_DUPLICATE_GROUPS_LIMIT).optional(),
    offset: integerParam(0, Number.MAX_SAFE_INTEGER).optional(),
    q: normalizedText().max(100).optional(),
    unresolved: z.enum(['true', 'false']).optional(),
    sort: z.enum(['number', 'likeness']).optional(),
  })
  .transform((raw) => ({
    limit: raw.limit ?? DEFAULT_DUPLICATE_GROUPS_LIMIT,
    offset: raw.offset ?? 0,
    q: raw.q?.trim() || undefined,
    unresolved: raw.unresolved === 'true',
    sort: raw.sort ?? ('number' as const),
  }));
export type DuplicateGroupsQuery = z.output<typeof duplicateGroupsQuerySchema>;

export const duplicateGroupParamsSchema = z.strictObject({ contactNumber: z.string().min(1).max(64) });

/**
 * PUT /admin/registrations/duplicates/{contactNumber}/verdict: "Not a duplicate", about the
 * registrations the person saw; when the number's registrations are no longer those, 409.
 */
export const duplicateVerdictBodySchema = z.strictObject({
  verdict: z.literal('not_duplicate'),
  registrationIds: z
    .array(z.string().min(1).max(64))
    .max(MAX_DUPLICATE_GROUP_SIZE)
    // The same registration named twice is one registration, not a group of two.
    .transform((ids) => [...new Set(ids)])
    .pipe(z.array(z.string()).min(2, 'Name at least two different registrations: one registration is not a group')),
});

export const BULK_ACTIONS = ['confirmPayment', 'markDuplicate', 'disqualify', 'clearStatus'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];
// Passed on for the API, which imports its bulk rules from here.
export { MAX_BULK_ROWS };
/** A finished job lists this many skipped rows by id (and counts all of them by reason). */
export const MAX_LISTED_SKIPPED_ROWS = 100;

/**
 * POST /admin/registrations/bulk: one action on the listed registrations, on every registration
 * matching `filters` (the list's query parameters, as strings), or on every registration (`all`).
 * A set chosen by filters or `all` carries the total the person saw (`expectedTotal`): when it no
 * longer matches, the call answers 409 and changes nothing. Filters that select nothing out
 * (an empty search) are not taken to mean everything.
 */
export const bulkActionBodySchema = z
  .strictObject({
    action: z.enum(BULK_ACTIONS),
    note: disqualificationReasonSchema.optional(),
    registrationIds: z.array(z.string().min(1).max(64)).min(1).max(MAX_BULK_ROWS).optional(),
    filters: registrationListQuerySchema.optional(),
    all: z.literal(true).optional(),
    expectedTotal: z.number().int().min(1).max(MAX_BULK_ROWS).optional(),
  })
  .superRefine((body, ctx) => {
    const targets = [body.registrationIds, body.filters, body.all].filter((target) => target !== undefined).length;
    if (targets !== 1) {
      ctx.addIssue({ code: 'custom', message: 'Send one of registrationIds, filters or all: true', path: [] });
    }
    if (body.filters && !hasActiveFilters(body.filters)) {
      ctx.addIssue({
        code: 'custom',
        message: 'These filters select every registration: send all: true with the total you saw instead',
        path: ['filters'],
      });
    }
    if ((body.filters || body.all) && body.expectedTotal === undefined) {
      ctx.addIssue({ code: 'custom', message: 'Send the number of registrations you saw selected', path: ['expectedTotal'] });
    }
    if (body.registrationIds && body.expectedTotal !== undefined) {
      ctx.addIssue({ code: 'custom', message: 'expectedTotal goes with filters or all, not with registrationIds', path: ['expectedTotal'] });
    }
    if (body.action === 'disqualify' && body.note === undefined) {
      ctx.addIssue({ code: 'custom', message: REASON_TOO_SHORT, path: ['note'] });
    }
  });
export type BulkActionBody = z.infer<typeof bulkActionBodySchema>;
/** What the browser sends: `filters` as the list's query parameters (listQueryParams). */
export type BulkActionRequest = z.input<typeof bulkActionBodySchema>;

/** A single-use CSV download link: 32 random bytes, base64url. */
export const exportLinkTokenParamsSchema = z.strictObject({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Not a download link') });

export const exportLinkIdParamsSchema = z.strictObject({ id: z.uuid('Unknown export') });

/** GET /admin/jobs/{id}. */
export const bulkJobParamsSchema = z.strictObject({ id: z.uuid('Unknown job') });
