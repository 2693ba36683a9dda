import { Typography } from '@mui/material';

export function AuditTrailPage() {
  return <Typography variant="h4" component="h1">Audit Trail</Typography>;
}
