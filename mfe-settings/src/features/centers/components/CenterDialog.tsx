import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { Button, Stack } from 'shared/platform/ui/mui';
import type { Center } from 'shared/domain/settings/settings-answers';
import { useCenterForm, type CenterDraft } from '../hooks/useCenterForm';

const FIELDS: { key: keyof CenterDraft; label: MessageDescriptor; required: boolean }[] = [
  { key: 'code', label: msg`Center code`, required: true },
  { key: 'name', label: msg`Center name`, required: true },
  { key: 'city', label: msg`City`, required: true },
  { key: 'contact', label: msg`Contact`, required: false },
];

export function CenterDialog({ center, onClose }: { center: Center | null; onClose: () => void }) {
  const { textField, submit, saving } = useCenterForm(center, onClose);
  const { t, i18n } = useLingui();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogTitle>{center ? t`Edit Center` : t`Add Center`}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {FIELDS.map(({ key, label, required }) => (
              <TextField key={key} label={i18n._(label)} required={required} {...textField(key, required ? undefined : t`Optional`)} />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {center ? t`Save` : t`Add Center`}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
