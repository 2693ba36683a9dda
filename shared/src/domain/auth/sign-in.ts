// zod/mini, not zod: the stand-alone sign-in page carries these schemas, and zod's chained API
// brings the whole library (about 80 KB) where these functions bring what they use.
import * as z from 'zod/mini';

/** Spec: a password has at least 8 characters (sign-in and password change). */
export const PASSWORD_MIN = 8;
export const PASSWORD_TOO_SHORT = 'Password must be at least 8 characters';

/** Spec section 5, sign-in: e-mail valid; password at least 8 characters; rememberMe optional. */
export const signInSchema = z.object({
  email: z.pipe(z.string().check(z.trim()), z.email('Please enter a valid email address')),
  password: z.string().check(z.minLength(PASSWORD_MIN, PASSWORD_TOO_SHORT)),
  rememberMe: z.optional(z.boolean()),
});
export type SignInForm = z.input<typeof signInSchema>;

/** Spec section 5, reset: a valid e-mail. */
export const passwordResetSchema = z.pick(signInSchema, { email: true });
