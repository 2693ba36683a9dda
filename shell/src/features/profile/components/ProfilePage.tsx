import { Typography } from '@mui/material';
import { useSession } from '../../auth/hooks/useSession';

export function ProfilePage() {
  const { user } = useSession();
  if (!user) return <Typography>Not authenticated</Typography>;
  return (
    <>
      <Typography variant="h4" component="h1">Profile</Typography>
      <Typography>{user.email}</Typography>
    </>
  );
}
