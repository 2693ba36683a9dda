import { Card, CardContent, CardHeader, Typography } from 'shared/platform/ui/mui';
import { useId, type ReactNode } from 'react';

/** A card of the dashboard that is a section of the page, named by its heading, with an optional action beside it. */
export function DashboardSection({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  // Named by its title in any language (a Hindi or Tamil title has no letters \W would keep).
  const titleId = `section-${useId()}`;
  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined" sx={{ height: '100%' }}>
      <CardHeader
        title={
          <Typography id={titleId} component="h2" variant="h6">
            {title}
          </Typography>
        }
        action={action}
      />
      <CardContent sx={{ pt: 0 }}>{children}</CardContent>
    </Card>
  );
}
