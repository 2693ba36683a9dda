import { Card, CardContent, Grid, Skeleton } from 'shared/platform/ui/mui';

/** The spec's loading state: four placeholder cards. */
export function DashboardSkeleton() {
  return (
    <Grid container spacing={2} aria-busy="true" aria-label="Loading dashboard">
      {[0, 1, 2, 3].map((index) => (
        <Grid key={index} size={{ xs: 12, sm: 6, lg: 3 }}>
          <Card variant="outlined" data-testid="stat-card-skeleton">
            <CardContent>
              <Skeleton width="60%" />
              <Skeleton variant="text" sx={{ fontSize: '2rem' }} width="40%" />
              <Skeleton width="80%" />
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
