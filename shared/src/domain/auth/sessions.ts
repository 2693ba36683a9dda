import { z } from 'zod';

// The signed-in sessions of a staff member (Profile > Security): one per sign-in, ended one by one,
// all but this one, or every one by a superadmin (Settings > Users). The answers are in sessions-answers.ts.

export const sessionParamsSchema = z.strictObject({ id: z.uuid('Unknown session') });
