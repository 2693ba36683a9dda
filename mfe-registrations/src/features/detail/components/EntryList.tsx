import type { ReactNode } from 'react';
import { Box, ListItem, Skeleton } from 'shared/platform/ui/mui';

// The registration page's lists of dated entries (its history, its messages): one look for both.

/** Placeholder rows while a list loads. */
export function EntryListLoading({ rows }: { rows: number }) {
  return (
    <Box aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={56} />
      ))}
    </Box>
  );
}

/** One entry: a line of chips, words and actions (`heading`), then its details. */
export function EntryItem({ heading, children }: { heading: ReactNode; children?: ReactNode }) {
  return (
    <ListItem divider alignItems="flex-start" sx={{ flexDirection: 'column', gap: 0.5, px: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>{heading}</Box>
      {children}
    </ListItem>
  );
}
