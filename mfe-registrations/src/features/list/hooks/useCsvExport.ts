import { useCallback, useEffect, useRef, useState } from 'react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { openDownloadLink } from 'shared/api/downloadFile';
import { useCreateExportLinkMutation, useLazyGetExportProgressQuery } from '../../../api/registrationsApi';
import { getRuntimeConfig } from 'shared/platform/config/runtimeConfig';
import type { RegistrationListQuery } from 'shared/domain/registrations/list-rules';
import { useNotify } from 'shared/platform/ui/notifications';

export interface ExportProgress {
  /** Rows the API has sent so far. */
  rows: number;
  /** Rows expected (the list's total when the export started). */
  expected: number;
  /** The browser has been handed the link: from then on its download manager owns the file. */
  opened: boolean;
}

// How often the dialog asks the API how far the download has got.
const PROGRESS_POLL_MS = 1000;
// A link not opened by then has expired (API: EXPORT_LINK_TTL_SECONDS): the browser refused it.
const START_TIMEOUT_MS = 60_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Exports the whole filtered, sorted list as CSV: the API makes a single-use link valid for a
 * minute, the browser opens it and its download manager streams the file to disk, so a million
 * rows never sit in the page's memory; the dialog follows the rows the API reports sent.
 */
export function useCsvExport() {
  const notify = useNotify();
  const { t } = useLingui();
  const [createLink] = useCreateExportLinkMutation();
  const [readProgress] = useLazyGetExportProgressQuery();
  const [progress, setProgress] = useState<ExportProgress | null>(null);

  // Which export is current: closing the dialog or leaving the page ends the one under way.
  const attempt = useRef(0);
  useEffect(
    () => () => {
      attempt.current += 1;
    },
    [],
  );

  const start = useCallback(
    async (query: Partial<RegistrationListQuery>, expected: number) => {
      const mine = ++attempt.current;
      const current = () => attempt.current === mine;
      setProgress({ rows: 0, expected, opened: false });
      try {
        const { limit: _limit, offset: _offset, withTotal: _withTotal, ...wanted } = query;
        const link = await createLink(wanted).unwrap();
        if (!current()) return;
        openDownloadLink(`${getRuntimeConfig().apiBaseUrl.replace(/\/$/, '')}${link.path}`);
        const openedAt = Date.now();
        let started = false;
        setProgress({ rows: 0, expected: link.expectedRows, opened: true });
        for (;;) {
          await pause(PROGRESS_POLL_MS);
          if (!current()) return;
          // A poll that fails (a dropped connection) is asked again; the download goes on meanwhile.
          const status = await readProgress(link.id)
            .unwrap()
            .catch(() => null);
          if (!current()) return;
          if (status?.finished) {
            const exported = status.rowsWritten;
            notify({
              title: t`Export complete`,
              description: t`${plural(exported, { one: '# registration exported.', other: '# registrations exported.' })}`,
              variant: 'success',
            });
            setProgress(null);
            return;
          }
          started ||= Boolean(status?.started);
          if (!started && Date.now() - openedAt > START_TIMEOUT_MS) throw new Error('The browser did not open the download link in time');
          if (status) setProgress({ rows: status.rowsWritten, expected: status.expectedRows, opened: true });
        }
      } catch (error) {
        if (!current()) return;
        console.error('CSV export failed:', error);
        notify({ title: t`Error`, description: t`Failed to export registrations. Please try again.`, variant: 'error' });
        setProgress(null);
      }
    },
    [createLink, readProgress, notify, t],
  );

  // Before the link is opened this cancels the export; after, the browser's download manager
  // owns the file and closing only hides the dialog.
  const close = useCallback(() => {
    attempt.current += 1;
    setProgress(null);
  }, []);
  return { progress, start, close };
}
