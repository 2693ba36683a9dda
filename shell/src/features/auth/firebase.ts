import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import type { RuntimeConfig } from 'shared/config/runtimeConfig';

let auth: Auth | null = null;

/** Connects the Firebase JS SDK to the configured project, or to the Auth emulator locally. */
export function initFirebaseAuth(config: RuntimeConfig): Auth {
  const app = initializeApp(config.firebase);
  auth = getAuth(app);
  if (config.authEmulatorHost) connectAuthEmulator(auth, `http://${config.authEmulatorHost}`, { disableWarnings: true });
  return auth;
}

export function firebaseAuth(): Auth {
  if (!auth) throw new Error('Firebase Auth is not initialised');
  return auth;
}
