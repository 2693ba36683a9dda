import { memo, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, TextField } from '@mui/material';
import { Button } from 'shared/platform/ui/mui';
import { registrationViewBodySchema } from 'shared/domain/profile/preferences';
import { useFormFields } from 'shared/forms/useFormFields';

const viewFormSchema = registrationViewBodySchema.pick({ name: true, shared: true });
const NEW_VIEW = { name: '', shared: false, makeDefault: false };

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
  const form = useFormFields(viewFormSchema, NEW_VIEW, { input: ({ name, shared }) => ({ name, shared }) });
  const { t } = useLingui();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const view = form.validate();
    if (view && (await onSave(view, form.values.makeDefault))) {
      form.reset();
      onClose();
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}>
      <DialogTitle>
        <Trans>Save view</Trans>
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1 }}>
        <TextField
          autoFocus
          margin="dense"
          label={t`View name`}
          {...form.textField('name', t`Keeps the search, filters, sort, page size, columns and density.`)}
        />
        {canShare && (
          <FormControlLabel
            control={<Checkbox checked={form.values.shared} onChange={(event) => form.setField('shared', event.target.checked)} />}
            label={t`Share with the organisation`}
          />
        )}
        <FormControlLabel
          control={<Checkbox checked={form.values.makeDefault} onChange={(event) => form.setField('makeDefault', event.target.checked)} />}
          label={t`Open the list with this view`}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" variant="contained" disabled={saving}>
          {saving ? <Trans>Saving...</Trans> : <Trans>Save</Trans>}
        </Button>
      </DialogActions>
    </Dialog>
  );
});
