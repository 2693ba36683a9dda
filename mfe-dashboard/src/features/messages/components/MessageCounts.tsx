import { Box, Button, Skeleton, Typography } from 'shared/platform/ui/mui';
import { MESSAGE_STATUSES, type MessageStatus } from 'shared/domain/message-kinds';
import type { MessageCounts as Counts } from 'shared/domain/messages';
import { MESSAGE_STATUS_LABELS } from 'shared/domain/labels';
import { formatCount } from 'shared/format/numbers';

interface MessageCountsProps {
  counts: Counts | undefined;
  /** The status the list is filtered by: its count shows pressed. */
  status: MessageStatus | undefined;
  /** A count pressed filters the list by its status; pressed again, it clears the filter. */
  onChoose: (status: MessageStatus | '') => void;
}

/** How many messages are in each status, at the top of the screen; each a button that filters by it. */
export function MessageCounts({ counts, status, onChoose }: MessageCountsProps) {
  return (
    <Box role="group" aria-label="Messages by status" sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(128px, 1fr))', gap: 1, mb: 2 }}>
      {MESSAGE_STATUSES.map((each) => {
        const count = counts?.[each];
        const alarming = each === 'failed' && (count ?? 0) > 0;
        return (
          <Button
            key={each}
            variant={status === each ? 'contained' : 'outlined'}
            color={alarming ? 'error' : 'primary'}
            aria-pressed={status === each}
            data-testid={`count-${each}`}
            onClick={() => onChoose(status === each ? '' : each)}
            sx={{ display: 'grid', justifyItems: 'start', textAlign: 'left', textTransform: 'none', py: 1 }}
          >
            <Typography component="span" variant="body2">
              {MESSAGE_STATUS_LABELS[each]}
            </Typography>
            <Typography component="span" variant="h6" sx={{ lineHeight: 1.3 }}>
              {count === undefined ? <Skeleton width={40} aria-label="Loading" /> : formatCount(count)}
            </Typography>
          </Button>
        );
      })}
    </Box>
  );
}
