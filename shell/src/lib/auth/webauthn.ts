import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { apiErrorMessageIn } from 'shared/hooks/useApiErrorMessage';
import type { WebAuthnOptions } from 'shared/domain/auth/passkeys-answers';

// The browser's own passkey prompt, around options the API made (api/src/auth/passkeys.ts): it
// answers them as the API reads them (base64url JSON), or throws the browser's DOMException.

/** A new passkey for the options of POST /admin/profile/passkeys/options. */
export const createPasskey = (options: WebAuthnOptions) => startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON });

/** One of the person's passkeys signing the options of POST /admin/profile/second-factor/options. */
export const signWithPasskey = (options: WebAuthnOptions) => startAuthentication({ optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON });

const nameOf = (error: unknown) => (error instanceof Error ? error.name : '');

/**
 * In words (the browser's in the language of `i18n`): the browser's refusal (closed, timed out, a
 * passkey it holds already), the API's (in the language's words where known), or the screen's fallback.
 */
export function passkeyErrorMessage(i18n: I18n, error: unknown, fallback: string): string {
  if (nameOf(error) === 'NotAllowedError' || nameOf(error) === 'AbortError') return i18n._(msg`The passkey request was closed or timed out. Please try again.`);
  if (nameOf(error) === 'InvalidStateError') return i18n._(msg`This device already holds a passkey of yours.`);
  if (nameOf(error) === 'NotSupportedError') return i18n._(msg`This browser cannot use passkeys.`);
  return apiErrorMessageIn(i18n, error, fallback);
}
