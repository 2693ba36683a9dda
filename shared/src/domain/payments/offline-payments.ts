import { z } from 'zod';
import { integerParam, isInstantInRange } from '../common/query-params';
import { registrationSchema } from '../registrations/registration';

// The queue of GET /admin/payments/awaiting-confirmation: offline payments awaiting confirmation
// (the rule: offline-awaiting.ts).

export const OFFLINE_QUEUE_PAGE_SIZE = 20;
export const MAX_OFFLINE_QUEUE_PAGE_SIZE = 100;

/** Where a page of the queue starts: just after this row in (createdAt, registrationId) order. */
export interface OfflineQueueCursor {
  createdAt: string;
  registrationId: string;
}

// An ISO instant never holds '_', so the first one separates it from the registration id.
export function encodeOfflineQueueCursor(cursor: OfflineQueueCursor): string {
  return `${cursor.createdAt}_${cursor.registrationId}`;
}

function decodeOfflineQueueCursor(text: string): OfflineQueueCursor | null {
  const separator = text.indexOf('_');
  if (separator < 0) return null;
  const createdAt = text.slice(0, separator);
  const registrationId = text.slice(separator + 1);
  const time = Date.parse(createdAt);
  if (!/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/.test(createdAt) || !isInstantInRange(time)) return null;
  if (registrationId.length < 1 || registrationId.length > 64) return null;
  return { createdAt: new Date(time).toISOString(), registrationId };
}

export interface OfflineQueueQuery {
  /** Same search as the registration list: name, registration id, payment id, contact number. */
  q?: string;
  limit: number;
  after: OfflineQueueCursor | null;
}

/** Query string of GET /admin/payments/awaiting-confirmation. */
export const offlineQueueQuerySchema = z
  .strictObject({
    q: z.string().trim().max(200).optional(),
    limit: integerParam(1, MAX_OFFLINE_QUEUE_PAGE_SIZE).optional(),
    after: z
      .string()
      .max(200)
      .transform((text, ctx) => {
        const cursor = decodeOfflineQueueCursor(text);
        if (!cursor) {
          ctx.addIssue({ code: 'custom', message: 'Not a cursor this call answered: send nextCursor back as it came' });
          return z.NEVER;
        }
        return cursor;
      })
      .optional(),
  })
  .transform((raw): OfflineQueueQuery => ({
    ...(raw.q && { q: raw.q }),
    limit: raw.limit ?? OFFLINE_QUEUE_PAGE_SIZE,
    after: raw.after ?? null,
  }));

/** One page, oldest first; `total` counts every match, `nextCursor` is null on the last page. */
export const offlineQueuePageSchema = z.strictObject({ data: z.array(registrationSchema), total: z.number().int(), nextCursor: z.string().nullable() });
export type OfflineQueuePage = z.infer<typeof offlineQueuePageSchema>;
