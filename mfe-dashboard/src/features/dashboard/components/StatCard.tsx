import { Box, Card, CardContent, Skeleton, Typography } from 'shared/platform/ui/mui';
import { useId, type ReactNode } from 'react';

export type StatCardVariant = 'default' | 'success' | 'warning' | 'destructive';

export interface StatCardProps {
  title: string;
  value: string;
  description: string;
  icon: ReactNode;
  /** A short line such as '+120 in the last 7 days'; null while it is on its way (its line is kept). */
  trend?: string | null;
  variant?: StatCardVariant;
  /** Marks the value for tests and tools that read it. */
  valueTestId?: string;
}

const ACCENT: Record<StatCardVariant, string> = {
  default: 'primary.main',
  success: 'success.main',
  warning: 'warning.main',
  destructive: 'error.main',
};

/** The spec's stat card: title, value, description, icon, optional trend and a variant colour. */
export function StatCard({ title, value, description, icon, trend, variant = 'default', valueTestId }: StatCardProps) {
  // Named by its title in any language (a Hindi or Tamil title has no letters \W would keep).
  const titleId = `stat-${useId()}`;
  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined" sx={{ height: '100%', borderTop: 3, borderTopColor: ACCENT[variant] }}>
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
          <Typography id={titleId} component="h2" variant="subtitle2" color="textSecondary">
            {title}
          </Typography>
          <Box aria-hidden sx={{ color: ACCENT[variant], display: 'flex' }}>
            {icon}
          </Box>
        </Box>
        <Typography component="p" variant="h4" sx={{ fontWeight: 600, my: 0.5 }} data-testid={valueTestId}>
          {value}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {description}
        </Typography>
        {trend !== undefined && (
          <Typography variant="caption" sx={{ color: ACCENT[variant], display: 'block', mt: 0.5 }}>
            {trend ?? <Skeleton width="60%" data-testid="trend-pending" />}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
