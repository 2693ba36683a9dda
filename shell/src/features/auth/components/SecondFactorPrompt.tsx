import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { SecondFactorCode } from 'shared/platform/session/authSession';
import { registerSecondFactorPrompt } from '../../../lib/auth/secondFactorPrompt';
import { useSession } from '../../../lib/auth/useSession';

// Fetched when first asked: the dialog, MUI's modal and the WebAuthn code are no part of a first screen.
const ConfirmItsYouDialog = lazy(() => import('./ConfirmItsYouDialog').then((m) => ({ default: m.ConfirmItsYouDialog })));

interface Pending {
  code: SecondFactorCode;
  promise: Promise<boolean>;
  resolve: (passed: boolean) => void;
}

/**
 * The portal's one "Confirm it's you" prompt, mounted once: every call the API held back while it is
 * open waits for the same answer (a screen's several calls ask once), and each is then made again.
 */
export function SecondFactorPrompt() {
  const [shown, setShown] = useState<SecondFactorCode | null>(null);
  const pending = useRef<Pending | null>(null);
  const { status } = useSession();

  const close = (passed: boolean) => {
    pending.current?.resolve(passed);
    pending.current = null;
    setShown(null);
  };

  useEffect(() => {
    const unregister = registerSecondFactorPrompt((code) => {
      if (pending.current) return pending.current.promise;
      let resolve: (passed: boolean) => void = () => {};
      const promise = new Promise<boolean>((done) => {
        resolve = done;
      });
      pending.current = { code, promise, resolve };
      setShown(code);
      return promise;
    });
    // Gone, it leaves no call waiting for an answer it can no longer give.
    return () => {
      unregister();
      pending.current?.resolve(false);
      pending.current = null;
    };
  }, []);

  // Signed out (here, in another tab, or the session ended elsewhere): nothing is left to confirm.
  useEffect(() => {
    if (status !== 'signedOut' || !pending.current) return;
    pending.current.resolve(false);
    pending.current = null;
    setShown(null);
  }, [status]);

  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmItsYouDialog code={shown} onClose={close} />
    </Suspense>
  );
}
