import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// Older projects answer wrong-password / user-not-found; enumeration-protected ones invalid-credential.
const BAD_CREDENTIALS = new Set([
  'auth/wrong-password',
  'auth/user-not-found',
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
  'auth/user-disabled',
]);

// The sign-in service could not be asked, or failed while answering: nothing was wrong with what was typed.
const SERVICE_UNREACHABLE = new Set(['auth/network-request-failed', 'auth/timeout']);
const SERVICE_FAILED = new Set(['auth/internal-error', 'auth/web-storage-unsupported']);

/** A plain message for a failure of the sign-in service itself (not of what was typed), or undefined; in the language of `i18n`. */
export function authServiceErrorMessage(i18n: I18n, error: unknown): string | undefined {
  const code = (error as { code?: string } | null)?.code;
  if (code && SERVICE_UNREACHABLE.has(code)) return i18n._(msg`Could not reach the sign-in service. Check your connection and try again.`);
  if (code && SERVICE_FAILED.has(code)) return i18n._(msg`The sign-in service is not working right now. Please try again in a moment.`);
  return undefined;
}

/** Why a sign-in failed, in the language of `i18n`. */
export function signInErrorMessage(i18n: I18n, error: unknown): string {
  const code = (error as { code?: string } | null)?.code;
  if (code && BAD_CREDENTIALS.has(code)) return i18n._(msg`Invalid credentials`);
  if (code === 'auth/too-many-requests') return i18n._(msg`Too many attempts. Please wait a moment and try again.`);
  return authServiceErrorMessage(i18n, error) ?? i18n._(msg`Invalid credentials`);
}
