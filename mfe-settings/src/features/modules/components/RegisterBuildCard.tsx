import { Trans, useLingui } from '@lingui/react/macro';
import { MenuItem, TextField } from '@mui/material';
import { Alert, Button, Card, CardContent, CardHeader, Stack } from 'shared/platform/ui/mui';
import { MODULE_LABELS } from 'shared/domain/common/labels';
import { useLabels } from 'shared/ui/labelMessages';
import { useRegisterBuild } from '../hooks/useRegisterBuild';

const MANIFEST_URL_FORM = 'https://.../mf-manifest.json';

/** Registers a build (POST /admin/releases): served to nobody until it is rolled out; the API's refusal is shown in its words. */
export function RegisterBuildCard({ remotes }: { remotes: readonly string[] }) {
  const { form, submit, busy, refusal } = useRegisterBuild();
  const { t } = useLingui();
  const labels = useLabels();
  const manifestUrl = form.textField('manifestUrl');
  const choices = [...new Set([...Object.keys(MODULE_LABELS), ...remotes])].sort((a, b) => labels.module(a).localeCompare(labels.module(b)));
  return (
    <Card component="section" aria-labelledby="register-build-title">
      <CardHeader
        title={t`Register a build`}
        slotProps={{ title: { id: 'register-build-title', component: 'h2' } }}
        subheader={t`The address of the build's mf-manifest.json; no browser loads it until it is rolled out.`}
      />
      <CardContent>
        <Stack
          component="form"
          noValidate
          spacing={2}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <TextField select label={t`Module`} {...form.textField('remote')} sx={{ minWidth: 220 }}>
              {choices.map((remote) => (
                <MenuItem key={remote} value={remote}>
                  {labels.module(remote)} ({remote})
                </MenuItem>
              ))}
            </TextField>
            <TextField label={t`Version`} {...form.textField('version', t`e.g. 1.4.0; never reused`)} sx={{ minWidth: 160 }} />
            <TextField label={t`Commit (optional)`} {...form.textField('gitSha')} sx={{ minWidth: 160 }} />
          </Stack>
          {/* The form of the address, not words: as code, in every language. */}
          <TextField
            label={t`Manifest address`}
            type="url"
            {...manifestUrl}
            helperText={manifestUrl.helperText ?? <code>{MANIFEST_URL_FORM}</code>}
            fullWidth
          />
          {refusal && (
            <Alert severity="error" role="alert">
              {refusal}
            </Alert>
          )}
          <div>
            <Button type="submit" variant="contained" disabled={busy} sx={{ minHeight: 44 }}>
              <Trans>Register build</Trans>
            </Button>
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
}
