import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Box, Button, Card, CircularProgress, Stack, Typography } from 'shared/platform/ui/mui';

/** Moves through a newest-first list; a move that is not possible is null (its button is off). */
export interface CursorPager {
  newer: (() => void) | null;
  older: (() => void) | null;
  /** Back to the first page; possible whenever a newer page is. */
  newest: () => void;
}

interface CursorListCardProps {
  /** A page is being fetched while the last one shows. */
  busy: boolean;
  /** The count, read out when it changes. */
  count: ReactNode;
  /** Buttons beside the count (bulk actions). */
  actions?: ReactNode;
  pager: CursorPager;
  /** What to say when the page holds no row; null when it holds some. */
  empty: ReactNode | null;
  /** The rows. */
  children: ReactNode;
}

/** A newest-first list's card: its count, actions and Newest / Newer / Older above the rows. */
export function CursorListCard({ busy, count, actions, pager, empty, children }: CursorListCardProps) {
  return (
    <Card variant="outlined" aria-busy={busy}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 1, px: 2, py: 1 }}>
        <Typography variant="body2" role="status">
          {count}
        </Typography>
        {actions}
        <Stack direction="row" spacing={1} sx={{ ml: 'auto' }}>
          <Button size="small" disabled={!pager.newer} onClick={pager.newest}>
            <Trans>Newest</Trans>
          </Button>
          <Button size="small" disabled={!pager.newer} onClick={() => pager.newer?.()}>
            <Trans>Newer</Trans>
          </Button>
          <Button size="small" disabled={!pager.older} onClick={() => pager.older?.()}>
            <Trans>Older</Trans>
          </Button>
        </Stack>
      </Box>
      {empty === null ? (
        children
      ) : (
        <Typography sx={{ px: 2, pb: 2 }} color="textSecondary">
          {empty}
        </Typography>
      )}
    </Card>
  );
}

/** A list's first load: a spinner named for what it loads. */
export function ListLoading({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
