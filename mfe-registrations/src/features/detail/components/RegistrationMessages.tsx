import { Alert, Button, Chip, List, Typography } from 'shared/platform/ui/mui';
import { apiErrorMessage } from 'shared/api/apiError';
import { MESSAGE_CHANNEL_LABELS, messageTemplateLabel } from 'shared/domain/common/labels';
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
  if (messages.isLoading) return <EntryListLoading rows={2} />;
  if (messages.isError && !messages.data) return <Alert severity="error">Failed to fetch messages</Alert>;
  const rows = messages.data?.data ?? [];
  if (rows.length === 0) return <Typography color="textSecondary">No messages sent yet.</Typography>;
  const mayResend = role !== null && can(role, 'admin');
  const resendOne = async (message: Message) => {
    try {
      await resend(message.id).unwrap();
      notify({
        title: 'Message queued again',
        description: `${messageTemplateLabel(message.template)} to ${message.to} will be sent again.`,
        variant: 'success',
      });
    } catch (error) {
      notify({ title: 'Not resent', description: apiErrorMessage(error, 'The message could not be queued again.'), variant: 'error' });
    }
  };
  return (
    <List aria-label="Messages" disablePadding>
      {rows.map((message) => (
        <EntryItem
          key={message.id}
          heading={
            <>
              <Chip size="small" variant="outlined" label={MESSAGE_CHANNEL_LABELS[message.channel]} />
              <Typography variant="body2" sx={{ fontWeight: 500 }}>
                {messageTemplateLabel(message.template)}
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
                  aria-label={`Resend ${messageTemplateLabel(message.template)} to ${message.to}`}
                >
                  Resend
                </Button>
              )}
            </>
          }
        >
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            To: {message.to || '(no address)'}
          </Typography>
          <MessageStatusWithReason message={message} />
        </EntryItem>
      ))}
      {messages.data && messages.data.total > rows.length && (
        <Typography variant="caption" color="textSecondary">
          Showing the latest {rows.length} of {messages.data.total} messages.
        </Typography>
      )}
    </List>
  );
}
