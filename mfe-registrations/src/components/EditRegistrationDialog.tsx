import { useMemo, useState, type FormEvent } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { Alert, Box, Button, Typography } from 'shared/platform/ui/mui';
import { CADRES, CLASSES, LEVELS } from 'shared/domain/common/enums';
import { useLabels } from 'shared/ui/labelMessages';
import type { Registration } from 'shared/domain/registrations/registration';
import type { CenterSummary } from 'shared/domain/settings/settings-answers';
import { registrationEditFormSchema, type RegistrationDetailsBody, type RegistrationEditForm } from 'shared/domain/registrations/registration-requests';
import { useFormFields } from 'shared/forms/useFormFields';
import { formatRupees } from 'shared/format/numbers';

const draftOf = (r: Registration): RegistrationEditForm => ({
  name: r.name,
  contactNumber: r.contactNumber,
  email: r.email ?? '',
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
  // Emptied: the API clears it.
  if (form.email !== (registration.email ?? '')) changes.email = form.email;
  if (form.std !== registration.std) changes.std = form.std;
  if (form.cadre !== registration.cadre) changes.cadre = form.cadre;
  if (form.levelEnrolled !== registration.levelEnrolled) changes.levelEnrolled = form.levelEnrolled;
  if (form.school !== registration.school.value) {
    changes.school = { value: form.school, ...(registration.school.name && { name: registration.school.name }) };
  }
  if (form.centerCode !== registration.centerCode) changes.centerCode = form.centerCode;
  return changes;
}

/**
 * What a person typed when their save was refused because someone else saved first (409), by
 * registration: the dialog opened again on that registration starts from it, not from scratch.
 * Gone once their edit is saved or they discard it.
 */
const keptEdits = new Map<string, { base: Registration; form: RegistrationEditForm }>();

const FIELD_LABELS: Record<keyof RegistrationEditForm, MessageDescriptor> = {
  name: msg`Full Name`,
  contactNumber: msg`Contact Number`,
  email: msg`E-mail`,
  std: msg`Class`,
  cadre: msg`Cadre`,
  levelEnrolled: msg`Level`,
  school: msg`School Name`,
  centerCode: msg`Center`,
};

interface EditRegistrationDialogProps {
  /** The registration as it was when the dialog opened. */
  registration: Registration | null;
  /** The registration as it now is, when someone else changed it since the dialog opened. */
  current?: Registration | null;
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
export function EditRegistrationDialog({ registration, current = null, busy = false, centers = null, onSave, onClose }: EditRegistrationDialogProps) {
  return (
    <Dialog open={registration !== null} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="edit-dialog-title">
      {/* A new registration, or a new version of it, starts the form again (but for edits kept from a refused save). */}
      {registration && (
        <EditForm
          key={`${registration.registrationId}:${registration.version}`}
          registration={registration}
          current={current}
          busy={busy}
          centers={centers}
          onSave={onSave}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

function EditForm({ registration, current, busy, centers, onSave, onClose }: EditRegistrationDialogProps & { registration: Registration; busy: boolean }) {
  // The version the person's edits start from: the one they opened, or the one of edits kept from before.
  const [kept, setKept] = useState(() => keptEdits.get(registration.registrationId) ?? null);
  const base = kept?.base ?? registration;
  const latest = [current, registration].reduce<Registration>((newest, r) => (r && r.version > newest.version ? r : newest), base);
  const initial = useMemo(() => kept?.form ?? draftOf(registration), [kept, registration]);
  // The API's own rules, checked as the user types, so the form and the API never disagree.
  const { valid, values, textField, validate, reset } = useFormFields(registrationEditFormSchema, initial, { live: true });
  const { t, i18n } = useLingui();
  const labels = useLabels();
  // The fields whose stored values are said in the language: the class and the cadre.
  const wordsOf: Partial<Record<keyof RegistrationEditForm, (value: string) => string>> = { std: labels.className, cadre: labels.cadre };
  const changedElsewhere = latest.version !== base.version;
  const theirs = draftOf(latest);
  const before = draftOf(base);
  // Each field someone else changed since: their value, said beside the person's own.
  const savedSince = (field: keyof RegistrationEditForm) =>
    changedElsewhere && theirs[field] !== before[field] ? (
      <Typography variant="caption" color="textSecondary" component="p" sx={{ mt: 0.5, overflowWrap: 'anywhere' }} data-testid={`saved-since-${field}`}>
        <b>
          <Trans>Now saved:</Trans>
        </b>{' '}
        {(wordsOf[field]?.(theirs[field]) ?? theirs[field]) || t`(empty)`}
        {values[field] !== theirs[field] && ` ${t`(yours is above)`}`}
      </Typography>
    ) : null;
  // A field of the form under its label, a select when given its choices, with what someone else saved since.
  const field = (name: keyof RegistrationEditForm, choices?: React.ReactNode) => (
    <Box>
      <TextField
        select={choices !== undefined}
        type={name === 'email' ? 'email' : undefined}
        label={i18n._(FIELD_LABELS[name])}
        size="small"
        fullWidth
        {...textField(name)}
      >
        {choices}
      </TextField>
      {savedSince(name)}
    </Box>
  );
  const choicesOf = (values: readonly string[], words = (value: string) => value) =>
    values.map((value) => (
      <MenuItem key={value} value={value}>
        {words(value)}
      </MenuItem>
    ));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const form = validate();
    if (!form) return;
    // What the person changed, sent onto the newest version: someone else's change to another field stays.
    const changes = changedFields(base, form);
    if (Object.keys(changes).length === 0) {
      keptEdits.delete(registration.registrationId);
      return onClose();
    }
    if (await onSave(latest, changes)) {
      keptEdits.delete(registration.registrationId);
      onClose();
    } else {
      keptEdits.set(registration.registrationId, { base, form: values });
    }
  };
  // The fields someone else changed since, named as the form names them: "Full Name and School Name".
  const changedByThem = (Object.keys(FIELD_LABELS) as (keyof RegistrationEditForm)[]).filter((key) => before[key] !== theirs[key]);
  const changedFieldList = new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(changedByThem.map((key) => i18n._(FIELD_LABELS[key])));
  const discard = () => {
    keptEdits.delete(registration.registrationId);
    setKept(null);
    reset();
  };

  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle id="edit-dialog-title">
        <Trans>Edit Registration</Trans>
      </DialogTitle>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        {changedElsewhere && (
          <Alert severity="warning" role="alert">
            <Trans>Someone else changed this registration while this dialog was open.</Trans>
            {changedByThem.length > 0 && ` ${t`They changed ${changedFieldList}: what is now saved is under each.`}`}{' '}
            <Trans>Your edits are kept; Save Changes saves yours onto their version.</Trans>
            <Box>
              <Button color="inherit" size="small" onClick={discard} sx={{ mt: 0.5, ml: -0.5 }}>
                <Trans>Discard my edits</Trans>
              </Button>
            </Box>
          </Alert>
        )}
        <Section title={t`Personal Information`}>
          {field('name')}
          {field('contactNumber')}
          {field('email')}
        </Section>
        <Section title={t`Academic Information`}>
          {field('std', choicesOf(CLASSES, wordsOf.std))}
          {field('cadre', choicesOf(CADRES, wordsOf.cadre))}
          {field('levelEnrolled', choicesOf(LEVELS))}
          {field('school')}
          {centers &&
            field(
              'centerCode',
              // The registration's own centre even when the list has not arrived or no longer holds it.
              (centers.some((center) => center.code === registration.centerCode)
                ? centers
                : [{ code: registration.centerCode, name: '', city: '' }, ...centers]
              ).map((center) => (
                <MenuItem key={center.code} value={center.code}>
                  {center.name ? `${center.code} · ${center.name}` : center.code}
                </MenuItem>
              )),
            )}
        </Section>
        <Section title={t`Payment Information`} note={t`Read-only: payments are confirmed on the Payments screen.`}>
          <ReadOnlyField label={t`Payment ID`} value={latest.payment.paymentId} />
          <ReadOnlyField label={t`Amount`} value={formatRupees(latest.payment.amount)} />
          <ReadOnlyField label={t`Mode`} value={labels.paymentMode(latest.payment.mode)} />
          <ReadOnlyField label={t`Status`} value={labels.paymentStatus(latest.payment.status)} />
        </Section>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" variant="contained" disabled={busy || !valid}>
          <Trans>Save Changes</Trans>
        </Button>
      </DialogActions>
    </form>
  );
}
