import type { StatementCounts, StatementDetail, StatementUploadProgress } from 'shared/domain/payments/reconciliation-answers';
import ExcelJS from 'exceljs';
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

/** How the statement came: the portal's own CSV header, or an HDFC Excel download read through its built-in preset. */
export type StatementFormat = 'csv' | 'hdfc-xlsx';

export interface ReconciliationFigures {
  format: StatementFormat;
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

/** A credit line of the bench's statement, before it is written in a format. */
interface CreditLine {
  daysAgo: number;
  reference: string;
  description: string;
  amount: number;
}

/**
 * Credits naming seeded payment IDs spread over every registration (their amounts are the seed's 300
 * or 500 rupees, so some match and some do not), a tenth naming none, a twentieth crediting a payment
 * a second time. `run` makes the lines this run's own. At fewer registrations than lines, many lines
 * name the last registration.
 */
function creditLines(registrations: number, run: string, format: StatementFormat): CreditLine[] {
  const lines: CreditLine[] = [];
  const stride = Math.max(1, Math.floor(registrations / STATEMENT_LINES));
  // The Excel statement names other payments than the CSV one, so that neither finds the other's lines as earlier matches.
  const offset = format === 'csv' ? 0 : Math.floor(stride / 2);
  for (let i = 0; i < STATEMENT_LINES; i++) {
    const index = Math.min(registrations, 1 + i * stride + offset);
    const paymentId = `PAY-ABACUS-${String(index).padStart(6, '0')}`;
    const daysAgo = i % STATEMENT_DAYS;
    const reference = `NEFT-${run}-${i}`;
    if (i % UNKNOWN_EVERY === UNKNOWN_EVERY - 1) lines.push({ daysAgo, reference: `CASH-${run}-${i}`, description: 'BY CASH DEPOSIT COUNTER', amount: 700 });
    else if (i % DUPLICATE_EVERY === DUPLICATE_EVERY - 2 && i > 0) lines.push({ daysAgo, reference, description: lines[i - 1]!.description, amount: 300 });
    else lines.push({ daysAgo, reference, description: `BY CASH ${paymentId}`, amount: i % 3 === 0 ? 500 : 300 });
  }
  return lines;
}

/** The statement in the portal's own header. */
export function benchStatement(registrations: number, run: string): string {
  const rows = ['date,reference,description,amount'];
  for (const line of creditLines(registrations, run, 'csv')) rows.push(`${isoDay(line.daysAgo)},${line.reference},${line.description},${line.amount}`);
  return `${rows.join('\n')}\n`;
}

// One withdrawal among every this many credits: kept as outgoing, never matched.
const WITHDRAWAL_EVERY = 50;

const hdfcDay = (daysAgo: number) => {
  const [year, month, day] = isoDay(daysAgo).split('-');
  return `${day}/${month}/${year!.slice(2)}`;
};

/** The same credits as HDFC's Excel download: title lines above the header, the reference in the narration, withdrawals on the sheet. */
export async function benchHdfcWorkbook(registrations: number, run: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Statement');
  sheet.addRow(['HDFC BANK Ltd.', '', '', '', '', '', 'Page No .: 1']);
  sheet.addRow(['ABACUS ACADEMY TRUST']);
  sheet.addRow([]);
  sheet.addRow(['Date', 'Narration', 'Chq./Ref.No.', 'Value Dt', 'Withdrawal Amt.', 'Deposit Amt.', 'Closing Balance']);
  let balance = 1_00_000;
  for (const [i, line] of creditLines(registrations, run, 'hdfc-xlsx').entries()) {
    const day = hdfcDay(line.daysAgo);
    if (i % WITHDRAWAL_EVERY === 0) {
      balance -= 250;
      sheet.addRow([day, `ATW-SUPPLIES-${run}-${i}`, `WD${i}`, day, 250, '', balance]);
    }
    balance += line.amount;
    sheet.addRow([day, `NEFT CR-HDFC0000001-${line.description}-${line.reference}`, line.reference, day, '', line.amount, balance]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

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

export async function measureReconciliation(client: ApiClient, apiPid: number, registrations: number, format: StatementFormat): Promise<ReconciliationFigures> {
  const run = Date.now().toString(36);
  const file = format === 'csv' ? benchStatement(registrations, run) : new Uint8Array(await benchHdfcWorkbook(registrations, run));
  const memory = sampleResidentPeak(apiPid);
  const started = performance.now();
  try {
    const response = await fetch(`${client.baseUrl}/admin/reconciliation/statements?source=bank&name=bench${format === 'csv' ? '' : '&preset=hdfc'}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await client.currentToken()}`, 'content-type': format === 'csv' ? 'text/csv' : XLSX_TYPE },
      body: file,
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
      format,
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
