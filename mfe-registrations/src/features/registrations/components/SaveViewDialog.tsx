import { memo, useState, type FormEvent } from 'react';
import { Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, TextField } from '@mui/material';
import { registrationViewBodySchema } from 'shared/domain/preferences';

interface SaveViewDialogProps {
  open: boolean;
  /** Admins may share a view with the organisation. */
  canShare: boolean;
  saving: boolean;
  onSave: (view: { name: string; shared: boolean }, makeDefault: boolean) => Promise<boolean>;
  onClose: () => void;
}

/** Names the list's current search, filters, sort, columns and density as a view. */
export const SaveViewDialog = memo(function SaveViewDialog({ open, canShare, saving, onSave, onClose }: SaveViewDialogProps) {
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [makeDefault, setMakeDefault] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = registrationViewBodySchema.shape.name.safeParse(name);
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    if (await onSave({ name: parsed.data, shared }, makeDefault)) {
      setName('');
      setShared(false);
      setMakeDefault(false);
      onClose();
    }
    return undefined;
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}>
      <DialogTitle>Save view</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1 }}>
        <TextField
          autoFocus
          margin="dense"
          label="View name"
          value={name}
          error={!!error}
          helperText={error ?? 'Keeps the search, filters, sort, page size, columns and density.'}
          onChange={(event) => {
            setName(event.target.value);
            setError(null);
          }}
        />
        {canShare && (
          <FormControlLabel control={<Checkbox checked={shared} onChange={(event) => setShared(event.target.checked)} />} label="Share with the organisation" />
        )}
        <FormControlLabel
          control={<Checkbox checked={makeDefault} onChange={(event) => setMakeDefault(event.target.checked)} />}
          label="Open the list with this view"
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={saving}>
          {saving ? 'Saving...' : 'Save'}
        </Button>
      </DialogActions>
    </Dialog>
  );
});
