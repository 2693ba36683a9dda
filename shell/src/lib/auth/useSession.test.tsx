import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { Auth, User } from 'firebase/auth';
import { SessionProvider, useSession } from './useSession';

// Firebase's session callback, held so that the test can say when the session is found.
let sessionFound: ((user: User | null) => Promise<void>) | undefined;
jest.mock('firebase/auth', () => ({
  onIdTokenChanged: (_auth: unknown, callback: (user: User | null) => Promise<void>) => {
    sessionFound = callback;
    return () => {};
  },
}));
beforeEach(() => {
  sessionFound = undefined;
});

/** Firebase finds `user`'s session, once the provider follows it (Firebase Auth is loaded apart). */
async function findSession(user: User | null) {
  await waitFor(() => expect(sessionFound).toBeDefined());
  await act(() => sessionFound!(user));
}
const connected = Promise.resolve({} as Auth);

const staff = { uid: 'u1', getIdTokenResult: async () => ({ claims: { role: 'staff' } }) } as unknown as User;

function Guard({ children }: { children: ReactNode }) {
  const { status } = useSession();
  if (status === 'checking') return <p>Checking your session</p>;
  if (status === 'unavailable') return <p>No session can be checked</p>;
  return status === 'signedIn' ? <>{children}</> : <p>Signed out</p>;
}

test("a session found on start-up keeps the session check on screen until the layout's code has come, with no loading fallback between", async () => {
  let layoutCame!: () => void;
  const Layout = lazy(() => new Promise<{ default: () => ReactNode }>((resolve) => (layoutCame = () => resolve({ default: () => <p>Layout</p> }))));
  // Counted when on screen (committed), not when React merely tries it.
  const fallbacks: string[] = [];
  function Fallback() {
    useEffect(() => void fallbacks.push('shown'), []);
    return <p>Loading</p>;
  }
  render(
    <SessionProvider auth={connected}>
      <Suspense fallback={<Fallback />}>
        <Guard>
          <Layout />
        </Guard>
      </Suspense>
    </SessionProvider>,
  );
  await findSession(staff);
  expect(screen.getByText('Checking your session')).toBeInTheDocument();
  await act(async () => layoutCame());
  expect(await screen.findByText('Layout')).toBeInTheDocument();
  expect(fallbacks).toEqual([]);
});

test('signing out leaves the signed-in screens at once', async () => {
  render(
    <SessionProvider auth={connected}>
      <Guard>
        <p>Layout</p>
      </Guard>
    </SessionProvider>,
  );
  await findSession(staff);
  expect(await screen.findByText('Layout')).toBeInTheDocument();
  await findSession(null);
  expect(screen.getByText('Signed out')).toBeInTheDocument();
});

test('the portal draws while Firebase Auth is on its way; the session is checked once it has come', async () => {
  let connect!: (auth: Auth) => void;
  render(
    <SessionProvider auth={new Promise<Auth>((resolve) => (connect = resolve))}>
      <Guard>
        <p>Layout</p>
      </Guard>
    </SessionProvider>,
  );
  await act(async () => {});
  expect(screen.getByText('Checking your session')).toBeInTheDocument();
  expect(sessionFound).toBeUndefined();
  await act(async () => connect({} as Auth));
  await findSession(staff);
  expect(await screen.findByText('Layout')).toBeInTheDocument();
});

test('Firebase Auth that cannot be loaded leaves the session unavailable, not checking for ever', async () => {
  const failure = jest.spyOn(console, 'error').mockImplementation(() => {});
  render(
    <SessionProvider auth={Promise.reject(new Error('Loading chunk firebase-auth failed.'))}>
      <Guard>
        <p>Layout</p>
      </Guard>
    </SessionProvider>,
  );
  expect(await screen.findByText('No session can be checked')).toBeInTheDocument();
  expect(sessionFound).toBeUndefined();
  expect(failure).toHaveBeenCalledWith(new Error('Loading chunk firebase-auth failed.'));
  failure.mockRestore();
});
