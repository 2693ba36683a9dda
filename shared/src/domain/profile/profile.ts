// zod/mini, not zod: the profile page fetches these schemas at the first edit of a form, and zod's
// chained API adds about 9 KB over the wire to the core these functions use (14 KB).
import * as z from 'zod/mini';
import { normalizeText } from '../common/text';
import { PASSWORD_MIN, PASSWORD_TOO_SHORT } from '../auth/sign-in';

// The profile page's forms and the API's profile call share these rules (spec section 5), so
// the form and the server never disagree about what is acceptable.

export const PROFILE_NAME_MIN = 2;
export const PROFILE_NAME_MAX = 80;
export const PHONE_MIN = 10;

/** A string field of human text, normalised before its checks (text-schema.ts's normalizedText, in zod/mini). */
const normalizedTextMini = () => z.string().check(z.overwrite(normalizeText));

const email = z.pipe(normalizedTextMini().check(z.maxLength(254, 'Invalid email address')), z.email('Invalid email address'));

const name = normalizedTextMini().check(
  z.minLength(PROFILE_NAME_MIN, 'Name must be at least 2 characters'),
  z.maxLength(PROFILE_NAME_MAX, 'Name must be less than 80 characters'),
);

// The spec asks only for 10 characters; the upper bound keeps a pasted paragraph out of the record.
const phone = normalizedTextMini().check(
  z.minLength(PHONE_MIN, 'Phone number must be at least 10 digits'),
  z.maxLength(32, 'Phone number must be at most 32 characters'),
);

/** Optional: an empty box means "none". */
const alternateEmail = z.union([z.literal(''), email]);

/** The General tab: name and e-mail go to Firebase, phone and alternate e-mail to the API. */
export const profileFormSchema = z.object({ name, email, phone, alternateEmail });
export type ProfileForm = z.output<typeof profileFormSchema>;

/** PUT /admin/profile: the signed-in staff member's own record. */
export const profileUpdateBodySchema = z.strictObject({ name, phone, alternateEmail });
export type ProfileUpdateBody = z.output<typeof profileUpdateBodySchema>;

const password = z.string().check(z.minLength(PASSWORD_MIN, PASSWORD_TOO_SHORT));

/** The Security tab. */
export const passwordChangeSchema = z
  .object({ currentPassword: password, newPassword: password, confirmPassword: password })
  .check(z.refine((form) => form.newPassword === form.confirmPassword, { message: "Passwords don't match", path: ['confirmPassword'] }));
export type PasswordChangeForm = z.output<typeof passwordChangeSchema>;
