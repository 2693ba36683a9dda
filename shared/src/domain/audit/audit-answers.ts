import { z } from 'zod';
import { activityEntrySchema } from '../registrations/registration';

// The answer of the audit trail's call. Kept out of audit.ts, whose values the screens load, so
// that no answer schema reaches a screen's bundle: screens import its type only with `import type`.

export const auditPageSchema = z.strictObject({
  /** Newest first. */
  data: z.array(activityEntrySchema),
  /** Entries matching the filters; with `totalCapped`, at least this many. */
  total: z.number().int(),
  totalCapped: z.boolean(),
  /** Pass as `before` for the next, older page; null on the last page. */
  olderCursor: z.string().nullable(),
  /** Pass as `after` for the previous, newer page; null on the first page. */
  newerCursor: z.string().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
