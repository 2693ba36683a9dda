import { Trans, useLingui } from '@lingui/react/macro';
import { Checkbox, FormControlLabel, Popover } from '@mui/material';
import { Box, Button, IconButton, List, ListItem, Typography } from 'shared/platform/ui/mui';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { DEFAULT_COLUMNS, FIXED_COLUMN, LIST_COLUMNS, shownColumns, type ColumnKey } from '../../../utils/listColumns';

const labelOf = (key: ColumnKey) => LIST_COLUMNS.find((column) => column.key === key)!.label;

export interface ColumnsChoice {
  columns: readonly ColumnKey[] | undefined;
  offered?: readonly ColumnKey[];
  onChange: (columns: ColumnKey[] | undefined) => void;
}

/**
 * What the Columns button opens: show or hide each column and move it up or down; the Registration ID
 * column, the row's link, stays first, and only the columns `offered` to the person are listed.
 * `columns` undefined means the default set and order.
 */
export function ColumnsPopover({
  anchor,
  onClose,
  columns,
  offered = DEFAULT_COLUMNS,
  onChange,
}: ColumnsChoice & { anchor: HTMLElement | null; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const nameOf = (key: ColumnKey) => i18n._(labelOf(key));
  const shown = shownColumns(columns, offered);
  // Shown columns in their order, then the hidden ones in the default order.
  const rows = [...shown, ...offered.filter((key) => !shown.includes(key))];
  const set = (next: ColumnKey[]) => onChange(next.join(',') === DEFAULT_COLUMNS.join(',') ? undefined : next);
  const toggle = (key: ColumnKey) => set(shown.includes(key) ? shown.filter((k) => k !== key) : [...shown, key]);
  const move = (key: ColumnKey, by: -1 | 1) => {
    const next = [...shown];
    const at = next.indexOf(key);
    [next[at], next[at + by]] = [next[at + by]!, next[at]!];
    set(next);
  };

  return (
    <Popover open={!!anchor} anchorEl={anchor} onClose={onClose} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
      <Box role="dialog" aria-label={t`Columns`} sx={{ p: 1, minWidth: 280 }}>
        <Typography variant="subtitle2" sx={{ px: 1, pt: 0.5 }}>
          <Trans>Columns shown, in order</Trans>
        </Typography>
        <List dense>
          {rows.map((key) => {
            const at = shown.indexOf(key);
            const fixed = key === FIXED_COLUMN;
            const name = nameOf(key);
            return (
              <ListItem
                key={key}
                disablePadding
                secondaryAction={
                  at >= 0 &&
                  !fixed && (
                    <>
                      <IconButton size="small" aria-label={t`Move ${name} up`} disabled={at <= 1} onClick={() => move(key, -1)}>
                        <ArrowUpwardIcon fontSize="small" />
                      </IconButton>
                      <IconButton size="small" aria-label={t`Move ${name} down`} disabled={at === shown.length - 1} onClick={() => move(key, 1)}>
                        <ArrowDownwardIcon fontSize="small" />
                      </IconButton>
                    </>
                  )
                }
              >
                {/* The column's name is part of the control: a click on it toggles the column too. */}
                <FormControlLabel
                  sx={{ m: 0, flex: 1, pr: 9 }}
                  control={
                    <Checkbox
                      size="small"
                      checked={at >= 0}
                      disabled={fixed || (at >= 0 && shown.length <= 2)}
                      onChange={() => toggle(key)}
                      slotProps={{ input: { 'aria-label': t`Show ${name}` } }}
                    />
                  }
                  label={name}
                />
              </ListItem>
            );
          })}
        </List>
        <Button size="small" disabled={!columns} onClick={() => onChange(undefined)}>
          <Trans>Show all in the usual order</Trans>
        </Button>
      </Box>
    </Popover>
  );
}
