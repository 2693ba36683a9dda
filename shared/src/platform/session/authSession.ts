// The api slice lives in `shared` but the Firebase session lives in the shell: the shell
// connects the two here, so no remote ever imports Firebase.

export interface AuthSessionBridge {
  /** The current user's Firebase ID token, or null when nobody is signed in. */
  getIdToken: () => Promise<string | null>;
  /** Called when the API says the session is not (or no longer) valid. */
  onUnauthenticated: () => void;
}

let bridge: AuthSessionBridge = {
  getIdToken: async () => null,
  onUnauthenticated: () => window.location.assign('/auth/sign-in'),
};

export function connectAuthSession(next: AuthSessionBridge): void {
  bridge = next;
}

export function authSession(): AuthSessionBridge {
  return bridge;
}
