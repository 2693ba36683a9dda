import { z } from 'zod';

// The answers of the profile calls. Kept out of profile.ts, whose values the screens load, so that no
// answer schema reaches a screen's bundle: screens import its type only with `import type`.

/** The answer of GET and PUT /admin/profile. */
export const staffProfileSchema = z.strictObject({
  uid: z.string(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  phone: z.string().nullable(),
  alternateEmail: z.string().nullable(),
  avatarPath: z.string().nullable().describe('`/avatars/<sha256>` on the API, or null'),
});
export type StaffProfile = z.infer<typeof staffProfileSchema>;
