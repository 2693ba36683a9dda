import { type SxProps, type Theme } from '@mui/material';
import { Box, Typography } from 'shared/platform/ui/mui';
import { Fragment, type ReactNode } from 'react';

/** One line of a detail list: what it is, and its value. */
export type Detail = readonly [label: string, value: ReactNode];

/**
 * Label and value pairs as a definition list: each label in the secondary colour beside its value,
 * which wraps anywhere rather than widening the page. `sx` adjusts the grid (columns, gaps).
 */
export function DetailList({ details, sx }: { details: readonly Detail[]; sx?: SxProps<Theme> }) {
  return (
    <Box
      component="dl"
      sx={[{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.75 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {details.map(([label, value]) => (
        <Fragment key={label}>
          <Typography component="dt" variant="body2" color="textSecondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Fragment>
      ))}
    </Box>
  );
}
