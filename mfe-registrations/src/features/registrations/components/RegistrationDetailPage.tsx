import { Typography } from '@mui/material';
import { useParams } from 'react-router-dom';

export function RegistrationDetailPage() {
  const { registrationId } = useParams();
  return <Typography variant="h4" component="h1">Registration {registrationId}</Typography>;
}
