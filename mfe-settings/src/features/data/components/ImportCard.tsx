import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Checkbox, FormControlLabel, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { Alert, Button, Card, CardContent, CardHeader, Stack, Typography } from 'shared/platform/ui/mui';
import { DensityTable } from 'shared/ui/DensityTable';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { IMPORT_COLUMNS, OPTIONAL_IMPORT_COLUMNS } from 'shared/domain/imports/registration-import';
import type { ImportReport } from 'shared/domain/imports/registration-import-answers';
import { formatCount } from 'shared/format/numbers';
import { useLabels } from 'shared/ui/labelMessages';
import { useRegistrationImport } from '../hooks/useRegistrationImport';
import { importIssueIn } from '../importIssueWords';

/** How many rows the server checked, how many are ready and how many have problems. */
function CheckedRows({ report }: { report: ImportReport }) {
  const { t } = useLingui();
  const total = report.totalRows;
  const ready = formatCount(report.validRows);
  const problems = formatCount(report.totalRows - report.validRows);
  return report.issues.length > 0
    ? t`${plural(total, {
        one: `# row checked: ${ready} ready to import, ${problems} with problems. Fix them and choose the file again.`,
        other: `# rows checked: ${ready} ready to import, ${problems} with problems. Fix them and choose the file again.`,
      })}`
    : t`${plural(total, { one: `# row checked: ${ready} ready to import`, other: `# rows checked: ${ready} ready to import` })}`;
}

/** Data tab: import registrations from a CSV file, checked row by row before anything is imported. */
export function ImportCard() {
  const { file, report, error, checking, importing, canImport, sendConfirmations, setSendConfirmations, choose, submit } = useRegistrationImport();
  const { t, i18n } = useLingui();
  const labels = useLabels();
  const columns = IMPORT_COLUMNS.join(', ');
  const optional = OPTIONAL_IMPORT_COLUMNS.join(', ');
  const valid = report?.validRows ?? 0;
  return (
    <Card>
      <CardHeader title={t`Import`} subheader={t`Add registrations from a CSV file`} />
      <CardContent>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
          {/* The columns by the names a file's header must carry, in every language: code, not words. */}
          <Trans>
            Columns: <code>{columns}</code>; optional: <code>{optional}</code>. Nothing is imported while any row has a problem. Offline payments come in
            pending, to be confirmed in Payments (which issues the receipt).
          </Trans>
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={checking || importing}>
            <Trans>Choose CSV File</Trans>
            <input
              hidden
              type="file"
              accept=".csv,text/csv"
              aria-label={t`CSV file to import`}
              onChange={(event) => {
                void choose(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </Button>
          {file && <Typography variant="body2">{file.name}</Typography>}
        </Stack>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        {report && (
          <Stack spacing={2}>
            <Alert severity={report.issues.length ? 'warning' : 'success'}>
              <CheckedRows report={report} />
            </Alert>
            {report.issues.length > 0 && (
              <DensityTable aria-label={t`Problems`}>
                <TableHead>
                  <TableRow>
                    <TableCell>
                      <Trans>Line</Trans>
                    </TableCell>
                    <TableCell>
                      <Trans>Column</Trans>
                    </TableCell>
                    <TableCell>
                      <Trans>Problem</Trans>
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {report.issues.map((issue) => (
                    <TableRow key={`${issue.line}-${issue.column}-${issue.message}`}>
                      <TableCell>{issue.line}</TableCell>
                      <TableCell>{issue.column}</TableCell>
                      <TableCell>{importIssueIn(i18n, issue)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </DensityTable>
            )}
            {report.preview.length > 0 && (
              <DensityTable aria-label={t`Preview`}>
                <TableHead>
                  <TableRow>
                    <TableCell>
                      <Trans>Line</Trans>
                    </TableCell>
                    <TableCell>
                      <Trans>Registration ID</Trans>
                    </TableCell>
                    <TableCell>
                      <Trans>Name</Trans>
                    </TableCell>
                    <TableCell>
                      <Trans>Class</Trans>
                    </TableCell>
                    <TableCell>
                      <Trans>Payment</Trans>
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {report.preview.map((row) => (
                    <TableRow key={row.line}>
                      <TableCell>{row.line}</TableCell>
                      <TableCell>{row.registrationId}</TableCell>
                      <TableCell>{row.name}</TableCell>
                      <TableCell>{labels.className(row.std)}</TableCell>
                      {/* The payment as the other screens word it: 'Offline', 'Pending' (the gateway's pending says so), not the file's values. */}
                      <TableCell>
                        {labels.rupees(row.paymentAmount)} {labels.paymentMode(row.paymentMode)}, {labels.paymentStatusName(row.paymentStatus)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </DensityTable>
            )}
            <FormControlLabel
              control={<Checkbox checked={sendConfirmations} onChange={(event) => setSendConfirmations(event.target.checked)} disabled={importing} />}
              label={
                <>
                  <Trans>Send registration confirmations</Trans>
                  <Typography variant="body2" color="textSecondary" component="span" sx={{ display: 'block' }}>
                    <Trans>Each registrant gets the Registration Confirmation template: by e-mail when their row has one, and by SMS to their number.</Trans>
                  </Typography>
                </>
              }
              sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { pt: 0.5 } }}
            />
            <div>
              <Button variant="contained" disabled={!canImport || importing} onClick={() => void submit()}>
                {t`${plural(valid, { one: 'Import # Registration', other: 'Import # Registrations' })}`}
              </Button>
            </div>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
