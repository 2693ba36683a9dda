import { useState } from 'react';
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { MenuItem, TableCell, TextField } from '@mui/material';
import { Box, Button, Chip, IconButton, Typography } from 'shared/platform/ui/mui';
import BlockIcon from '@mui/icons-material/Block';
import DownloadIcon from '@mui/icons-material/Download';
import { useApiErrorMessage } from 'shared/hooks/useApiErrorMessage';
import { downloadFile } from 'shared/api/downloadFile';
import { personText } from 'shared/domain/common/labels';
import { useLabels } from 'shared/ui/labelMessages';
import { cancelReceiptFormSchema, calendarDayIn, MAX_REGISTER_SEARCH } from 'shared/domain/payments/receipts';
import type { ReceiptRegisterPage, RegisterEntry } from 'shared/domain/payments/receipts-answers';
import { formatDateTime } from 'shared/format/dates';
import { formatRupees } from 'shared/format/numbers';
import { useFeatureFlag } from 'shared/hooks/useFeatureFlag';
import { usePreferences } from 'shared/hooks/usePreferences';
import { deferredTooltip } from 'shared/ui/DeferredTooltip';
import { ReceiptActions } from 'shared/ui/ReceiptActions';
import { useNotify } from 'shared/platform/ui/notifications';
import { registerParams, useCancelReceiptMutation, useListReceiptsQuery } from '../api/receiptsApi';
import { useReceiptFilters } from '../../../hooks/useReceiptFilters';
import { DayRangeFields } from '../../../components/DayRangeFields';
import { ListCard, NO_WRAP, WithDetail } from '../../../components/ListCard';
import { ReasonDialog } from '../../../components/ReasonDialog';
import { RegistrationLink } from '../../../components/RegistrationLink';

const AMOUNT = msg`Amount`;
const ACTIONS = msg`Actions`;
const COLUMNS = [msg`Receipt number`, msg`Issued`, msg`Registration`, AMOUNT, msg`Issued by`, msg`Status`, ACTIONS];

function ReceiptStatus({ entry }: { entry: RegisterEntry }) {
  const { t } = useLingui();
  return entry.cancelled ? (
    <Chip size="small" color="error" variant="outlined" label={t`Cancelled`} />
  ) : (
    <Chip size="small" color="success" variant="outlined" label={t`Issued`} />
  );
}

/** Why a receipt was cancelled, in words on the row: a touch screen has no hover to show a hint. */
function CancelReason({ entry }: { entry: RegisterEntry }) {
  const { t } = useLingui();
  if (!entry.cancelled) return null;
  const { reason } = entry.cancelled;
  return (
    <Typography variant="body2" color="error" sx={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
      {t`Cancelled: ${reason}`}
    </Typography>
  );
}

/** The totals line: what was received, and what was cancelled said as such (a cancelled receipt's money was never received). */
function totalsText(i18n: I18n, page: ReceiptRegisterPage, onlyCancelled: boolean): string {
  const { total, cancelledCount } = page;
  const received = formatRupees(page.totalAmount);
  const cancelled = formatRupees(page.cancelledAmount);
  if (onlyCancelled) {
    return i18n._(msg`${plural(cancelledCount, { one: `# receipt cancelled (${cancelled})`, other: `# receipts cancelled (${cancelled})` })}`);
  }
  return cancelledCount > 0
    ? i18n._(
        msg`${plural(total, { one: '# receipt', other: '# receipts' })} · ${received} received · ${plural(cancelledCount, { one: `# cancelled (${cancelled})`, other: `# cancelled (${cancelled})` })}`,
      )
    : i18n._(msg`${plural(total, { one: '# receipt', other: '# receipts' })} · ${received} received`);
}

/** The copies printed (by someone who may confirm payments; a viewer's download is not a print). */
/** Who confirmed, by name when known. */
const issuerText = (i18n: I18n, entry: RegisterEntry) => personText({ name: entry.issuedByName, email: entry.issuedBy }, i18n._(msg`N/A`));

const copiesText = (i18n: I18n, copies: number) =>
  copies === 0 ? i18n._(msg`Not printed`) : i18n._(msg`${plural(copies, { one: '# copy printed', other: '# copies printed' })}`);

/** What the cancellation question says of the receipt, and what cancelling does. */
function cancelSubject(i18n: I18n, entry: RegisterEntry): string {
  const { number, name, registrationId } = entry;
  const amount = formatRupees(entry.amount);
  return i18n._(
    msg`${number}, ${amount} from ${name} (${registrationId}). The money was not in fact received: the payment goes back to pending and the receipt stays in the register as cancelled.`,
  );
}

// The row's action hints: MUI's Tooltip (with popper.js) fetched once one is pointed at or focused.
const { DeferredTooltip } = deferredTooltip();

interface EntryActionsProps {
  entry: RegisterEntry;
  canCancel: boolean;
  onCancel: (entry: RegisterEntry) => void;
  /** In a table row: the actions as icons, so that they keep to one line and the register to the card's width at 1366 px. */
  inRow?: boolean;
}

function EntryActions({ entry, canCancel, onCancel, inRow = false }: EntryActionsProps) {
  const { t } = useLingui();
  const { number } = entry;
  const cancelName = t`Cancel receipt ${number}`;
  return (
    <Box sx={{ display: 'flex', gap: inRow ? 0 : 1, justifyContent: 'flex-end', flexWrap: inRow ? 'nowrap' : 'wrap' }}>
      <ReceiptActions registrationId={entry.registrationId} receipt={entry} {...(inRow && { iconHint: DeferredTooltip })} />
      {canCancel &&
        !entry.cancelled &&
        (inRow ? (
          <DeferredTooltip title={t`Cancel receipt`} describeChild>
            <IconButton size="small" color="error" onClick={() => onCancel(entry)} aria-label={cancelName}>
              <BlockIcon fontSize="small" />
            </IconButton>
          </DeferredTooltip>
        ) : (
          <Button size="small" color="error" onClick={() => onCancel(entry)} aria-label={cancelName}>
            <Trans>Cancel receipt</Trans>
          </Button>
        ))}
    </Box>
  );
}

/** The receipt register: every receipt the portal issued, newest first, with filters, totals and a CSV of all that match. */
export function ReceiptsView({ canCancel }: { canCancel: boolean }) {
  const labels = useLabels();
  const { timezone } = usePreferences();
  const { filters, pages, setFilter } = useReceiptFilters();
  const csvExport = useFeatureFlag('csvExport');
  const notify = useNotify();
  const { t, i18n } = useLingui();
  const apiErrorMessage = useApiErrorMessage();
  const cursor = pages.page?.after;
  const page = useListReceiptsQuery({ filters, timeZone: timezone, ...(cursor && { cursor }) });
  const [toCancel, setToCancel] = useState<RegisterEntry | null>(null);
  const [cancelReceipt, cancelling] = useCancelReceiptMutation();
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadFile(`/admin/receipts/export?${new URLSearchParams(registerParams(filters, timezone))}`, `receipts-${calendarDayIn(timezone)}.csv`);
    } catch {
      notify({ variant: 'error', title: t`Error`, description: t`The receipt register could not be exported. Please try again.` });
    } finally {
      setExporting(false);
    }
  };

  const cancel = async (reason: string) => {
    if (!toCancel) return;
    const result = await cancelReceipt({ registrationId: toCancel.registrationId, reason });
    if (result.error !== undefined) {
      notify({ variant: 'error', title: t`Error`, description: apiErrorMessage(result.error, t`Failed to cancel the receipt. Please try again.`) });
      return;
    }
    const { number, name } = toCancel;
    notify({ variant: 'success', title: t`Receipt Cancelled`, description: t`${number}: the payment of ${name} is pending again.` });
    setToCancel(null);
  };

  const data = page.currentData;
  return (
    <ListCard
      id="receipts-title"
      title={t`Receipts`}
      subheader={t`Every receipt the portal issued, newest first. Cancelled receipts keep their numbers.`}
      toolbar={
        <Box
          component="form"
          role="search"
          aria-label={t`Filter receipts`}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, px: 2, pb: 2, alignItems: 'center' }}
          onSubmit={(event) => event.preventDefault()}
        >
          <TextField
            size="small"
            type="search"
            label={t`Receipt number or registration ID`}
            // The example is the newest receipt listed: a number as this organisation writes them (its prefix, its year).
            placeholder={data?.data[0]?.number}
            value={filters.q ?? ''}
            onChange={(event) => setFilter('q', event.target.value)}
            slotProps={{ htmlInput: { maxLength: MAX_REGISTER_SEARCH } }}
            sx={{ minWidth: 260 }}
          />
          <DayRangeFields from={filters.from ?? ''} to={filters.to ?? ''} onChange={setFilter} />
          <TextField
            size="small"
            label={t`Issued by (e-mail)`}
            value={filters.issuedBy ?? ''}
            onChange={(event) => setFilter('issuedBy', event.target.value)}
            sx={{ minWidth: 220 }}
          />
          <TextField
            select
            size="small"
            label={t`Status`}
            value={filters.status ?? ''}
            onChange={(event) => setFilter('status', event.target.value)}
            sx={{ minWidth: 140 }}
          >
            <MenuItem value="">
              <Trans>All</Trans>
            </MenuItem>
            <MenuItem value="issued">
              <Trans>Issued</Trans>
            </MenuItem>
            <MenuItem value="cancelled">
              <Trans>Cancelled</Trans>
            </MenuItem>
          </TextField>
          {csvExport && (
            <Button startIcon={<DownloadIcon />} onClick={() => void exportCsv()} disabled={exporting} sx={{ ml: 'auto' }}>
              <Trans>Export CSV</Trans>
            </Button>
          )}
        </Box>
      }
      summary={
        data && (
          <Typography sx={{ px: 2, pb: 1 }} aria-live="polite" data-testid="register-totals">
            {totalsText(i18n, data, filters.status === 'cancelled')}
          </Typography>
        )
      }
      query={page}
      loadingLabel={t`Loading receipts`}
      failureText={t`Could not load the receipts.`}
      columns={COLUMNS.map((column) => i18n._(column))}
      alignRight={[i18n._(AMOUNT), i18n._(ACTIONS)]}
      rows={data?.data}
      rowKey={(entry) => entry.number}
      emptyText={t`No receipts match these filters.`}
      // On a phone each receipt is a card: seven columns do not fit 390 px.
      phoneCard={(entry) => (
        <>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
            <Typography sx={{ fontWeight: 600 }}>{entry.number}</Typography>
            <ReceiptStatus entry={entry} />
          </Box>
          <Typography variant="body2">
            {`${entry.name} · `}
            <RegistrationLink registrationId={entry.registrationId} />
            {` · ${copiesText(i18n, entry.copiesPrinted)}`}
          </Typography>
          <CancelReason entry={entry} />
          <Typography variant="body2" color="textSecondary">
            {`${formatRupees(entry.amount)} ${labels.paymentWay(entry)} · ${formatDateTime(entry.issuedAt)} · ${issuerText(i18n, entry)}`}
          </Typography>
          <EntryActions entry={entry} canCancel={canCancel} onCancel={setToCancel} />
        </>
      )}
      cells={(entry) => (
        <>
          <TableCell sx={NO_WRAP}>{entry.number}</TableCell>
          <TableCell sx={NO_WRAP}>{formatDateTime(entry.issuedAt)}</TableCell>
          <TableCell sx={{ minWidth: 180 }}>
            <WithDetail detail={<RegistrationLink registrationId={entry.registrationId} />}>{entry.name}</WithDetail>
          </TableCell>
          <TableCell align="right" sx={NO_WRAP}>
            <WithDetail detail={labels.paymentWay(entry)}>{formatRupees(entry.amount)}</WithDetail>
          </TableCell>
          <TableCell>{issuerText(i18n, entry)}</TableCell>
          <TableCell sx={{ minWidth: 140, maxWidth: 220 }}>
            <WithDetail detail={copiesText(i18n, entry.copiesPrinted)}>
              <ReceiptStatus entry={entry} />
            </WithDetail>
            <CancelReason entry={entry} />
          </TableCell>
          <TableCell align="right">
            <EntryActions entry={entry} canCancel={canCancel} onCancel={setToCancel} inRow />
          </TableCell>
        </>
      )}
      pages={{ label: t`Receipt pages`, previousLabel: t`Newer`, nextLabel: t`Older`, cursors: pages, nextCursor: data?.nextCursor }}
    >
      <ReasonDialog
        open={toCancel !== null}
        title={t`Cancel receipt?`}
        subject={toCancel ? cancelSubject(i18n, toCancel) : ''}
        label={t`Reason (min. 10 characters)`}
        schema={cancelReceiptFormSchema}
        confirmLabel={t`Cancel Receipt`}
        busy={cancelling.isLoading}
        onConfirm={(reason) => void cancel(reason)}
        onClose={() => setToCancel(null)}
      />
    </ListCard>
  );
}
