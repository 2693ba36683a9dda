import { Typography } from '@mui/material';

export function PaymentManagementPage() {
  return <Typography variant="h4" component="h1">Payment Management</Typography>;
}
