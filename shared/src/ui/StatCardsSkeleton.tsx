import { Card, CardContent, Grid, Skeleton } from 'shared/platform/ui/mui';

/**
 * The dashboard's loading shape, four placeholder KPI cards: drawn by the dashboard while its stats
 * load and by the shell while the dashboard itself loads, so the one hands over to the other unmoved.
 */
export function StatCardsSkeleton({ label }: { label?: string }) {
  return (
    <Grid container spacing={2} {...(label ? { 'aria-busy': true, 'aria-label': label } : {})}>
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
