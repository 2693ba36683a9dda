import { z } from 'zod';
import { answer, isoInstant } from './answers';
import type { AuditPage } from './audit';
import { PAYMENT_MODES } from './enums';
import type { OfflineQueuePage } from './offline-payments';
import type { Collections, CollectionRow, ReceiptRegisterPage, RegisterEntry } from './receipts';
import { activityEntrySchema, receiptCancellationSchema, registrationSchema } from './registration';

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
