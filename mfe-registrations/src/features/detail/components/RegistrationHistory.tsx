import { plural, ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Chip, List, Typography } from 'shared/platform/ui/mui';
import { formatCount } from 'shared/format/numbers';
import { useGetRegistrationHistoryQuery, useUndoRegistrationChangeMutation } from '../../../api/registrationsApi';
import { useApiErrorMessage } from 'shared/hooks/useApiErrorMessage';
import { fieldChanges } from 'shared/domain/audit/audit-changes';
import { personText } from 'shared/domain/common/labels';
import { useLabels } from 'shared/ui/labelMessages';
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
  const { t } = useLingui();
  const apiErrorMessage = useApiErrorMessage();
  const labels = useLabels();
  if (history.isLoading) return <EntryListLoading rows={3} />;
  if (history.isError)
    return (
      <Alert severity="error">
        <Trans>Failed to fetch audit logs</Trans>
      </Alert>
    );
  const entries = history.data?.data ?? [];
  if (entries.length === 0)
    return (
      <Typography color="textSecondary">
        <Trans>No changes recorded yet.</Trans>
      </Typography>
    );
  const undoable = undoableEntry(entries, uid);
  const total = history.data?.total ?? 0;
  const shown = formatCount(entries.length);
  const undoEntry = async (entry: ActivityEntry) => {
    try {
      await undo({ registrationId, entryId: entry.id }).unwrap();
      const action = labels.auditAction(entry.action);
      const date = formatDateTime(entry.createdAt);
      notify({ title: t`Undone`, description: t`${action} of ${date} was taken back.`, variant: 'info' });
    } catch (error) {
      notify({ title: t`Cannot undo`, description: apiErrorMessage(error, t`The change could not be undone.`), variant: 'warning' });
    }
  };
  return (
    <List aria-label={t`History`} disablePadding>
      {entries.map((entry) => (
        <EntryItem
          key={entry.id}
          heading={
            <>
              <Chip size="small" label={labels.auditAction(entry.action)} />
              <Typography variant="body2">
                {entry.actor ? `${personText(entry.actor, entry.actor.uid)} (${labels.role(entry.actor.role)})` : t`System`}
              </Typography>
              {/* A money action whose person passed their passkey check just before it, as the audit trail says. */}
              {entry.actor?.confirmedWith === 'passkey' && <Chip size="small" color="success" variant="outlined" label={labels.confirmedWithPasskey()} />}
              <Typography variant="caption" color="textSecondary">
                {formatDateTime(entry.createdAt)}
              </Typography>
              {entry === undoable && (
                <Button
                  size="small"
                  variant="outlined"
                  disabled={undoing.isLoading}
                  onClick={() => void undoEntry(entry)}
                  aria-label={t`Undo your last change`}
                >
                  <Trans>Undo</Trans>
                </Button>
              )}
            </>
          }
        >
          {/* "Payment status: pending → success" for every field the entry changed, named in words. */}
          {fieldChanges(entry, labels).map((change) => (
            <Typography key={change.field} variant="body2">{`${change.label}: ${change.before} → ${change.after}`}</Typography>
          ))}
          {entry.note && (
            <Typography variant="body2" color="textSecondary">
              <Trans>Note: {ph({ note: entry.note })}</Trans>
              {labels.noteAuthor(entry.action, entry.actor) && ` · ${labels.noteAuthor(entry.action, entry.actor)}`}
            </Typography>
          )}
        </EntryItem>
      ))}
      {total > entries.length && (
        <Typography variant="caption" color="textSecondary">
          {t`Showing the latest ${shown} of ${plural(total, { one: '# entry', other: '# entries' })}.`}
        </Typography>
      )}
    </List>
  );
}
