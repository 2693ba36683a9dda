// Spec section 8, "Profile and sign-in": the texts shown when a profile or password change fails,
// ours and the API's refusals in the language of the `i18n` given (a refusal whose words are not
// known, as the API says it).

import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { apiErrorMessageIn } from 'shared/hooks/useApiErrorMessage';

const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;

/** What the API said of a refusal, or an Error's message, or the screen's fallback. */
const messageOf = (i18n: I18n, error: unknown, fallback: string) => apiErrorMessageIn(i18n, error, (error instanceof Error && error.message) || fallback);

export function profileUpdateErrorMessage(i18n: I18n, error: unknown): string {
  if (codeOf(error) === 'auth/email-already-in-use') return i18n._(msg`This email is already in use.`);
  if (codeOf(error) === 'auth/requires-recent-login') return i18n._(msg`Please re-authenticate to update your email.`);
  return messageOf(i18n, error, i18n._(msg`Failed to update profile. Please try again.`));
}

// Older projects answer wrong-password; enumeration-protected ones invalid-credential.
const WRONG_PASSWORD = new Set(['auth/wrong-password', 'auth/invalid-credential', 'auth/invalid-login-credentials']);

export function passwordChangeErrorMessage(i18n: I18n, error: unknown): string {
  const code = codeOf(error);
  if (typeof code === 'string' && WRONG_PASSWORD.has(code)) return i18n._(msg`Current password is incorrect.`);
  if (code === 'auth/weak-password') return i18n._(msg`New password is too weak.`);
  return messageOf(i18n, error, i18n._(msg`Failed to change password`));
}
