import type { FormEvent } from 'react';
import { TextField } from '@mui/material';
import { useLingui } from '@lingui/react/macro';
import { Box, Button } from 'shared/platform/ui/mui';
import { passwordChangeSchema, type PasswordChangeForm as PasswordFields } from 'shared/domain/profile/profile';
import { useChangePassword } from '../hooks/useChangePassword';
import { useFormFields } from 'shared/forms/useFormFields';

const EMPTY: PasswordFields = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The Security tab's password change. */
export function PasswordChangeForm() {
  const { t } = useLingui();
  const { textField, validate, reset } = useFormFields(passwordChangeSchema, EMPTY);
  const { change, changing } = useChangePassword();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const form = validate();
    if (form && (await change(form))) reset();
  };

  const field = (name: keyof PasswordFields, label: string, autoComplete: string) => (
    <TextField label={label} type="password" autoComplete={autoComplete} fullWidth {...textField(name)} />
  );

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2, maxWidth: 480 }}>
      {field('currentPassword', t`Current Password`, 'current-password')}
      {field('newPassword', t`New Password`, 'new-password')}
      {field('confirmPassword', t`Confirm Password`, 'new-password')}
      <Box>
        <Button type="submit" variant="contained" disabled={changing}>
          {changing ? t`Changing...` : t`Change Password`}
        </Button>
      </Box>
    </Box>
  );
}
