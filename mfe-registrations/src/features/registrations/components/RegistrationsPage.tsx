import { Typography } from '@mui/material';

export function RegistrationsPage() {
  return <Typography variant="h4" component="h1">Registrations</Typography>;
}
