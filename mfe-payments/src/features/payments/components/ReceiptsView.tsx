import { useState } from 'react';
import { LinearProgress, MenuItem, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, useMediaQuery } from '@mui/material';
import { Box, Button, Card, CardHeader, Chip, Typography } from 'shared/platform/ui/mui';
import DownloadIcon from '@mui/icons-material/Download';
import { apiErrorMessage } from 'shared/api/apiError';
import { downloadFile } from 'shared/api/downloadFile';
import { PAYMENT_MODE_LABELS } from 'shared/domain/labels';
import { cancelReceiptFormSchema, calendarDayIn, type RegisterEntry } from 'shared/domain/receipts';
import { formatDateTime } from 'shared/format/dates';
import { formatCount, formatRupees } from 'shared/format/numbers';
import { useFeatureFlag } from 'shared/hooks/useFeatureFlag';
import { usePreferences } from 'shared/hooks/usePreferences';
import { DensityTable } from 'shared/ui/DensityTable';
import { ReceiptActions } from 'shared/ui/ReceiptActions';
import { RetryAlert } from 'shared/ui/RetryAlert';
import { useNotify } from 'shared/platform/ui/notifications';
import { registerParams, useCancelReceiptMutation, useListReceiptsQuery } from '../api/receiptsApi';
import { useReceiptFilters } from '../hooks/useReceiptFilters';
import { DayRangeFields } from './DayRangeFields';
import { ReasonDialog } from './ReasonDialog';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

function ReceiptStatus({ entry }: { entry: RegisterEntry }) {
  return entry.cancelled ? (
    <Chip size="small" color="error" variant="outlined" label="Cancelled" title={entry.cancelled.reason} />
  ) : (
    <Chip size="small" color="success" variant="outlined" label="Issued" />
  );
}

function EntryActions({ entry, canCancel, onCancel }: { entry: RegisterEntry; canCancel: boolean; onCancel: (entry: RegisterEntry) => void }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
      <ReceiptActions registrationId={entry.registrationId} receipt={entry} />
      {canCancel && !entry.cancelled && (
        <Button size="small" color="error" onClick={() => onCancel(entry)} aria-label={`Cancel receipt ${entry.number}`}>
          Cancel receipt
        </Button>
      )}
    </Box>
  );
}

/** The receipt register: every receipt the portal issued, newest first, with filters, totals and a CSV of all that match. */
export function ReceiptsView({ canCancel }: { canCancel: boolean }) {
  const { timezone } = usePreferences();
  const { filters, setFilter } = useReceiptFilters();
  const csvExport = useFeatureFlag('csvExport');
  const notify = useNotify();
  // Pages after the first, by the cursor of the one before; a change of filters starts again.
  const [cursors, setCursors] = useState<string[]>([]);
  const [shownFilters, setShownFilters] = useState(filters);
  if (shownFilters !== filters) {
    setShownFilters(filters);
    setCursors([]);
  }
  const cursor = cursors[cursors.length - 1];
  const page = useListReceiptsQuery({ filters, timeZone: timezone, ...(cursor && { cursor }) });
  const [toCancel, setToCancel] = useState<RegisterEntry | null>(null);
  const [cancelReceipt, cancelling] = useCancelReceiptMutation();
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadFile(`/admin/receipts/export?${new URLSearchParams(registerParams(filters, timezone))}`, `receipts-${calendarDayIn(timezone)}.csv`);
    } catch {
      notify({ variant: 'error', title: 'Error', description: 'The receipt register could not be exported. Please try again.' });
    } finally {
      setExporting(false);
    }
  };

  const cancel = async (reason: string) => {
    if (!toCancel) return;
    const result = await cancelReceipt({ registrationId: toCancel.registrationId, reason });
    if (result.error !== undefined) {
      notify({ variant: 'error', title: 'Error', description: apiErrorMessage(result.error, 'Failed to cancel the receipt. Please try again.') });
      return;
    }
    notify({ variant: 'success', title: 'Receipt Cancelled', description: `${toCancel.number}: the payment of ${toCancel.name} is pending again.` });
    setToCancel(null);
  };

  const data = page.currentData;
  const phone = useMediaQuery('(max-width:599.95px)');
  return (
    <Card variant="outlined" component="section" aria-labelledby="receipts-title">
      <CardHeader
        title={
          <Typography id="receipts-title" variant="h6" component="h2">
            Receipts
          </Typography>
        }
        subheader="Every receipt the portal issued, newest first. Cancelled receipts keep their numbers."
      />
      <Box
        component="form"
        role="search"
        aria-label="Filter receipts"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, px: 2, pb: 2, alignItems: 'center' }}
        onSubmit={(event) => event.preventDefault()}
      >
        <DayRangeFields from={filters.from ?? ''} to={filters.to ?? ''} onChange={setFilter} />
        <TextField
          size="small"
          label="Issued by (e-mail)"
          value={filters.issuedBy ?? ''}
          onChange={(event) => setFilter('issuedBy', event.target.value)}
          sx={{ minWidth: 220 }}
        />
        <TextField
          select
          size="small"
          label="Status"
          value={filters.status ?? ''}
          onChange={(event) => setFilter('status', event.target.value)}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="">All</MenuItem>
          <MenuItem value="issued">Issued</MenuItem>
          <MenuItem value="cancelled">Cancelled</MenuItem>
        </TextField>
        {csvExport && (
          <Button startIcon={<DownloadIcon />} onClick={() => void exportCsv()} disabled={exporting} sx={{ ml: 'auto' }}>
            Export CSV
          </Button>
        )}
      </Box>
      {data && (
        <Typography sx={{ px: 2, pb: 1 }} aria-live="polite" data-testid="register-totals">
          {`${formatCount(data.total)} receipt${data.total === 1 ? '' : 's'} · ${formatRupees(data.totalAmount)} received (cancelled receipts left out)`}
        </Typography>
      )}
      <Box sx={{ height: 4 }}>{page.isFetching && <LinearProgress aria-label="Loading receipts" />}</Box>
      {page.isError ? (
        <RetryAlert sx={{ m: 2 }} onRetry={() => void page.refetch()}>
          Could not load the receipts.
        </RetryAlert>
      ) : phone ? (
        // On a phone each receipt is a card: seven columns do not fit 390 px.
        <Box component="ul" aria-labelledby="receipts-title" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {data?.data.map((entry) => (
            <Box
              component="li"
              key={entry.number}
              sx={{ px: 2, py: 1.5, borderTop: 1, borderColor: 'divider', display: 'flex', flexDirection: 'column', gap: 0.5 }}
            >
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
                <Typography sx={{ fontWeight: 600 }}>{entry.number}</Typography>
                <ReceiptStatus entry={entry} />
              </Box>
              <Typography variant="body2">{`${entry.name} · ${entry.registrationId}`}</Typography>
              <Typography variant="body2" color="textSecondary">
                {`${formatRupees(entry.amount)} ${PAYMENT_MODE_LABELS[entry.mode]} · ${formatDateTime(entry.issuedAt)} · ${entry.issuedBy ?? 'N/A'}`}
              </Typography>
              <EntryActions entry={entry} canCancel={canCancel} onCancel={setToCancel} />
            </Box>
          ))}
          {data?.data.length === 0 && (
            <Typography component="li" color="textSecondary" sx={{ p: 3, textAlign: 'center' }}>
              No receipts match these filters.
            </Typography>
          )}
        </Box>
      ) : (
        <TableContainer>
          <DensityTable aria-labelledby="receipts-title">
            <TableHead sx={{ '& th': NO_WRAP }}>
              <TableRow>
                <TableCell>Receipt number</TableCell>
                <TableCell>Issued</TableCell>
                <TableCell>Registration</TableCell>
                <TableCell align="right">Amount</TableCell>
                <TableCell>Issued by</TableCell>
                <TableCell>Status</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data?.data.map((entry) => (
                <TableRow key={entry.number} hover>
                  <TableCell sx={NO_WRAP}>{entry.number}</TableCell>
                  <TableCell sx={NO_WRAP}>{formatDateTime(entry.issuedAt)}</TableCell>
                  <TableCell sx={{ minWidth: 180 }}>
                    {entry.name}
                    <Typography variant="body2" color="textSecondary">
                      {entry.registrationId}
                    </Typography>
                  </TableCell>
                  <TableCell align="right" sx={NO_WRAP}>
                    {formatRupees(entry.amount)}
                    <Typography variant="body2" color="textSecondary">
                      {PAYMENT_MODE_LABELS[entry.mode]}
                    </Typography>
                  </TableCell>
                  <TableCell>{entry.issuedBy ?? 'N/A'}</TableCell>
                  <TableCell>
                    <ReceiptStatus entry={entry} />
                  </TableCell>
                  <TableCell align="right">
                    <EntryActions entry={entry} canCancel={canCancel} onCancel={setToCancel} />
                  </TableCell>
                </TableRow>
              ))}
              {data?.data.length === 0 && (
                <TableRow>
                  <TableCell colSpan={7} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                    No receipts match these filters.
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </DensityTable>
        </TableContainer>
      )}
      <Box component="nav" aria-label="Receipt pages" sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, px: 2, py: 1 }}>
        <Button size="small" disabled={cursors.length === 0} onClick={() => setCursors((current) => current.slice(0, -1))}>
          Newer
        </Button>
        <Button size="small" disabled={!data?.nextCursor} onClick={() => data?.nextCursor && setCursors((current) => [...current, data.nextCursor!])}>
          Older
        </Button>
      </Box>
      <ReasonDialog
        open={toCancel !== null}
        title="Cancel receipt?"
        subject={
          toCancel
            ? `${toCancel.number}, ${formatRupees(toCancel.amount)} from ${toCancel.name} (${toCancel.registrationId}). The money was not in fact received: the payment goes back to pending and the receipt stays in the register as cancelled.`
            : ''
        }
        label="Reason (min. 10 characters)"
        schema={cancelReceiptFormSchema}
        confirmLabel="Cancel Receipt"
        busy={cancelling.isLoading}
        onConfirm={(reason) => void cancel(reason)}
        onClose={() => setToCancel(null)}
      />
    </Card>
  );
}
