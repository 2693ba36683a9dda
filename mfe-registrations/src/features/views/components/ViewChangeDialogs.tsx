import { useMemo, type FormEvent } from 'react';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { Button } from 'shared/platform/ui/mui';
import { registrationViewBodySchema } from 'shared/domain/profile/preferences';
import type { RegistrationView } from 'shared/domain/profile/preferences-answers';
import { useFormFields } from 'shared/forms/useFormFields';

const nameSchema = registrationViewBodySchema.pick({ name: true });

/** A saved view's new name; the view keeps its list state and sharing. */
export function RenameViewDialog({
  view,
  onRename,
  onClose,
}: {
  view: RegistrationView | null;
  onRename: (view: RegistrationView, name: string) => Promise<boolean>;
  onClose: () => void;
}) {
  return (
    <Dialog open={view !== null} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="rename-view-title">
      {view && <RenameForm key={view.id} view={view} onRename={onRename} onClose={onClose} />}
    </Dialog>
  );
}

function RenameForm({
  view,
  onRename,
  onClose,
}: {
  view: RegistrationView;
  onRename: (view: RegistrationView, name: string) => Promise<boolean>;
  onClose: () => void;
}) {
  const initial = useMemo(() => ({ name: view.name }), [view.name]);
  const form = useFormFields(nameSchema, initial);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = form.validate();
    if (!checked) return;
    if (checked.name === view.name || (await onRename(view, checked.name))) onClose();
  };
  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle id="rename-view-title">Rename view</DialogTitle>
      <DialogContent>
        <TextField autoFocus fullWidth margin="dense" label="View name" {...form.textField('name')} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained">
          Rename
        </Button>
      </DialogActions>
    </form>
  );
}

/** Asks before a view goes: a shared one goes for everyone in the organisation. */
export function DeleteViewDialog({
  view,
  onDelete,
  onClose,
}: {
  view: RegistrationView | null;
  onDelete: (view: RegistrationView) => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={view !== null} onClose={onClose} maxWidth="xs" aria-labelledby="delete-view-title">
      <DialogTitle id="delete-view-title">Delete view &quot;{view?.name}&quot;?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {view?.shared ? 'It is shared: it goes for everyone in the organisation.' : 'The list itself and its registrations stay as they are.'}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          color="error"
          variant="contained"
          onClick={() => {
            if (view) onDelete(view);
            onClose();
          }}
        >
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
