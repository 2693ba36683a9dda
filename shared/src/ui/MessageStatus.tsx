import { memo } from 'react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Box, Chip, Typography } from 'shared/platform/ui/mui';
import type { MessageStatus as Status } from 'shared/domain/messages/message-kinds';
import type { Message } from 'shared/domain/messages/messages';
import { useLabels } from 'shared/ui/labelMessages';

type ChipColor = 'default' | 'info' | 'success' | 'error' | 'warning';

export const MESSAGE_STATUS_COLORS: Record<Status, ChipColor> = {
  queued: 'default',
  sending: 'info',
  sent: 'success',
  failed: 'error',
  skipped: 'warning',
};

export const MessageStatusChip = memo(function MessageStatusChip({ status }: { status: Status }) {
  const labels = useLabels();
  return <Chip size="small" variant={status === 'sent' ? 'filled' : 'outlined'} color={MESSAGE_STATUS_COLORS[status]} label={labels.messageStatus(status)} />;
});

/**
 * Why a message is where it is, in the server's words: a failed or skipped message's reason, or
 * the temporary refusal a queued one will be tried again after. Nothing for one on its way or sent.
 */
export function messageReason({ status, lastError }: Pick<Message, 'status' | 'lastError'>, i18n: I18n): string | null {
  if (status === 'failed') return lastError ?? i18n._(msg`The server gave no reason.`);
  if (status === 'skipped') return lastError ?? i18n._(msg`There was nowhere to send it.`);
  if (status === 'queued' && lastError) return i18n._(msg`Will try again. Last answer: ${lastError}`);
  return null;
}

/** The status as a chip, with its reason under it. */
export function MessageStatusWithReason({ message }: { message: Pick<Message, 'status' | 'lastError'> }) {
  const { i18n } = useLingui();
  const reason = messageReason(message, i18n);
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
