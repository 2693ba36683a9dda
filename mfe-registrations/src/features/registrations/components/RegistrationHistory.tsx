import { Alert, Box, Chip, List, ListItem, Skeleton, Typography } from 'shared/platform/ui/mui';
import { useGetRegistrationHistoryQuery } from '../api/registrationsApi';
import { fieldChanges } from 'shared/domain/audit';
import { describeAuditAction } from 'shared/domain/labels';
import { formatDateTime } from 'shared/format/dates';

/** The registration's own audit trail: who did what when, before and after. */
export function RegistrationHistory({ registrationId }: { registrationId: string }) {
  const history = useGetRegistrationHistoryQuery({ registrationId, limit: 100 });
  if (history.isLoading)
    return (
      <Box aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={56} />
        ))}
      </Box>
    );
  if (history.isError) return <Alert severity="error">Failed to fetch audit logs</Alert>;
  const entries = history.data?.data ?? [];
  if (entries.length === 0) return <Typography color="textSecondary">No changes recorded yet.</Typography>;
  return (
    <List aria-label="History" disablePadding>
      {entries.map((entry) => (
        <ListItem key={entry.id} divider alignItems="flex-start" sx={{ flexDirection: 'column', gap: 0.5, px: 0 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <Chip size="small" label={describeAuditAction(entry.action)} />
            <Typography variant="body2">{entry.actor ? `${entry.actor.email ?? entry.actor.uid} (${entry.actor.role})` : 'System'}</Typography>
            <Typography variant="caption" color="textSecondary">
              {formatDateTime(entry.createdAt)}
            </Typography>
          </Box>
          {/* "Payment status: pending → success" for every field the entry changed, named in words. */}
          {fieldChanges(entry).map((change) => (
            <Typography key={change.field} variant="body2">{`${change.label}: ${change.before} → ${change.after}`}</Typography>
          ))}
          {entry.note && (
            <Typography variant="body2" color="textSecondary">
              Note: {entry.note}
            </Typography>
          )}
        </ListItem>
      ))}
      {history.data && history.data.total > entries.length && (
        <Typography variant="caption" color="textSecondary">
          Showing the latest {entries.length} of {history.data.total} entries.
        </Typography>
      )}
    </List>
  );
}
