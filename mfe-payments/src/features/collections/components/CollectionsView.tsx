import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { GlobalStyles, LinearProgress, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow } from '@mui/material';
import { Box, Button, Card, CardHeader, Typography } from 'shared/platform/ui/mui';
import PrintIcon from '@mui/icons-material/Print';
import DownloadIcon from '@mui/icons-material/Download';
import { saveFile } from 'shared/api/downloadFile';
import { csvLine } from 'shared/domain/common/csv';
import { calendarDayIn } from 'shared/domain/payments/receipts';
import type { CollectionRow, Collections } from 'shared/domain/payments/receipts-answers';
import { PAYMENT_METHODS } from 'shared/domain/common/enums';
import { PAYMENT_METHOD_LABELS } from 'shared/domain/common/labels';
import { useLabels, type Labels } from 'shared/ui/labelMessages';
import { formatCalendarDay } from 'shared/format/dates';
import { formatCount, formatRupees } from 'shared/format/numbers';
import { useFeatureFlag } from 'shared/hooks/useFeatureFlag';
import { usePreferences } from 'shared/hooks/usePreferences';
import { DensityTable } from 'shared/ui/DensityTable';
import { RetryAlert } from 'shared/ui/RetryAlert';
import { CenterScopeNote } from 'shared/ui/CenterScopeNote';
import { useGetCollectionsQuery } from '../api/collectionsApi';
import { useReceiptFilters } from '../../../hooks/useReceiptFilters';
import { DayRangeFields } from '../../../components/DayRangeFields';
import { EmptyTableRow, NO_WRAP } from '../../../components/ListCard';

// Print shows the sheet alone: the sidebar, top bar, tabs and everything else on the page stay off the paper.
const PRINT_SHEET_ONLY = {
  '@media print': {
    'body *': { visibility: 'hidden' },
    '.collections-print, .collections-print *': { visibility: 'visible' },
    '.collections-print': { position: 'absolute', top: 0, left: 0, right: 0, border: 'none' },
  },
} as const;

/** 'Cash 3 · ₹900, UPI 1 · ₹300': a staff member's day by how the money came (receipts whose method was not said left out). */
const byMethodText = (labels: Labels, row: CollectionRow) =>
  PAYMENT_METHODS.flatMap((method) => {
    const part = row.byMethod[method];
    return part ? [`${labels.paymentMethod(method)} ${formatCount(part.count)} · ${formatRupees(part.amount)}`] : [];
  }).join(', ');

const BOLD = { fontWeight: 700 } as const;

type Figures = { count: number; amount: number };

/** The person's own receipts outside their centres (issued before their limit changed), when there are any. */
const outsideOf = (collections: Collections): Figures | null => (collections.outsideYourCentres?.count ? collections.outsideYourCentres : null);

/** 'N receipts you issued outside your centres: ₹X': one line, naming no registration; in English in the CSV, which is data. */
const outsideCsvText = ({ count, amount }: Figures) =>
  `${formatCount(count)} ${count === 1 ? 'receipt' : 'receipts'} you issued outside your centres: ${formatRupees(amount)}`;

/** The same line on screen, in the reader's language. */
function outsideText(i18n: I18n, { count, amount }: Figures): string {
  const rupees = formatRupees(amount);
  return i18n._(
    msg`${plural(count, { one: `# receipt you issued outside your centres: ${rupees}`, other: `# receipts you issued outside your centres: ${rupees}` })}`,
  );
}

/** What the sheet adds up to: the rows and the person's receipts outside their centres, so that it matches the cash in hand. */
const totalOf = (collections: Collections): Figures => {
  const outside = outsideOf(collections);
  return { count: collections.totalCount + (outside?.count ?? 0), amount: collections.totalAmount + (outside?.amount ?? 0) };
};

function collectionsCsv(collections: Collections): Blob {
  const outside = outsideOf(collections);
  const total = totalOf(collections);
  const lines = [
    csvLine(['Day', 'Staff member', 'Receipts', 'Amount (INR)', ...PAYMENT_METHODS.map((method) => `${PAYMENT_METHOD_LABELS[method]} (INR)`)]),
    ...collections.data.map((row) =>
      csvLine([row.day, row.staffEmail ?? '', row.count, row.amount, ...PAYMENT_METHODS.map((method) => row.byMethod[method]?.amount ?? 0)]),
    ),
    ...(outside ? [csvLine(['', outsideCsvText(outside), outside.count, outside.amount])] : []),
    csvLine(['Total', '', total.count, total.amount]),
  ];
  return new Blob(['\uFEFF', ...lines], { type: 'text/csv;charset=utf-8' });
}

/**
 * Each day's collections per staff member who confirmed: receipts that stand (cancelled ones left
 * out), for the hand-over of cash at the end of the day. Printable and exportable.
 */
export function CollectionsView() {
  const labels = useLabels();
  const { timezone } = usePreferences();
  const { filters, setFilter } = useReceiptFilters();
  const csvExport = useFeatureFlag('csvExport');
  const today = calendarDayIn(timezone);
  const from = filters.from ?? filters.to ?? today;
  const to = filters.to ?? from;
  const collections = useGetCollectionsQuery({ from, to, timeZone: timezone });
  const data = collections.currentData;
  const outside = data && outsideOf(data);
  const total = data && totalOf(data);
  const { t, i18n } = useLingui();
  const fromDay = formatCalendarDay(from);
  const toDay = formatCalendarDay(to);

  return (
    <Card variant="outlined" component="section" aria-labelledby="collections-title" className="collections-print">
      <GlobalStyles styles={PRINT_SHEET_ONLY} />
      <CardHeader
        title={
          <Typography id="collections-title" variant="h6" component="h2">
            <Trans>Collections</Trans>
          </Typography>
        }
        subheader={
          <>
            {from === to
              ? t`Receipts that stand, per day and per staff member who confirmed, ${fromDay}`
              : t`Receipts that stand, per day and per staff member who confirmed, ${fromDay} to ${toDay}`}
            <CenterScopeNote />
          </>
        }
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, px: 2, pb: 2, alignItems: 'center', displayPrint: 'none' }}>
        <DayRangeFields from={from} to={to} onChange={setFilter} />
        <Box sx={{ display: 'flex', gap: 1, ml: 'auto' }}>
          <Button startIcon={<PrintIcon />} onClick={() => window.print()}>
            <Trans>Print</Trans>
          </Button>
          {csvExport && (
            <Button startIcon={<DownloadIcon />} disabled={!data} onClick={() => data && saveFile(collectionsCsv(data), `collections-${from}-to-${to}.csv`)}>
              <Trans>Export CSV</Trans>
            </Button>
          )}
        </Box>
      </Box>
      <Box sx={{ height: 4 }}>{collections.isFetching && <LinearProgress aria-label={t`Loading collections`} />}</Box>
      {collections.isError ? (
        <RetryAlert sx={{ m: 2 }} onRetry={() => void collections.refetch()}>
          <Trans>Could not load the collections.</Trans>
        </RetryAlert>
      ) : (
        // On a phone the four columns fit 390 px with narrower cell padding and headings that may wrap:
        // the amount, the figure the hand-over is for, must never be cut off at the edge.
        <TableContainer sx={{ '& th, & td': { px: { xs: 1, sm: 2 } } }}>
          <DensityTable aria-labelledby="collections-title">
            <TableHead sx={{ '& th': { whiteSpace: { xs: 'normal', sm: 'nowrap' } } }}>
              <TableRow>
                <TableCell>
                  <Trans>Day</Trans>
                </TableCell>
                <TableCell>
                  <Trans>Staff member</Trans>
                </TableCell>
                <TableCell align="right">
                  <Trans>Receipts</Trans>
                </TableCell>
                <TableCell align="right">
                  <Trans>Amount</Trans>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data?.data.map((row) => (
                <TableRow key={`${row.day}|${row.staffEmail}`}>
                  <TableCell sx={NO_WRAP}>{formatCalendarDay(row.day)}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    {row.staffEmail ?? t`N/A`}
                    {byMethodText(labels, row) && (
                      <Typography variant="body2" color="textSecondary">
                        {byMethodText(labels, row)}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell align="right">{formatCount(row.count)}</TableCell>
                  <TableCell align="right" sx={NO_WRAP}>
                    {formatRupees(row.amount)}
                  </TableCell>
                </TableRow>
              ))}
              {outside && (
                <TableRow data-testid="collections-outside">
                  <TableCell colSpan={4}>{outsideText(i18n, outside)}</TableCell>
                </TableRow>
              )}
              {data?.data.length === 0 && !outside && <EmptyTableRow columns={4} text={t`No receipts were issued on these days.`} />}
            </TableBody>
            {total && total.count > 0 && (
              // Drawn as the rows are (a footer's cells are smaller and grey), in bold: it reads as their total.
              <TableFooter>
                <TableRow data-testid="collections-total">
                  <TableCell variant="body" colSpan={2} sx={BOLD}>
                    <Trans>Total</Trans>
                  </TableCell>
                  <TableCell variant="body" align="right" sx={BOLD}>
                    {formatCount(total.count)}
                  </TableCell>
                  <TableCell variant="body" align="right" sx={{ ...BOLD, ...NO_WRAP }}>
                    {formatRupees(total.amount)}
                  </TableCell>
                </TableRow>
              </TableFooter>
            )}
          </DensityTable>
        </TableContainer>
      )}
    </Card>
  );
}
