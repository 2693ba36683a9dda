import { createContext, startTransition, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Auth, User } from 'firebase/auth';
import { connectAuthSession } from 'shared/platform/session/authSession';
import type { Role } from 'shared/domain/common/enums';
import { roleFromClaim } from 'shared/domain/common/permissions';
import { rememberAccount } from '../releases/releaseClient';
import { askSecondFactor } from './secondFactorPrompt';
import { browserSessionEnded, endBrowserSession, startBrowserSession } from './browserSession';
import { forgetSessionEndedElsewhere, noteSessionEndedElsewhere, sessionEndedElsewhere } from './sessionEnded';

export interface Session {
  /** 'unavailable': Firebase Auth could not be loaded or connected, so no session can be checked. */
  status: 'checking' | 'signedOut' | 'signedIn' | 'unavailable';
  user: User | null;
  role: Role;
  signIn: (email: string, password: string, rememberMe: boolean) => Promise<void>;
  signOut: () => Promise<void>;
  /** Call after changing the Firebase user in place (name, e-mail), so that every view shows it. */
  userChanged: () => void;
}

const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}

// Firebase Auth's functions, fetched beside the portal's start-up rather than as part of it (in the
// chunk the bootstrap connects Firebase with): the session check waits for them, the first render
// and the remotes' code do not.
const firebaseFunctions = () => import(/* webpackChunkName: "firebase-auth" */ './firebaseFunctions');

/**
 * Follows the Firebase session; the role comes from the ID token's `role` claim. `auth`: Firebase
 * Auth as the page connects it, which may still be on its way (the session is 'checking' until then).
 */
export function SessionProvider({ auth: connecting, children }: { auth: Promise<Auth>; children: ReactNode }) {
  const [state, setState] = useState<Pick<Session, 'status' | 'user' | 'role'>>({ status: 'checking', user: null, role: 'user' });

  useEffect(() => {
    let unsubscribe = () => {};
    let ended = false;
    void Promise.all([connecting, firebaseFunctions()]).then(
      ([auth, { onIdTokenChanged, signOut: firebaseSignOut }]) => {
        if (ended) return;
        // Many calls refused at once end the session once.
        let ending: Promise<void> | null = null;
        const endRefusedSession = async () => {
          const token = auth.currentUser ? await auth.currentUser.getIdToken() : null;
          if (token && (await sessionEndedElsewhere(token))) noteSessionEndedElsewhere();
          await firebaseSignOut(auth);
        };
        connectAuthSession({
          getIdToken: async () => (auth.currentUser ? auth.currentUser.getIdToken() : null),
          // The API no longer accepts this session: end it (saying why, when it was ended elsewhere),
          // and the guard sends the user to sign-in.
          onUnauthenticated: () => {
            ending ??= endRefusedSession().finally(() => {
              ending = null;
            });
          },
          confirmSecondFactor: askSecondFactor,
        });
        const follow = () => {
          if (ended) return;
          unsubscribe = onIdTokenChanged(auth, async (user) => {
            if (!user) return setState({ status: 'signedOut', user: null, role: 'user' });
            rememberAccount(user.uid);
            const token = await user.getIdTokenResult();
            // A transition: the session check stays on screen until the signed-in layout's code has come,
            // rather than a loading fallback that React 19 then keeps for at least 300 ms (its reveal
            // throttle), which cost the dashboard's first paint 0.3 s whenever the code came just after.
            // Signing out is not one: nothing of the signed-in screens may stay while the sign-in page loads.
            startTransition(() => setState({ status: 'signedIn', user, role: roleFromClaim(token.claims.role) }));
          });
        };
        // A session kept past the browser it was meant to end with is ended before anyone sees it.
        if (browserSessionEnded()) void firebaseSignOut(auth).finally(follow);
        else follow();
      },
      (error: unknown) => {
        console.error(error);
        if (!ended) setState({ status: 'unavailable', user: null, role: 'user' });
      },
    );
    return () => {
      ended = true;
      unsubscribe();
    };
  }, [connecting]);

  const session = useMemo<Session>(
    () => ({
      ...state,
      signIn: async (email, password, rememberMe) => {
        // Every tab shares the session; one without Remember me ends when the browser closes.
        startBrowserSession(rememberMe);
        const [auth, { browserLocalPersistence, setPersistence, signInWithEmailAndPassword }] = await Promise.all([connecting, firebaseFunctions()]);
        await setPersistence(auth, browserLocalPersistence);
        const credential = await signInWithEmailAndPassword(auth, email, password);
        forgetSessionEndedElsewhere();
        // Fresh claims, and the session already showing the user when the caller navigates on.
        const token = await credential.user.getIdTokenResult(true);
        setState({ status: 'signedIn', user: credential.user, role: roleFromClaim(token.claims.role) });
      },
      signOut: async () => {
        endBrowserSession();
        const [auth, { signOut: firebaseSignOut }] = await Promise.all([connecting, firebaseFunctions()]);
        await firebaseSignOut(auth);
      },
      userChanged: () => setState((current) => ({ ...current })),
    }),
    [connecting, state],
  );

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
