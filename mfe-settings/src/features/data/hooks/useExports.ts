import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useApiErrorMessage } from 'shared/hooks/useApiErrorMessage';
import { downloadFile } from 'shared/api/downloadFile';
import { useGetExportsQuery, useStartExportMutation } from '../api/dataApi';
import type { ExportKind } from 'shared/domain/settings/settings';
import type { DataExport } from 'shared/domain/settings/settings-answers';
import { useNotify } from 'shared/platform/ui/notifications';

const POLL_WHILE_RUNNING_MS = 1000;
/** What the notice of an export started says, by kind. */
const STARTED_TEXT: Record<ExportKind, MessageDescriptor> = {
  registrations: msg`The registrations file will appear under Latest exports when it is ready.`,
  audit: msg`The audit log file will appear under Latest exports when it is ready.`,
};

/** Server-made exports: start one, follow its progress (polling while any runs), download it. */
export function useExports() {
  const { data: exports = [] } = useGetExportsQuery();
  const anyRunning = exports.some((item) => item.status === 'running');
  // A second subscription that polls only while something is running.
  useGetExportsQuery(undefined, { pollingInterval: POLL_WHILE_RUNNING_MS, skip: !anyRunning });
  const [start, { isLoading: starting }] = useStartExportMutation();
  const notify = useNotify();
  const { t, i18n } = useLingui();
  const apiErrorMessage = useApiErrorMessage();

  return {
    exports,
    starting,
    start: async (kind: ExportKind) => {
      try {
        await start(kind).unwrap();
        notify({ title: t`Export started`, description: i18n._(STARTED_TEXT[kind]), variant: 'success' });
      } catch (error) {
        notify({ title: t`Error`, description: apiErrorMessage(error, t`Failed to start the export. Please try again.`), variant: 'error' });
      }
    },
    download: async (item: DataExport) => {
      try {
        await downloadFile(`/admin/exports/${item.id}/file`, item.fileName);
      } catch {
        notify({ title: t`Error`, description: t`Failed to download the export. Please try again.`, variant: 'error' });
      }
    },
  };
}
