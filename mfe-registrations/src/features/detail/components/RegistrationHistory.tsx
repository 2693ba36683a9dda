import { Alert, Button, Chip, List, Typography } from 'shared/platform/ui/mui';
import { useGetRegistrationHistoryQuery, useUndoRegistrationChangeMutation } from '../../../api/registrationsApi';
import { apiErrorMessage } from 'shared/api/apiError';
import { fieldChanges } from 'shared/domain/audit/audit-changes';
import { CONFIRMED_WITH_PASSKEY_LABEL, describeAuditAction, noteAuthorText, personText } from 'shared/domain/common/labels';
import type { ActivityEntry } from 'shared/domain/registrations/registration';
import { UNDOABLE_ACTIONS } from 'shared/domain/registrations/transitions';
import { formatDateTime } from 'shared/format/dates';
import { useSessionUid } from 'shared/hooks/useSessionRole';
import { useNotify } from 'shared/platform/ui/notifications';
import { EntryItem, EntryListLoading } from './EntryList';

/**
 * The newest entry when it is the signed-in person's own change that can be taken back. The API
 * decides in the end (it refuses in words when the registration changed since).
 */
function undoableEntry(entries: ActivityEntry[], uid: string | null): ActivityEntry | null {
  const [latest] = entries;
  if (!latest || uid === null || latest.actor?.uid !== uid) return null;
  // One change can write two entries at one moment (an edit's fields and its status).
  const change = entries.filter((entry) => entry.createdAt === latest.createdAt && entry.actor?.uid === uid);
  return change.every((entry) => (UNDOABLE_ACTIONS as readonly string[]).includes(entry.action)) ? latest : null;
}

/** The registration's own audit trail: who did what when, before and after. */
export function RegistrationHistory({ registrationId }: { registrationId: string }) {
  const history = useGetRegistrationHistoryQuery({ registrationId, limit: 100 });
  const uid = useSessionUid();
  const notify = useNotify();
  const [undo, undoing] = useUndoRegistrationChangeMutation();
  if (history.isLoading) return <EntryListLoading rows={3} />;
  if (history.isError) return <Alert severity="error">Failed to fetch audit logs</Alert>;
  const entries = history.data?.data ?? [];
  if (entries.length === 0) return <Typography color="textSecondary">No changes recorded yet.</Typography>;
  const undoable = undoableEntry(entries, uid);
  const undoEntry = async (entry: ActivityEntry) => {
    try {
      await undo({ registrationId, entryId: entry.id }).unwrap();
      notify({ title: 'Undone', description: `${describeAuditAction(entry.action)} of ${formatDateTime(entry.createdAt)} was taken back.`, variant: 'info' });
    } catch (error) {
      notify({ title: 'Cannot undo', description: apiErrorMessage(error, 'The change could not be undone.'), variant: 'warning' });
    }
  };
  return (
    <List aria-label="History" disablePadding>
      {entries.map((entry) => (
        <EntryItem
          key={entry.id}
          heading={
            <>
              <Chip size="small" label={describeAuditAction(entry.action)} />
              <Typography variant="body2">{entry.actor ? `${personText(entry.actor, entry.actor.uid)} (${entry.actor.role})` : 'System'}</Typography>
              {/* A money action whose person passed their passkey check just before it, as the audit trail says. */}
              {entry.actor?.confirmedWith === 'passkey' && <Chip size="small" color="success" variant="outlined" label={CONFIRMED_WITH_PASSKEY_LABEL} />}
              <Typography variant="caption" color="textSecondary">
                {formatDateTime(entry.createdAt)}
              </Typography>
              {entry === undoable && (
                <Button size="small" variant="outlined" disabled={undoing.isLoading} onClick={() => void undoEntry(entry)} aria-label="Undo your last change">
                  Undo
                </Button>
              )}
            </>
          }
        >
          {/* "Payment status: pending → success" for every field the entry changed, named in words. */}
          {fieldChanges(entry).map((change) => (
            <Typography key={change.field} variant="body2">{`${change.label}: ${change.before} → ${change.after}`}</Typography>
          ))}
          {entry.note && (
            <Typography variant="body2" color="textSecondary">
              Note: {entry.note}
              {noteAuthorText(entry.action, entry.actor) && ` · ${noteAuthorText(entry.action, entry.actor)}`}
            </Typography>
          )}
        </EntryItem>
      ))}
      {history.data && history.data.total > entries.length && (
        <Typography variant="caption" color="textSecondary">
          Showing the latest {entries.length} of {history.data.total} entries.
        </Typography>
      )}
    </List>
  );
}
