import { Box, Card, CardContent, Typography } from 'shared/platform/ui/mui';
import { useId, type ReactNode } from 'react';
import { formatCount } from 'shared/format/numbers';
import { visuallyHidden } from 'shared/theme/visuallyHidden';

export interface ChartTable {
  columns: string[];
  rows: { label: string; values: number[] }[];
}

interface ChartCardProps {
  title: string;
  /** What the chart shows, in one sentence, for those who cannot see it. */
  summary: string;
  table: ChartTable;
  children: ReactNode;
}

/** A titled chart: the drawing is hidden from assistive technology, which reads the table instead. */
export function ChartCard({ title, summary, table, children }: ChartCardProps) {
  // Named by its title in any language (a Hindi or Tamil title has no letters \W would keep).
  const titleId = `chart-${useId()}`;
  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography id={titleId} component="h2" variant="h6" gutterBottom>
          {title}
        </Typography>
        <Box aria-hidden>{children}</Box>
        {/* Hidden by a box around it: a table is never narrower than its content, so a 1 px table
            still stretched the page to 780 px on a phone. */}
        <Box sx={visuallyHidden}>
          <table>
            <caption>{`${title}: ${summary}`}</caption>
            <thead>
              <tr>
                {table.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  {row.values.map((value, index) => (
                    <td key={table.columns[index + 1]}>{formatCount(value)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </Box>
      </CardContent>
    </Card>
  );
}
