import { useCallback, useRef, useState } from 'react';
import { authSession } from 'shared/api/authSession';
import { saveFile } from 'shared/api/downloadFile';
import { getRuntimeConfig } from 'shared/config/runtimeConfig';
import { listQueryParams, type RegistrationListQuery } from 'shared/domain/list-query';
import { formatCount } from 'shared/format/numbers';
import { useNotify } from 'shared/ui/notifications';

export interface ExportProgress {
  /** Rows received so far. */
  rows: number;
  /** Rows expected (the list's total when the export started). */
  expected: number;
}

const NEWLINE = 10;

/** Lines in a chunk of CSV bytes; the export writes one line per row and no line breaks inside fields. */
export function countLines(chunk: Uint8Array): number {
  let lines = 0;
  for (const byte of chunk) if (byte === NEWLINE) lines += 1;
  return lines;
}

/**
 * Downloads the whole filtered, sorted list as CSV from the API's streamed export, counting
 * rows as they arrive for the progress bar. Fetched (not a plain link) because the API needs
 * the ID token in a header.
 */
export function useCsvExport() {
  const notify = useNotify();
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const abort = useRef<AbortController | null>(null);

  const start = useCallback(async (query: Partial<RegistrationListQuery>, expected: number) => {
    const controller = new AbortController();
    abort.current = controller;
    setProgress({ rows: 0, expected });
    try {
      const token = await authSession().getIdToken();
      const { limit: _limit, offset: _offset, ...wanted } = query;
      const base = getRuntimeConfig().apiBaseUrl.replace(/\/$/, '');
      const response = await fetch(`${base}/admin/registrations/export?${new URLSearchParams(listQueryParams(wanted))}`, {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
        signal: controller.signal,
      });
      if (!response.ok || !response.body) throw new Error(`Export answered ${response.status}`);
      const reader = response.body.getReader();
      const chunks: Uint8Array[] = [];
      let lines = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        lines += countLines(value);
        // The first line is the header.
        setProgress({ rows: Math.max(lines - 1, 0), expected });
      }
      const rows = Math.max(lines - 1, 0);
      saveFile(new Blob(chunks as BlobPart[], { type: 'text/csv;charset=utf-8' }), `registrations-${new Date().toISOString().slice(0, 10)}.csv`);
      notify({ title: 'Export complete', description: `${formatCount(rows)} registrations exported.`, variant: 'success' });
    } catch (error) {
      if (!controller.signal.aborted) {
        console.error('CSV export failed:', error);
        notify({ title: 'Error', description: 'Failed to export registrations. Please try again.', variant: 'error' });
      }
    } finally {
      abort.current = null;
      setProgress(null);
    }
  }, [notify]);

  const cancel = useCallback(() => abort.current?.abort(), []);
  return { progress, start, cancel };
}
