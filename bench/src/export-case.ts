import type { ApiClient } from './api-client';
import { readMemory } from './process-memory';

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
 * The registration ids of the seed are REG-0000001 upwards, so "REG-01" matches exactly
 * REG-0100000..REG-0199999 (100,000 rows) from 200,000 registrations on; smaller runs export
 * "REG-00", the first 99,999 (or all of them).
 */
export function exportSearch(count: number): string {
  return count >= 200_000 ? 'REG-01' : 'REG-00';
}

/** One CSV export streamed to the end, with the API's memory sampled meanwhile. */
export async function measureExport(client: ApiClient, apiPid: number, count: number): Promise<ExportFigures> {
  const q = exportSearch(count);
  const before = readMemory(apiPid);
  let peak = before.rssMb;
  const sampler = setInterval(() => {
    peak = Math.max(peak, readMemory(apiPid).rssMb);
  }, 50);
  const started = performance.now();
  try {
    const response = await fetch(`${client.baseUrl}/admin/registrations/export?q=${encodeURIComponent(q)}`, {
      headers: { authorization: `Bearer ${await client.currentToken()}` },
    });
    let bytes = 0;
    let lines = 0;
    const reader = response.body?.getReader();
    for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader?.read()) {
      bytes += chunk.value.length;
      for (const byte of chunk.value) if (byte === 10) lines++;
    }
    const seconds = (performance.now() - started) / 1000;
    peak = Math.max(peak, readMemory(apiPid).rssMb);
    return {
      filter: `q=${q}`,
      status: response.status,
      // One header line; every row ends with a newline (names hold none).
      rows: Math.max(0, lines - 1),
      megabytes: bytes / 1024 / 1024,
      seconds,
      apiRssPeakMb: peak,
      apiRssBeforeMb: before.rssMb,
    };
  } finally {
    clearInterval(sampler);
  }
}
