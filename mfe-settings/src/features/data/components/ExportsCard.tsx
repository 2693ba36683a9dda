import { LinearProgress, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { Button, Card, CardContent, CardHeader, Chip, Stack, Typography } from 'shared/platform/ui/mui';
import { DensityTable } from 'shared/ui/DensityTable';
import DownloadIcon from '@mui/icons-material/Download';
import { formatDateTime } from 'shared/format/dates';
import { formatCount, percentDone } from 'shared/format/numbers';
import { formatFileSize } from '../fileSize';
import { useExports } from '../hooks/useExports';

const STATUS_COLORS = { running: 'info', completed: 'success', failed: 'error' } as const;

/** Data tab: export registrations or the audit log as CSV files the server writes; the latest exports. */
export function ExportsCard() {
  const { exports, starting, start, download } = useExports();
  return (
    <Card>
      <CardHeader title="Export" subheader="CSV files written by the server, kept for the retention period" />
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ mb: 3 }}>
          <Button variant="contained" disabled={starting} onClick={() => void start('registrations')}>
            Export Registrations
          </Button>
          <Button variant="outlined" disabled={starting} onClick={() => void start('audit')}>
            Export Audit Log
          </Button>
        </Stack>
        <Typography variant="subtitle1" component="h2" gutterBottom>
          Latest exports
        </Typography>
        {exports.length === 0 ? (
          <Typography variant="body2" color="textSecondary">
            No exports yet.
          </Typography>
        ) : (
          <DensityTable aria-label="Latest exports">
            <TableHead>
              <TableRow>
                <TableCell>File</TableCell>
                <TableCell>Started</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Rows</TableCell>
                <TableCell>Size</TableCell>
                <TableCell align="right">Download</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {exports.map((item) => (
                <TableRow key={item.id}>
                  <TableCell>{item.fileName}</TableCell>
                  <TableCell>{formatDateTime(item.createdAt)}</TableCell>
                  <TableCell sx={{ minWidth: 140 }}>
                    <Chip size="small" label={item.status} color={STATUS_COLORS[item.status]} />
                    {item.status === 'running' && (
                      <LinearProgress
                        variant="determinate"
                        value={percentDone(item.rowsDone, item.rowsTotal)}
                        aria-label={`Progress of ${item.fileName}`}
                        sx={{ mt: 1 }}
                      />
                    )}
                  </TableCell>
                  <TableCell>
                    {formatCount(item.rowsDone)} / {formatCount(item.rowsTotal)}
                  </TableCell>
                  <TableCell>{formatFileSize(item.sizeBytes)}</TableCell>
                  <TableCell align="right">
                    {item.status === 'completed' && (
                      <Button size="small" startIcon={<DownloadIcon />} onClick={() => void download(item)} aria-label={`Download ${item.fileName}`}>
                        Download
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </DensityTable>
        )}
      </CardContent>
    </Card>
  );
}
