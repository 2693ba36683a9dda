import type { BrowserFigures, TimingFigures } from './browser-bench';
import type { ExportFigures } from './export-case';
import type { CaseKind, WriteCounters } from './http-cases';
import type { LoadFigures } from './load';
import type { Engine } from './options';
import type { MessageFigures } from './messages-case';
import type { ReconciliationFigures } from './reconciliation-case';
import type { SecondFactorFigures } from './second-factor-case';
import type { BulkMergeFigures } from './merges-case';

export interface LiveFigures {
  /** null: the browser part was left out (--skip-browser). */
  commitToScreen: TimingFigures | null;
  /** Streams asked for, and those that opened and sent their first event. */
  streams: number;
  opened: number;
  /** The API's resident memory before the streams opened, and at its highest while they were open. */
  rssBeforeMb: number;
  rssWithStreamsMb: number;
  /** p95 of the unfiltered list page, without and with the streams open. */
  listP95WithoutMs: number;
  listP95WithMs: number;
}

export interface CaseResult extends LoadFigures {
  name: string;
  kind: CaseKind;
  connections: number;
  /** The list's exact total for the case's query, where the answer has one. */
  total: number | null;
  /** Rows in the first answer of a list or palette case (the palette asks for no total). */
  rows: number | null;
}

export interface WriteCheck {
  before: WriteCounters;
  after: WriteCounters;
  /** 2xx answers of the write cases. */
  confirmed: number;
  disqualified: number;
  concurrent: number;
  /** The counters moved by exactly the writes answered 200, each with one activity entry. */
  ok: boolean;
}

/** The API's resident memory before a flood and once it has settled after (see settledResidentMb). */
export interface FloodMemory {
  label: string;
  beforeMb: number;
  afterMb: number;
}

export interface EngineResult {
  engine: Engine;
  version: string;
  seedSeconds: number;
  /** Registrations the API reported before the cases ran. */
  registrations: number;
  cases: CaseResult[];
  /** null: the writes were not measured (--only). */
  writes: WriteCheck | null;
  export: ExportFigures | null;
  /** null: the reconciliation part was not measured (--only). */
  reconciliation: ReconciliationFigures | null;
  /** null: the passkeys part was not measured (--only). */
  secondFactor: SecondFactorFigures | null;
  /** Merge suggested over the seeded data's groups; null: the merges part was not measured (--only). */
  bulkMerge: BulkMergeFigures | null;
  /** The same statement as an HDFC Excel download, through the built-in preset; null as above. */
  reconciliationExcel: ReconciliationFigures | null;
  /** null: the live part was not measured (--only, or not PostgreSQL). */
  live: LiveFigures | null;
  /** null: the messages part was not measured (--only, or not PostgreSQL). */
  messages: MessageFigures | null;
  apiMemory: { pid: number; peakMb: number; rssMb: number };
  /** Empty: the load part was not measured (--only). */
  floodMemory: FloodMemory[];
  seconds: number;
}

export interface MachineInfo {
  cores: number;
  memoryGb: number;
  cpu: string;
  node: string;
  /** The machine's 1-minute load average when the run started and ended. */
  loadAverage?: { start: number; end: number };
}

export interface BenchResults {
  date: string;
  machine: MachineInfo;
  count: number;
  durationSeconds: number;
  smoke: boolean;
  engines: EngineResult[];
  browser: BrowserFigures | null;
  totalSeconds: number;
}

/** Every measurement that failed: non-2xx answers, failed browser tries, a write check that did not add up, an export that did not answer 200, streams that did not open. */
export function brokenMeasurements(results: BenchResults): string[] {
  const broken: string[] = [];
  for (const engine of results.engines) {
    for (const result of engine.cases) {
      if (result.failures > 0) broken.push(`${engine.engine}: ${result.name}: ${result.failures} failed requests ${JSON.stringify(result.statusCounts)}`);
      if (result.requests === 0) broken.push(`${engine.engine}: ${result.name}: no request answered`);
    }
    if (engine.writes && !engine.writes.ok) broken.push(`${engine.engine}: the write counters did not move by the writes answered 200`);
    if (engine.export && engine.export.status !== 200) broken.push(`${engine.engine}: CSV export answered ${engine.export.status}`);
    for (const statement of [engine.reconciliation, engine.reconciliationExcel]) {
      if (statement && statement.counts.lines !== statement.lines) {
        broken.push(`${engine.engine}: the ${statement.format} statement of ${statement.lines} lines was read as ${statement.counts.lines}`);
      }
    }
    const messages = engine.messages;
    if (messages && messages.mailsWithReceipt < messages.confirmations) {
      broken.push(
        `${engine.engine}: ${messages.mailsWithReceipt} of ${messages.confirmations} e-mails reached the SMTP server with their receipt (${messages.failed} messages failed)`,
      );
    }
    const live = engine.live;
    if (live && live.opened < live.streams) broken.push(`${engine.engine}: only ${live.opened} of ${live.streams} event streams opened`);
    if (live?.commitToScreen?.failures) {
      broken.push(`${engine.engine}: a change reaching another browser: ${live.commitToScreen.failures} of ${live.commitToScreen.tries} tries never showed it`);
    }
  }
  const browser = results.browser;
  if (browser) {
    const timings = {
      'sign-in to KPIs': browser.signInToKpis,
      'search keystroke': browser.searchKeystrokeToRows,
      'search keystroke to total': browser.searchKeystrokeToTotal,
      'sort click': browser.sortClickToRows,
      'slow-network load': browser.slowNetworkLoad,
    };
    for (const interaction of browser.interactions) {
      if (interaction.failures > 0)
        broken.push(`browser: ${interaction.name}: ${interaction.failures} of ${interaction.tries} tries never showed their result`);
    }
    if (browser.exportAsked && !browser.export) broken.push('browser: Export CSV never delivered its file');
    for (const [name, figures] of Object.entries(timings)) {
      if (figures.failures > 0) broken.push(`browser: ${name}: ${figures.failures} of ${figures.tries} tries never showed their result`);
    }
  }
  return broken;
}
