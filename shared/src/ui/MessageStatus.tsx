import { memo } from 'react';
import { Box, Chip, Typography } from 'shared/platform/ui/mui';
import type { MessageStatus as Status } from 'shared/domain/messages/message-kinds';
import type { Message } from 'shared/domain/messages/messages';
import { MESSAGE_STATUS_LABELS } from 'shared/domain/common/labels';

type ChipColor = 'default' | 'info' | 'success' | 'error' | 'warning';

export const MESSAGE_STATUS_COLORS: Record<Status, ChipColor> = {
  queued: 'default',
  sending: 'info',
  sent: 'success',
  failed: 'error',
  skipped: 'warning',
};

export const MessageStatusChip = memo(function MessageStatusChip({ status }: { status: Status }) {
  return <Chip size="small" variant={status === 'sent' ? 'filled' : 'outlined'} color={MESSAGE_STATUS_COLORS[status]} label={MESSAGE_STATUS_LABELS[status]} />;
});

/**
 * Why a message is where it is, in the server's words: a failed or skipped message's reason, or
 * the temporary refusal a queued one will be tried again after. Nothing for one on its way or sent.
 */
export function messageReason({ status, lastError }: Pick<Message, 'status' | 'lastError'>): string | null {
  if (status === 'failed') return lastError ?? 'The server gave no reason.';
  if (status === 'skipped') return lastError ?? 'There was nowhere to send it.';
  if (status === 'queued' && lastError) return `Will try again. Last answer: ${lastError}`;
  return null;
}

/** The status as a chip, with its reason under it. */
export function MessageStatusWithReason({ message }: { message: Pick<Message, 'status' | 'lastError'> }) {
  const reason = messageReason(message);
  return (
    <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start', minWidth: 0 }}>
      <MessageStatusChip status={message.status} />
      {reason && (
        <Typography variant="body2" color={message.status === 'failed' ? 'error' : 'textSecondary'} sx={{ overflowWrap: 'break-word' }}>
          {reason}
        </Typography>
      )}
    </Box>
  );
}
