import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Drawer } from '@mui/material';
import { Box, Button, CircularProgress, Link, Stack, Typography } from 'shared/platform/ui/mui';
import { Link as RouterLink } from 'shared/platform/routing/router';
import type { MessageDetail } from 'shared/domain/messages/messages';
import { useLabels } from 'shared/ui/labelMessages';
import { loadFailureReasonIn } from 'shared/hooks/useLoadFailureReason';
import { formatDateTime } from 'shared/format/dates';
import { registrationPath } from 'shared/routes/paths';
import { DetailList, type Detail } from 'shared/ui/DetailList';
import { RetryAlert } from 'shared/ui/RetryAlert';
import { useGetMessageDetailQuery } from '../api/messagesApi';
import { MessageStatusWithReason } from 'shared/ui/MessageStatus';
import { canResend } from './MessagesTable';

const OUTCOME_WORDS: Record<MessageDetail['attemptLog'][number]['outcome'], MessageDescriptor> = {
  sent: msg({ message: 'Sent', context: 'outcome of an attempt' }),
  retry: msg`Refused for now, tried again later`,
  failed: msg`Refused`,
};

const HEADING_ID = 'message-detail-heading';

function Detail({ message, onResend, resending }: { message: MessageDetail; onResend: (message: MessageDetail) => void; resending: boolean }) {
  const { t, i18n } = useLingui();
  const labels = useLabels();
  const details: Detail[] = [
    [t`Template`, labels.messageTemplate(message.template)],
    [t`Channel`, labels.messageChannel(message.channel)],
    [t({ message: 'To', context: 'recipient of a message' }), message.to],
    ...(message.subject ? [[t`Subject`, message.subject] as const] : []),
    [t`Status`, <MessageStatusWithReason key="status" message={message} />],
    [t`Written`, formatDateTime(message.createdAt)],
    [t({ message: 'Sent', context: 'when a message was sent' }), message.sentAt ? formatDateTime(message.sentAt) : t`Not yet`],
    [
      t`Registration`,
      message.registrationId ? (
        <Link component={RouterLink} to={registrationPath(message.registrationId)}>
          {message.registrationId}
        </Link>
      ) : (
        t({ message: 'None', context: 'no registration' })
      ),
    ],
    ...(message.resentFrom ? [[t`Copy of`, t`An earlier message, sent again`] as const] : []),
  ];
  return (
    <Stack spacing={3}>
      <DetailList details={details} />
      {canResend(message) && (
        <Box>
          <Button variant="contained" disabled={resending} onClick={() => onResend(message)}>
            <Trans>Resend</Trans>
          </Button>
        </Box>
      )}
      <Box component="section" aria-labelledby="message-text-heading">
        <Typography id="message-text-heading" variant="h6" component="h3" sx={{ mb: 1 }}>
          <Trans>Text as sent</Trans>
        </Typography>
        {message.body === null ? (
          <Typography color="textSecondary">
            <Trans>The text was removed after the retention period the audit settings set.</Trans>
          </Typography>
        ) : (
          <Box
            component="pre"
            data-testid="message-body"
            sx={{
              m: 0,
              p: 1.5,
              bgcolor: 'action.hover',
              borderRadius: 1,
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
              fontFamily: 'inherit',
              fontSize: '0.875rem',
            }}
          >
            {message.body}
          </Box>
        )}
      </Box>
      <Box component="section" aria-labelledby="message-attempts-heading">
        <Typography id="message-attempts-heading" variant="h6" component="h3" sx={{ mb: 1 }}>
          <Trans>Attempts</Trans>
        </Typography>
        {message.attemptLog.length === 0 ? (
          <Typography color="textSecondary">
            <Trans>Not tried yet.</Trans>
          </Typography>
        ) : (
          <Box component="ol" aria-label={t`Attempts`} sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
            {message.attemptLog.map((attempt, index) => (
              <li key={index}>
                <Typography variant="body2">
                  {formatDateTime(attempt.at)}: {i18n._(OUTCOME_WORDS[attempt.outcome])}
                </Typography>
                <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
                  {attempt.answer}
                </Typography>
              </li>
            ))}
          </Box>
        )}
      </Box>
    </Stack>
  );
}

interface MessageDrawerProps {
  /** The message open; none: the drawer is closed. */
  id: string | null;
  onClose: () => void;
  onResend: (message: MessageDetail) => void;
  resending: boolean;
}

/** One message at the side of the list: where it went, its text as sent, and each attempt with the server's answer. */
export function MessageDrawer({ id, onClose, onResend, resending }: MessageDrawerProps) {
  const { data, error, isFetching, refetch } = useGetMessageDetailQuery(id ?? '', { skip: id === null });
  // The message shown is the one asked for: none of another while it loads.
  const message = data?.id === id ? data : undefined;
  const { t, i18n } = useLingui();
  const to = message?.to;
  const reason = error ? loadFailureReasonIn(i18n, error) : '';
  return (
    <Drawer
      anchor="right"
      open={id !== null}
      onClose={onClose}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': HEADING_ID, sx: { width: { xs: '100%', sm: 480 }, p: 3 } } }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, mb: 2 }}>
        <Typography id={HEADING_ID} variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {message ? t`Message to ${to}` : t`Message`}
        </Typography>
        <Button onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      </Box>
      {error ? (
        <RetryAlert onRetry={refetch}>
          <Trans>The message could not be loaded. {reason}</Trans>
        </RetryAlert>
      ) : message ? (
        <Detail message={message} onResend={onResend} resending={resending} />
      ) : (
        isFetching && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label={t`Loading the message`} />
          </Box>
        )
      )}
    </Drawer>
  );
}
