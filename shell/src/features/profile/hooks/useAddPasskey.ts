import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { AddPasskeyBody } from 'shared/domain/auth/passkeys';
import type { Passkey } from 'shared/domain/auth/passkeys-answers';
import { useNotify } from 'shared/platform/ui/notifications';
import { passkeyErrorMessage, createPasskey } from '../../../lib/auth/webauthn';
import { useAddPasskeyMutation, usePasskeyRegistrationOptionsMutation } from '../api/passkeysApi';

/**
 * Adding a passkey: options from the API (a check with an existing passkey first, when its answer
 * asks for one: the portal's prompt), the browser's own prompt, the new passkey back under its name.
 * Answers the passkey added, or null with the failure kept in words.
 */
export function useAddPasskey() {
  const [options] = usePasskeyRegistrationOptionsMutation();
  const [add] = useAddPasskeyMutation();
  const notify = useNotify();
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const addPasskey = async (name: string): Promise<Passkey | null> => {
    setBusy(true);
    setError(null);
    try {
      const response = await createPasskey(await options().unwrap());
      const added = await add({ response: response as unknown as AddPasskeyBody['response'], name }).unwrap();
      const { name: passkey } = added;
      notify({ title: t`Passkey added`, description: t`${passkey} can now confirm it's you.`, variant: 'success' });
      return added;
    } catch (failure) {
      setError(passkeyErrorMessage(i18n, failure, t`The passkey could not be added. Please try again.`));
      return null;
    } finally {
      setBusy(false);
    }
  };

  return { addPasskey, busy, error };
}
