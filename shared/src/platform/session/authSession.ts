// The api slice lives in `shared` but the Firebase session lives in the shell: the shell
// connects the two here, so no remote ever imports Firebase.

export interface AuthSessionBridge {
  /** The current user's Firebase ID token, or null when nobody is signed in. */
  getIdToken: () => Promise<string | null>;
  /** Called when the API says the session is not (or no longer) valid. */
  onUnauthenticated: () => void;
  /**
   * Asks the person to confirm it's them with their passkey, after the API refused a call with 403
   * `second-factor-required` or `step-up-required` (the `code` given); true once they have, and the
   * call is made again, once. False (they cancelled), or absent (a shell older than 2.16): the refusal stands.
   */
  confirmSecondFactor?: (code: SecondFactorCode) => Promise<boolean>;
}

/** The codes of a 403 that a passkey check can lift (shared/domain/auth/passkeys.ts names them for the API). */
export const SECOND_FACTOR_CODES = ['second-factor-required', 'step-up-required'] as const;
export type SecondFactorCode = (typeof SECOND_FACTOR_CODES)[number];

/** The shell's sign-in page, where a session that is not valid ends; shared/routes/paths takes it from here. */
export const SIGN_IN_PATH = '/auth/sign-in';

let bridge: AuthSessionBridge = {
  getIdToken: async () => null,
  onUnauthenticated: () => window.location.assign(SIGN_IN_PATH),
};

export function connectAuthSession(next: AuthSessionBridge): void {
  bridge = next;
}

export function authSession(): AuthSessionBridge {
  return bridge;
}
