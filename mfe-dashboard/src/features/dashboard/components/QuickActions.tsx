import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button, Stack } from 'shared/platform/ui/mui';
import { Link as RouterLink } from 'shared/platform/routing/router';
import { PATHS } from 'shared/routes/paths';
import { DashboardSection } from './DashboardSection';

/** The spec's quick actions and where each leads. */
export const QUICK_ACTIONS: readonly { label: MessageDescriptor; to: string }[] = [
  { label: msg`Confirm Offline Payment`, to: PATHS.payments },
  { label: msg`Export Registration Data`, to: PATHS.registrations },
  { label: msg`Bulk Actions on Registrations`, to: PATHS.registrations },
  { label: msg`Review Flagged Activities`, to: PATHS.audit },
];

export function QuickActions() {
  const { t, i18n } = useLingui();
  return (
    <DashboardSection title={t`Quick Actions`}>
      <Stack spacing={1}>
        {QUICK_ACTIONS.map((action) => (
          <Button key={action.label.id} component={RouterLink} to={action.to} variant="outlined" sx={{ justifyContent: 'flex-start' }}>
            {i18n._(action.label)}
          </Button>
        ))}
      </Stack>
    </DashboardSection>
  );
}
