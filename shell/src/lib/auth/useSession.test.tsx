import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import type { Auth, User } from 'firebase/auth';
import { SessionProvider, useSession } from './useSession';

// Firebase's session callback, held so that the test can say when the session is found.
let sessionFound: (user: User | null) => Promise<void>;
jest.mock('firebase/auth', () => ({
  onIdTokenChanged: (_auth: unknown, callback: (user: User | null) => Promise<void>) => {
    sessionFound = callback;
    return () => {};
  },
}));

const staff = { uid: 'u1', getIdTokenResult: async () => ({ claims: { role: 'staff' } }) } as unknown as User;

function Guard({ children }: { children: ReactNode }) {
  const { status } = useSession();
  if (status === 'checking') return <p>Checking your session</p>;
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
    <SessionProvider auth={{} as Auth}>
      <Suspense fallback={<Fallback />}>
        <Guard>
          <Layout />
        </Guard>
      </Suspense>
    </SessionProvider>,
  );
  await act(() => sessionFound(staff));
  expect(screen.getByText('Checking your session')).toBeInTheDocument();
  await act(async () => layoutCame());
  expect(await screen.findByText('Layout')).toBeInTheDocument();
  expect(fallbacks).toEqual([]);
});

test('signing out leaves the signed-in screens at once', async () => {
  render(
    <SessionProvider auth={{} as Auth}>
      <Guard>
        <p>Layout</p>
      </Guard>
    </SessionProvider>,
  );
  await act(() => sessionFound(staff));
  expect(await screen.findByText('Layout')).toBeInTheDocument();
  await act(() => sessionFound(null));
  expect(screen.getByText('Signed out')).toBeInTheDocument();
});
