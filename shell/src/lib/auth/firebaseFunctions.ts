// What the session uses of Firebase Auth, named one by one: loaded as a chunk apart (useSession), and
// so that the build keeps only these of the SDK (an import() of 'firebase/auth' itself keeps it whole).
export { browserLocalPersistence, onIdTokenChanged, setPersistence, signInWithEmailAndPassword, signOut } from 'firebase/auth';
