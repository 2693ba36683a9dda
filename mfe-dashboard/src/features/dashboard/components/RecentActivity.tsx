import { Trans, useLingui } from '@lingui/react/macro';
import { Button, List, ListItem, ListItemText, Typography } from 'shared/platform/ui/mui';
import { Link as RouterLink } from 'shared/platform/routing/router';
import { PATHS } from 'shared/routes/paths';
import { DashboardSection } from './DashboardSection';
import { useLabels } from 'shared/ui/labelMessages';
import type { ActivityEntry } from 'shared/domain/registrations/registration';
import { formatDateTime } from 'shared/format/dates';

/** The latest entries of the audit log: who registered or was changed, where, when. */
export function RecentActivity({ entries }: { entries: ActivityEntry[] }) {
  const { t } = useLingui();
  const labels = useLabels();
  return (
    <DashboardSection
      title={t`Recent Activity`}
      action={
        <Button component={RouterLink} to={PATHS.audit} size="small">
          <Trans>View All</Trans>
        </Button>
      }
    >
      {entries.length === 0 ? (
        <Typography color="textSecondary">
          <Trans>No recent activity</Trans>
        </Typography>
      ) : (
        <List dense disablePadding aria-label={t`Recent activity`}>
          {entries.map((entry) => (
            <ListItem key={entry.id} divider disableGutters>
              <ListItemText
                primary={entry.name}
                secondary={`${entry.school.value} · ${labels.auditAction(entry.action)} · ${formatDateTime(entry.createdAt)}`}
              />
              <Typography variant="caption" color="textSecondary" sx={{ ml: 2, whiteSpace: 'nowrap' }}>
                {entry.registrationId}
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
    </DashboardSection>
  );
}
