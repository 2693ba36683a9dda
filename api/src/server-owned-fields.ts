import type { z } from 'zod';
import { changedServerOwnedFields } from 'shared/domain/common/server-owned';
import { HttpError } from './http-error';

/**
 * Refuses a write that sent back a server-owned field of its answer changed: 400 naming each, as
 * a body its schema refused. `stored` is the thing as the API answers it, read in the write's transaction.
 */
export function refuseChangedServerOwnedFields(sent: object, stored: object, answer: z.ZodObject, path?: string): void {
  const issues = changedServerOwnedFields(sent, stored, answer, path);
  const [first] = issues;
  if (first) throw new HttpError(400, 'invalid-request', `Invalid body ${first.path}: ${first.message}`, { issues });
}
