import { useState } from 'react';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Tab, Tabs, TableCell, TextField } from '@mui/material';
import { Box, Button, Chip, Typography } from 'shared/platform/ui/mui';
import DownloadIcon from '@mui/icons-material/Download';
import { useApiErrorMessage } from 'shared/hooks/useApiErrorMessage';
import { downloadFile } from 'shared/api/downloadFile';
import { useLabels } from 'shared/ui/labelMessages';
import { MAX_HAND_CHANGE_NOTE, manualMatchBodySchema, unmatchBodySchema, type ExportView } from 'shared/domain/payments/reconciliation';
import { normalizeText } from 'shared/domain/common/text';
import { useFormFields } from 'shared/forms/useFormFields';
import type { StatementDetail, StatementLine, StatementSummary, ConfirmedNotSeenPayment } from 'shared/domain/payments/reconciliation-answers';
import { formatCalendarDate, formatDateTime } from 'shared/format/dates';
import { formatCount, formatRupees } from 'shared/format/numbers';
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

const TABS: { value: ExportView; label: MessageDescriptor; count: (s: StatementDetail) => number; amount: (s: StatementDetail) => number }[] = [
  { value: 'matched', label: msg`Matched`, count: (s) => s.matched, amount: (s) => s.totals.matched },
  { value: 'mismatched', label: msg`Mismatched`, count: (s) => s.mismatched, amount: (s) => s.totals.mismatched },
  { value: 'duplicate', label: msg`Duplicate`, count: (s) => s.duplicates, amount: (s) => s.totals.duplicate },
  { value: 'unmatched', label: msg`Unmatched`, count: (s) => s.unmatched, amount: (s) => s.totals.unmatched },
  { value: 'seen-but-pending', label: msg`Seen but pending`, count: (s) => s.seenButPending, amount: (s) => s.seenButPendingAmount },
  { value: 'confirmed-not-seen', label: msg`Confirmed, not seen`, count: (s) => s.confirmedNotSeen, amount: (s) => s.confirmedNotSeenAmount },
];

const AMOUNT = msg`Amount`;
const ACTIONS = msg`Actions`;
const LINE_COLUMNS = [msg`Line`, msg`Date`, msg`Reference`, AMOUNT, msg`Payment`, msg`Reason`, ACTIONS];
const PAYMENT_COLUMNS = [msg`Registration`, msg`Payment ID`, AMOUNT, msg`Paid`];

type HandChange = { kind: 'match' | 'unmatch'; line: StatementLine };

const NO_HAND_CHANGE = { registrationId: '', note: '' };

/** What a line says of itself: its number, rupees, day and text. */
function lineText(i18n: I18n, line: StatementLine): string {
  const { reference, description } = line;
  const number = line.line;
  const amount = formatRupees(line.amount);
  const day = formatCalendarDate(line.date);
  return i18n._(msg`Line ${number}: ${amount} on ${day}, ${reference} ${description}`).trim();
}

/** 'Line 3 · 2 May 2026': a line's card heading on a phone. */
function lineHeading(i18n: I18n, line: StatementLine): string {
  const number = line.line;
  const day = formatCalendarDate(line.date);
  return i18n._(msg`Line ${number} · ${day}`);
}

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
  const { t, i18n } = useLingui();
  const send = () => {
    // Sent as the schema reads them (trimmed, invisible characters left out).
    if (validate()) onSend(normalizeText(values.registrationId), normalizeText(values.note));
  };
  return (
    <Dialog open={change !== null} onClose={onClose} aria-labelledby="hand-change-title" slotProps={{ transition: { onExited: reset } }}>
      <DialogTitle id="hand-change-title">{matching ? t`Match line by hand` : t`Unmatch line`}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        <Typography>{change && lineText(i18n, change.line)}</Typography>
        {matching && (
          <TextField
            label={t`Registration ID, payment ID or receipt number`}
            value={values.registrationId}
            onChange={(event) => setField('registrationId', event.target.value)}
            autoFocus
          />
        )}
        <TextField
          label={t`Reason (min. 10 characters)`}
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
        <Button onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button variant="contained" disabled={!valid || busy} onClick={send}>
          {matching ? t`Match` : t`Unmatch`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The line's amount, and the payment's when it differs. */
function LineAmount({ line }: { line: StatementLine }) {
  const { t } = useLingui();
  const paid = line.payment ? formatRupees(line.payment.amount) : '';
  return (
    <>
      {formatRupees(line.amount)}
      {line.payment && line.payment.amount !== line.amount && (
        <Typography variant="body2" color="error">
          {t`payment ${paid}`}
        </Typography>
      )}
    </>
  );
}

/** Whose payment the line is matched to, their registration a link away; a line matched to none says so (its action matches it by hand). */
function LinePayment({ line }: { line: StatementLine }) {
  const { t } = useLingui();
  const labels = useLabels();
  const { payment } = line;
  if (!payment) return <Typography color="textSecondary">{line.outgoing ? t`N/A` : t`No registration found`}</Typography>;
  return (
    <WithDetail
      detail={
        <>
          <RegistrationLink registrationId={payment.registrationId} />
          {` · ${payment.paymentId} · ${labels.paymentStatus(payment.status)}`}
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
  const { t, i18n } = useLingui();
  const apiErrorMessage = useApiErrorMessage();
  const [lookUp, lookingUp] = useLazyLookupPaymentQuery();
  const { ask, question, confirmingId } = usePaymentConfirmation();

  // The statement is the evidence the money came: confirm from here, through the one confirmation
  // question, on the registration as it is now (its version and status, which the line does not carry).
  const askToConfirm = async (line: StatementLine) => {
    if (!line.payment) return;
    const { paymentId } = line.payment;
    const found = await lookUp(paymentId);
    if (found.error !== undefined || !found.data) {
      notify({
        variant: 'error',
        title: t`Error`,
        description: apiErrorMessage(found.error, t`Payment ${paymentId} could not be found. Please try again.`),
      });
      return;
    }
    if (found.data.payment.status === 'success') {
      const confirmedId = found.data.payment.paymentId;
      notify({ variant: 'info', title: t`Already Confirmed`, description: t`Payment ${confirmedId} was already confirmed.` });
      return;
    }
    ask(found.data);
  };

  const send = async (registrationId: string, note: string) => {
    if (!change) return;
    const target = { id: statement.id, line: change.line.line, note };
    const result = change.kind === 'match' ? await match({ ...target, registrationId }) : await unmatch(target);
    if (result.error !== undefined) {
      notify({ variant: 'error', title: t`Error`, description: apiErrorMessage(result.error, t`The line could not be changed. Please try again.`) });
      return;
    }
    notify({ variant: 'success', title: change.kind === 'match' ? t`Line Matched` : t`Line Unmatched`, description: result.data.reason });
    setChange(null);
  };

  const lineActions = (line: StatementLine) => {
    const number = line.line;
    return (
      <>
        {outcome === 'seen-but-pending' && line.payment && (
          <Button
            size="small"
            variant="contained"
            disabled={lookingUp.isFetching || confirmingId === line.payment.registrationId}
            onClick={() => void askToConfirm(line)}
            aria-label={t`Confirm payment of line ${number}`}
            sx={{ mr: 1 }}
          >
            <Trans>Confirm Payment</Trans>
          </Button>
        )}
        {line.payment ? (
          <Button size="small" color="error" onClick={() => setChange({ kind: 'unmatch', line })} aria-label={t`Unmatch line ${number}`}>
            <Trans>Unmatch</Trans>
          </Button>
        ) : (
          <Button size="small" onClick={() => setChange({ kind: 'match', line })} aria-label={t`Match line ${number} by hand`}>
            <Trans>Match by hand</Trans>
          </Button>
        )}
      </>
    );
  };

  const statementName = statement.name;
  return (
    <ListCard
      id="statement-lines-title"
      title={t`Lines`}
      subheader={t`${statementName}: each line with the reason for its outcome.`}
      query={page}
      loadingLabel={t`Loading lines`}
      failureText={t`Could not load the lines.`}
      columns={LINE_COLUMNS.map((column) => i18n._(column))}
      alignRight={[i18n._(AMOUNT), i18n._(ACTIONS)]}
      rows={page.currentData?.data}
      rowKey={(line) => String(line.line)}
      emptyText={t`No line of this statement is here.`}
      // On a phone each line is a card, its actions in reach: seven columns do not fit 390 px.
      phoneCard={(line) => (
        <>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}>
            <Typography sx={{ fontWeight: 600 }}>{lineHeading(i18n, line)}</Typography>
            <Box sx={{ textAlign: 'right' }}>
              <LineAmount line={line} />
            </Box>
          </Box>
          <Box sx={{ overflowWrap: 'anywhere' }}>
            <WithDetail detail={line.description}>{line.reference}</WithDetail>
          </Box>
          <Box>
            <LinePayment line={line} />
          </Box>
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
            <LineAmount line={line} />
          </TableCell>
          <TableCell sx={{ minWidth: 160 }}>
            <LinePayment line={line} />
          </TableCell>
          <TableCell sx={{ minWidth: 200 }}>{reasonOf(line)}</TableCell>
          <TableCell align="right" sx={NO_WRAP}>
            {lineActions(line)}
          </TableCell>
        </>
      )}
      pages={{ label: t`Line pages`, previousLabel: t`Previous`, nextLabel: t`Next`, cursors: pages, nextCursor: page.currentData?.nextCursor }}
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
  const { t, i18n } = useLingui();
  const from = formatCalendarDate(statement.from);
  const to = formatCalendarDate(statement.to);
  return (
    <ListCard<ConfirmedNotSeenPayment>
      id="confirmed-not-seen-title"
      title={t`Confirmed, not seen`}
      subheader={
        statement.source === 'bank'
          ? t`Payments the portal shows paid (offline) from ${from} to ${to} that no line of this statement names.`
          : t`Payments the portal shows paid (online) from ${from} to ${to} that no line of this statement names.`
      }
      query={page}
      loadingLabel={t`Loading payments`}
      failureText={t`Could not load the payments.`}
      columns={PAYMENT_COLUMNS.map((column) => i18n._(column))}
      alignRight={[i18n._(AMOUNT)]}
      rows={page.currentData?.data}
      rowKey={(payment) => payment.registrationId}
      emptyText={t`Every payment shown paid on these days is in the statement.`}
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
      pages={{ label: t`Payment pages`, previousLabel: t`Previous`, nextLabel: t`Next`, cursors: pages, nextCursor: page.currentData?.nextCursor }}
    />
  );
}

/** A statement among the choices: its name and the days it covers. */
function statementChoice(i18n: I18n, statement: StatementSummary): string {
  const { name } = statement;
  const from = formatCalendarDate(statement.from);
  const to = formatCalendarDate(statement.to);
  return i18n._(msg`${name} (${from} to ${to})`);
}

/** The chosen statement's lines, who uploaded it and when, and the lines left out. */
function statementFacts(i18n: I18n, statement: StatementDetail): string {
  const { lines, ignoredLines, uploadedBy } = statement;
  const uploadedAt = formatDateTime(statement.uploadedAt);
  return ignoredLines
    ? i18n._(
        msg`${plural(lines, { one: '# line', other: '# lines' })}, uploaded by ${uploadedBy} ${uploadedAt}; ${plural(ignoredLines, { one: '# debit or empty line', other: '# debits or empty lines' })} left out`,
      )
    : i18n._(msg`${plural(lines, { one: '# line', other: '# lines' })}, uploaded by ${uploadedBy} ${uploadedAt}`);
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
  const { t, i18n } = useLingui();

  const exportTab = async () => {
    if (!statement) return;
    try {
      await downloadFile(`/admin/reconciliation/statements/${statement.id}/export?outcome=${tab}`, `${statement.name}-${tab}.csv`);
    } catch {
      notify({ variant: 'error', title: t`Error`, description: t`The lines could not be exported. Please try again.` });
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
            label={t`Statement`}
            value={id ?? ''}
            onChange={(event) => place.chooseStatement(event.target.value)}
            sx={{ minWidth: 280 }}
          >
            {list.map((s) => (
              <MenuItem key={s.id} value={s.id}>
                {statementChoice(i18n, s)}
              </MenuItem>
            ))}
          </TextField>
          {statement && (
            <Typography variant="body2" color="textSecondary">
              {statementFacts(i18n, statement)}
            </Typography>
          )}
          {statement && csvExport && (
            <Button startIcon={<DownloadIcon />} onClick={() => void exportTab()} sx={{ ml: 'auto' }}>
              <Trans>Export CSV</Trans>
            </Button>
          )}
        </Box>
      )}
      {statement && (
        <>
          <Tabs
            value={tab}
            onChange={(_event, next: ExportView) => place.showOutcome(next)}
            aria-label={t`Outcomes`}
            variant="scrollable"
            scrollButtons={scrollButtons}
            allowScrollButtonsMobile
          >
            {TABS.map((tab) => (
              <Tab
                key={tab.value}
                value={tab.value}
                label={
                  <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
                    <span>{i18n._(tab.label)}</span>
                    <Chip size="small" variant="outlined" label={`${formatCount(tab.count(statement))} · ${formatRupees(tab.amount(statement))}`} />
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
