import { z } from 'zod';
import type { RefusalCode } from '../common/refusal-codes';

// The signed-in sessions of a staff member (Profile > Security): one per sign-in, ended one by one,
// all but this one, or every one by a superadmin (Settings > Users). The answers are in sessions-answers.ts.

export const sessionParamsSchema = z.strictObject({ id: z.uuid('Unknown session') });

/** What the API answers (401, `code`) to a call of a session ended on another device or by a superadmin. */
export const SESSION_ENDED_CODE = 'session-ended' satisfies RefusalCode;

/** What the sign-in page says to the browser whose session was ended elsewhere. */
export const SESSION_ENDED_NOTICE = 'You were signed out on another device.';
