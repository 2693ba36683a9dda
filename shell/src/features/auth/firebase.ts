import { initializeApp } from 'firebase/app';
import { browserLocalPersistence, browserSessionPersistence, connectAuthEmulator, indexedDBLocalPersistence, initializeAuth, type Auth } from 'firebase/auth';
import type { RuntimeConfig } from 'shared/platform/config/runtimeConfig';

let initialised: (auth: Auth) => void;
const initialisedAuth = new Promise<Auth>((resolve) => (initialised = resolve));

/**
 * Connects the Firebase JS SDK to the configured project, or to the Auth emulator locally.
 * `initializeAuth` rather than `getAuth`: the portal signs in with e-mail and password only, and
 * `getAuth` would also bundle the popup and redirect sign-in code the sign-in page never uses.
 */
export function initFirebaseAuth(config: RuntimeConfig): Auth {
  const app = initializeApp(config.firebase);
  const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence] });
  if (config.authEmulatorHost) connectAuthEmulator(auth, `http://${config.authEmulatorHost}`, { disableWarnings: true });
  initialised(auth);
  return auth;
}

/** Firebase Auth once the page has connected it (the portal loads it beside its start-up, not before). */
export function firebaseAuth(): Promise<Auth> {
  return initialisedAuth;
}
