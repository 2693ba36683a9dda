import { useState, type FormEvent } from 'react';
import { TextField } from '@mui/material';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const { textField, validate } = useFormFields(passkeyRenameBodySchema, { name: passkey.name });
  const actions = usePasskeyActions();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const form = validate();
    if (form && (await actions.rename(passkey, form.name))) onDone();
  };
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', width: '100%' }}>
      <TextField size="small" label={t`New name`} autoComplete="off" autoFocus sx={{ flex: '1 1 14rem' }} {...textField('name')} />
      <Button type="submit" variant="contained" disabled={actions.busy}>
        <Trans>Save name</Trans>
      </Button>
      <Button onClick={onDone} disabled={actions.busy}>
        <Trans>Cancel</Trans>
      </Button>
    </Box>
  );
}

function PasskeyRow({ passkey }: { passkey: Passkey }) {
  const { t } = useLingui();
  const [mode, setMode] = useState<RowMode>('view');
  const { name } = passkey;
  const added = formatDateTime(passkey.createdAt);
  const lastUsed = passkey.lastUsedAt && formatDateTime(passkey.lastUsedAt);
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
              {lastUsed ? (
                <Trans>
                  Added {added} · Last used {lastUsed}
                </Trans>
              ) : (
                <Trans>Added {added} · Not used yet</Trans>
              )}
            </Typography>
          </Box>
          {mode === 'remove' ? (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              <Typography variant="body2">
                <Trans>It will no longer sign you in.</Trans>
              </Typography>
              <Button size="small" variant="contained" color="error" disabled={actions.busy} onClick={() => void remove()}>
                <Trans>Remove passkey</Trans>
              </Button>
              <Button size="small" disabled={actions.busy} onClick={() => setMode('view')}>
                <Trans>Keep it</Trans>
              </Button>
            </Box>
          ) : (
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button size="small" onClick={() => setMode('rename')} aria-label={t`Rename ${name}`}>
                <Trans>Rename</Trans>
              </Button>
              <Button size="small" color="error" onClick={() => setMode('remove')} aria-label={t`Remove ${name}`}>
                <Trans>Remove</Trans>
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
  const { t } = useLingui();
  const passkeys = useGetMyPasskeysQuery();
  const list = passkeys.data?.data ?? [];
  return (
    <Box component="section" aria-labelledby="passkeys-title" sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Typography variant="h6" component="h2" id="passkeys-title">
          <Trans>Passkeys</Trans>
        </Typography>
        <Typography variant="body2" color="textSecondary">
          <Trans>
            A passkey confirms it&apos;s you with this device&apos;s fingerprint, face, PIN or security key: after your password when your organisation asks for
            it, and before money actions.
          </Trans>
        </Typography>
      </Box>
      {passkeys.isLoading && <CircularProgress aria-label={t`Loading passkeys`} />}
      {passkeys.isError && (
        <RetryAlert onRetry={() => void passkeys.refetch()}>
          <Trans>Your passkeys could not be loaded.</Trans>
        </RetryAlert>
      )}
      {passkeys.isSuccess && list.length === 0 && (
        <Typography>
          <Trans>You have no passkey yet.</Trans>
        </Typography>
      )}
      {list.length > 0 && (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t`Passkeys`}>
          {list.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} />
          ))}
        </Stack>
      )}
      <AddPasskeyForm />
    </Box>
  );
}
