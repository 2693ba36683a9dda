import { z } from 'zod';
import { isoInstant } from '../common/answers';

// The answers of the session calls, apart from sessions.ts so that no answer schema reaches a screen's bundle.

/** One signed-in session, as GET /admin/profile/sessions lists it. */
export const signedInSessionSchema = z.strictObject({
  id: z.uuid(),
  /** The browser and platform of its first call, in words ("Chrome on Windows"). */
  device: z.string(),
  signedInAt: isoInstant,
  lastSeenAt: isoInstant,
  /** The session making this call. */
  current: z.boolean(),
});
export type SignedInSession = z.infer<typeof signedInSessionSchema>;

export const signedInSessionsSchema = z.strictObject({ data: z.array(signedInSessionSchema) });
export type SignedInSessions = z.infer<typeof signedInSessionsSchema>;

/** The answer of ending several sessions at once: how many were still going. */
export const endedSessionsSchema = z.strictObject({ ended: z.number().int().min(0) });
export type EndedSessions = z.infer<typeof endedSessionsSchema>;
