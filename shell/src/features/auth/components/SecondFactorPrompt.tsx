import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { SecondFactorCode } from 'shared/platform/session/authSession';
import { registerSecondFactorPrompt } from '../../../lib/auth/secondFactorPrompt';

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

  useEffect(
    () =>
      registerSecondFactorPrompt((code) => {
        if (pending.current) return pending.current.promise;
        let resolve: (passed: boolean) => void = () => {};
        const promise = new Promise<boolean>((done) => {
          resolve = done;
        });
        pending.current = { code, promise, resolve };
        setShown(code);
        return promise;
      }),
    [],
  );

  const close = (passed: boolean) => {
    pending.current?.resolve(passed);
    pending.current = null;
    setShown(null);
  };

  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmItsYouDialog code={shown} onClose={close} />
    </Suspense>
  );
}
