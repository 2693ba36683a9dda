import type { ReactNode } from 'react';
import { LinearProgress, TableBody, TableCell, TableContainer, TableHead, TableRow, useMediaQuery } from '@mui/material';
import { Box, Button, Card, CardHeader, Typography } from 'shared/platform/ui/mui';
import { DensityTable } from 'shared/ui/DensityTable';
import { FINGER_SIZED, PhoneCardList } from 'shared/ui/PhoneCardList';
import { RetryAlert } from 'shared/ui/RetryAlert';
import type { ListPaging } from 'shared/hooks/useListController';

export const NO_WRAP = { whiteSpace: 'nowrap' } as const;

export interface ListPages {
  label: string;
  previousLabel: string;
  nextLabel: string;
  /** The list's pages so far, kept on the screen. */
  cursors: ListPaging;
  nextCursor: string | null | undefined;
}

/** A cell's text with a second, quieter line under it (an id, a mode, who). */
export function WithDetail({ children, detail }: { children: ReactNode; detail: ReactNode }) {
  return (
    <>
      {children}
      <Typography variant="body2" color="textSecondary">
        {detail}
      </Typography>
    </>
  );
}

/** The row of a table with no rows, saying why. */
export function EmptyTableRow({ columns, text }: { columns: number; text: ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={columns} align="center" sx={{ py: 4, color: 'text.secondary' }}>
        {text}
      </TableCell>
    </TableRow>
  );
}

interface ListCardProps<Row> {
  /** The heading's id: the card and the table are labelled by it. */
  id: string;
  title: string;
  subheader: ReactNode;
  action?: ReactNode;
  /** Filters or forms above the list. */
  toolbar?: ReactNode;
  /** Counts and totals above the list. */
  summary?: ReactNode;
  query: { isFetching: boolean; isError: boolean; refetch: () => unknown };
  loadingLabel: string;
  failureText: string;
  /** Column headings, in order. */
  columns: string[];
  /** The headings of columns aligned right (amounts, actions). */
  alignRight?: string[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  /** A row's table cells, one per column. */
  cells: (row: Row) => ReactNode;
  /** A row as a card on a phone, where the columns do not fit; the table everywhere when omitted. */
  phoneCard?: (row: Row) => ReactNode;
  emptyText: string;
  pages?: ListPages;
  /** Dialogs the rows open. */
  children?: ReactNode;
}

/** A list view of /payments: heading, loading bar, retry on failure, table (cards on a phone), empty text and pages. */
export function ListCard<Row>({
  id,
  title,
  subheader,
  action,
  toolbar,
  summary,
  query,
  loadingLabel,
  failureText,
  columns,
  alignRight = [],
  rows,
  rowKey,
  cells,
  phoneCard,
  emptyText,
  pages,
  children,
}: ListCardProps<Row>) {
  const phone = useMediaQuery('(max-width:599.95px)');
  const empty = rows?.length === 0;
  return (
    <Card variant="outlined" component="section" aria-labelledby={id}>
      <CardHeader title={title} slotProps={{ title: { id, variant: 'h6', component: 'h2' } }} subheader={subheader} action={action} />
      {toolbar}
      {summary}
      <Box sx={{ height: 4 }}>{query.isFetching && <LinearProgress aria-label={loadingLabel} />}</Box>
      {query.isError ? (
        <RetryAlert sx={{ m: 2 }} onRetry={() => void query.refetch()}>
          {failureText}
        </RetryAlert>
      ) : phone && phoneCard ? (
        <PhoneCardList aria-labelledby={id} look="divided" items={rows} itemKey={rowKey} card={phoneCard} emptyText={emptyText} />
      ) : (
        <TableContainer>
          <DensityTable aria-labelledby={id}>
            <TableHead sx={{ '& th': NO_WRAP }}>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column} align={alignRight.includes(column) ? 'right' : undefined}>
                    {column}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows?.map((row) => (
                <TableRow key={rowKey(row)} hover>
                  {cells(row)}
                </TableRow>
              ))}
              {empty && <EmptyTableRow columns={columns.length} text={emptyText} />}
            </TableBody>
          </DensityTable>
        </TableContainer>
      )}
      {pages && (
        <Box component="nav" aria-label={pages.label} sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, px: 2, py: 1, ...(phone && FINGER_SIZED) }}>
          <Button size="small" disabled={!pages.cursors.hasPrevious} onClick={pages.cursors.previous}>
            {pages.previousLabel}
          </Button>
          <Button size="small" disabled={!pages.nextCursor} onClick={() => pages.nextCursor && pages.cursors.next({ kind: 'cursor', after: pages.nextCursor })}>
            {pages.nextLabel}
          </Button>
        </Box>
      )}
      {children}
    </Card>
  );
}
