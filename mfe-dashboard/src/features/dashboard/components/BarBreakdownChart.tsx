import { Box, Typography, useTheme } from 'shared/platform/ui/mui';
import { formatCount } from 'shared/format/numbers';
import type { BarRow } from '../utils/chartData';

/** Horizontal bars, one per row, split into segments with a legend when there is more than one. */
export function BarBreakdownChart({ rows }: { rows: BarRow[] }) {
  const theme = useTheme();
  const colours = [theme.palette.primary.main, theme.palette.secondary.main];
  const largest = Math.max(1, ...rows.map((row) => row.total));
  const legend = rows[0]?.segments ?? [];
  return (
    <Box>
      {legend.length > 1 && (
        <Box sx={{ display: 'flex', gap: 2, mb: 1 }}>
          {legend.map((segment, index) => (
            <Box key={segment.key} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <Box sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: colours[index % colours.length] }} />
              <Typography variant="caption">{segment.label}</Typography>
            </Box>
          ))}
        </Box>
      )}
      {rows.map((row) => (
        <Box key={row.label} sx={{ display: 'grid', gridTemplateColumns: '9rem 1fr 4.5rem', alignItems: 'center', gap: 1, py: 0.5 }}>
          <Typography variant="body2" noWrap title={row.label}>
            {row.label}
          </Typography>
          <Box sx={{ display: 'flex', height: 14, bgcolor: 'action.hover', borderRadius: 1, overflow: 'hidden' }}>
            {row.segments.map((segment, index) => (
              <Box
                key={segment.key}
                title={`${segment.label}: ${formatCount(segment.value)}`}
                sx={{ width: `${(segment.value / largest) * 100}%`, bgcolor: colours[index % colours.length] }}
              />
            ))}
          </Box>
          <Typography variant="body2" sx={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
            {formatCount(row.total)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
