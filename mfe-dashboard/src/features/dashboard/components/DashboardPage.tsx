import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import GroupsIcon from '@mui/icons-material/Groups';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import PaymentsIcon from '@mui/icons-material/Payments';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { AlertTitle, Box, Button, Grid, Skeleton, Stack, Typography } from 'shared/platform/ui/mui';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, type ReactNode } from 'react';
import { loadFailureReasonIn } from 'shared/hooks/useLoadFailureReason';
import { Link as RouterLink } from 'shared/platform/routing/router';
import { PATHS } from 'shared/routes/paths';
import { lastWeekTotal } from '../utils/chartData';
import { kpiCards, type KpiIcon } from '../utils/kpiCards';
import { useDashboardData } from '../hooks/useDashboardData';
import { QuickActions } from './QuickActions';
import { RecentActivity } from './RecentActivity';
import { StatCard } from './StatCard';
import { CenterScopeNote } from 'shared/ui/CenterScopeNote';
import { RetryAlert } from 'shared/ui/RetryAlert';
import { StatCardsSkeleton } from 'shared/ui/StatCardsSkeleton';

// The KPI cards paint first; the charts' code and figures follow, into the space kept for them
// (their height as drawn: stacked on a phone, two rows from a tablet up), so nothing below moves.
const TrendCharts = lazy(() => import('./TrendCharts').then((m) => ({ default: m.TrendCharts })));
const chartsSpace = <Skeleton variant="rounded" sx={{ height: { xs: 660, md: 640 } }} />;

const ICONS: Record<KpiIcon, ReactNode> = {
  registrations: <GroupsIcon />,
  payments: <PaymentsIcon />,
  online: <HourglassTopIcon />,
  offline: <StorefrontIcon />,
  issues: <ErrorOutlineIcon />,
};

function Header() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: 2, mb: 3 }}>
      <Box>
        <Typography variant="h4" component="h1">
          <Trans>Dashboard</Trans>
        </Typography>
        <CenterScopeNote everyCentre />
      </Box>
      <Stack direction="row" spacing={1}>
        <Button component={RouterLink} to={PATHS.payments} variant="outlined">
          <Trans>Quick Payment Lookup</Trans>
        </Button>
        <Button component={RouterLink} to={PATHS.registrations} variant="contained">
          <Trans>Manage Registrations</Trans>
        </Button>
      </Stack>
    </Box>
  );
}

export function DashboardPage() {
  const { isLoading, failed, failure, retry, stats, activity, trends, trendsPending } = useDashboardData();
  const { t, i18n } = useLingui();
  if (failed) {
    return (
      <>
        <Header />
        <RetryAlert onRetry={retry}>
          <AlertTitle>
            <Trans>The dashboard figures could not be loaded.</Trans>
          </AlertTitle>
          {loadFailureReasonIn(i18n, failure)}
        </RetryAlert>
      </>
    );
  }
  return (
    <>
      <Header />
      {isLoading || !stats ? (
        <StatCardsSkeleton label={t`Loading dashboard`} />
      ) : (
        <Stack spacing={3}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', lg: 'repeat(5, 1fr)' } }}>
            {kpiCards(i18n, stats, trends ? lastWeekTotal(trends) : trendsPending ? null : undefined).map((card) => (
              <StatCard key={card.icon} {...card} icon={ICONS[card.icon]} valueTestId={card.icon === 'registrations' ? 'total-registrations' : undefined} />
            ))}
          </Box>
          {trends ? (
            <Suspense fallback={chartsSpace}>
              <TrendCharts trends={trends} />
            </Suspense>
          ) : (
            trendsPending && chartsSpace
          )}
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 7 }}>{activity && <RecentActivity entries={activity} />}</Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              <QuickActions />
            </Grid>
          </Grid>
        </Stack>
      )}
    </>
  );
}
