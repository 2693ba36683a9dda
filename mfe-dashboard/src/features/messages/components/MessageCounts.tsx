import { useLingui } from '@lingui/react/macro';
import { Box, Button, Skeleton, Typography } from 'shared/platform/ui/mui';
import { MESSAGE_STATUSES, type MessageStatus } from 'shared/domain/messages/message-kinds';
import type { MessageCounts as Counts } from 'shared/domain/messages/messages';
import { useLabels } from 'shared/ui/labelMessages';
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
  const { t } = useLingui();
  const labels = useLabels();
  return (
    // Five in a row on every screen, a phone's narrower: the counts read as one line of figures.
    <Box
      role="group"
      aria-label={t`Messages by status`}
      sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(5, minmax(0, 1fr))', sm: 'repeat(5, minmax(0, 150px))' }, gap: { xs: 0.5, sm: 1 }, mb: 2 }}
    >
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
            sx={{
              display: 'grid',
              justifyContent: 'stretch',
              justifyItems: 'start',
              textAlign: 'left',
              textTransform: 'none',
              py: 1,
              px: { xs: 0.75, sm: 2 },
              minWidth: 0,
            }}
          >
            <Typography component="span" variant="body2" noWrap sx={{ maxWidth: '100%', fontSize: { xs: '0.75rem', sm: '0.875rem' } }}>
              {labels.messageStatus(each)}
            </Typography>
            <Typography component="span" variant="h6" sx={{ lineHeight: 1.3 }}>
              {count === undefined ? <Skeleton width={40} aria-label={t`Loading`} /> : formatCount(count)}
            </Typography>
          </Button>
        );
      })}
    </Box>
  );
}
