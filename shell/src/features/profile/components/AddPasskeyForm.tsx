import type { FormEvent } from 'react';
import { TextField } from '@mui/material';
import { useLingui } from '@lingui/react/macro';
import { Alert, Box, Button } from 'shared/platform/ui/mui';
import { passkeyRenameBodySchema } from 'shared/domain/auth/passkeys';
import type { Passkey } from 'shared/domain/auth/passkeys-answers';
import { useFormFields } from 'shared/forms/useFormFields';
import { useAddPasskey } from '../hooks/useAddPasskey';

const EMPTY = { name: '' };

/**
 * A name, then "Add a passkey": the device's own prompt makes it. On Profile > Security, and on the
 * page that asks someone without a passkey for one while the organisation requires it.
 */
export function AddPasskeyForm({ onAdded }: { onAdded?: (passkey: Passkey) => void }) {
  const { t } = useLingui();
  const { textField, validate, reset } = useFormFields(passkeyRenameBodySchema, EMPTY);
  const { addPasskey, busy, error } = useAddPasskey();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const form = validate();
    if (!form) return;
    const added = await addPasskey(form.name);
    if (!added) return;
    reset();
    onAdded?.(added);
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t`Add a passkey`} sx={{ display: 'grid', gap: 1.5, maxWidth: 480 }}>
      <TextField
        label={t`Passkey name`}
        autoComplete="off"
        fullWidth
        {...textField('name', t`Say where it lives, so you know it later: "Work laptop", "My phone".`)}
      />
      {error && <Alert severity="error">{error}</Alert>}
      <Box>
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? t`Waiting for your device…` : t`Add a passkey`}
        </Button>
      </Box>
    </Box>
  );
}
