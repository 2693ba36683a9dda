import { Trans, useLingui } from '@lingui/react/macro';
import { Checkbox, TableBody, TableCell, TableContainer, TableHead, TableRow, useMediaQuery } from '@mui/material';
import { Box, Button, Stack, Typography } from 'shared/platform/ui/mui';
import type { Message } from 'shared/domain/messages/messages';
import { useLabels } from 'shared/ui/labelMessages';
import { formatDateTime } from 'shared/format/dates';
import { DensityTable } from 'shared/ui/DensityTable';
import { PhoneCardList } from 'shared/ui/PhoneCardList';
import { visuallyHidden } from 'shared/theme/visuallyHidden';
import { MessageStatusWithReason } from 'shared/ui/MessageStatus';

/** Only a failed or a sent message can be sent again: a skipped one has nowhere to go, a queued one is on its way. */
export const canResend = (message: Pick<Message, 'status'>) => message.status === 'failed' || message.status === 'sent';

interface MessagesTableProps {
  messages: Message[];
  /** Failed messages chosen for "Resend failed", by id. */
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onTogglePage: (failed: Message[], select: boolean) => void;
  onOpen: (id: string) => void;
  onResend: (message: Message) => void;
  /** A resend is on its way: no second one meanwhile. */
  resending: boolean;
}

function Actions({ message, onOpen, onResend, resending }: { message: Message } & Pick<MessagesTableProps, 'onOpen' | 'onResend' | 'resending'>) {
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
      <Button size="small" onClick={() => onOpen(message.id)}>
        <Trans>Details</Trans>
      </Button>
      {canResend(message) && (
        <Button size="small" disabled={resending} onClick={() => onResend(message)}>
          <Trans>Resend</Trans>
        </Button>
      )}
    </Stack>
  );
}

function Recipient({ message }: { message: Message }) {
  return (
    <>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {message.to}
      </Typography>
      {message.subject && (
        <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
          {message.subject}
        </Typography>
      )}
    </>
  );
}

function SelectFailed({ message, selected, onToggle }: { message: Message } & Pick<MessagesTableProps, 'selected' | 'onToggle'>) {
  const { t } = useLingui();
  if (message.status !== 'failed') return null;
  const to = message.to;
  return (
    <Checkbox
      size="small"
      checked={selected.has(message.id)}
      onChange={() => onToggle(message.id)}
      slotProps={{ input: { 'aria-label': t`Select the failed message to ${to}` } }}
    />
  );
}

/** The messages, newest first: a table, or a card each on a phone. */
export function MessagesTable({ messages, selected, onToggle, onTogglePage, onOpen, onResend, resending }: MessagesTableProps) {
  const phone = useMediaQuery('(max-width:599.95px)');
  const failed = messages.filter((message) => message.status === 'failed');
  const allFailedChosen = failed.length > 0 && failed.every((message) => selected.has(message.id));
  const { t } = useLingui();
  const labels = useLabels();
  if (phone) {
    return (
      <PhoneCardList
        aria-label={t`Messages`}
        look="divided"
        items={messages}
        itemKey={(message) => message.id}
        itemData={(message) => ({ 'data-status': message.status })}
        card={(message) => (
          <>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: 500 }}>
                {labels.messageTemplate(message.template)} · {labels.messageChannel(message.channel)}
              </Typography>
              <SelectFailed message={message} selected={selected} onToggle={onToggle} />
            </Box>
            <Typography variant="body2" color="textSecondary">
              {formatDateTime(message.createdAt)}
            </Typography>
            <Recipient message={message} />
            <MessageStatusWithReason message={message} />
            <Actions message={message} onOpen={onOpen} onResend={onResend} resending={resending} />
          </>
        )}
      />
    );
  }
  return (
    <TableContainer>
      <DensityTable aria-label={t`Messages`}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                size="small"
                disabled={failed.length === 0}
                checked={allFailedChosen}
                indeterminate={!allFailedChosen && failed.some((message) => selected.has(message.id))}
                onChange={() => onTogglePage(failed, !allFailedChosen)}
                slotProps={{ input: { 'aria-label': t`Select the failed messages on this page` } }}
              />
            </TableCell>
            <TableCell>
              <Trans>When</Trans>
            </TableCell>
            <TableCell>
              <Trans>Recipient</Trans>
            </TableCell>
            <TableCell>
              <Trans>Template</Trans>
            </TableCell>
            <TableCell>
              <Trans>Channel</Trans>
            </TableCell>
            <TableCell>
              <Trans>Status</Trans>
            </TableCell>
            <TableCell align="right">
              <Trans>Attempts</Trans>
            </TableCell>
            <TableCell align="right">
              <Box component="span" sx={visuallyHidden}>
                <Trans>Actions</Trans>
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {messages.map((message) => (
            <TableRow key={message.id} hover data-status={message.status}>
              <TableCell padding="checkbox">
                <SelectFailed message={message} selected={selected} onToggle={onToggle} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(message.createdAt)}</TableCell>
              <TableCell sx={{ maxWidth: 280 }}>
                <Recipient message={message} />
              </TableCell>
              <TableCell>{labels.messageTemplate(message.template)}</TableCell>
              <TableCell>{labels.messageChannel(message.channel)}</TableCell>
              <TableCell sx={{ minWidth: 140, maxWidth: 320 }}>
                <MessageStatusWithReason message={message} />
              </TableCell>
              <TableCell align="right">{message.attempts}</TableCell>
              <TableCell align="right">
                <Actions message={message} onOpen={onOpen} onResend={onResend} resending={resending} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </DensityTable>
    </TableContainer>
  );
}
