import { useEffect, useState, type FormEvent } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField, Typography } from '@mui/material';
import { CADRES, CLASSES, LEVELS, type Cadre, type ClassName, type Level } from 'shared/domain/enums';
import type { Registration } from 'shared/domain/registration';
import { contactNumberSchema, personNameSchema, type RegistrationDetailsBody } from 'shared/domain/schemas';
import { formatRupees } from 'shared/format/numbers';
import { ChangedElsewhereAlert } from './ChangedElsewhereAlert';

interface Draft {
  name: string;
  contactNumber: string;
  std: ClassName;
  cadre: Cadre;
  levelEnrolled: Level;
  school: string;
}

const draftOf = (r: Registration): Draft => ({
  name: r.name,
  contactNumber: r.contactNumber,
  std: r.std,
  cadre: r.cadre,
  levelEnrolled: r.levelEnrolled,
  school: r.school.value,
});

/** Only the fields that changed, so an edit never overwrites someone else's change to another field. */
export function changedFields(registration: Registration, draft: Draft): Omit<RegistrationDetailsBody, 'version'> {
  const changes: Omit<RegistrationDetailsBody, 'version'> = {};
  if (draft.name.trim() !== registration.name) changes.name = draft.name.trim();
  if (draft.contactNumber.trim() !== registration.contactNumber) changes.contactNumber = draft.contactNumber.trim();
  if (draft.std !== registration.std) changes.std = draft.std;
  if (draft.cadre !== registration.cadre) changes.cadre = draft.cadre;
  if (draft.levelEnrolled !== registration.levelEnrolled) changes.levelEnrolled = draft.levelEnrolled;
  if (draft.school.trim() !== registration.school.value) {
    changes.school = { value: draft.school.trim(), ...(registration.school.name && { name: registration.school.name }) };
  }
  return changes;
}

interface EditRegistrationDialogProps {
  registration: Registration | null;
  /** Someone else changed the registration since the dialog opened. */
  changedElsewhere?: boolean;
  busy?: boolean;
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
          <Typography variant="caption" color="text.secondary">
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
export function EditRegistrationDialog({ registration, changedElsewhere = false, busy = false, onSave, onClose }: EditRegistrationDialogProps) {
  const [draft, setDraft] = useState<Draft | null>(null);
  useEffect(() => {
    setDraft(registration ? draftOf(registration) : null);
  }, [registration]);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => (d ? { ...d, [key]: value } : d));

  // The API's own rules, so the form and the API never disagree.
  const nameError = draft && !personNameSchema.safeParse(draft.name).success ? personNameSchema.safeParse(draft.name).error?.issues[0]?.message : undefined;
  const contactError =
    draft && !contactNumberSchema.safeParse(draft.contactNumber).success
      ? contactNumberSchema.safeParse(draft.contactNumber).error?.issues[0]?.message
      : undefined;
  const schoolError = draft && draft.school.trim() === '' ? 'School is required' : undefined;
  const invalid = Boolean(nameError || contactError || schoolError);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!registration || !draft || invalid) return;
    const changes = changedFields(registration, draft);
    if (Object.keys(changes).length === 0) return onClose();
    if (await onSave(registration, changes)) onClose();
  };

  return (
    <Dialog open={registration !== null} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="edit-dialog-title">
      {registration && draft && (
        <form onSubmit={submit} noValidate>
          <DialogTitle id="edit-dialog-title">Edit Registration</DialogTitle>
          <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
            <ChangedElsewhereAlert show={changedElsewhere} />
            <Section title="Personal Information">
              <TextField
                label="Full Name"
                size="small"
                value={draft.name}
                onChange={(e) => set('name', e.target.value)}
                error={Boolean(nameError)}
                helperText={nameError}
              />
              <TextField
                label="Contact Number"
                size="small"
                value={draft.contactNumber}
                onChange={(e) => set('contactNumber', e.target.value)}
                error={Boolean(contactError)}
                helperText={contactError}
              />
            </Section>
            <Section title="Academic Information">
              <TextField select label="Class" size="small" value={draft.std} onChange={(e) => set('std', e.target.value as ClassName)}>
                {CLASSES.map((value) => (
                  <MenuItem key={value} value={value}>
                    {value}
                  </MenuItem>
                ))}
              </TextField>
              <TextField select label="Cadre" size="small" value={draft.cadre} onChange={(e) => set('cadre', e.target.value as Cadre)}>
                {CADRES.map((value) => (
                  <MenuItem key={value} value={value}>
                    {value}
                  </MenuItem>
                ))}
              </TextField>
              <TextField select label="Level" size="small" value={draft.levelEnrolled} onChange={(e) => set('levelEnrolled', e.target.value as Level)}>
                {LEVELS.map((value) => (
                  <MenuItem key={value} value={value}>
                    {value}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                label="School Name"
                size="small"
                value={draft.school}
                onChange={(e) => set('school', e.target.value)}
                error={Boolean(schoolError)}
                helperText={schoolError}
              />
            </Section>
            <Section title="Payment Information" note="Read-only: payments are confirmed on the Payments screen.">
              <ReadOnlyField label="Payment ID" value={registration.payment.paymentId} />
              <ReadOnlyField label="Amount" value={formatRupees(registration.payment.amount)} />
              <ReadOnlyField label="Mode" value={registration.payment.mode} />
              <ReadOnlyField label="Status" value={registration.payment.status} />
            </Section>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
            <Button type="submit" variant="contained" disabled={busy || invalid}>
              Save Changes
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
