import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { SecondFactorBody } from 'shared/domain/auth/passkeys';
import { passkeyErrorMessage, signWithPasskey } from '../../../lib/auth/webauthn';
import { usePassSecondFactorMutation, useSecondFactorOptionsMutation } from '../api/secondFactorApi';

/**
 * "Confirm it's you": a challenge from the API, the browser's passkey prompt, the signature back.
 * Answers whether it passed; a failure is kept in words for the dialog to show.
 */
export function useConfirmItsYou() {
  const { t, i18n } = useLingui();
  const [options] = useSecondFactorOptionsMutation();
  const [pass] = usePassSecondFactorMutation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async (): Promise<boolean> => {
    setBusy(true);
    setError(null);
    try {
      const response = await signWithPasskey(await options().unwrap());
      await pass({ response: response as unknown as SecondFactorBody['response'] }).unwrap();
      return true;
    } catch (failure) {
      setError(passkeyErrorMessage(i18n, failure, t`Your passkey could not be checked. Please try again.`));
      return false;
    } finally {
      setBusy(false);
    }
  };

  return { confirm, busy, error };
}
