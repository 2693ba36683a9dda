import { z } from 'zod';
import { PASSWORD_MIN } from './profile';

/** Spec section 5, sign-in: e-mail valid; password at least 8 characters; rememberMe optional. */
export const signInSchema = z.object({
  email: z.string().trim().pipe(z.email('Please enter a valid email address')),
  password: z.string().min(PASSWORD_MIN, 'Password must be at least 8 characters'),
  rememberMe: z.boolean().optional(),
});
export type SignInForm = z.input<typeof signInSchema>;

/** Spec section 5, reset: a valid e-mail. */
export const passwordResetSchema = signInSchema.pick({ email: true });
