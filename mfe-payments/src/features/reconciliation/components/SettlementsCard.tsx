import { useState } from 'react';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  useMediaQuery,
} from '@mui/material';
import { Box, Button, Chip, Typography } from 'shared/platform/ui/mui';
import { useLabels, type Labels } from 'shared/ui/labelMessages';
import { SETTLEMENT_STATUSES, type SettlementStatus } from 'shared/domain/payments/reconciliation';
import type { Settlement, SettlementPayment } from 'shared/domain/payments/reconciliation-answers';
import { formatCount, formatRupeesWithPaise } from 'shared/format/numbers';
import { PhoneCardList } from 'shared/ui/PhoneCardList';
import { RetryAlert } from 'shared/ui/RetryAlert';
import { ListCard, NO_WRAP, WithDetail } from '../../../components/ListCard';
import { useListSettlementPaymentsQuery } from '../api/reconciliationApi';
import { useSettlements } from '../hooks/useSettlements';

const AMOUNTS = [msg`Payments`, msg`Gross`, msg`Fees`, msg`Tax`, msg`Net expected`, msg`Bank credit`, msg`Difference`];
const COLUMNS = [msg`Settlement`, msg`UTR`, ...AMOUNTS, msg`Status`];
const NOT_CREDITED = msg`not yet in any bank statement`;
/** The empty list of one status, said of that status. */
const NO_SETTLEMENT_IS: Record<SettlementStatus, MessageDescriptor> = {
  matched: msg`No settlement is matched.`,
  short: msg`No settlement is short.`,
  over: msg`No settlement is over.`,
  missing: msg`No settlement is missing.`,
};
const STATUS_COLORS: Record<SettlementStatus, 'success' | 'error' | 'warning' | 'default'> = {
  matched: 'success',
  short: 'error',
  over: 'warning',
  missing: 'default',
};
/** The settlement's payments: the line and the payment read left, the amounts right. */
const PAYMENT_COLUMNS = [
  { label: msg`Line`, right: false },
  { label: msg`Payment`, right: false },
  { label: msg`Amount`, right: true },
  { label: msg`Fee`, right: true },
  { label: msg`Tax`, right: true },
];

/** The bank's credit less the net expected, to the paisa; none until the credit is found. */
const differenceOf = (settlement: Settlement) => (settlement.bankLine ? Math.round((settlement.bankLine.amount - settlement.net) * 100) / 100 : null);

const statusChip = (labels: Labels, settlement: Settlement) => (
  <Chip size="small" color={STATUS_COLORS[settlement.status]} label={labels.settlementStatus(settlement.status)} />
);

/** 'Payments of settlement S-1': the dialog's title, and the name of the button that opens it. */
function paymentsOfSettlement(i18n: I18n, settlement: Settlement): string {
  const { settlementId } = settlement;
  return i18n._(msg`Payments of settlement ${settlementId}`);
}

/** The button a settlement row opens its payments with. */
const followButton = (i18n: I18n, settlement: Settlement, open: (settlement: Settlement) => void) => (
  <Button size="small" onClick={() => open(settlement)} aria-label={paymentsOfSettlement(i18n, settlement)} sx={{ textTransform: 'none', p: 0, minWidth: 0 }}>
    {settlement.settlementId}
  </Button>
);

/** Whose payment a report's line is, or that it names none. */
function ReportPayment({ payment }: { payment: SettlementPayment }) {
  const { t } = useLingui();
  return payment.registrationId ? (
    <WithDetail detail={`${payment.paymentId} · ${payment.registrationId}`}>{payment.name}</WithDetail>
  ) : (
    <WithDetail detail={t`Not matched to a payment`}>{payment.reference}</WithDetail>
  );
}

/** What the bank credited for a settlement against what was expected, or that no statement has it yet. */
function creditText(i18n: I18n, settlement: Settlement): string {
  const net = formatRupeesWithPaise(settlement.net);
  if (!settlement.bankLine) return i18n._(msg`Net expected ${net}; not yet in any bank statement.`);
  const credit = formatRupeesWithPaise(settlement.bankLine.amount);
  const { line } = settlement.bankLine;
  return i18n._(msg`Net expected ${net}; bank credit ${credit} (line ${line}).`);
}

/** 'Line 4': where the gateway's report lists a payment. */
function reportLine(i18n: I18n, payment: SettlementPayment): string {
  const { line } = payment;
  return i18n._(msg`Line ${line}`);
}

/** A report's payment in rupees, with the fee and tax taken from it. */
function reportAmounts(i18n: I18n, payment: SettlementPayment): string {
  const amount = formatRupeesWithPaise(payment.amount);
  const fee = formatRupeesWithPaise(payment.fee ?? 0);
  const tax = formatRupeesWithPaise(payment.tax ?? 0);
  return i18n._(msg`${amount}, fee ${fee}, tax ${tax}`);
}

/** A settlement's figures on a phone: its UTR and payments, what was expected and what the bank credited. */
function SettlementFigures({ settlement }: { settlement: Settlement }) {
  const { t } = useLingui();
  const utr = settlement.utr ?? t`N/A`;
  const { payments } = settlement;
  const net = formatRupeesWithPaise(settlement.net);
  const gross = formatRupeesWithPaise(settlement.gross);
  const fees = formatRupeesWithPaise(settlement.fees);
  const tax = formatRupeesWithPaise(settlement.tax);
  const credit = settlement.bankLine ? formatRupeesWithPaise(settlement.bankLine.amount) : '';
  const difference = formatRupeesWithPaise(differenceOf(settlement));
  return (
    <>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {t`UTR ${utr} · ${plural(payments, { one: '# payment', other: '# payments' })}`}
      </Typography>
      <Typography variant="body2">{t`Net expected ${net} (gross ${gross}, fees ${fees}, tax ${tax})`}</Typography>
      <Typography variant="body2">
        {settlement.bankLine ? t`Bank credit ${credit}, difference ${difference}` : t`Bank credit not yet in any bank statement`}
      </Typography>
    </>
  );
}

/** A settlement's payments, as its gateway report lists them, each with the registration it was matched to (cards on a phone). */
function SettlementPaymentsDialog({ settlement, onClose }: { settlement: Settlement | null; onClose: () => void }) {
  const payments = useListSettlementPaymentsQuery(settlement?.settlementId ?? '', { skip: settlement === null });
  const phone = useMediaQuery('(max-width:599.95px)');
  const rows = payments.currentData?.data;
  const { t, i18n } = useLingui();
  const label = t`Payments of the settlement`;
  return (
    <Dialog open={settlement !== null} onClose={onClose} aria-labelledby="settlement-payments-title" maxWidth="md" fullWidth>
      <DialogTitle id="settlement-payments-title" sx={{ overflowWrap: 'anywhere' }}>
        {settlement ? paymentsOfSettlement(i18n, settlement) : ''}
      </DialogTitle>
      <DialogContent>
        {settlement && (
          <Typography variant="body2" sx={{ mb: 1 }}>
            {creditText(i18n, settlement)}
          </Typography>
        )}
        {payments.isFetching && <LinearProgress aria-label={t`Loading payments`} />}
        {payments.isError ? (
          <RetryAlert onRetry={() => void payments.refetch()}>
            <Trans>Could not load the payments.</Trans>
          </RetryAlert>
        ) : phone ? (
          <PhoneCardList
            aria-label={label}
            look="divided"
            items={rows}
            itemKey={(payment) => `${payment.statementId}-${payment.line}`}
            card={(payment) => (
              <>
                <Typography variant="body2" color="textSecondary">
                  {reportLine(i18n, payment)}
                </Typography>
                <Box sx={{ overflowWrap: 'anywhere' }}>
                  <ReportPayment payment={payment} />
                </Box>
                <Typography variant="body2">{reportAmounts(i18n, payment)}</Typography>
              </>
            )}
          />
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={label}>
              <TableHead>
                <TableRow>
                  {PAYMENT_COLUMNS.map(({ label: column, right }) => (
                    <TableCell key={column.id} align={right ? 'right' : undefined}>
                      {i18n._(column)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows?.map((payment) => (
                  <TableRow key={`${payment.statementId}-${payment.line}`}>
                    <TableCell>{payment.line}</TableCell>
                    <TableCell sx={{ minWidth: 180 }}>
                      <ReportPayment payment={payment} />
                    </TableCell>
                    <TableCell align="right" sx={NO_WRAP}>
                      {formatRupeesWithPaise(payment.amount)}
                    </TableCell>
                    <TableCell align="right" sx={NO_WRAP}>
                      {formatRupeesWithPaise(payment.fee ?? 0)}
                    </TableCell>
                    <TableCell align="right" sx={NO_WRAP}>
                      {formatRupeesWithPaise(payment.tax ?? 0)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** A gateway's settlements, each traced to the bank credit for it, by status; a row opens its payments. */
export function SettlementsCard() {
  const settlements = useSettlements();
  const [open, setOpen] = useState<Settlement | null>(null);
  const { t, i18n } = useLingui();
  const labels = useLabels();
  const bankCredit = (settlement: Settlement) => (settlement.bankLine ? formatRupeesWithPaise(settlement.bankLine.amount) : i18n._(NOT_CREDITED));
  return (
    <ListCard<Settlement>
      id="settlements-title"
      title={t`Settlements`}
      subheader={t`Each gateway settlement: its payments less fees and tax, against the bank credit that names its UTR, to the paisa.`}
      toolbar={
        <Box sx={{ px: 2, pb: 1 }}>
          <TextField
            select
            size="small"
            label={t`Settlement status`}
            value={settlements.status}
            onChange={(event) => settlements.setStatus(event.target.value as SettlementStatus | '')}
            sx={{ minWidth: 200 }}
          >
            <MenuItem value="">
              <Trans>All</Trans>
            </MenuItem>
            {SETTLEMENT_STATUSES.map((status) => (
              <MenuItem key={status} value={status}>
                {labels.settlementStatus(status)}
              </MenuItem>
            ))}
          </TextField>
        </Box>
      }
      query={settlements.query}
      loadingLabel={t`Loading settlements`}
      failureText={t`Could not load the settlements.`}
      columns={COLUMNS.map((column) => i18n._(column))}
      alignRight={AMOUNTS.map((column) => i18n._(column))}
      rows={settlements.rows}
      rowKey={(settlement) => settlement.settlementId}
      emptyText={settlements.status ? i18n._(NO_SETTLEMENT_IS[settlements.status]) : t`No gateway settlement report has been uploaded.`}
      phoneCard={(settlement) => (
        <>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
            {followButton(i18n, settlement, setOpen)}
            {statusChip(labels, settlement)}
          </Box>
          <SettlementFigures settlement={settlement} />
        </>
      )}
      cells={(settlement) => (
        <>
          <TableCell sx={NO_WRAP}>{followButton(i18n, settlement, setOpen)}</TableCell>
          <TableCell sx={{ wordBreak: 'break-all', minWidth: 140 }}>{settlement.utr ?? t`N/A`}</TableCell>
          <TableCell align="right">{formatCount(settlement.payments)}</TableCell>
          <TableCell align="right" sx={NO_WRAP}>
            {formatRupeesWithPaise(settlement.gross)}
          </TableCell>
          <TableCell align="right" sx={NO_WRAP}>
            {formatRupeesWithPaise(settlement.fees)}
          </TableCell>
          <TableCell align="right" sx={NO_WRAP}>
            {formatRupeesWithPaise(settlement.tax)}
          </TableCell>
          <TableCell align="right" sx={NO_WRAP}>
            {formatRupeesWithPaise(settlement.net)}
          </TableCell>
          <TableCell align="right">{bankCredit(settlement)}</TableCell>
          <TableCell align="right" sx={NO_WRAP}>
            {settlement.bankLine ? formatRupeesWithPaise(differenceOf(settlement)) : t`N/A`}
          </TableCell>
          <TableCell>{statusChip(labels, settlement)}</TableCell>
        </>
      )}
    >
      <SettlementPaymentsDialog settlement={open} onClose={() => setOpen(null)} />
    </ListCard>
  );
}
