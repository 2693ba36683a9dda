import { useCallback, type ReactNode } from 'react';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { LinearProgress, ListSubheader, MenuItem, Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material';
import { Alert, Box, Button, Card, CardContent, CardHeader, Typography } from 'shared/platform/ui/mui';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useApiErrorMessage } from 'shared/hooks/useApiErrorMessage';
import type { StatementLineInput, StatementSource } from 'shared/domain/payments/reconciliation';
import type { ImportIssue } from 'shared/domain/imports/registration-import';
import type { StatementCounts, StatementUploadProgress } from 'shared/domain/payments/reconciliation-answers';
import { DATE_FORMATS, type DateFormat } from 'shared/domain/payments/statement-layouts';
import { formatCalendarDate } from 'shared/format/dates';
import { formatCount, formatRupeesWithPaise, percentDone } from 'shared/format/numbers';
import { useNotify } from 'shared/platform/ui/notifications';
import { useUploadStatementMutation } from '../api/reconciliationApi';
import { MAPPED_ROLES, useStatementUpload, type MappedRole } from '../hooks/useStatementUpload';
import { useUploadProgress } from '../hooks/useUploadProgress';
import { statementIssueIn } from '../utils/lineIssueWords';

const ROLE_LABELS: Record<MappedRole, MessageDescriptor> = {
  date: msg`Date column`,
  reference: msg`Reference column`,
  description: msg`Narration column`,
  credit: msg`Credit column`,
  debit: msg`Debit column`,
  amount: msg`Signed amount column`,
};
const FIND_FROM_HEADER = '';
const PREVIEW_COLUMNS = [msg`Line`, msg`Date`, msg`Reference`, msg`Description`, msg`Amount`];
/** The preview's last column, the amount, is aligned right. */
const AMOUNT_COLUMN = PREVIEW_COLUMNS.length - 1;
/** A row of the preview: its cells in the columns' order, the amount aligned right. */
function PreviewCells({ values }: { values: ReactNode[] }) {
  return values.map((value, index) => (
    <TableCell key={PREVIEW_COLUMNS[index]!.id} align={index === AMOUNT_COLUMN ? 'right' : undefined}>
      {value}
    </TableCell>
  ));
}

/** '₹500 out': a withdrawal's amount, which is never matched. */
function outText(i18n: I18n, value: number): string {
  const amount = formatRupeesWithPaise(value);
  return i18n._(msg`${amount} out`);
}

/** The lines as they will be stored: a withdrawal says so, and is never matched. */
function LinesPreview({ title, lines }: { title: string; lines: StatementLineInput[] }) {
  const { t, i18n } = useLingui();
  return (
    <Box>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t`Preview of the statement`}>
          <TableHead>
            <TableRow>
              <PreviewCells values={PREVIEW_COLUMNS.map((column) => i18n._(column))} />
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((line) => (
              <TableRow key={line.line}>
                <PreviewCells
                  values={[
                    line.line,
                    formatCalendarDate(line.date),
                    line.reference,
                    line.description,
                    line.outgoing ? outText(i18n, line.amount) : formatRupeesWithPaise(line.amount),
                  ]}
                />
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}

/** Every line that cannot be read, by line and column; nothing is stored until they are fixed. */
function LineIssues({ issues }: { issues: ImportIssue[] }) {
  const { t, i18n } = useLingui();
  if (issues.length === 0) return null;
  const unread = new Set(issues.map((issue) => issue.line)).size;
  return (
    <Alert severity="error" aria-label={t`Lines that cannot be read`}>
      {t`${plural(unread, {
        one: '# line(s) cannot be read; nothing will be stored until they are fixed.',
        other: '# line(s) cannot be read; nothing will be stored until they are fixed.',
      })}`}
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {issues.slice(0, 20).map((issue) => (
          <li key={`${issue.line}-${issue.column}`}>{issueText(i18n, issue)}</li>
        ))}
      </Box>
    </Alert>
  );
}

/** 'Line 4 (Amount): not a number': where a line cannot be read, and why (the reader's words). */
function issueText(i18n: I18n, issue: ImportIssue): string {
  const { line, column } = issue;
  const message = statementIssueIn(i18n, issue);
  return column ? i18n._(msg`Line ${line} (${column}): ${message}`) : i18n._(msg`Line ${line}: ${message}`);
}

/** 'Preview: 2 credit lines, 1 debit or empty line left out', of the first lines only in the mapping step. */
function previewTitle(i18n: I18n, credits: number, left: number, firstLines = false): string {
  if (firstLines) {
    return left
      ? i18n._(
          msg`Preview: ${plural(credits, { one: '# credit line', other: '# credit lines' })}, ${plural(left, { one: '# debit or empty line', other: '# debits or empty lines' })} left out (of the first lines)`,
        )
      : i18n._(msg`Preview: ${plural(credits, { one: '# credit line', other: '# credit lines' })} (of the first lines)`);
  }
  return left
    ? i18n._(
        msg`Preview: ${plural(credits, { one: '# credit line', other: '# credit lines' })}, ${plural(left, { one: '# debit or empty line', other: '# debits or empty lines' })} left out`,
      )
    : i18n._(msg`Preview: ${plural(credits, { one: '# credit line', other: '# credit lines' })}`);
}

/** A file no preset fits: its first lines as read, a column for each role and the date format, what will match, saved as a preset. */
function MappingStep({ upload }: { upload: ReturnType<typeof useStatementUpload> }) {
  const step = upload.mappingStep!;
  const { t, i18n } = useLingui();
  return (
    <Box component="section" aria-labelledby="mapping-step-title" sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography id="mapping-step-title" variant="subtitle1" component="h3">
        <Trans>Map the columns</Trans>
      </Typography>
      <Alert severity="info">
        <Trans>
          No preset fits this file&apos;s header. Choose the column of each role and the date format; save them as a preset to read this bank&apos;s next file
          at once.
        </Trans>
      </Alert>
      <Box sx={{ overflowX: 'auto', maxHeight: 320 }}>
        <Table size="small" stickyHeader aria-label={t`First lines of the file`}>
          <TableHead>
            <TableRow>
              <TableCell>
                <Trans>Line</Trans>
              </TableCell>
              {step.header.map((column, index) => (
                <TableCell key={`${index}-${column}`} sx={{ whiteSpace: 'nowrap' }}>
                  {column}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {step.rows.map((cells, row) => (
              <TableRow key={row}>
                <TableCell>{step.headerLine + row + 1}</TableCell>
                {step.header.map((column, index) => (
                  <TableCell key={`${index}-${column}`} sx={{ whiteSpace: 'nowrap' }}>
                    {cells[index] ?? ''}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }} role="group" aria-label={t`Columns of the file`}>
        {MAPPED_ROLES.map((role) => (
          <TextField
            key={role}
            select
            size="small"
            label={i18n._(ROLE_LABELS[role])}
            value={step.columns[role] ?? ''}
            onChange={(event) => upload.setColumn(role, event.target.value)}
            sx={{ minWidth: 200 }}
          >
            <MenuItem value="">
              <Trans>Not in this file</Trans>
            </MenuItem>
            {step.header
              .filter((column) => column.trim())
              .map((column) => (
                <MenuItem key={column} value={column}>
                  {column}
                </MenuItem>
              ))}
          </TextField>
        ))}
        <TextField
          select
          size="small"
          label={t`Date format`}
          value={step.dateFormat}
          onChange={(event) => upload.setDateFormat(event.target.value as DateFormat)}
          sx={{ minWidth: 160 }}
        >
          {DATE_FORMATS.map((format) => (
            <MenuItem key={format} value={format}>
              {format}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {!step.complete && (
        <Alert severity="info">
          <Trans>Choose the date column, the credit or signed amount column, and the reference or narration column.</Trans>
        </Alert>
      )}
      {step.reading && <LineIssues issues={step.reading.issues} />}
      {step.reading && step.reading.issues.length === 0 && (
        <LinesPreview title={previewTitle(i18n, step.credits.length, step.reading.ignored, true)} lines={step.reading.lines} />
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <TextField
          size="small"
          label={t`Preset name`}
          value={step.presetName}
          onChange={(event) => upload.setPresetName(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 80 } }}
          sx={{ minWidth: 220 }}
        />
        <Button
          variant="outlined"
          disabled={!step.complete || !step.presetName.trim() || (step.reading?.issues.length ?? 0) > 0 || step.saving}
          onClick={() => void upload.saveAndRead()}
        >
          <Trans>Save as preset</Trans>
        </Button>
      </Box>
      {step.saveProblem && <Alert severity="error">{step.saveProblem}</Alert>}
    </Box>
  );
}

/** A statement stored and matched in the background: lines stored of all, then matching. */
function UploadProgress({ progress }: { progress: StatementUploadProgress | undefined }) {
  const matching = progress?.status === 'matching';
  const { t } = useLingui();
  const lines = progress?.lines ?? 0;
  const stored = formatCount(progress?.linesStored ?? 0);
  const total = formatCount(lines);
  return (
    <Box role="status" aria-label={t`Statement upload progress`} sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      <Typography variant="body2">
        {!progress
          ? t`Uploading the statement...`
          : matching
            ? t`Matching ${plural(lines, { one: '# line', other: '# lines' })}...`
            : t`Storing lines: ${stored} of ${total}`}
      </Typography>
      <LinearProgress
        variant={progress && !matching ? 'determinate' : 'indeterminate'}
        value={progress ? percentDone(progress.linesStored, progress.lines) : 0}
        aria-label={t`Statement upload`}
      />
    </Box>
  );
}

const SOURCE_LABELS: Record<StatementSource, MessageDescriptor> = { bank: msg`Bank statement`, gateway: msg`Gateway settlement report` };

/** How the file is read: through a preset, or the portal's own header for its source. */
function readingText(i18n: I18n, preset: { name: string } | null, source: StatementSource): string {
  if (preset) {
    const { name } = preset;
    return i18n._(msg`Read as ${name}.`);
  }
  return source === 'bank'
    ? i18n._(msg`Read with the portal's own header (bank statement).`)
    : i18n._(msg`Read with the portal's own header (gateway settlement report).`);
}

/** Choose a statement (CSV or Excel) and how it is laid out, see its first lines as they will be stored, then upload. */
export function StatementUploadCard({ onUploaded }: { onUploaded: (counts: StatementCounts) => void }) {
  const upload = useStatementUpload();
  const [send, sending] = useUploadStatementMutation();
  const notify = useNotify();
  const { t, i18n } = useLingui();
  const apiErrorMessage = useApiErrorMessage();

  const matched = (counts: StatementCounts) => {
    const matchedLines = formatCount(counts.matched);
    const mismatched = formatCount(counts.mismatched);
    const duplicates = formatCount(counts.duplicates);
    const unmatched = formatCount(counts.unmatched);
    const { lines } = counts;
    notify({
      variant: 'success',
      title: i18n._(msg`Statement Matched`),
      description: i18n._(
        msg`${plural(lines, { one: '# line', other: '# lines' })}: ${matchedLines} matched, ${mismatched} mismatched, ${duplicates} duplicate, ${unmatched} unmatched.`,
      ),
    });
    onUploaded(counts);
  };
  const background = useUploadProgress(
    useCallback(
      (finished: StatementUploadProgress) => {
        if (finished.counts) matched(finished.counts);
        else
          notify({
            variant: 'error',
            title: i18n._(msg`Statement Not Stored`),
            description: finished.failure ?? i18n._(msg`The statement could not be stored. Please upload it again.`),
          });
      },
      // eslint-disable-next-line react-hooks/exhaustive-deps -- matched reads only notify and onUploaded
      [notify, onUploaded],
    ),
  );

  const submit = async () => {
    const { file, reading } = upload;
    if (!file || !reading || !upload.ready) return;
    const result = await send({
      body: file.body,
      contentType: file.contentType,
      source: reading.preset?.source ?? upload.source,
      ...(reading.preset && { preset: reading.preset.id }),
      ...(upload.sentName && { name: upload.sentName }),
    });
    if (result.error !== undefined) {
      // The API's refusal (in English naming the line and column); nothing was stored.
      upload.refuse(apiErrorMessage(result.error, t`The statement could not be uploaded. Please try again.`));
      return;
    }
    upload.reset();
    // A large file is stored and matched in the background: its progress is followed until it is ready.
    if ('status' in result.data) background.watch(result.data.id);
    else matched(result.data);
  };

  const { reading } = upload;
  const builtIn = upload.presets.filter((preset) => preset.builtIn);
  const own = upload.presets.filter((preset) => !preset.builtIn);
  return (
    <Card variant="outlined" component="section" aria-labelledby="statement-upload-title">
      <CardHeader
        title={
          <Typography id="statement-upload-title" variant="h6" component="h2">
            <Trans>Upload a statement</Trans>
          </Typography>
        }
        subheader={t`A bank statement or a gateway's settlement report, CSV or Excel (.xlsx), as downloaded. Its layout is found from its header; another bank's columns are mapped once and saved as a preset. Nothing is stored until every line reads.`}
      />
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
          <TextField
            select
            size="small"
            label={t`Source`}
            value={upload.source}
            onChange={(event) => upload.setSource(event.target.value as StatementSource)}
            sx={{ minWidth: 220 }}
          >
            {(['bank', 'gateway'] as const).map((source) => (
              <MenuItem key={source} value={source}>
                {i18n._(SOURCE_LABELS[source])}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t`Preset`}
            value={upload.presets.some((preset) => preset.id === upload.presetChoice) ? upload.presetChoice : FIND_FROM_HEADER}
            onChange={(event) => upload.setPresetChoice(event.target.value)}
            // Its first choice is the empty value: shown, with the label above it, as any other choice.
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 240 }}
          >
            <MenuItem value={FIND_FROM_HEADER}>
              <Trans>Found from the file&apos;s header</Trans>
            </MenuItem>
            <ListSubheader>
              <Trans>Built in</Trans>
            </ListSubheader>
            {builtIn.map((preset) => (
              <MenuItem key={preset.id} value={preset.id}>
                {preset.name}
              </MenuItem>
            ))}
            {own.length > 0 && (
              <ListSubheader>
                <Trans>Saved by your organisation</Trans>
              </ListSubheader>
            )}
            {own.map((preset) => (
              <MenuItem key={preset.id} value={preset.id}>
                {preset.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label={t`Statement name`}
            value={upload.name}
            onChange={(event) => upload.setName(event.target.value)}
            slotProps={{ htmlInput: { maxLength: upload.nameMaxLength } }}
            sx={{ minWidth: 220 }}
          />
          <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={!upload.presetsReady}>
            <Trans>Choose CSV or Excel file</Trans>
            <input
              hidden
              type="file"
              accept=".csv,text/csv,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              aria-label={t`Statement file`}
              disabled={!upload.presetsReady}
              onChange={(event) => void upload.choose(event.target.files?.[0])}
            />
          </Button>
          {upload.file && <Typography variant="body2">{upload.file.name}</Typography>}
        </Box>
        {upload.busy && <LinearProgress aria-label={t`Reading the file`} />}
        {upload.problem && (
          <Alert severity="error" aria-label={t`The file cannot be read`}>
            {upload.problem}
          </Alert>
        )}
        {upload.mappingStep && <MappingStep upload={upload} />}
        {reading && (
          <Typography variant="body2" color="textSecondary">
            {readingText(i18n, reading.preset, upload.source)}
          </Typography>
        )}
        <LineIssues issues={upload.issues} />
        {reading && upload.issues.length === 0 && <LinesPreview title={previewTitle(i18n, reading.credits, reading.outgoing)} lines={upload.preview} />}
        {background.watching && <UploadProgress progress={background.progress} />}
        <Box>
          <Button variant="contained" disabled={!upload.ready || sending.isLoading || background.watching} onClick={() => void submit()}>
            <Trans>Upload and match</Trans>
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
