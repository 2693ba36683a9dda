import type { FormEvent } from 'react';
import { TextField } from '@mui/material';
import { Box, Button } from 'shared/platform/ui/mui';
import { profileFormSchema, type ProfileForm } from 'shared/domain/profile';
import { useFormFields } from 'shared/forms/useFormFields';
import { useSaveProfile } from '../hooks/useSaveProfile';

/** The General tab; `initial` is what Firebase and the API hold now. */
export function ProfileGeneralForm({ initial }: { initial: ProfileForm }) {
  const { textField, validate } = useFormFields(profileFormSchema, initial);
  const { save, saving } = useSaveProfile();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const form = validate();
    if (form) void save(form);
  };

  const field = (name: keyof ProfileForm, label: string, props: { type?: string; hint?: string; autoComplete?: string } = {}) => (
    <TextField label={label} type={props.type ?? 'text'} autoComplete={props.autoComplete} fullWidth {...textField(name, props.hint)} />
  );

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' } }}>
      {field('name', 'Name', { autoComplete: 'name' })}
      {field('email', 'Email', { type: 'email', autoComplete: 'email' })}
      {field('phone', 'Phone', { type: 'tel', autoComplete: 'tel', hint: 'Use E.164 format for international numbers' })}
      {field('alternateEmail', 'Alternate Email', { type: 'email', hint: 'Optional' })}
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Button type="submit" variant="contained" disabled={saving}>
          {saving ? 'Saving...' : 'Save Changes'}
        </Button>
      </Box>
    </Box>
  );
}
