import { useCallback, type ReactNode } from 'react';
import { LinearProgress, MenuItem, Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material';
import { Alert, Box, Button, Card, CardContent, CardHeader, Typography } from 'shared/platform/ui/mui';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { apiErrorMessage } from 'shared/api/apiError';
import type { ColumnMapping, StatementField, StatementSource } from 'shared/domain/payments/reconciliation';
import type { StatementCounts, StatementSummary, StatementUploadProgress } from 'shared/domain/payments/reconciliation-answers';
import { formatCount, formatCountOf, formatRupees, percentDone } from 'shared/format/numbers';
import { useNotify } from 'shared/platform/ui/notifications';
import { useUploadStatementMutation } from '../api/reconciliationApi';
import { useStatementUpload } from '../hooks/useStatementUpload';
import { useUploadProgress } from '../hooks/useUploadProgress';

const FIELD_LABELS: Record<StatementField, string> = {
  date: 'Date column',
  reference: 'Reference column',
  description: 'Description column',
  amount: 'Credit amount column',
  fee: 'Fee column',
  utr: 'UTR column',
};
const PREVIEW_COLUMNS = ['Line', 'Date', 'Reference', 'Description', 'Amount'];
/** A row of the preview: its cells in the columns' order, the amount aligned right. */
function PreviewCells({ values }: { values: ReactNode[] }) {
  return values.map((value, index) => (
    <TableCell key={PREVIEW_COLUMNS[index]} align={PREVIEW_COLUMNS[index] === 'Amount' ? 'right' : undefined}>
      {value}
    </TableCell>
  ));
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

/** Choose a statement, its source and its columns, see its first lines as they will be stored, then upload. */
export function StatementUploadCard({ saved, onUploaded }: { saved: StatementSummary[]; onUploaded: (id: string) => void }) {
  const upload = useStatementUpload();
  const [send, sending] = useUploadStatementMutation();
  const notify = useNotify();
  // The mapping of each earlier statement read without a preset, by its name, for the next file of the same bank.
  const mapped = saved.filter((statement) => statement.preset === null);
  const savedMappings = mapped.filter((statement, index) => mapped.findIndex((other) => other.name === statement.name) === index);

  const matched = (counts: StatementCounts) => {
    notify({
      variant: 'success',
      title: 'Statement Matched',
      description: `${formatCountOf(counts.lines, 'line')}: ${formatCount(counts.matched)} matched, ${formatCount(counts.mismatched)} mismatched, ${formatCount(counts.duplicates)} duplicate, ${formatCount(counts.unmatched)} unmatched.`,
    });
    onUploaded(counts.id);
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
    if (!upload.file || !upload.complete) return;
    const result = await send({ csv: upload.file.text, source: upload.source, mapping: upload.complete, ...(upload.sentName && { name: upload.sentName }) });
    if (result.error !== undefined) {
      notify({
        variant: 'error',
        title: 'Statement Not Stored',
        description: apiErrorMessage(result.error, 'The statement could not be uploaded. Please try again.'),
      });
      return;
    }
    upload.reset();
    // A large file is stored and matched in the background: its progress is followed until it is ready.
    if ('status' in result.data) background.watch(result.data.id);
    else matched(result.data);
  };

  const issues = upload.reading?.issues ?? [];
  return (
    <Card variant="outlined" component="section" aria-labelledby="statement-upload-title">
      <CardHeader
        title={
          <Typography id="statement-upload-title" variant="h6" component="h2">
            Upload a statement
          </Typography>
        }
        subheader="A bank statement or the gateway's settlement report as CSV. Another bank's layout is read by choosing its columns; nothing is stored until every line reads."
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
            size="small"
            label="Statement name"
            value={upload.name}
            onChange={(event) => upload.setName(event.target.value)}
            slotProps={{ htmlInput: { maxLength: upload.nameMaxLength } }}
            sx={{ minWidth: 220 }}
          />
          {savedMappings.length > 0 && (
            <TextField
              select
              size="small"
              label="Columns as in"
              value=""
              onChange={(event) => {
                const chosen = savedMappings.find((statement) => statement.id === event.target.value);
                // Read without a preset, its columns are the `mapping` parameter's.
                if (chosen) upload.applyMapping(chosen.mapping as ColumnMapping);
              }}
              sx={{ minWidth: 200 }}
            >
              {savedMappings.map((statement) => (
                <MenuItem key={statement.id} value={statement.id}>
                  {statement.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
            Choose CSV file
            <input hidden type="file" accept=".csv,text/csv" aria-label="Statement file" onChange={(event) => void upload.choose(event.target.files?.[0])} />
          </Button>
          {upload.file && <Typography variant="body2">{upload.file.name}</Typography>}
        </Box>
        {upload.file && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }} role="group" aria-label="Columns of the file">
            {upload.fields.map((field) => (
              <TextField
                key={field}
                select
                size="small"
                label={FIELD_LABELS[field]}
                value={upload.mapping[field] ?? ''}
                onChange={(event) => upload.setColumn(field, event.target.value)}
                sx={{ minWidth: 180 }}
              >
                <MenuItem value="">Not in this file</MenuItem>
                {upload.header.map((column) => (
                  <MenuItem key={column} value={column}>
                    {column}
                  </MenuItem>
                ))}
              </TextField>
            ))}
          </Box>
        )}
        {upload.file && !upload.complete && <Alert severity="info">Choose the date and credit amount columns, and the reference or description column.</Alert>}
        {issues.length > 0 && (
          <Alert severity="error" aria-label="Lines that cannot be read">
            {`${new Set(issues.map((issue) => issue.line)).size} line(s) cannot be read; nothing will be stored until they are fixed.`}
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {issues.slice(0, 20).map((issue) => (
                <li key={`${issue.line}-${issue.column}`}>{`Line ${issue.line}${issue.column ? ` (${issue.column})` : ''}: ${issue.message}`}</li>
              ))}
            </Box>
          </Alert>
        )}
        {upload.reading && issues.length === 0 && (
          <Box>
            <Typography variant="subtitle2" component="h3">
              {`Preview: ${formatCountOf(upload.credits.length, 'credit line')}${upload.reading.ignored ? `, ${formatCountOf(upload.reading.ignored, 'debit or empty line', 'debits or empty lines')} left out` : ''}`}
            </Typography>
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label="Preview of the statement">
                <TableHead>
                  <TableRow>
                    <PreviewCells values={PREVIEW_COLUMNS} />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {upload.preview.map((line) => (
                    <TableRow key={line.line}>
                      <PreviewCells values={[line.line, line.date, line.reference, line.description, formatRupees(line.amount)]} />
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          </Box>
        )}
        {background.watching && <UploadProgress progress={background.progress} />}
        <Box>
          <Button
            variant="contained"
            disabled={!upload.reading || issues.length > 0 || upload.credits.length === 0 || sending.isLoading || background.watching}
            onClick={() => void submit()}
          >
            Upload and match
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
