import { memo, useId, type ChangeEvent } from 'react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SxProps, Theme } from '@mui/material/styles';
import { Box, IconButton, Typography } from 'shared/platform/ui/mui';
import FirstPageIcon from '@mui/icons-material/FirstPage';
import LastPageIcon from '@mui/icons-material/LastPage';
import KeyboardArrowLeftIcon from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import { formatCount } from 'shared/format/numbers';

interface ListPagerProps {
  /** Its name as a landmark. */
  label: string;
  /** Rows in all; -1 while still being counted. */
  count: number;
  /** Zero-based. */
  page: number;
  rowsPerPage: number;
  onPageChange: (page: number) => void;
  /** The page sizes offered, with the change; none: no size to pick. */
  pageSizes?: readonly number[];
  onPageSizeChange?: (pageSize: number) => void;
  /** The range's words; by default "1–50 of 3,000" (or "of more than 50" while counting). */
  rangeText?: (from: number, to: number, count: number) => string;
  sx?: SxProps<Theme>;
}

/** "1–50 of 3,000", "1–50 of more than 50" while counting. */
function defaultRangeText(i18n: I18n, from: number, to: number, count: number): string {
  const first = formatCount(from);
  const last = formatCount(to);
  if (count === -1) return i18n._(msg`${first}–${last} of more than ${last}`);
  const all = formatCount(count);
  return i18n._(msg`${first}–${last} of ${all}`);
}

/**
 * A list's pages: the page size, the range shown and four page buttons, with the words and names
 * of MUI's TablePagination. Not TablePagination itself: its page buttons carry Tooltips (popper.js)
 * and its page size a Select (Menu, Popover, Modal), about 20 KB brotli on the list's first load;
 * a native select does the same on every device and is the phone's own picker.
 */
export const ListPager = memo(function ListPager({
  label,
  count,
  page,
  rowsPerPage,
  onPageChange,
  pageSizes,
  onPageSizeChange,
  rangeText,
  sx,
}: ListPagerProps) {
  const { t, i18n } = useLingui();
  const sizeId = useId();
  const lastPage = count === -1 ? -1 : Math.max(0, Math.ceil(count / rowsPerPage) - 1);
  const from = count === 0 ? 0 : page * rowsPerPage + 1;
  const to = count === -1 ? (page + 1) * rowsPerPage : Math.min(count, (page + 1) * rowsPerPage);
  const onFirst = page === 0;
  const onLast = count !== -1 && page >= lastPage;
  return (
    <Box
      component="nav"
      aria-label={label}
      sx={[
        {
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'flex-end',
          flexWrap: { xs: 'wrap', sm: 'nowrap' },
          columnGap: 2,
          minHeight: 40,
          px: 1,
          color: 'text.primary',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {pageSizes && onPageSizeChange && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography component="label" htmlFor={sizeId} variant="body2">
            <Trans>Rows per page:</Trans>
          </Typography>
          <Box
            component="select"
            id={sizeId}
            value={rowsPerPage}
            onChange={(event: ChangeEvent<HTMLSelectElement>) => onPageSizeChange(Number(event.target.value))}
            sx={{
              font: 'inherit',
              fontSize: (theme) => theme.typography.body2.fontSize,
              color: 'inherit',
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              px: 0.5,
              py: 0.25,
              // A finger's target on a phone (44 px, as every other control there); the desktop row stays compact.
              minHeight: { xs: 44, sm: 0 },
              minWidth: 44,
              cursor: 'pointer',
            }}
          >
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </Box>
        </Box>
      )}
      <Typography variant="body2" data-testid="pager-range">
        {rangeText ? rangeText(from, to, count) : defaultRangeText(i18n, from, to, count)}
      </Typography>
      <Box sx={{ display: 'flex', flexShrink: 0 }}>
        <IconButton aria-label={t`Go to first page`} disabled={onFirst} onClick={() => onPageChange(0)}>
          <FirstPageIcon />
        </IconButton>
        <IconButton aria-label={t`Go to previous page`} disabled={onFirst} onClick={() => onPageChange(page - 1)}>
          <KeyboardArrowLeftIcon />
        </IconButton>
        <IconButton aria-label={t`Go to next page`} disabled={onLast} onClick={() => onPageChange(page + 1)}>
          <KeyboardArrowRightIcon />
        </IconButton>
        <IconButton aria-label={t`Go to last page`} disabled={count === -1 || onLast} onClick={() => onPageChange(lastPage)}>
          <LastPageIcon />
        </IconButton>
      </Box>
    </Box>
  );
});
