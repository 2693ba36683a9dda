import { useCallback, type ReactNode } from 'react';
import { LinearProgress, ListSubheader, MenuItem, Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material';
import { Alert, Box, Button, Card, CardContent, CardHeader, Typography } from 'shared/platform/ui/mui';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { apiErrorMessage } from 'shared/api/apiError';
import type { StatementLineInput, StatementSource } from 'shared/domain/payments/reconciliation';
import type { ImportIssue } from 'shared/domain/imports/registration-import';
import type { StatementCounts, StatementUploadProgress } from 'shared/domain/payments/reconciliation-answers';
import { DATE_FORMATS, type DateFormat } from 'shared/domain/payments/statement-layouts';
import { formatCalendarDate } from 'shared/format/dates';
import { formatCount, formatCountOf, formatRupeesWithPaise, percentDone } from 'shared/format/numbers';
import { useNotify } from 'shared/platform/ui/notifications';
import { useUploadStatementMutation } from '../api/reconciliationApi';
import { MAPPED_ROLES, useStatementUpload, type MappedRole } from '../hooks/useStatementUpload';
import { useUploadProgress } from '../hooks/useUploadProgress';

const ROLE_LABELS: Record<MappedRole, string> = {
  date: 'Date column',
  reference: 'Reference column',
  description: 'Narration column',
  credit: 'Credit column',
  debit: 'Debit column',
  amount: 'Signed amount column',
};
const FIND_FROM_HEADER = '';
const PREVIEW_COLUMNS = ['Line', 'Date', 'Reference', 'Description', 'Amount'];
/** A row of the preview: its cells in the columns' order, the amount aligned right. */
function PreviewCells({ values }: { values: ReactNode[] }) {
  return values.map((value, index) => (
    <TableCell key={PREVIEW_COLUMNS[index]} align={PREVIEW_COLUMNS[index] === 'Amount' ? 'right' : undefined}>
      {value}
    </TableCell>
  ));
}

/** The lines as they will be stored: a withdrawal says so, and is never matched. */
function LinesPreview({ title, lines }: { title: string; lines: StatementLineInput[] }) {
  return (
    <Box>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Preview of the statement">
          <TableHead>
            <TableRow>
              <PreviewCells values={PREVIEW_COLUMNS} />
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
                    line.outgoing ? `${formatRupeesWithPaise(line.amount)} out` : formatRupeesWithPaise(line.amount),
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
  if (issues.length === 0) return null;
  return (
    <Alert severity="error" aria-label="Lines that cannot be read">
      {`${new Set(issues.map((issue) => issue.line)).size} line(s) cannot be read; nothing will be stored until they are fixed.`}
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {issues.slice(0, 20).map((issue) => (
          <li key={`${issue.line}-${issue.column}`}>{`Line ${issue.line}${issue.column ? ` (${issue.column})` : ''}: ${issue.message}`}</li>
        ))}
      </Box>
    </Alert>
  );
}

const previewTitle = (credits: number, left: number) =>
  `Preview: ${formatCountOf(credits, 'credit line')}${left ? `, ${formatCountOf(left, 'debit or empty line', 'debits or empty lines')} left out` : ''}`;

/** A file no preset fits: its first lines as read, a column for each role and the date format, what will match, saved as a preset. */
function MappingStep({ upload }: { upload: ReturnType<typeof useStatementUpload> }) {
  const step = upload.mappingStep!;
  return (
    <Box component="section" aria-labelledby="mapping-step-title" sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography id="mapping-step-title" variant="subtitle1" component="h3">
        Map the columns
      </Typography>
      <Alert severity="info">
        No preset fits this file&apos;s header. Choose the column of each role and the date format; save them as a preset to read this bank&apos;s next file at
        once.
      </Alert>
      <Box sx={{ overflowX: 'auto', maxHeight: 320 }}>
        <Table size="small" stickyHeader aria-label="First lines of the file">
          <TableHead>
            <TableRow>
              <TableCell>Line</TableCell>
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
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }} role="group" aria-label="Columns of the file">
        {MAPPED_ROLES.map((role) => (
          <TextField
            key={role}
            select
            size="small"
            label={ROLE_LABELS[role]}
            value={step.columns[role] ?? ''}
            onChange={(event) => upload.setColumn(role, event.target.value)}
            sx={{ minWidth: 200 }}
          >
            <MenuItem value="">Not in this file</MenuItem>
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
          label="Date format"
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
      {!step.complete && <Alert severity="info">Choose the date column, the credit or signed amount column, and the reference or narration column.</Alert>}
      {step.reading && <LineIssues issues={step.reading.issues} />}
      {step.reading && step.reading.issues.length === 0 && (
        <LinesPreview title={`${previewTitle(step.credits.length, step.reading.ignored)} (of the first lines)`} lines={step.reading.lines} />
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <TextField
          size="small"
          label="Preset name"
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
          Save as preset
        </Button>
      </Box>
      {step.saveProblem && <Alert severity="error">{step.saveProblem}</Alert>}
    </Box>
  );
}

/** A statement stored and matched in the background: lines stored of all, then matching. */
function UploadProgress({ progress }: { progress: StatementUploadProgress | undefined }) {
  const matching = progress?.status === 'matching';
  return (
    <Box role="status" aria-label="Statement upload progress" sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      <Typography variant="body2">
        {!progress
          ? 'Uploading the statement...'
          : matching
            ? `Matching ${formatCountOf(progress.lines, 'line')}...`
            : `Storing lines: ${formatCount(progress.linesStored)} of ${formatCount(progress.lines)}`}
      </Typography>
      <LinearProgress
        variant={progress && !matching ? 'determinate' : 'indeterminate'}
        value={progress ? percentDone(progress.linesStored, progress.lines) : 0}
        aria-label="Statement upload"
      />
    </Box>
  );
}

const SOURCE_LABELS: Record<StatementSource, string> = { bank: 'Bank statement', gateway: 'Gateway settlement report' };

/** Choose a statement (CSV or Excel) and how it is laid out, see its first lines as they will be stored, then upload. */
export function StatementUploadCard({ onUploaded }: { onUploaded: (counts: StatementCounts) => void }) {
  const upload = useStatementUpload();
  const [send, sending] = useUploadStatementMutation();
  const notify = useNotify();

  const matched = (counts: StatementCounts) => {
    notify({
      variant: 'success',
      title: 'Statement Matched',
      description: `${formatCountOf(counts.lines, 'line')}: ${formatCount(counts.matched)} matched, ${formatCount(counts.mismatched)} mismatched, ${formatCount(counts.duplicates)} duplicate, ${formatCount(counts.unmatched)} unmatched.`,
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
            title: 'Statement Not Stored',
            description: finished.failure ?? 'The statement could not be stored. Please upload it again.',
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
      // The API's words, naming the line and column; nothing was stored.
      upload.refuse(apiErrorMessage(result.error, 'The statement could not be uploaded. Please try again.'));
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
            Upload a statement
          </Typography>
        }
        subheader="A bank statement or a gateway's settlement report, CSV or Excel (.xlsx), as downloaded. Its layout is found from its header; another bank's columns are mapped once and saved as a preset. Nothing is stored until every line reads."
      />
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
          <TextField
            select
            size="small"
            label="Source"
            value={upload.source}
            onChange={(event) => upload.setSource(event.target.value as StatementSource)}
            sx={{ minWidth: 220 }}
          >
            {(['bank', 'gateway'] as const).map((source) => (
              <MenuItem key={source} value={source}>
                {SOURCE_LABELS[source]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label="Preset"
            value={upload.presets.some((preset) => preset.id === upload.presetChoice) ? upload.presetChoice : FIND_FROM_HEADER}
            onChange={(event) => upload.setPresetChoice(event.target.value)}
            // Its first choice is the empty value: shown, with the label above it, as any other choice.
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 240 }}
          >
            <MenuItem value={FIND_FROM_HEADER}>Found from the file&apos;s header</MenuItem>
            <ListSubheader>Built in</ListSubheader>
            {builtIn.map((preset) => (
              <MenuItem key={preset.id} value={preset.id}>
                {preset.name}
              </MenuItem>
            ))}
            {own.length > 0 && <ListSubheader>Saved by your organisation</ListSubheader>}
            {own.map((preset) => (
              <MenuItem key={preset.id} value={preset.id}>
                {preset.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label="Statement name"
            value={upload.name}
            onChange={(event) => upload.setName(event.target.value)}
            slotProps={{ htmlInput: { maxLength: upload.nameMaxLength } }}
            sx={{ minWidth: 220 }}
          />
          <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={!upload.presetsReady}>
            Choose CSV or Excel file
            <input
              hidden
              type="file"
              accept=".csv,text/csv,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              aria-label="Statement file"
              disabled={!upload.presetsReady}
              onChange={(event) => void upload.choose(event.target.files?.[0])}
            />
          </Button>
          {upload.file && <Typography variant="body2">{upload.file.name}</Typography>}
        </Box>
        {upload.busy && <LinearProgress aria-label="Reading the file" />}
        {upload.problem && (
          <Alert severity="error" aria-label="The file cannot be read">
            {upload.problem}
          </Alert>
        )}
        {upload.mappingStep && <MappingStep upload={upload} />}
        {reading && (
          <Typography variant="body2" color="textSecondary">
            {reading.preset ? `Read as ${reading.preset.name}.` : `Read with the portal's own header (${SOURCE_LABELS[upload.source].toLowerCase()}).`}
          </Typography>
        )}
        <LineIssues issues={upload.issues} />
        {reading && upload.issues.length === 0 && <LinesPreview title={previewTitle(reading.credits, reading.outgoing)} lines={upload.preview} />}
        {background.watching && <UploadProgress progress={background.progress} />}
        <Box>
          <Button variant="contained" disabled={!upload.ready || sending.isLoading || background.watching} onClick={() => void submit()}>
            Upload and match
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
