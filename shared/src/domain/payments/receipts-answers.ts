import { z } from 'zod';
import { isoInstant } from '../common/answers';
import { PAYMENT_METHODS, PAYMENT_MODES } from '../common/enums';
import { receiptCancellationSchema, registrationSchema } from '../registrations/registration';

// The answers of the receipt register, collections and approvals calls. Kept out of receipts.ts,
// whose values the screens load, so that no answer schema reaches a screen's bundle: screens
// import these types only with `import type`.

const registerEntrySchema = z.strictObject({
  number: z.string(),
  registrationId: z.string(),
  name: z.string(),
  amount: z.number().int(),
  mode: z.enum(PAYMENT_MODES),
  issuedAt: isoInstant,
  issuedBy: z.string().nullable(),
  /** The confirmer's name when they confirmed, if known. */
  issuedByName: z.string().nullable(),
  /** How the money came, when the confirmer said. */
  method: z.enum(PAYMENT_METHODS).nullable(),
  cancelled: receiptCancellationSchema.nullable(),
  /** Prints by someone who may confirm payments; other people's downloads do not count. */
  copiesPrinted: z.number().int().describe('Copies printed so far (downloads by someone with the write permission)'),
});
export type RegisterEntry = z.infer<typeof registerEntrySchema>;

export const receiptRegisterPageSchema = z.strictObject({
  data: z.array(registerEntrySchema),
  /** Receipts matching the filters, cancelled ones included. */
  total: z.number().int(),
  /** Cancelled ones left out. */
  totalAmount: z.number().int().describe('Rupees of the matching receipts not cancelled'),
  /** The cancelled ones among them, and their rupees: what "N cancelled (₹X)" says. */
  cancelledCount: z.number().int(),
  cancelledAmount: z.number().int(),
  /** Pass as `cursor` for the next, older page; null on the last. */
  nextCursor: z.string().nullable(),
});
export type ReceiptRegisterPage = z.infer<typeof receiptRegisterPageSchema>;

const collectionRowSchema = z.strictObject({
  /** In the person's time zone. */
  day: z.string().describe('YYYY-MM-DD'),
  staffEmail: z.string().nullable(),
  count: z.number().int(),
  amount: z.number().int(),
  /** The row split by how the money came, for balancing a cash drawer; receipts whose method was not said are in no part. */
  byMethod: z.partialRecord(z.enum(PAYMENT_METHODS), z.strictObject({ count: z.number().int(), amount: z.number().int() })),
});
export type CollectionRow = z.infer<typeof collectionRowSchema>;

export const collectionsSchema = z.strictObject({
  data: z.array(collectionRowSchema),
  totalCount: z.number().int(),
  totalAmount: z.number().int(),
  /**
   * For a person limited to some centres: the standing receipts they issued on these days to
   * registrations outside those centres (issued before their limit changed), so that their cash-up
   * matches the cash in hand; counted and summed only, nothing of those registrations told. Null
   * for someone who sees every centre. Not in `data` nor in the totals above.
   */
  outsideYourCentres: z
    .strictObject({ count: z.number().int(), amount: z.number().int() })
    .nullable()
    .describe('Your standing receipts of these days outside your centres; null when you see every centre'),
});
export type Collections = z.infer<typeof collectionsSchema>;

/** GET /admin/payments/approvals: the registrations whose confirmation waits for another admin. */
export const approvalsPageSchema = z.strictObject({ data: z.array(registrationSchema), total: z.number().int() });
