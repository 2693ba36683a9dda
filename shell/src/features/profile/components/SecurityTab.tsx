import { Divider } from '@mui/material';
import { Stack } from 'shared/platform/ui/mui';
import { PasskeyList } from './PasskeyList';
import { PasswordChangeForm } from './PasswordChangeForm';
import { SessionList } from './SessionList';

/** The Security tab: the password, the passkeys, and where the person is signed in. */
export function SecurityTab() {
  return (
    <Stack spacing={3}>
      <PasswordChangeForm />
      <Divider />
      <PasskeyList />
      <Divider />
      <SessionList />
    </Stack>
  );
}
