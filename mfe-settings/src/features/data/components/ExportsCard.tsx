import type { MessageDescriptor } from '@lingui/core';
import { msg, ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { LinearProgress, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { Button, Card, CardContent, CardHeader, Chip, Stack, Typography } from 'shared/platform/ui/mui';
import { DensityTable } from 'shared/ui/DensityTable';
import DownloadIcon from '@mui/icons-material/Download';
import { formatDateTime } from 'shared/format/dates';
import { formatCount, percentDone } from 'shared/format/numbers';
import { formatFileSize } from '../fileSize';
import { useExports } from '../hooks/useExports';

const STATUS_COLORS = { running: 'info', completed: 'success', failed: 'error' } as const;

/** An export's status in words (in English, its own name). */
const STATUS_WORDS: Record<keyof typeof STATUS_COLORS, MessageDescriptor> = {
  running: msg({ message: 'running', context: 'export status' }),
  completed: msg({ message: 'completed', context: 'export status' }),
  failed: msg({ message: 'failed', context: 'export status' }),
};

/** Data tab: export registrations or the audit log as CSV files the server writes; the latest exports. */
export function ExportsCard() {
  const { exports, starting, start, download } = useExports();
  const { t, i18n } = useLingui();
  return (
    <Card>
      <CardHeader title={t`Export`} subheader={t`CSV files written by the server, kept for the retention period`} />
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ mb: 3 }}>
          <Button variant="contained" disabled={starting} onClick={() => void start('registrations')}>
            <Trans>Export Registrations</Trans>
          </Button>
          <Button variant="outlined" disabled={starting} onClick={() => void start('audit')}>
            <Trans>Export Audit Log</Trans>
          </Button>
        </Stack>
        <Typography variant="subtitle1" component="h2" gutterBottom>
          <Trans>Latest exports</Trans>
        </Typography>
        {exports.length === 0 ? (
          <Typography variant="body2" color="textSecondary">
            <Trans>No exports yet.</Trans>
          </Typography>
        ) : (
          <DensityTable aria-label={t`Latest exports`}>
            <TableHead>
              <TableRow>
                <TableCell>
                  <Trans>File</Trans>
                </TableCell>
                <TableCell>
                  <Trans>Started</Trans>
                </TableCell>
                <TableCell>
                  <Trans>Status</Trans>
                </TableCell>
                <TableCell>
                  <Trans>Rows</Trans>
                </TableCell>
                <TableCell>
                  <Trans>Size</Trans>
                </TableCell>
                <TableCell align="right">
                  <Trans>Download</Trans>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {exports.map((item) => (
                <TableRow key={item.id}>
                  <TableCell>{item.fileName}</TableCell>
                  <TableCell>{formatDateTime(item.createdAt)}</TableCell>
                  <TableCell sx={{ minWidth: 140 }}>
                    <Chip size="small" label={i18n._(STATUS_WORDS[item.status])} color={STATUS_COLORS[item.status]} />
                    {item.status === 'running' && (
                      <LinearProgress
                        variant="determinate"
                        value={percentDone(item.rowsDone, item.rowsTotal)}
                        aria-label={t`Progress of ${ph({ fileName: item.fileName })}`}
                        sx={{ mt: 1 }}
                      />
                    )}
                  </TableCell>
                  <TableCell>
                    {formatCount(item.rowsDone)} / {formatCount(item.rowsTotal)}
                  </TableCell>
                  <TableCell>{formatFileSize(i18n, item.sizeBytes)}</TableCell>
                  <TableCell align="right">
                    {item.status === 'completed' && (
                      <Button
                        size="small"
                        startIcon={<DownloadIcon />}
                        onClick={() => void download(item)}
                        aria-label={t`Download ${ph({ fileName: item.fileName })}`}
                      >
                        <Trans>Download</Trans>
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
