import { useEffect, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Box, Button } from 'shared/platform/ui/mui';
import type { ProfileForm } from 'shared/domain/profile/profile';
import { useFormFields } from 'shared/forms/useFormFields';
import { OutlinedField } from 'shared/ui/OutlinedField';
import { useNotify } from 'shared/platform/ui/notifications';
import { useSaveProfile } from '../hooks/useSaveProfile';
import { profileUpdateErrorMessage } from '../profileErrors';

// The schema is fetched at the first edit, not with the page: it brings zod (14 KB over the wire),
// and this tab is the profile's first view. A save waits for it if needed.
const loadSchema = () => import('shared/domain/profile/profile').then((m) => m.profileFormSchema);

/** The General tab; `initial` is what Firebase and the API hold now. */
export function ProfileGeneralForm({ initial }: { initial: ProfileForm }) {
  const { t, i18n } = useLingui();
  const notify = useNotify();
  const { values, errors, dirty, setField, validate } = useFormFields<ProfileForm, Awaited<ReturnType<typeof loadSchema>>>(null, initial);
  const { save, saving } = useSaveProfile();
  useEffect(() => {
    if (dirty) void loadSchema().catch(() => undefined);
  }, [dirty]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    loadSchema().then(
      (schema) => {
        const form = validate(schema);
        if (form) void save(form);
      },
      // The schema's chunk did not arrive (offline): the save's own failure words, not the loader's.
      () => notify({ title: t`Error`, description: profileUpdateErrorMessage(i18n, null), variant: 'error' }),
    );
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
