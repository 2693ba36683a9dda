import type { RefusalCode } from '../common/refusal-codes';

// Apart from sessions.ts: the shell's first load reads this code, and a file of zod schemas would
// bring zod (about 24 KB brotli) into every screen's first load with it.

/** What the API answers (401, `code`) to a call of a session ended on another device or by a superadmin. */
export const SESSION_ENDED_CODE = 'session-ended' satisfies RefusalCode;
