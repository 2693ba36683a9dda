import { Suspense } from 'react';
import { useOpenedOnce } from 'shared/hooks/useOpenedOnce';
import { lazyWithPreload } from 'shared/ui/lazyWithPreload';
import type { ConfirmPaymentDialogProps } from 'shared/ui/ConfirmPaymentDialog';

// The dialog brings MUI's Dialog and Modal: not part of a screen's first load (a phone waits for
// all of it), but fetched as the person heads for a Confirm Payment button, or when first asked.
const dialog = lazyWithPreload(() => import('shared/ui/ConfirmPaymentDialog').then((m) => m.ConfirmPaymentDialog));

/** Fetches the dialog; for a Confirm Payment button's `preloadOnIntent`. */
export const preloadConfirmPaymentDialog = dialog.preload;

/** ConfirmPaymentDialog, mounted once first asked and kept for its closing animation. */
export function ConfirmPaymentQuestion(props: ConfirmPaymentDialogProps) {
  const asked = useOpenedOnce(props.registration !== null);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <dialog.Component {...props} />
    </Suspense>
  );
}
