// Spec section 8, "Profile and sign-in": the texts shown when a profile or password change fails,
// ours in the language of the `i18n` given, the API's as it says them.

import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { apiErrorMessage } from 'shared/api/apiError';

const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;

/** What the API said of a refusal, or an Error's message, or the screen's fallback. */
const messageOf = (error: unknown, fallback: string) => apiErrorMessage(error, (error instanceof Error && error.message) || fallback);

export function profileUpdateErrorMessage(i18n: I18n, error: unknown): string {
  if (codeOf(error) === 'auth/email-already-in-use') return i18n._(msg`This email is already in use.`);
  if (codeOf(error) === 'auth/requires-recent-login') return i18n._(msg`Please re-authenticate to update your email.`);
  return messageOf(error, i18n._(msg`Failed to update profile. Please try again.`));
}

// Older projects answer wrong-password; enumeration-protected ones invalid-credential.
const WRONG_PASSWORD = new Set(['auth/wrong-password', 'auth/invalid-credential', 'auth/invalid-login-credentials']);

export function passwordChangeErrorMessage(i18n: I18n, error: unknown): string {
  const code = codeOf(error);
  if (typeof code === 'string' && WRONG_PASSWORD.has(code)) return i18n._(msg`Current password is incorrect.`);
  if (code === 'auth/weak-password') return i18n._(msg`New password is too weak.`);
  return messageOf(error, i18n._(msg`Failed to change password`));
}
