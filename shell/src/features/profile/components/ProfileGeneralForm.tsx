import type { FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Box, Button } from 'shared/platform/ui/mui';
import { profileFormSchema, type ProfileForm } from 'shared/domain/profile/profile';
import { useFormFields } from 'shared/forms/useFormFields';
import { OutlinedField } from 'shared/ui/OutlinedField';
import { useSaveProfile } from '../hooks/useSaveProfile';

/** The General tab; `initial` is what Firebase and the API hold now. */
export function ProfileGeneralForm({ initial }: { initial: ProfileForm }) {
  const { t } = useLingui();
  const { values, errors, setField, validate } = useFormFields(profileFormSchema, initial);
  const { save, saving } = useSaveProfile();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const form = validate();
    if (form) void save(form);
  };

  const field = (name: keyof ProfileForm, label: string, props: { type?: string; hint?: string; autoComplete?: string } = {}) => (
    <OutlinedField
      label={label}
      type={props.type}
      autoComplete={props.autoComplete}
      fullWidth
      value={values[name]}
      onChange={(value) => setField(name, value)}
      error={errors[name]}
      hint={props.hint}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' } }}>
      {field('name', t`Name`, { autoComplete: 'name' })}
      {field('email', t`Email`, { type: 'email', autoComplete: 'email' })}
      {field('phone', t`Phone`, { type: 'tel', autoComplete: 'tel', hint: t`Use E.164 format for international numbers` })}
      {field('alternateEmail', t`Alternate Email`, { type: 'email', hint: t`Optional` })}
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Button type="submit" variant="contained" disabled={saving}>
          {saving ? t`Saving...` : t`Save Changes`}
        </Button>
      </Box>
    </Box>
  );
}
