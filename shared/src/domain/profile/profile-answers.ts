import { z } from 'zod';
import { serverOwned } from '../common/server-owned';

// The answers of the profile calls. Kept out of profile.ts, whose values the screens load, so that no
// answer schema reaches a screen's bundle: screens import its type only with `import type`.

/** The answer of GET and PUT /admin/profile. */
export const staffProfileSchema = z.strictObject({
  uid: serverOwned(z.string()),
  /** The sign-in's e-mail (Firebase's, changed on the Profile page through Firebase). */
  email: serverOwned(z.string().nullable()),
  name: z.string().nullable(),
  phone: z.string().nullable(),
  alternateEmail: z.string().nullable(),
  avatarPath: serverOwned(z.string().nullable().describe('`/avatars/<sha256>` on the API, or null')),
});
export type StaffProfile = z.infer<typeof staffProfileSchema>;
