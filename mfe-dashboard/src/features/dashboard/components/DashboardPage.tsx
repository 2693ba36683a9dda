import { Typography } from '@mui/material';
import { useGetStatsQuery } from 'shared/api/statsApi';

export function DashboardPage() {
  const { data } = useGetStatsQuery();
  return (
    <>
      <Typography variant="h4" component="h1">Dashboard</Typography>
      {data && <Typography data-testid="total-registrations">Total Registrations: {data.totalRegistrations}</Typography>}
    </>
  );
}
