import { Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { Button, Stack } from 'shared/platform/ui/mui';
import type { Center } from 'shared/domain/settings/settings-answers';
import { useCenterForm, type CenterDraft } from '../hooks/useCenterForm';

const FIELDS: { key: keyof CenterDraft; label: string; required: boolean }[] = [
  { key: 'code', label: 'Center code', required: true },
  { key: 'name', label: 'Center name', required: true },
  { key: 'city', label: 'City', required: true },
  { key: 'contact', label: 'Contact', required: false },
];

export function CenterDialog({ center, onClose }: { center: Center | null; onClose: () => void }) {
  const { textField, submit, saving } = useCenterForm(center, onClose);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogTitle>{center ? 'Edit Center' : 'Add Center'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {FIELDS.map(({ key, label, required }) => (
              <TextField key={key} label={label} required={required} {...textField(key, required ? undefined : 'Optional')} />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {center ? 'Save' : 'Add Center'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
