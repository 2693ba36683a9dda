import { useMemo, type FormEvent } from 'react';
import { ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = form.validate();
    if (!checked) return;
    if (checked.name === view.name || (await onRename(view, checked.name))) onClose();
  };
  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle id="rename-view-title">
        <Trans>Rename view</Trans>
      </DialogTitle>
      <DialogContent>
        <TextField autoFocus fullWidth margin="dense" label={t`View name`} {...form.textField('name')} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" variant="contained">
          <Trans>Rename</Trans>
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
      <DialogTitle id="delete-view-title">
        <Trans>Delete view &quot;{ph({ name: view?.name ?? '' })}&quot;?</Trans>
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          {view?.shared ? (
            <Trans>It is shared: it goes for everyone in the organisation.</Trans>
          ) : (
            <Trans>The list itself and its registrations stay as they are.</Trans>
          )}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={() => {
            if (view) onDelete(view);
            onClose();
          }}
        >
          <Trans>Delete</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
}
