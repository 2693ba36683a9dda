import { useMemo, type FormEvent } from 'react';
import { Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { Box, Button, Typography } from 'shared/platform/ui/mui';
import { CADRES, CLASSES, LEVELS } from 'shared/domain/enums';
import { PAYMENT_MODE_LABELS, PAYMENT_STATUS_LABELS } from 'shared/domain/labels';
import type { Registration } from 'shared/domain/registration';
import type { CenterSummary } from 'shared/domain/settings';
import { registrationEditFormSchema, type RegistrationDetailsBody, type RegistrationEditForm } from 'shared/domain/schemas';
import { useFormFields } from 'shared/forms/useFormFields';
import { formatRupees } from 'shared/format/numbers';
import { ChangedElsewhereAlert } from './ChangedElsewhereAlert';

const draftOf = (r: Registration): RegistrationEditForm => ({
  name: r.name,
  contactNumber: r.contactNumber,
  std: r.std,
  cadre: r.cadre,
  levelEnrolled: r.levelEnrolled,
  school: r.school.value,
  centerCode: r.centerCode,
});

/** Only the fields that changed (as the form's schema left them), so an edit never overwrites someone else's change to another field. */
function changedFields(registration: Registration, form: RegistrationEditForm): Omit<RegistrationDetailsBody, 'version'> {
  const changes: Omit<RegistrationDetailsBody, 'version'> = {};
  if (form.name !== registration.name) changes.name = form.name;
  if (form.contactNumber !== registration.contactNumber) changes.contactNumber = form.contactNumber;
  if (form.std !== registration.std) changes.std = form.std;
  if (form.cadre !== registration.cadre) changes.cadre = form.cadre;
  if (form.levelEnrolled !== registration.levelEnrolled) changes.levelEnrolled = form.levelEnrolled;
  if (form.school !== registration.school.value) {
    changes.school = { value: form.school, ...(registration.school.name && { name: registration.school.name }) };
  }
  if (form.centerCode !== registration.centerCode) changes.centerCode = form.centerCode;
  return changes;
}

interface EditRegistrationDialogProps {
  registration: Registration | null;
  /** Someone else changed the registration since the dialog opened. */
  changedElsewhere?: boolean;
  busy?: boolean;
  /** Every centre, for a person who sees them all and so may move a registration between them; else none (no Center field). */
  centers?: readonly CenterSummary[] | null;
  onSave: (registration: Registration, changes: Omit<RegistrationDetailsBody, 'version'>) => Promise<boolean>;
  onClose: () => void;
}

function Section({ title, note, children }: { title: string; note?: string; children: React.ReactNode }) {
  return (
    <Box component="section" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box>
        <Typography variant="subtitle2" component="h3">
          {title}
        </Typography>
        {note && (
          <Typography variant="caption" color="textSecondary">
            {note}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>{children}</Box>
    </Box>
  );
}

/** A value shown, not edited: filled, with no underline or focus ring to invite typing, and said to be read-only. */
function ReadOnlyField({ label, value }: { label: string; value: string }) {
  return (
    <TextField
      label={label}
      size="small"
      variant="filled"
      value={value}
      slotProps={{ input: { readOnly: true, disableUnderline: true } }}
      sx={{ '& .MuiFilledInput-root': { bgcolor: 'action.hover', cursor: 'default' }, '& input': { cursor: 'default' } }}
    />
  );
}

/** Spec section 2: three sections, the payment part read-only; Cancel and Save Changes. */
export function EditRegistrationDialog({ registration, changedElsewhere = false, busy = false, centers = null, onSave, onClose }: EditRegistrationDialogProps) {
  return (
    <Dialog open={registration !== null} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="edit-dialog-title">
      {/* A new registration, or a new version of it, starts the form again. */}
      {registration && (
        <EditForm
          key={`${registration.registrationId}:${registration.version}`}
          registration={registration}
          changedElsewhere={changedElsewhere}
          busy={busy}
          centers={centers}
          onSave={onSave}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

function EditForm({
  registration,
  changedElsewhere,
  busy,
  centers,
  onSave,
  onClose,
}: EditRegistrationDialogProps & { registration: Registration; busy: boolean; changedElsewhere: boolean }) {
  const initial = useMemo(() => draftOf(registration), [registration]);
  // The API's own rules, checked as the user types, so the form and the API never disagree.
  const { valid, textField, validate } = useFormFields(registrationEditFormSchema, initial, { live: true });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const form = validate();
    if (!form) return;
    const changes = changedFields(registration, form);
    if (Object.keys(changes).length === 0) return onClose();
    if (await onSave(registration, changes)) onClose();
  };

  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle id="edit-dialog-title">Edit Registration</DialogTitle>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        <ChangedElsewhereAlert show={changedElsewhere} />
        <Section title="Personal Information">
          <TextField label="Full Name" size="small" {...textField('name')} />
          <TextField label="Contact Number" size="small" {...textField('contactNumber')} />
        </Section>
        <Section title="Academic Information">
          <TextField select label="Class" size="small" {...textField('std')}>
            {CLASSES.map((value) => (
              <MenuItem key={value} value={value}>
                {value}
              </MenuItem>
            ))}
          </TextField>
          <TextField select label="Cadre" size="small" {...textField('cadre')}>
            {CADRES.map((value) => (
              <MenuItem key={value} value={value}>
                {value}
              </MenuItem>
            ))}
          </TextField>
          <TextField select label="Level" size="small" {...textField('levelEnrolled')}>
            {LEVELS.map((value) => (
              <MenuItem key={value} value={value}>
                {value}
              </MenuItem>
            ))}
          </TextField>
          <TextField label="School Name" size="small" {...textField('school')} />
          {centers && (
            <TextField select label="Center" size="small" {...textField('centerCode')}>
              {/* The registration's own centre even when the list has not arrived or no longer holds it. */}
              {(centers.some((center) => center.code === registration.centerCode)
                ? centers
                : [{ code: registration.centerCode, name: '', city: '' }, ...centers]
              ).map((center) => (
                <MenuItem key={center.code} value={center.code}>
                  {center.name ? `${center.code} · ${center.name}` : center.code}
                </MenuItem>
              ))}
            </TextField>
          )}
        </Section>
        <Section title="Payment Information" note="Read-only: payments are confirmed on the Payments screen.">
          <ReadOnlyField label="Payment ID" value={registration.payment.paymentId} />
          <ReadOnlyField label="Amount" value={formatRupees(registration.payment.amount)} />
          <ReadOnlyField label="Mode" value={PAYMENT_MODE_LABELS[registration.payment.mode]} />
          <ReadOnlyField label="Status" value={PAYMENT_STATUS_LABELS[registration.payment.status]} />
        </Section>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={busy || !valid}>
          Save Changes
        </Button>
      </DialogActions>
    </form>
  );
}
