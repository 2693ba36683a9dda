import { useState } from 'react';
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
import { SETTLEMENT_STATUS_LABELS } from 'shared/domain/common/labels';
import { SETTLEMENT_STATUSES, type SettlementStatus } from 'shared/domain/payments/reconciliation';
import type { Settlement, SettlementPayment } from 'shared/domain/payments/reconciliation-answers';
import { formatCount, formatCountOf, formatRupeesWithPaise } from 'shared/format/numbers';
import { PhoneCardList } from 'shared/ui/PhoneCardList';
import { RetryAlert } from 'shared/ui/RetryAlert';
import { ListCard, NO_WRAP, WithDetail } from '../../../components/ListCard';
import { useListSettlementPaymentsQuery } from '../api/reconciliationApi';
import { useSettlements } from '../hooks/useSettlements';

const COLUMNS = ['Settlement', 'UTR', 'Payments', 'Gross', 'Fees', 'Tax', 'Net expected', 'Bank credit', 'Difference', 'Status'];
const AMOUNTS = ['Payments', 'Gross', 'Fees', 'Tax', 'Net expected', 'Bank credit', 'Difference'];
const NOT_CREDITED = 'not yet in any bank statement';
const STATUS_COLORS: Record<SettlementStatus, 'success' | 'error' | 'warning' | 'default'> = {
  matched: 'success',
  short: 'error',
  over: 'warning',
  missing: 'default',
};
const PAYMENT_COLUMNS = ['Line', 'Payment', 'Amount', 'Fee', 'Tax'];

/** The bank's credit less the net expected, to the paisa; none until the credit is found. */
const differenceOf = (settlement: Settlement) => (settlement.bankLine ? Math.round((settlement.bankLine.amount - settlement.net) * 100) / 100 : null);

const statusChip = (settlement: Settlement) => (
  <Chip size="small" color={STATUS_COLORS[settlement.status]} label={SETTLEMENT_STATUS_LABELS[settlement.status]} />
);

/** The button a settlement row opens its payments with. */
const followButton = (settlement: Settlement, open: (settlement: Settlement) => void) => (
  <Button
    size="small"
    onClick={() => open(settlement)}
    aria-label={`Payments of settlement ${settlement.settlementId}`}
    sx={{ textTransform: 'none', p: 0, minWidth: 0 }}
  >
    {settlement.settlementId}
  </Button>
);

/** Whose payment a report's line is, or that it names none. */
const paymentOf = (payment: SettlementPayment) =>
  payment.registrationId ? (
    <WithDetail detail={`${payment.paymentId} · ${payment.registrationId}`}>{payment.name}</WithDetail>
  ) : (
    <WithDetail detail="Not matched to a payment">{payment.reference}</WithDetail>
  );

/** A settlement's payments, as its gateway report lists them, each with the registration it was matched to (cards on a phone). */
function SettlementPaymentsDialog({ settlement, onClose }: { settlement: Settlement | null; onClose: () => void }) {
  const payments = useListSettlementPaymentsQuery(settlement?.settlementId ?? '', { skip: settlement === null });
  const phone = useMediaQuery('(max-width:599.95px)');
  const rows = payments.currentData?.data;
  const label = 'Payments of the settlement';
  return (
    <Dialog open={settlement !== null} onClose={onClose} aria-labelledby="settlement-payments-title" maxWidth="md" fullWidth>
      <DialogTitle id="settlement-payments-title" sx={{ overflowWrap: 'anywhere' }}>
        {settlement ? `Payments of settlement ${settlement.settlementId}` : ''}
      </DialogTitle>
      <DialogContent>
        {settlement && (
          <Typography variant="body2" sx={{ mb: 1 }}>
            {`Net expected ${formatRupeesWithPaise(settlement.net)}; ${settlement.bankLine ? `bank credit ${formatRupeesWithPaise(settlement.bankLine.amount)} (line ${settlement.bankLine.line})` : NOT_CREDITED}.`}
          </Typography>
        )}
        {payments.isFetching && <LinearProgress aria-label="Loading payments" />}
        {payments.isError ? (
          <RetryAlert onRetry={() => void payments.refetch()}>Could not load the payments.</RetryAlert>
        ) : phone ? (
          <PhoneCardList
            aria-label={label}
            look="divided"
            items={rows}
            itemKey={(payment) => `${payment.statementId}-${payment.line}`}
            card={(payment) => (
              <>
                <Typography variant="body2" color="textSecondary">{`Line ${payment.line}`}</Typography>
                <Box sx={{ overflowWrap: 'anywhere' }}>{paymentOf(payment)}</Box>
                <Typography variant="body2">
                  {`${formatRupeesWithPaise(payment.amount)}, fee ${formatRupeesWithPaise(payment.fee ?? 0)}, tax ${formatRupeesWithPaise(payment.tax ?? 0)}`}
                </Typography>
              </>
            )}
          />
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={label}>
              <TableHead>
                <TableRow>
                  {PAYMENT_COLUMNS.map((column) => (
                    <TableCell key={column} align={column === 'Line' || column === 'Payment' ? undefined : 'right'}>
                      {column}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows?.map((payment) => (
                  <TableRow key={`${payment.statementId}-${payment.line}`}>
                    <TableCell>{payment.line}</TableCell>
                    <TableCell sx={{ minWidth: 180 }}>{paymentOf(payment)}</TableCell>
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
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

/** A gateway's settlements, each traced to the bank credit for it, by status; a row opens its payments. */
export function SettlementsCard() {
  const settlements = useSettlements();
  const [open, setOpen] = useState<Settlement | null>(null);
  const bankCredit = (settlement: Settlement) => (settlement.bankLine ? formatRupeesWithPaise(settlement.bankLine.amount) : NOT_CREDITED);
  return (
    <ListCard<Settlement>
      id="settlements-title"
      title="Settlements"
      subheader="Each gateway settlement: its payments less fees and tax, against the bank credit that names its UTR, to the paisa."
      toolbar={
        <Box sx={{ px: 2, pb: 1 }}>
          <TextField
            select
            size="small"
            label="Settlement status"
            value={settlements.status}
            onChange={(event) => settlements.setStatus(event.target.value as SettlementStatus | '')}
            sx={{ minWidth: 200 }}
          >
            <MenuItem value="">All</MenuItem>
            {SETTLEMENT_STATUSES.map((status) => (
              <MenuItem key={status} value={status}>
                {SETTLEMENT_STATUS_LABELS[status]}
              </MenuItem>
            ))}
          </TextField>
        </Box>
      }
      query={settlements.query}
      loadingLabel="Loading settlements"
      failureText="Could not load the settlements."
      columns={COLUMNS}
      alignRight={AMOUNTS}
      rows={settlements.rows}
      rowKey={(settlement) => settlement.settlementId}
      emptyText={
        settlements.status
          ? `No settlement is ${SETTLEMENT_STATUS_LABELS[settlements.status].toLowerCase()}.`
          : 'No gateway settlement report has been uploaded.'
      }
      phoneCard={(settlement) => (
        <>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
            {followButton(settlement, setOpen)}
            {statusChip(settlement)}
          </Box>
          <Typography
            variant="body2"
            sx={{ overflowWrap: 'anywhere' }}
          >{`UTR ${settlement.utr ?? 'N/A'} · ${formatCountOf(settlement.payments, 'payment')}`}</Typography>
          <Typography variant="body2">{`Net expected ${formatRupeesWithPaise(settlement.net)} (gross ${formatRupeesWithPaise(settlement.gross)}, fees ${formatRupeesWithPaise(settlement.fees)}, tax ${formatRupeesWithPaise(settlement.tax)})`}</Typography>
          <Typography variant="body2">{`Bank credit ${bankCredit(settlement)}${settlement.bankLine ? `, difference ${formatRupeesWithPaise(differenceOf(settlement))}` : ''}`}</Typography>
        </>
      )}
      cells={(settlement) => (
        <>
          <TableCell sx={NO_WRAP}>{followButton(settlement, setOpen)}</TableCell>
          <TableCell sx={{ wordBreak: 'break-all', minWidth: 140 }}>{settlement.utr ?? 'N/A'}</TableCell>
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
            {settlement.bankLine ? formatRupeesWithPaise(differenceOf(settlement)) : 'N/A'}
          </TableCell>
          <TableCell>{statusChip(settlement)}</TableCell>
        </>
      )}
    >
      <SettlementPaymentsDialog settlement={open} onClose={() => setOpen(null)} />
    </ListCard>
  );
}
