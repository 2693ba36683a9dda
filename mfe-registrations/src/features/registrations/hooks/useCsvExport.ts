import { useCallback, useEffect, useRef, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { openDownloadLink } from 'shared/api/downloadFile';
import { useCreateExportLinkMutation, useGetExportProgressQuery } from '../api/registrationsApi';
import { getRuntimeConfig } from 'shared/platform/config/runtimeConfig';
import type { RegistrationListQuery } from 'shared/domain/list-query';
import { formatCount } from 'shared/format/numbers';
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

/**
 * Exports the whole filtered, sorted list as CSV: the API makes a single-use link valid for a
 * minute, the browser opens it and its download manager streams the file to disk, so a million
 * rows never sit in the page's memory; the dialog follows the rows the API reports sent.
 */
export function useCsvExport() {
  const notify = useNotify();
  const [createLink] = useCreateExportLinkMutation();
  const [running, setRunning] = useState<{ id: string | null; expected: number; startedAt: number } | null>(null);
  const status = useGetExportProgressQuery(running?.id ?? skipToken, { pollingInterval: PROGRESS_POLL_MS });
  const current = status.currentData;

  const fail = useCallback(
    (error: unknown) => {
      console.error('CSV export failed:', error);
      notify({ title: 'Error', description: 'Failed to export registrations. Please try again.', variant: 'error' });
      setRunning(null);
    },
    [notify],
  );

  // Which start is current: closing the dialog before the link has come back cancels that start.
  const attempt = useRef(0);
  const start = useCallback(
    async (query: Partial<RegistrationListQuery>, expected: number) => {
      const mine = ++attempt.current;
      setRunning({ id: null, expected, startedAt: Date.now() });
      try {
        const { limit: _limit, offset: _offset, withTotal: _withTotal, ...wanted } = query;
        const link = await createLink(wanted).unwrap();
        if (attempt.current !== mine) return;
        openDownloadLink(`${getRuntimeConfig().apiBaseUrl.replace(/\/$/, '')}${link.path}`);
        setRunning({ id: link.id, expected: link.expectedRows, startedAt: Date.now() });
      } catch (error) {
        if (attempt.current === mine) fail(error);
      }
    },
    [createLink, fail],
  );

  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (!running?.id || !current || reported.current === running.id) return;
    if (current.finished) {
      reported.current = running.id;
      notify({ title: 'Export complete', description: `${formatCount(current.rowsWritten)} registrations exported.`, variant: 'success' });
      setRunning(null);
    } else if (!current.started && Date.now() - running.startedAt > START_TIMEOUT_MS) {
      reported.current = running.id;
      fail(new Error('The browser did not open the download link in time'));
    }
  }, [current, running, notify, fail]);

  const progress: ExportProgress | null = running
    ? { rows: current?.rowsWritten ?? 0, expected: current?.expectedRows ?? running.expected, opened: running.id !== null }
    : null;
  // Before the link is opened this cancels the export; after, the browser's download manager
  // owns the file and closing only hides the dialog.
  const close = useCallback(() => {
    attempt.current += 1;
    setRunning(null);
  }, []);
  return { progress, start, close };
}
