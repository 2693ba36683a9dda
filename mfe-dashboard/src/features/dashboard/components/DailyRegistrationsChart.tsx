import { useTheme } from 'shared/platform/ui/mui';
import { formatCount } from 'shared/format/numbers';
import type { DayPoint } from '../utils/chartData';

const WIDTH = 720;
const HEIGHT = 220;
const LEFT = 44;
const BOTTOM = 24;
const TOP = 8;

/** A rounded-up axis maximum (1, 2 or 5 times a power of ten), so the grid lines read easily. */
export function axisMaximum(largest: number): number {
  if (largest <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(largest));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= largest)!;
  return step * power;
}

/** Columns of registrations per day; drawn in theme colours, so it reads in light and dark. */
export function DailyRegistrationsChart({ points }: { points: DayPoint[] }) {
  const theme = useTheme();
  const max = axisMaximum(Math.max(0, ...points.map((p) => p.registrations)));
  const plotWidth = WIDTH - LEFT;
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const slot = plotWidth / Math.max(points.length, 1);
  const y = (value: number) => TOP + plotHeight - (value / max) * plotHeight;
  const labelStyle = { fill: theme.palette.text.secondary, fontSize: 11, fontFamily: theme.typography.fontFamily };
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" role="presentation" data-testid="daily-registrations-chart">
      {(Number.isInteger(max / 2) ? [0, max / 2, max] : [0, max]).map((tick) => (
        <g key={tick}>
          <line x1={LEFT} x2={WIDTH} y1={y(tick)} y2={y(tick)} stroke={theme.palette.divider} />
          <text x={LEFT - 6} y={y(tick) + 4} textAnchor="end" style={labelStyle}>
            {formatCount(tick)}
          </text>
        </g>
      ))}
      {points.map((point, index) => (
        <g key={point.day}>
          <rect
            x={LEFT + index * slot + slot * 0.15}
            y={y(point.registrations)}
            width={slot * 0.7}
            height={plotHeight - (y(point.registrations) - TOP)}
            rx={2}
            fill={theme.palette.primary.main}
          >
            <title>{`${point.label}: ${formatCount(point.registrations)}`}</title>
          </rect>
          {/* A date under every seventh column, counted back from the newest day. */}
          {(points.length - 1 - index) % 7 === 0 && (
            <text
              x={index === points.length - 1 ? WIDTH : LEFT + index * slot + slot / 2}
              y={HEIGHT - 6}
              // The newest day's label ends at the right edge rather than running past it.
              textAnchor={index === points.length - 1 ? 'end' : 'middle'}
              style={labelStyle}
            >
              {point.label}
            </text>
          )}
        </g>
      ))}
    </svg>
  );
}
