import { useState, type FormEvent } from 'react';
import { TextField } from '@mui/material';
import { Box, Button, CircularProgress, Stack, Typography } from 'shared/platform/ui/mui';
import { passkeyRenameBodySchema } from 'shared/domain/auth/passkeys';
import type { Passkey } from 'shared/domain/auth/passkeys-answers';
import { formatDateTime } from 'shared/format/dates';
import { useFormFields } from 'shared/forms/useFormFields';
import { RetryAlert } from 'shared/ui/RetryAlert';
import { useGetMyPasskeysQuery } from '../api/passkeysApi';
import { usePasskeyActions } from '../hooks/usePasskeyActions';
import { AddPasskeyForm } from './AddPasskeyForm';
import { PROFILE_LIST_ITEM_SX } from './profileListItem';

type RowMode = 'view' | 'rename' | 'remove';

function RenameForm({ passkey, onDone }: { passkey: Passkey; onDone: () => void }) {
  const { textField, validate } = useFormFields(passkeyRenameBodySchema, { name: passkey.name });
  const actions = usePasskeyActions();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const form = validate();
    if (form && (await actions.rename(passkey, form.name))) onDone();
  };
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', width: '100%' }}>
      <TextField size="small" label="New name" autoComplete="off" autoFocus sx={{ flex: '1 1 14rem' }} {...textField('name')} />
      <Button type="submit" variant="contained" disabled={actions.busy}>
        Save name
      </Button>
      <Button onClick={onDone} disabled={actions.busy}>
        Cancel
      </Button>
    </Box>
  );
}

function PasskeyRow({ passkey }: { passkey: Passkey }) {
  const [mode, setMode] = useState<RowMode>('view');
  const actions = usePasskeyActions();
  const remove = async () => {
    if (!(await actions.remove(passkey))) setMode('view');
  };
  return (
    <Box component="li" aria-label={passkey.name} sx={PROFILE_LIST_ITEM_SX}>
      {mode === 'rename' ? (
        <RenameForm passkey={passkey} onDone={() => setMode('view')} />
      ) : (
        <>
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{passkey.name}</Typography>
            <Typography variant="body2" color="textSecondary">
              Added {formatDateTime(passkey.createdAt)} · {passkey.lastUsedAt ? `Last used ${formatDateTime(passkey.lastUsedAt)}` : 'Not used yet'}
            </Typography>
          </Box>
          {mode === 'remove' ? (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              <Typography variant="body2">It will no longer sign you in.</Typography>
              <Button size="small" variant="contained" color="error" disabled={actions.busy} onClick={() => void remove()}>
                Remove passkey
              </Button>
              <Button size="small" disabled={actions.busy} onClick={() => setMode('view')}>
                Keep it
              </Button>
            </Box>
          ) : (
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button size="small" onClick={() => setMode('rename')} aria-label={`Rename ${passkey.name}`}>
                Rename
              </Button>
              <Button size="small" color="error" onClick={() => setMode('remove')} aria-label={`Remove ${passkey.name}`}>
                Remove
              </Button>
            </Box>
          )}
        </>
      )}
    </Box>
  );
}

/** Profile > Security: the person's passkeys (the device's own check: fingerprint, face, PIN or key), each renamed or removed, and a new one added. */
export function PasskeyList() {
  const passkeys = useGetMyPasskeysQuery();
  const list = passkeys.data?.data ?? [];
  return (
    <Box component="section" aria-labelledby="passkeys-title" sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Typography variant="h6" component="h2" id="passkeys-title">
          Passkeys
        </Typography>
        <Typography variant="body2" color="textSecondary">
          A passkey confirms it&apos;s you with this device&apos;s fingerprint, face, PIN or security key: after your password when your organisation asks for
          it, and before money actions.
        </Typography>
      </Box>
      {passkeys.isLoading && <CircularProgress aria-label="Loading passkeys" />}
      {passkeys.isError && <RetryAlert onRetry={() => void passkeys.refetch()}>Your passkeys could not be loaded.</RetryAlert>}
      {passkeys.isSuccess && list.length === 0 && <Typography>You have no passkey yet.</Typography>}
      {list.length > 0 && (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Passkeys">
          {list.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} />
          ))}
        </Stack>
      )}
      <AddPasskeyForm />
    </Box>
  );
}
