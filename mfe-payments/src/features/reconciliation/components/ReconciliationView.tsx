import { useState } from 'react';
import { Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Tab, Tabs, TableCell, TextField } from '@mui/material';
import { Box, Button, Chip, Typography } from 'shared/platform/ui/mui';
import DownloadIcon from '@mui/icons-material/Download';
import { apiErrorMessage } from 'shared/api/apiError';
import { downloadFile } from 'shared/api/downloadFile';
import { PAYMENT_STATUS_LABELS } from 'shared/domain/common/labels';
import { MAX_HAND_CHANGE_NOTE, manualMatchBodySchema, unmatchBodySchema, type ExportView } from 'shared/domain/payments/reconciliation';
import { normalizeText } from 'shared/domain/common/text';
import { useFormFields } from 'shared/forms/useFormFields';
import type { StatementDetail, StatementLine, ConfirmedNotSeenPayment } from 'shared/domain/payments/reconciliation-answers';
import { formatCalendarDate, formatDateTime } from 'shared/format/dates';
import { formatCount, formatCountOf, formatRupees } from 'shared/format/numbers';
import { useFeatureFlag } from 'shared/hooks/useFeatureFlag';
import { useNotify } from 'shared/platform/ui/notifications';
import { ConfirmPaymentQuestion } from 'shared/ui/ConfirmPaymentQuestion';
import { useLazyLookupPaymentQuery } from '../../../api/paymentsApi';
import {
  useGetStatementQuery,
  useListConfirmedNotSeenQuery,
  useListStatementLinesQuery,
  useListStatementsQuery,
  useMatchLineMutation,
  useUnmatchLineMutation,
} from '../api/reconciliationApi';
import { usePages } from 'shared/hooks/useListController';
import { usePaymentConfirmation } from '../../../hooks/usePaymentConfirmation';
import { useReconciliationPlace } from '../hooks/useReconciliationPlace';
import { useTabScrollButtons } from '../../../hooks/useTabScrollButtons';
import { ListCard, NO_WRAP, WithDetail } from '../../../components/ListCard';
import { RegistrationLink } from '../../../components/RegistrationLink';
import { SettlementsCard } from './SettlementsCard';
import { StatementUploadCard } from './StatementUploadCard';

const TABS: { value: ExportView; label: string; count: (s: StatementDetail) => number; amount: (s: StatementDetail) => number }[] = [
  { value: 'matched', label: 'Matched', count: (s) => s.matched, amount: (s) => s.totals.matched },
  { value: 'mismatched', label: 'Mismatched', count: (s) => s.mismatched, amount: (s) => s.totals.mismatched },
  { value: 'duplicate', label: 'Duplicate', count: (s) => s.duplicates, amount: (s) => s.totals.duplicate },
  { value: 'unmatched', label: 'Unmatched', count: (s) => s.unmatched, amount: (s) => s.totals.unmatched },
  { value: 'seen-but-pending', label: 'Seen but pending', count: (s) => s.seenButPending, amount: (s) => s.seenButPendingAmount },
  { value: 'confirmed-not-seen', label: 'Confirmed, not seen', count: (s) => s.confirmedNotSeen, amount: (s) => s.confirmedNotSeenAmount },
];

const LINE_COLUMNS = ['Line', 'Date', 'Reference', 'Amount', 'Payment', 'Reason', 'Actions'];
const PAYMENT_COLUMNS = ['Registration', 'Payment ID', 'Amount', 'Paid'];

type HandChange = { kind: 'match' | 'unmatch'; line: StatementLine };

const NO_HAND_CHANGE = { registrationId: '', note: '' };

/** What a line says of itself: its number, rupees, day and text. */
const lineText = (line: StatementLine) =>
  `Line ${line.line}: ${formatRupees(line.amount)} on ${formatCalendarDate(line.date)}, ${line.reference} ${line.description}`.trim();

/** Says who the line's money is from (by registration ID, payment ID or receipt number), or that it is not theirs, and why in at least 10 characters. */
function HandChangeDialog({
  change,
  busy,
  onSend,
  onClose,
}: {
  change: HandChange | null;
  busy: boolean;
  onSend: (registrationId: string, note: string) => void;
  onClose: () => void;
}) {
  const matching = change?.kind === 'match';
  const { values, errors, valid, setField, validate, reset } = useFormFields(matching ? manualMatchBodySchema : unmatchBodySchema, NO_HAND_CHANGE, {
    live: true,
    input: (form) => (matching ? form : { note: form.note }),
  });
  // A rule's words once something is typed; until then the count toward the limit.
  const noteError = values.note !== '' ? errors.note : undefined;
  const send = () => {
    // Sent as the schema reads them (trimmed, invisible characters left out).
    if (validate()) onSend(normalizeText(values.registrationId), normalizeText(values.note));
  };
  return (
    <Dialog open={change !== null} onClose={onClose} aria-labelledby="hand-change-title" slotProps={{ transition: { onExited: reset } }}>
      <DialogTitle id="hand-change-title">{matching ? 'Match line by hand' : 'Unmatch line'}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        <Typography>{change && lineText(change.line)}</Typography>
        {matching && (
          <TextField
            label="Registration ID, payment ID or receipt number"
            value={values.registrationId}
            onChange={(event) => setField('registrationId', event.target.value)}
            autoFocus
          />
        )}
        <TextField
          label="Reason (min. 10 characters)"
          value={values.note}
          onChange={(event) => setField('note', event.target.value)}
          multiline
          minRows={2}
          autoFocus={!matching}
          error={Boolean(noteError)}
          helperText={noteError ?? `${normalizeText(values.note).length}/${MAX_HAND_CHANGE_NOTE}`}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={!valid || busy} onClick={send}>
          {matching ? 'Match' : 'Unmatch'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The line's amount, and the payment's when it differs. */
function amountOf(line: StatementLine) {
  return (
    <>
      {formatRupees(line.amount)}
      {line.payment && line.payment.amount !== line.amount && (
        <Typography variant="body2" color="error">
          {`payment ${formatRupees(line.payment.amount)}`}
        </Typography>
      )}
    </>
  );
}

/** Whose payment the line is matched to, their registration a link away; a line matched to none says so (its action matches it by hand). */
function paymentOf(line: StatementLine) {
  const { payment } = line;
  if (!payment) return <Typography color="textSecondary">{line.outgoing ? 'N/A' : 'No registration found'}</Typography>;
  return (
    <WithDetail
      detail={
        <>
          <RegistrationLink registrationId={payment.registrationId} />
          {` · ${payment.paymentId} · ${PAYMENT_STATUS_LABELS[payment.status]}`}
        </>
      }
    >
      {payment.name}
    </WithDetail>
  );
}

/** Why the line has its outcome, and who changed it by hand. */
function reasonOf(line: StatementLine) {
  return (
    <>
      {line.reason}
      {line.manual && (
        <Typography variant="body2" color="textSecondary">{`${line.manual.by}, ${formatDateTime(line.manual.at)}: ${line.manual.note}`}</Typography>
      )}
    </>
  );
}

function StatementLines({ statement, outcome }: { statement: StatementDetail; outcome: Exclude<ExportView, 'confirmed-not-seen'> }) {
  const key = `${statement.id}/${outcome}`;
  const pages = usePages(key);
  const page = useListStatementLinesQuery({ id: statement.id, outcome, ...(pages.page?.after && { cursor: pages.page.after }) });
  const [change, setChange] = useState<HandChange | null>(null);
  const [match, matching] = useMatchLineMutation();
  const [unmatch, unmatching] = useUnmatchLineMutation();
  const notify = useNotify();
  const [lookUp, lookingUp] = useLazyLookupPaymentQuery();
  const { ask, question, confirmingId } = usePaymentConfirmation();

  // The statement is the evidence the money came: confirm from here, through the one confirmation
  // question, on the registration as it is now (its version and status, which the line does not carry).
  const askToConfirm = async (line: StatementLine) => {
    if (!line.payment) return;
    const found = await lookUp(line.payment.paymentId);
    if (found.error !== undefined || !found.data) {
      notify({
        variant: 'error',
        title: 'Error',
        description: apiErrorMessage(found.error, `Payment ${line.payment.paymentId} could not be found. Please try again.`),
      });
      return;
    }
    if (found.data.payment.status === 'success') {
      notify({ variant: 'info', title: 'Already Confirmed', description: `Payment ${found.data.payment.paymentId} was already confirmed.` });
      return;
    }
    ask(found.data);
  };

  const send = async (registrationId: string, note: string) => {
    if (!change) return;
    const target = { id: statement.id, line: change.line.line, note };
    const result = change.kind === 'match' ? await match({ ...target, registrationId }) : await unmatch(target);
    if (result.error !== undefined) {
      notify({ variant: 'error', title: 'Error', description: apiErrorMessage(result.error, 'The line could not be changed. Please try again.') });
      return;
    }
    notify({ variant: 'success', title: change.kind === 'match' ? 'Line Matched' : 'Line Unmatched', description: result.data.reason });
    setChange(null);
  };

  const lineActions = (line: StatementLine) => (
    <>
      {outcome === 'seen-but-pending' && line.payment && (
        <Button
          size="small"
          variant="contained"
          disabled={lookingUp.isFetching || confirmingId === line.payment.registrationId}
          onClick={() => void askToConfirm(line)}
          aria-label={`Confirm payment of line ${line.line}`}
          sx={{ mr: 1 }}
        >
          Confirm Payment
        </Button>
      )}
      {line.payment ? (
        <Button size="small" color="error" onClick={() => setChange({ kind: 'unmatch', line })} aria-label={`Unmatch line ${line.line}`}>
          Unmatch
        </Button>
      ) : (
        <Button size="small" onClick={() => setChange({ kind: 'match', line })} aria-label={`Match line ${line.line} by hand`}>
          Match by hand
        </Button>
      )}
    </>
  );

  return (
    <ListCard
      id="statement-lines-title"
      title="Lines"
      subheader={`${statement.name}: each line with the reason for its outcome.`}
      query={page}
      loadingLabel="Loading lines"
      failureText="Could not load the lines."
      columns={LINE_COLUMNS}
      alignRight={['Amount', 'Actions']}
      rows={page.currentData?.data}
      rowKey={(line) => String(line.line)}
      emptyText="No line of this statement is here."
      // On a phone each line is a card, its actions in reach: seven columns do not fit 390 px.
      phoneCard={(line) => (
        <>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}>
            <Typography sx={{ fontWeight: 600 }}>{`Line ${line.line} · ${formatCalendarDate(line.date)}`}</Typography>
            <Box sx={{ textAlign: 'right' }}>{amountOf(line)}</Box>
          </Box>
          <Box sx={{ overflowWrap: 'anywhere' }}>
            <WithDetail detail={line.description}>{line.reference}</WithDetail>
          </Box>
          <Box>{paymentOf(line)}</Box>
          <Typography variant="body2" component="div">
            {reasonOf(line)}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{lineActions(line)}</Box>
        </>
      )}
      cells={(line) => (
        <>
          <TableCell>{line.line}</TableCell>
          <TableCell sx={NO_WRAP}>{formatCalendarDate(line.date)}</TableCell>
          <TableCell sx={{ minWidth: 180, wordBreak: 'break-word' }}>
            <WithDetail detail={line.description}>{line.reference}</WithDetail>
          </TableCell>
          <TableCell align="right" sx={NO_WRAP}>
            {amountOf(line)}
          </TableCell>
          <TableCell sx={{ minWidth: 160 }}>{paymentOf(line)}</TableCell>
          <TableCell sx={{ minWidth: 200 }}>{reasonOf(line)}</TableCell>
          <TableCell align="right" sx={NO_WRAP}>
            {lineActions(line)}
          </TableCell>
        </>
      )}
      pages={{ label: 'Line pages', previousLabel: 'Previous', nextLabel: 'Next', cursors: pages, nextCursor: page.currentData?.nextCursor }}
    >
      <HandChangeDialog
        change={change}
        busy={matching.isLoading || unmatching.isLoading}
        onSend={(id, note) => void send(id, note)}
        onClose={() => setChange(null)}
      />
      <ConfirmPaymentQuestion {...question} />
    </ListCard>
  );
}

function ConfirmedNotSeen({ statement }: { statement: StatementDetail }) {
  const pages = usePages(statement.id);
  const page = useListConfirmedNotSeenQuery({ id: statement.id, ...(pages.page?.after && { cursor: pages.page.after }) });
  return (
    <ListCard<ConfirmedNotSeenPayment>
      id="confirmed-not-seen-title"
      title="Confirmed, not seen"
      subheader={`Payments the portal shows paid (${statement.source === 'bank' ? 'offline' : 'online'}) from ${formatCalendarDate(statement.from)} to ${formatCalendarDate(statement.to)} that no line of this statement names.`}
      query={page}
      loadingLabel="Loading payments"
      failureText="Could not load the payments."
      columns={PAYMENT_COLUMNS}
      alignRight={['Amount']}
      rows={page.currentData?.data}
      rowKey={(payment) => payment.registrationId}
      emptyText="Every payment shown paid on these days is in the statement."
      cells={(payment) => (
        <>
          <TableCell>
            <WithDetail detail={<RegistrationLink registrationId={payment.registrationId} />}>{payment.name}</WithDetail>
          </TableCell>
          <TableCell>{payment.paymentId}</TableCell>
          <TableCell align="right">{formatRupees(payment.amount)}</TableCell>
          <TableCell sx={NO_WRAP}>{formatDateTime(payment.paidAt)}</TableCell>
        </>
      )}
      pages={{ label: 'Payment pages', previousLabel: 'Previous', nextLabel: 'Next', cursors: pages, nextCursor: page.currentData?.nextCursor }}
    />
  );
}

/** Statements matched against the payments: upload, the gateway's settlements, the outcomes as tabs with counts and rupees, matching by hand, export. */
export function ReconciliationView() {
  const statements = useListStatementsQuery();
  const place = useReconciliationPlace();
  const scrollButtons = useTabScrollButtons();
  const tab = place.outcome;
  const list = statements.currentData?.data ?? [];
  // A statement in the address that is not (or no longer) listed gives way to the newest; one just
  // uploaded is kept while the list reloads.
  const listed = place.statement !== null && (statements.isFetching || list.some((s) => s.id === place.statement));
  const id = listed ? place.statement : (list[0]?.id ?? null);
  const detail = useGetStatementQuery(id ?? '', { skip: id === null });
  const statement = detail.currentData;
  const csvExport = useFeatureFlag('csvExport');
  const notify = useNotify();

  const exportTab = async () => {
    if (!statement) return;
    try {
      await downloadFile(`/admin/reconciliation/statements/${statement.id}/export?outcome=${tab}`, `${statement.name}-${tab}.csv`);
    } catch {
      notify({ variant: 'error', title: 'Error', description: 'The lines could not be exported. Please try again.' });
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <StatementUploadCard onUploaded={place.chooseUploaded} />
      <SettlementsCard />
      {list.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
          <TextField
            select
            size="small"
            label="Statement"
            value={id ?? ''}
            onChange={(event) => place.chooseStatement(event.target.value)}
            sx={{ minWidth: 280 }}
          >
            {list.map((s) => (
              <MenuItem key={s.id} value={s.id}>
                {`${s.name} (${formatCalendarDate(s.from)} to ${formatCalendarDate(s.to)})`}
              </MenuItem>
            ))}
          </TextField>
          {statement && (
            <Typography variant="body2" color="textSecondary">
              {`${formatCountOf(statement.lines, 'line', 'lines')}, uploaded by ${statement.uploadedBy} ${formatDateTime(statement.uploadedAt)}${statement.ignoredLines ? `; ${formatCountOf(statement.ignoredLines, 'debit or empty line', 'debits or empty lines')} left out` : ''}`}
            </Typography>
          )}
          {statement && csvExport && (
            <Button startIcon={<DownloadIcon />} onClick={() => void exportTab()} sx={{ ml: 'auto' }}>
              Export CSV
            </Button>
          )}
        </Box>
      )}
      {statement && (
        <>
          <Tabs
            value={tab}
            onChange={(_event, next: ExportView) => place.showOutcome(next)}
            aria-label="Outcomes"
            variant="scrollable"
            scrollButtons={scrollButtons}
            allowScrollButtonsMobile
          >
            {TABS.map((t) => (
              <Tab
                key={t.value}
                value={t.value}
                label={
                  <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
                    <span>{t.label}</span>
                    <Chip size="small" variant="outlined" label={`${formatCount(t.count(statement))} · ${formatRupees(t.amount(statement))}`} />
                  </Box>
                }
              />
            ))}
          </Tabs>
          {tab === 'confirmed-not-seen' ? <ConfirmedNotSeen statement={statement} /> : <StatementLines statement={statement} outcome={tab} />}
        </>
      )}
    </Box>
  );
}
