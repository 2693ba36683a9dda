import { Button, Stack } from 'shared/platform/ui/mui';
import { Link as RouterLink } from 'shared/platform/routing/router';
import { PATHS } from 'shared/routes/paths';
import { DashboardSection } from './DashboardSection';

/** The spec's quick actions and where each leads. */
export const QUICK_ACTIONS = [
  { label: 'Confirm Offline Payment', to: PATHS.payments },
  { label: 'Export Registration Data', to: PATHS.registrations },
  { label: 'Bulk Actions on Registrations', to: PATHS.registrations },
  { label: 'Review Flagged Activities', to: PATHS.audit },
] as const;

export function QuickActions() {
  return (
    <DashboardSection title="Quick Actions">
      <Stack spacing={1}>
        {QUICK_ACTIONS.map((action) => (
          <Button key={action.label} component={RouterLink} to={action.to} variant="outlined" sx={{ justifyContent: 'flex-start' }}>
            {action.label}
          </Button>
        ))}
      </Stack>
    </DashboardSection>
  );
}
