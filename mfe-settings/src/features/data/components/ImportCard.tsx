import { Checkbox, FormControlLabel, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { Alert, Button, Card, CardContent, CardHeader, Stack, Typography } from 'shared/platform/ui/mui';
import { DensityTable } from 'shared/ui/DensityTable';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { IMPORT_COLUMNS, OPTIONAL_IMPORT_COLUMNS } from 'shared/domain/imports/registration-import';
import { formatCount, formatCountOf, formatRupees } from 'shared/format/numbers';
import { useRegistrationImport } from '../hooks/useRegistrationImport';

/** Data tab: import registrations from a CSV file, checked row by row before anything is imported. */
export function ImportCard() {
  const { file, report, error, checking, importing, canImport, sendConfirmations, setSendConfirmations, choose, submit } = useRegistrationImport();
  return (
    <Card>
      <CardHeader title="Import" subheader="Add registrations from a CSV file" />
      <CardContent>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
          Columns: {IMPORT_COLUMNS.join(', ')}; optional: {OPTIONAL_IMPORT_COLUMNS.join(', ')}. Nothing is imported while any row has a problem. Offline
          payments come in pending, to be confirmed in Payments (which issues the receipt).
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={checking || importing}>
            Choose CSV File
            <input
              hidden
              type="file"
              accept=".csv,text/csv"
              aria-label="CSV file to import"
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
              {formatCountOf(report.totalRows, 'row')} checked: {formatCount(report.validRows)} ready to import
              {report.issues.length > 0 && `, ${formatCount(report.totalRows - report.validRows)} with problems. Fix them and choose the file again.`}
            </Alert>
            {report.issues.length > 0 && (
              <DensityTable aria-label="Problems">
                <TableHead>
                  <TableRow>
                    <TableCell>Line</TableCell>
                    <TableCell>Column</TableCell>
                    <TableCell>Problem</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {report.issues.map((issue) => (
                    <TableRow key={`${issue.line}-${issue.column}-${issue.message}`}>
                      <TableCell>{issue.line}</TableCell>
                      <TableCell>{issue.column}</TableCell>
                      <TableCell>{issue.message}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </DensityTable>
            )}
            {report.preview.length > 0 && (
              <DensityTable aria-label="Preview">
                <TableHead>
                  <TableRow>
                    <TableCell>Line</TableCell>
                    <TableCell>Registration ID</TableCell>
                    <TableCell>Name</TableCell>
                    <TableCell>Class</TableCell>
                    <TableCell>Payment</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {report.preview.map((row) => (
                    <TableRow key={row.line}>
                      <TableCell>{row.line}</TableCell>
                      <TableCell>{row.registrationId}</TableCell>
                      <TableCell>{row.name}</TableCell>
                      <TableCell>{row.std}</TableCell>
                      <TableCell>
                        {formatRupees(row.paymentAmount)} {row.paymentMode}, {row.paymentStatus}
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
                  Send registration confirmations
                  <Typography variant="body2" color="textSecondary" component="span" sx={{ display: 'block' }}>
                    Each registrant gets the Registration Confirmation template: by e-mail when their row has one, and by SMS to their number.
                  </Typography>
                </>
              }
              sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { pt: 0.5 } }}
            />
            <div>
              <Button variant="contained" disabled={!canImport || importing} onClick={() => void submit()}>
                Import {formatCountOf(report.validRows, 'Registration')}
              </Button>
            </div>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
