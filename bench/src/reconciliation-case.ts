import type { StatementCounts, StatementDetail, StatementUploadProgress } from 'shared/domain/payments/reconciliation-answers';
import type { ApiClient } from './api-client';
import { sampleResidentPeak } from './process-memory';

// Reconciliation at scale: a bank statement of STATEMENT_LINES lines, uploaded as a treasurer would,
// read, matched against every registration and summarised (the statement's page with its
// confirmed-not-seen and seen-but-pending counts), with the API's memory sampled meanwhile.

export const STATEMENT_LINES = 10_000;
/** Lines naming no registration (money with no registration) and second credits of a payment. */
const UNKNOWN_EVERY = 10;
const DUPLICATE_EVERY = 20;
/** The statement's days: the last 30, the seed's newest registrations among them. */
const STATEMENT_DAYS = 30;

export interface ReconciliationFigures {
  lines: number;
  counts: StatementCounts;
  confirmedNotSeen: number;
  seenButPending: number;
  /** Upload sent to the summary read back, s. */
  seconds: number;
  apiRssBeforeMb: number;
  apiRssPeakMb: number;
}

const isoDay = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/**
 * The generic bank layout: credits naming seeded payment IDs spread over every registration (their
 * amounts are the seed's 300 or 500 rupees, so some match and some do not), a tenth naming none, a
 * twentieth crediting a payment a second time. `run` makes the file's content this run's own.
 */
export function benchStatement(registrations: number, run: string): string {
  const rows = ['date,reference,description,amount'];
  const stride = Math.max(1, Math.floor(registrations / STATEMENT_LINES));
  for (let i = 0; i < STATEMENT_LINES; i++) {
    const index = Math.min(registrations, 1 + i * stride);
    const paymentId = `PAY-ABACUS-${String(index).padStart(6, '0')}`;
    const day = isoDay(i % STATEMENT_DAYS);
    if (i % UNKNOWN_EVERY === UNKNOWN_EVERY - 1) rows.push(`${day},CASH-${run}-${i},BY CASH DEPOSIT COUNTER,700`);
    else if (i % DUPLICATE_EVERY === DUPLICATE_EVERY - 2 && i > 0) rows.push(`${day},NEFT-${run}-${i},${rows[rows.length - 1]!.split(',')[2]},300`);
    else rows.push(`${day},NEFT-${run}-${i},BY CASH ${paymentId},${i % 3 === 0 ? 500 : 300}`);
  }
  return `${rows.join('\n')}\n`;
}

// How often a background upload's progress is read: the time to summary is this much coarser.
const PROGRESS_POLL_MS = 100;

/** A statement large enough to be uploaded in the background: its counts once it is ready. */
async function uploadedInBackground(client: ApiClient, id: string): Promise<StatementCounts> {
  for (;;) {
    const progress = await client.json<StatementUploadProgress>(`/admin/reconciliation/statements/${id}/progress`);
    if (progress.counts) return progress.counts;
    if (progress.status === 'failed') throw new Error(`the statement upload failed: ${progress.failure}`);
    await new Promise((resolve) => setTimeout(resolve, PROGRESS_POLL_MS));
  }
}

export async function measureReconciliation(client: ApiClient, apiPid: number, registrations: number): Promise<ReconciliationFigures> {
  const csv = benchStatement(registrations, Date.now().toString(36));
  const memory = sampleResidentPeak(apiPid);
  const started = performance.now();
  try {
    const response = await fetch(`${client.baseUrl}/admin/reconciliation/statements?source=bank&name=bench`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await client.currentToken()}`, 'content-type': 'text/csv' },
      body: csv,
    });
    const answer = await response.text();
    if (response.status !== 201 && response.status !== 202) throw new Error(`uploading the statement answered ${response.status}: ${answer.slice(0, 300)}`);
    const counts =
      response.status === 201
        ? (JSON.parse(answer) as StatementCounts)
        : await uploadedInBackground(client, (JSON.parse(answer) as StatementUploadProgress).id);
    const summary = await client.json<StatementDetail>(`/admin/reconciliation/statements/${counts.id}`);
    const seconds = (performance.now() - started) / 1000;
    const { beforeMb, peakMb } = memory.stop();
    return {
      lines: STATEMENT_LINES,
      counts,
      confirmedNotSeen: summary.confirmedNotSeen,
      seenButPending: summary.seenButPending,
      seconds,
      apiRssBeforeMb: beforeMb,
      apiRssPeakMb: peakMb,
    };
  } finally {
    memory.stop();
  }
}
