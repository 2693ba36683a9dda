import { plural, ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Chip, List, Typography } from 'shared/platform/ui/mui';
import { formatCount } from 'shared/format/numbers';
import { useApiErrorMessage } from 'shared/hooks/useApiErrorMessage';
import { useLabels } from 'shared/ui/labelMessages';
import type { Message } from 'shared/domain/messages/messages';
import { can } from 'shared/domain/common/permissions';
import { formatDateTime } from 'shared/format/dates';
import { usePageVisible } from 'shared/hooks/usePageVisible';
import { useSessionRole } from 'shared/hooks/useSessionRole';
import { useNotify } from 'shared/platform/ui/notifications';
import { MessageStatusWithReason } from 'shared/ui/MessageStatus';
import { useGetRegistrationMessagesQuery, useResendRegistrationMessageMutation } from '../api/registrationMessagesApi';
import { EntryItem, EntryListLoading } from './EntryList';

/** Asked again this often while the page is in sight, so a message moves from queued to sent without a reload. */
export const MESSAGES_POLL_MS = 10_000;

/** What was sent to the registrant (e-mail and SMS), newest first; admins send a failed one again. */
export function RegistrationMessages({ registrationId }: { registrationId: string }) {
  const visible = usePageVisible();
  const messages = useGetRegistrationMessagesQuery(registrationId, { pollingInterval: visible ? MESSAGES_POLL_MS : 0 });
  const role = useSessionRole();
  const notify = useNotify();
  const [resend, resending] = useResendRegistrationMessageMutation();
  const { t } = useLingui();
  const apiErrorMessage = useApiErrorMessage();
  const labels = useLabels();
  if (messages.isLoading) return <EntryListLoading rows={2} />;
  if (messages.isError && !messages.data)
    return (
      <Alert severity="error">
        <Trans>Failed to fetch messages</Trans>
      </Alert>
    );
  const rows = messages.data?.data ?? [];
  if (rows.length === 0)
    return (
      <Typography color="textSecondary">
        <Trans>No messages sent yet.</Trans>
      </Typography>
    );
  const mayResend = role !== null && can(role, 'admin');
  const total = messages.data?.total ?? 0;
  const shown = formatCount(rows.length);
  const resendOne = async (message: Message) => {
    try {
      await resend(message.id).unwrap();
      const template = labels.messageTemplate(message.template);
      const to = message.to;
      notify({ title: t`Message queued again`, description: t`${template} to ${to} will be sent again.`, variant: 'success' });
    } catch (error) {
      notify({ title: t`Not resent`, description: apiErrorMessage(error, t`The message could not be queued again.`), variant: 'error' });
    }
  };
  return (
    <List aria-label={t`Messages`} disablePadding>
      {rows.map((message) => (
        <EntryItem
          key={message.id}
          heading={
            <>
              <Chip size="small" variant="outlined" label={labels.messageChannel(message.channel)} />
              <Typography variant="body2" sx={{ fontWeight: 500 }}>
                {labels.messageTemplate(message.template)}
              </Typography>
              <Typography variant="caption" color="textSecondary">
                {formatDateTime(message.sentAt ?? message.createdAt)}
              </Typography>
              {mayResend && message.status === 'failed' && (
                <Button
                  size="small"
                  variant="outlined"
                  disabled={resending.isLoading}
                  onClick={() => void resendOne(message)}
                  aria-label={t`Resend ${ph({ template: labels.messageTemplate(message.template) })} to ${ph({ to: message.to })}`}
                >
                  <Trans>Resend</Trans>
                </Button>
              )}
            </>
          }
        >
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            <Trans>To: {ph({ to: message.to || t`(no address)` })}</Trans>
          </Typography>
          <MessageStatusWithReason message={message} />
        </EntryItem>
      ))}
      {total > rows.length && (
        <Typography variant="caption" color="textSecondary">
          {t`Showing the latest ${shown} of ${plural(total, { one: '# message', other: '# messages' })}.`}
        </Typography>
      )}
    </List>
  );
}
