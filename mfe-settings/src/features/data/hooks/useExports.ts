import { apiErrorMessage } from 'shared/api/apiError';
import { downloadFile } from 'shared/api/downloadFile';
import { useGetExportsQuery, useStartExportMutation } from '../api/dataApi';
import type { ExportKind } from 'shared/domain/settings/settings';
import type { DataExport } from 'shared/domain/settings/settings-answers';
import { useNotify } from 'shared/platform/ui/notifications';

const POLL_WHILE_RUNNING_MS = 1000;
const KIND_LABELS: Record<ExportKind, string> = { registrations: 'registrations', audit: 'audit log' };

/** Server-made exports: start one, follow its progress (polling while any runs), download it. */
export function useExports() {
  const { data: exports = [] } = useGetExportsQuery();
  const anyRunning = exports.some((item) => item.status === 'running');
  // A second subscription that polls only while something is running.
  useGetExportsQuery(undefined, { pollingInterval: POLL_WHILE_RUNNING_MS, skip: !anyRunning });
  const [start, { isLoading: starting }] = useStartExportMutation();
  const notify = useNotify();

  return {
    exports,
    starting,
    start: async (kind: ExportKind) => {
      try {
        await start(kind).unwrap();
        notify({
          title: 'Export started',
          description: `The ${KIND_LABELS[kind]} file will appear under Latest exports when it is ready.`,
          variant: 'success',
        });
      } catch (error) {
        notify({ title: 'Error', description: apiErrorMessage(error, 'Failed to start the export. Please try again.'), variant: 'error' });
      }
    },
    download: async (item: DataExport) => {
      try {
        await downloadFile(`/admin/exports/${item.id}/file`, item.fileName);
      } catch {
        notify({ title: 'Error', description: 'Failed to download the export. Please try again.', variant: 'error' });
      }
    },
  };
}
