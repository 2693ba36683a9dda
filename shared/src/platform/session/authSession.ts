// The api slice lives in `shared` but the Firebase session lives in the shell: the shell
// connects the two here, so no remote ever imports Firebase.

export interface AuthSessionBridge {
  /** The current user's Firebase ID token, or null when nobody is signed in. */
  getIdToken: () => Promise<string | null>;
  /** Called when the API says the session is not (or no longer) valid. */
  onUnauthenticated: () => void;
}

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
