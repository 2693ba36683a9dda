import type { ApiClient } from './api-client';
import { sampleResidentPeak } from './process-memory';

export interface ExportFigures {
  filter: string;
  status: number;
  rows: number;
  megabytes: number;
  seconds: number;
  /** Highest resident set of the API process sampled while the export streamed, MB. */
  apiRssPeakMb: number;
  apiRssBeforeMb: number;
}

/**
 * The whole list (every registration) as CSV, the way the browser gets it: a
 * single-use link made with the token, then opened without it and streamed to the end, with
 * the API's memory sampled meanwhile.
 */
export async function measureExport(client: ApiClient, apiPid: number): Promise<ExportFigures> {
  const memory = sampleResidentPeak(apiPid);
  const started = performance.now();
  try {
    const made = await fetch(`${client.baseUrl}/admin/registrations/export-links?sort=createdAt&order=desc`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await client.currentToken()}` },
    });
    if (made.status !== 201) throw new Error(`making the export link answered ${made.status}`);
    const { path } = (await made.json()) as { path: string };
    const response = await fetch(`${client.baseUrl}${path}`);
    let bytes = 0;
    let lines = 0;
    const reader = response.body?.getReader();
    for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader?.read()) {
      bytes += chunk.value.length;
      for (const byte of chunk.value) if (byte === 10) lines++;
    }
    const seconds = (performance.now() - started) / 1000;
    const { beforeMb, peakMb } = memory.stop();
    return {
      filter: 'every registration, through a single-use link',
      status: response.status,
      // One header line; every row ends with a newline (names hold none).
      rows: Math.max(0, lines - 1),
      megabytes: bytes / 1024 / 1024,
      seconds,
      apiRssPeakMb: peakMb,
      apiRssBeforeMb: beforeMb,
    };
  } finally {
    memory.stop();
  }
}
