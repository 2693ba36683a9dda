import fs from 'node:fs';
import { WRITER_CONNECTIONS, type CaseKind } from './http-cases';
import { CPU_SLOWDOWN } from './interaction-case';
import { LIVE_STREAMS } from './live-streams';
import { MESSAGE_CONFIRMATIONS } from './messages-case';
import { STATEMENT_LINES, type ReconciliationFigures } from './reconciliation-case';
import { PASSKEY_CHECKS } from './second-factor-case';
import { brokenMeasurements, type BenchResults, type EngineResult } from './results';
import { firstLoadLabel, SCREEN_NAMES } from './screens';

export interface GoalResult {
  figure: string;
  goal: string;
  /** null: not measured in this run (engine or browser part left out). */
  value: number | null;
  shown: string;
  met: boolean | null;
}

interface GoalDefinition {
  figure: string;
  goal: string;
  limit: number;
  /** true: the figure must be at least the limit; else at most. */
  atLeast?: boolean;
  unit: string;
  /** false: a smoke run does not measure it. */
  smoke?: false;
  value: (results: BenchResults) => number | null;
}

const engineOf = (results: BenchResults, engine: string): EngineResult | undefined => results.engines.find((e) => e.engine === engine);

/** The worst (highest) p95 of the PostgreSQL cases of these kinds. */
const worstP95 =
  (...kinds: CaseKind[]) =>
  (results: BenchResults) => {
    const cases = engineOf(results, 'postgres')?.cases.filter((c) => kinds.includes(c.kind)) ?? [];
    return cases.length ? Math.max(...cases.map((c) => c.p95)) : null;
  };

const lighthouseScore = (screen: string) => (results: BenchResults) =>
  results.browser?.lighthouse.find((l) => l.screen === screen && l.preset === 'mobile')?.performance ?? null;

const firstLoadKb = (label: string) => (results: BenchResults) => results.browser?.scripts.find((s) => s.label === label)?.bytes.scriptKb ?? null;

const postgresExport = (results: BenchResults) => engineOf(results, 'postgres')?.export ?? null;
const postgresReconciliation = (results: BenchResults) => engineOf(results, 'postgres')?.reconciliation ?? null;
const postgresExcelReconciliation = (results: BenchResults) => engineOf(results, 'postgres')?.reconciliationExcel ?? null;
const postgresMessages = (results: BenchResults) => engineOf(results, 'postgres')?.messages ?? null;

/** How much the API's resident memory grew during a part: peak minus before. */
const memoryGrowth = (figures: { apiRssPeakMb: number; apiRssBeforeMb: number } | null) => (figures ? figures.apiRssPeakMb - figures.apiRssBeforeMb : null);

/** A goal whose words are its limit: `<= 25 ms`. */
const atMost = (limit: number, unit: string) => ({ goal: `<= ${limit.toLocaleString('en-US')} ${unit}`, limit, unit });
/** `>= 3,000 requests/s`, or a bare score: `>= 90`. */
const atLeast = (limit: number, unit = '') => ({ goal: `>= ${limit.toLocaleString('en-US')} ${unit}`.trimEnd(), limit, atLeast: true, unit });

export const GOALS: GoalDefinition[] = [
  { figure: 'list page of 50 + exact total, every filter mix, p95 (worst case)', ...atMost(25, 'ms'), value: worstP95('list-filter') },
  { figure: 'dashboard stats, p95', ...atMost(2, 'ms'), value: worstP95('stats') },
  { figure: 'palette search, 2 characters, 5 results, p95', ...atMost(10, 'ms'), value: worstP95('palette-2') },
  { figure: 'Duplicate Audit first screen, p95', ...atMost(10, 'ms'), value: worstP95('duplicates') },
  {
    figure: 'as a staff member limited to one centre: list page of 50 + exact total, every filter mix, p95 (worst case)',
    ...atMost(25, 'ms'),
    value: worstP95('scoped-list'),
  },
  { figure: 'as a staff member limited to one centre: dashboard stats, p95', ...atMost(2, 'ms'), value: worstP95('scoped-stats') },
  { figure: 'as a staff member limited to one centre: palette search, p95', ...atMost(10, 'ms'), value: worstP95('scoped-palette') },
  {
    figure: 'light calls (/health, stats) while whole-list reads and a bulk job run, p95 (worse of the two)',
    ...atMost(100, 'ms'),
    value: worstP95('light-under-load'),
  },
  {
    figure:
      "another person's stats while one account floods (slow downloads, uploads, idle streams, whole lists, deep pages, bulk jobs, imports), p95 (worst case)",
    ...atMost(50, 'ms'),
    value: worstP95('fair-load'),
  },
  { figure: 'single confirm or disqualify with its audit entry, p95 (worse of the two)', ...atMost(10, 'ms'), value: worstP95('write') },
  { figure: 'a merge of two registrations with its audit entries, p95', ...atMost(20, 'ms'), value: worstP95('merge') },
  {
    figure: 'confirmation with its receipt (numbered, recorded, audited), p95',
    ...atMost(10, 'ms'),
    value: (results) => engineOf(results, 'postgres')?.cases.find((c) => c.name === 'confirm payment (one writer)')?.p95 ?? null,
  },
  { figure: 'receipt register page with count and total, p95 (worst filter)', ...atMost(50, 'ms'), value: worstP95('receipt-register') },
  { figure: "collections, a day's or a week's, p95 (worst)", ...atMost(50, 'ms'), value: worstP95('collections') },
  { figure: 'receipt PDF, p95', ...atMost(50, 'ms'), value: worstP95('receipt-pdf') },
  {
    figure: 'stats throughput (10 connections)',
    ...atLeast(3000, 'requests/s'),
    value: (results) => engineOf(results, 'postgres')?.cases.find((c) => c.kind === 'stats-throughput')?.requestsPerSecond ?? null,
  },
  {
    figure: 'browser: search keystroke to rows painted, p95',
    ...atMost(150, 'ms'),
    value: (results) => results.browser?.searchKeystrokeToRows.p95 ?? null,
  },
  {
    figure: 'browser: search keystroke to exact total painted, p95',
    ...atMost(400, 'ms'),
    value: (results) => results.browser?.searchKeystrokeToTotal.p95 ?? null,
  },
  { figure: 'HTTP: search rows without total (2, 3, 8 characters), p95 (worst case)', ...atMost(50, 'ms'), value: worstP95('rows-search') },
  { figure: 'HTTP: exact id search, p95', ...atMost(5, 'ms'), value: worstP95('id-search') },
  { figure: 'export of every registration as CSV, time', ...atMost(30, 's'), value: (results) => postgresExport(results)?.seconds ?? null },
  {
    figure: 'export: API memory growth (peak resident minus before)',
    ...atMost(50, 'MB'),
    value: (results) => memoryGrowth(postgresExport(results)),
  },
  {
    figure: `reconciliation: a ${STATEMENT_LINES.toLocaleString('en-US')}-line bank statement read, matched and summarised, time`,
    ...atMost(5, 's'),
    value: (results) => postgresReconciliation(results)?.seconds ?? null,
  },
  {
    figure: 'reconciliation: API memory growth (peak resident minus before)',
    ...atMost(50, 'MB'),
    value: (results) => memoryGrowth(postgresReconciliation(results)),
  },
  {
    figure: `reconciliation: the same statement as an HDFC Excel file (.xlsx, title lines, withdrawals, references in the narration) read through its preset, time`,
    ...atMost(5, 's'),
    value: (results) => postgresExcelReconciliation(results)?.seconds ?? null,
  },
  {
    figure: 'reconciliation of the HDFC Excel file: API memory growth (peak resident minus before)',
    ...atMost(50, 'MB'),
    value: (results) => memoryGrowth(postgresExcelReconciliation(results)),
  },
  {
    figure: 'second factor: stats by a session that passed its passkey check while orgWide2FA is on, p95 above the same call with it off',
    ...atMost(1, 'ms'),
    value: (results) => {
      const f = engineOf(results, 'postgres')?.secondFactor;
      return f ? f.checkedOnP95Ms - f.checkedOffP95Ms : null;
    },
  },
  {
    figure: `second factor: a passkey check verified (${PASSKEY_CHECKS} one after another, each with its own challenge), p95`,
    ...atMost(20, 'ms'),
    value: (results) => engineOf(results, 'postgres')?.secondFactor?.verifyP95Ms ?? null,
  },
  {
    figure: "merge suggested: the bulk merge of the seeded data's suggested groups, seconds per 1,000 groups merged",
    ...atMost(30, 's'),
    value: (results) => engineOf(results, 'postgres')?.bulkMerge?.secondsPer1000 ?? null,
  },
  {
    figure: "merge suggested: another person's stats during the bulk merge, p95",
    ...atMost(50, 'ms'),
    value: (results) => engineOf(results, 'postgres')?.bulkMerge?.statsP95Ms ?? null,
  },
  {
    figure: `messages: ${MESSAGE_CONFIRMATIONS.toLocaleString('en-US')} confirmations in a bulk job, every e-mail (receipt attached) and SMS at the local servers, from the job's end`,
    ...atMost(180, 's'),
    value: (results) => postgresMessages(results)?.drainSeconds ?? null,
  },
  {
    figure: "messages: another person's stats during the job and the drain, p95",
    ...atMost(50, 'ms'),
    value: (results) => postgresMessages(results)?.bystanderP95Ms ?? null,
  },
  {
    figure: 'messages: API memory growth during the job and the drain (peak resident minus before)',
    ...atMost(50, 'MB'),
    value: (results) => {
      const m = postgresMessages(results);
      return m ? m.apiRssPeakMb - m.apiRssBeforeMb : null;
    },
  },
  {
    figure: 'a confirmation with the SMTP server unreachable, p95',
    ...atMost(10, 'ms'),
    value: (results) => postgresMessages(results)?.confirmP95SmtpGoneMs ?? null,
  },
  {
    figure: 'API memory once a flood is over, above its level before (worst flood)',
    ...atMost(50, 'MB'),
    value: (results) => {
      const floods = engineOf(results, 'postgres')?.floodMemory ?? [];
      return floods.length ? Math.max(...floods.map((f) => f.afterMb - f.beforeMb)) : null;
    },
  },
  {
    figure: 'export: browser page memory growth (JS heap + array buffers)',
    goal: '<= 10 MB (flat)',
    limit: 10,
    unit: 'MB',
    value: (results) => {
      const e = results.browser?.export;
      return e ? e.pageMemoryPeakMb - e.pageMemoryBeforeMb : null;
    },
  },
  {
    figure: 'browser: sign-in to KPI cards visible, cold cache, p95',
    goal: '<= 1.0 s',
    limit: 1000,
    unit: 'ms',
    value: (results) => results.browser?.signInToKpis.p95 ?? null,
  },
  {
    figure: 'first-load JS over the wire, sign-in',
    ...atMost(150, 'KB'),
    value: (results) => results.browser?.scripts[0]?.bytes.scriptKb ?? null,
  },
  ...SCREEN_NAMES.map((screen): GoalDefinition => ({
    figure: `first-load JS over the wire, ${screen} (signed in, cold cache)`,
    ...atMost(250, 'KB'),
    value: firstLoadKb(firstLoadLabel(screen)),
  })),
  {
    figure: 'repeat visit of the dashboard, bytes over the wire',
    ...atMost(10, 'KB'),
    value: (results) => results.browser?.repeatVisit.staticKb ?? null,
  },
  {
    figure: 'Lighthouse mobile performance, sign-in',
    ...atLeast(90),
    value: lighthouseScore('sign-in'),
  },
  ...SCREEN_NAMES.map((screen, index): GoalDefinition => ({
    figure: `Lighthouse mobile performance, ${screen}`,
    ...atLeast(90),
    value: lighthouseScore(screen),
    // A smoke run audits only the first screen on mobile (CI's time is short).
    ...(index === 0 ? {} : { smoke: false as const }),
  })),
  {
    figure: 'Lighthouse desktop performance, every page measured (lowest)',
    ...atLeast(98),
    value: (results) => {
      const scores = (results.browser?.lighthouse ?? []).filter((l) => l.preset === 'desktop').map((l) => l.performance);
      return scores.length ? Math.min(...scores) : null;
    },
  },
  {
    figure: `INP of the repeated interactions on /registrations at ${CPU_SLOWDOWN}x CPU slowdown, p75 (worst interaction)`,
    ...atMost(200, 'ms'),
    value: (results) => {
      const p75s = (results.browser?.interactions ?? []).map((i) => i.p75);
      return p75s.length ? Math.max(...p75s) : null;
    },
  },
  {
    figure: 'Lighthouse accessibility and best practices, every page measured (lowest)',
    goal: '100',
    limit: 100,
    atLeast: true,
    unit: '',
    value: (results) => {
      const scores = (results.browser?.lighthouse ?? []).flatMap((l) => [l.accessibility, l.bestPractices]);
      return scores.length ? Math.min(...scores) : null;
    },
  },
  {
    figure: "live: a change committed to another person's screen, p95",
    goal: '<= 1.0 s',
    limit: 1000,
    unit: 'ms',
    value: (results) => engineOf(results, 'postgres')?.live?.commitToScreen?.p95 ?? null,
  },
  {
    figure: `live: ${LIVE_STREAMS} open event streams on one instance, API memory growth`,
    ...atMost(100, 'MB'),
    value: (results) => {
      const live = engineOf(results, 'postgres')?.live;
      return live ? live.rssWithStreamsMb - live.rssBeforeMb : null;
    },
  },
  {
    figure: 'API peak memory, PGlite (VmHWM)',
    ...atMost(350, 'MB'),
    value: (results) => engineOf(results, 'pglite')?.apiMemory.peakMb ?? null,
  },
];

const number = (value: number, digits = 1) =>
  Number.isFinite(value) ? value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }) : 'n/a';

export function evaluateGoals(results: BenchResults): GoalResult[] {
  return GOALS.map((goal) => {
    const value = goal.value(results);
    const measured = value !== null && Number.isFinite(value);
    return {
      figure: goal.figure,
      goal: goal.goal,
      value,
      shown: measured ? `${number(value, goal.unit === 'requests/s' || goal.unit === '' ? 0 : 1)} ${goal.unit}`.trim() : 'not measured',
      met: measured ? (goal.atLeast ? value >= goal.limit : value <= goal.limit) : null,
    };
  });
}

export const NOTES_START = '<!-- bench:what-stands-in-the-way:start (hand-written; pnpm bench keeps it) -->';
export const NOTES_END = '<!-- bench:what-stands-in-the-way:end -->';
const DEFAULT_NOTES = 'For each goal not met: what stands in the way, and what would close the gap.';

/** The hand-written section of an earlier report, kept across runs. */
export function preservedNotes(previous: string | null): string {
  if (!previous) return DEFAULT_NOTES;
  const start = previous.indexOf(NOTES_START);
  const end = previous.indexOf(NOTES_END);
  return start >= 0 && end > start ? previous.slice(start + NOTES_START.length, end).trim() : DEFAULT_NOTES;
}

/** The main thread's largest parts listed one by one; the rest in one row. */
const MAIN_THREAD_PARTS = 15;

function table(header: string[], rows: (string | number)[][]): string {
  return [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');
}

function engineSection(engine: EngineResult): string {
  const title = engine.engine === 'postgres' ? `PostgreSQL ${engine.version}` : `PGlite ${engine.version}`;
  const cases = table(
    ['case', 'connections', 'requests', 'non-2xx / errors', 'p50 ms', 'p95 ms', 'p99 ms', 'requests/s', 'total rows'],
    engine.cases.map((c) => [
      c.name,
      c.connections,
      c.requests,
      c.failures,
      number(c.p50),
      number(c.p95),
      number(c.p99),
      number(c.requestsPerSecond, 0),
      c.total !== null ? c.total.toLocaleString('en-US') : c.rows !== null ? `no total asked (${c.rows} rows)` : '',
    ]),
  );
  const w = engine.writes;
  const e = engine.export;
  const writes = w
    ? `Writes: ${w.confirmed} confirmations and ${w.disqualified} disqualifications by one writer, ${w.concurrent} by ${WRITER_CONNECTIONS} concurrent writers, each row once. ` +
      `Successful payments ${w.before.successfulPayments.toLocaleString('en-US')} -> ${w.after.successfulPayments.toLocaleString('en-US')}, ` +
      `disqualified ${w.before.totalDisqualified.toLocaleString('en-US')} -> ${w.after.totalDisqualified.toLocaleString('en-US')}, ` +
      `activity entries ${w.before.activityEntries.toLocaleString('en-US')} -> ${w.after.activityEntries.toLocaleString('en-US')}: ${w.ok ? 'every write counted and audited' : '**the counters do not add up**'}.`
    : 'Writes: not measured in this run (`--only`).';
  const exported = e
    ? `CSV export (${e.filter}): ${e.rows.toLocaleString('en-US')} rows, ${number(e.megabytes)} MB in ${number(e.seconds, 2)} s (HTTP ${e.status}); API resident memory ${number(e.apiRssBeforeMb, 0)} MB before, ${number(e.apiRssPeakMb, 0)} MB at its highest during the export (growth ${number(e.apiRssPeakMb - e.apiRssBeforeMb, 0)} MB).`
    : 'CSV export: not measured in this run (`--only`).';
  const reconciledText = (r: ReconciliationFigures) =>
    `${r.format === 'csv' ? "a bank statement in the portal's header" : 'an HDFC Excel statement through its preset'} of ${r.lines.toLocaleString('en-US')} lines uploaded, matched and its summary read back in ${number(r.seconds, 2)} s ` +
    `(${r.counts.matched.toLocaleString('en-US')} matched, ${r.counts.mismatched.toLocaleString('en-US')} mismatched, ${r.counts.duplicates.toLocaleString('en-US')} duplicate, ${r.counts.unmatched.toLocaleString('en-US')} unmatched; ` +
    `${r.confirmedNotSeen.toLocaleString('en-US')} confirmed but not seen, ${r.seenButPending.toLocaleString('en-US')} seen but pending); ` +
    `API resident memory ${number(r.apiRssBeforeMb, 0)} MB before, ${number(r.apiRssPeakMb, 0)} MB at its highest (growth ${number(r.apiRssPeakMb - r.apiRssBeforeMb, 0)} MB)`;
  const statements = [engine.reconciliation, engine.reconciliationExcel].filter((r): r is ReconciliationFigures => r !== null);
  const reconciled = statements.length
    ? `Reconciliation: ${statements.map(reconciledText).join('; then ')}.`
    : 'Reconciliation: not measured in this run (`--only`).';
  const m = engine.messages;
  const messages = m
    ? `Messages: a bulk job confirmed ${m.confirmations.toLocaleString('en-US')} offline payments in ${number(m.jobSeconds, 1)} s, writing ${m.messages.toLocaleString('en-US')} messages; ` +
      `${number(m.drainSeconds, 1)} s after it ended nothing was left to send (${m.mailsWithReceipt.toLocaleString('en-US')} e-mails with the receipt PDF at the local SMTP server, ${m.failed.toLocaleString('en-US')} messages failed); ` +
      `another person's stats ${number(m.bystanderP95Ms)} ms p95 meanwhile; API resident memory ${number(m.apiRssBeforeMb, 0)} MB before, ${number(m.apiRssPeakMb, 0)} MB at its highest. ` +
      `A confirmation ${number(m.confirmP95Ms)} ms p95 with the SMTP server up, ${number(m.confirmP95SmtpGoneMs)} ms with it gone.`
    : 'Messages: not measured in this run (`--only`, or not PostgreSQL).';
  const l = engine.live;
  const live = l
    ? `Live feed: ${l.opened} of ${l.streams} event streams open on the instance; API resident memory ${number(l.rssBeforeMb, 0)} MB before them, ${number(l.rssWithStreamsMb, 0)} MB at its highest with them (growth ${number(l.rssWithStreamsMb - l.rssBeforeMb, 0)} MB); ` +
      `the unfiltered list page ${number(l.listP95WithoutMs)} ms p95 without them, ${number(l.listP95WithMs)} ms with them open. ` +
      (l.commitToScreen
        ? `An offline payment confirmed through the API to the figure changing on another signed-in browser's dashboard (streams still open): ${number(l.commitToScreen.p50, 0)} ms p50, ${number(l.commitToScreen.p95, 0)} ms p95 over ${l.commitToScreen.tries} tries (${l.commitToScreen.failures} never showed).`
        : 'A change reaching another browser: not measured (`--skip-browser`).')
    : 'Live feed: not measured in this run (`--only`, or not PostgreSQL).';
  const f = engine.secondFactor;
  const secondFactor = f
    ? `Second factor: stats ${number(f.checkedOffP95Ms)} ms p95 with orgWide2FA off, ${number(f.checkedOnP95Ms)} ms with it on (the session having passed its passkey check); ` +
      `${f.verifications} passkey checks one after another: ${number(f.verifyP50Ms)} ms p50, ${number(f.verifyP95Ms)} ms p95.`
    : 'Second factor: not measured in this run (`--only`).';
  const bm = engine.bulkMerge;
  const bulkMerge = bm
    ? `Merge suggested: the preview named ${bm.previewed.toLocaleString('en-US')} groups; the job merged ${bm.merged.toLocaleString('en-US')} and skipped ${bm.skipped.toLocaleString('en-US')} in ${number(bm.seconds)} s ` +
      `(${number(bm.secondsPer1000)} s per 1,000 groups); another person's stats meanwhile ${number(bm.statsP95Ms)} ms p95 over ${bm.statsCalls.toLocaleString('en-US')} calls.`
    : 'Merge suggested: not measured in this run (`--only`).';
  return [
    `## ${title}`,
    '',
    `${engine.registrations.toLocaleString('en-US')} registrations, loaded by \`pnpm --filter api seed\` in ${number(engine.seedSeconds)} s. Engine part took ${number(engine.seconds, 0)} s.`,
    '',
    cases,
    '',
    writes,
    '',
    exported,
    '',
    reconciled,
    '',
    messages,
    '',
    live,
    '',
    secondFactor,
    '',
    bulkMerge,
    '',
    `API process (pid ${engine.apiMemory.pid}, the node process serving HTTP): peak resident memory over the whole run (VmHWM) ${number(engine.apiMemory.peakMb, 0)} MB, ${number(engine.apiMemory.rssMb, 0)} MB at the end.` +
      (engine.floodMemory.length
        ? ` Resident memory before each flood and once it had settled after: ${engine.floodMemory.map((f) => `${f.label} ${number(f.beforeMb, 0)} -> ${number(f.afterMb, 0)} MB`).join('; ')}.`
        : ''),
  ].join('\n');
}

function browserSection(results: BenchResults): string {
  const b = results.browser;
  if (!b) return '## Browser\n\nNot run (`--skip-browser`, or no PostgreSQL engine in this run).';
  const timing = (name: string, t: typeof b.signInToKpis) => [name, t.tries, t.failures, number(t.p50, 0), number(t.p95, 0), number(t.max, 0)];
  return [
    '## Browser (headless Chromium, production builds, API on PostgreSQL)',
    '',
    table(
      [
        'JavaScript loaded (cold cache for the first two)',
        'files',
        'KB over the wire',
        'of which before the screen drew',
        'KB as run',
        'KB of every static file over the wire',
      ],
      [...b.scripts, { label: 'repeat visit of /dashboard (new tab, warm cache)', bytes: b.repeatVisit, drawn: undefined }].map((s) => [
        s.label,
        s.bytes.scripts,
        number(s.bytes.scriptKb),
        s.drawn ? `${number(s.drawn.scriptKb)} (${s.drawn.scripts} files)` : '',
        number(s.bytes.scriptRawKb),
        number(s.bytes.staticKb),
      ]),
    ),
    '',
    b.lighthouse.length
      ? table(
          ['Lighthouse', 'page', 'preset', 'performance', 'every run', 'accessibility', 'best practices', 'LCP ms', 'TBT ms', 'CLS', 'JS KB', 'machine index'],
          b.lighthouse.map((l) => [
            l.screen,
            l.path,
            l.preset,
            l.performance,
            l.performanceRuns.join(', '),
            l.accessibility,
            l.bestPractices,
            number(l.lcpMs, 0),
            number(l.tbtMs, 0),
            number(l.cls, 3),
            number(l.scriptKb),
            number(l.machineIndex, 0),
          ]),
        )
      : 'Lighthouse: not run.',
    '',
    b.interactions.length
      ? table(
          [`Interaction to Next Paint on /registrations, CPU slowed ${CPU_SLOWDOWN}x (ms)`, 'tries', 'failed', 'p50', 'p75', 'max', 'every try'],
          b.interactions.map((i) => [
            i.name,
            i.tries,
            i.failures,
            number(i.p50, 0),
            number(i.p75, 0),
            number(i.max, 0),
            i.values.map((v) => (v === null ? 'failed' : number(v, 0))).join(', '),
          ]),
        )
      : 'Interaction to Next Paint: not measured.',
    '',
    table(
      [`Main thread of a cold ${b.mainThread.path} on a phone, CPU slowed ${CPU_SLOWDOWN}x: what ran`, 'ms'],
      [
        ...b.mainThread.parts.slice(0, MAIN_THREAD_PARTS).map((part) => [part.name, number(part.ms, 0)]),
        [
          'everything else',
          number(
            b.mainThread.parts.slice(MAIN_THREAD_PARTS).reduce((sum, part) => sum + part.ms, 0),
            0,
          ),
        ],
        ['**busy in all** (idle left out)', number(b.mainThread.busyMs, 0)],
      ],
    ),
    '',
    table(
      ['timing (ms)', 'tries', 'failed', 'p50', 'p95', 'max'],
      [
        timing('sign-in click to KPI cards visible (fresh context each try, password typed)', b.signInToKpis),
        timing('/registrations: search keystroke to new rows painted', b.searchKeystrokeToRows),
        timing('/registrations: search keystroke to the exact total painted (subtitle)', b.searchKeystrokeToTotal),
        timing('/registrations: sort header click to rows painted', b.sortClickToRows),
        timing(
          `/registrations cold on a phone over a slow network (150 ms round trips, 1.6 Mbps, CPU slowed ${CPU_SLOWDOWN}x, throttled for real): navigation to the cards drawn`,
          b.slowNetworkLoad,
        ),
      ],
    ),
    '',
    b.export
      ? `Export CSV of the whole list pressed in the browser: the file (${number(b.export.megabytes)} MB) on disk ${number(b.export.seconds, 1)} s later; ` +
        `the page's memory (JS heap + array buffers) ${number(b.export.pageMemoryBeforeMb)} MB before, ${number(b.export.pageMemoryPeakMb)} MB at its highest.`
      : 'Export CSV in the browser: not measured in this run.',
  ].join('\n');
}

export function renderReport(results: BenchResults, notes: string): string {
  const goals = evaluateGoals(results);
  const broken = brokenMeasurements(results);
  const m = results.machine;
  const engines = results.engines.map((e) => (e.engine === 'postgres' ? `PostgreSQL ${e.version}` : `PGlite ${e.version}`)).join(', ');
  return [
    '# Benchmarks',
    '',
    '<!-- Written by `pnpm bench` (see bench/README.md); only the "What stands in the way" section is kept across runs. -->',
    '',
    `- date: ${results.date}${results.smoke ? ' (smoke run: figures prove the harness runs, not the goals)' : ''}`,
    `- machine: ${m.cores} cores, ${number(m.memoryGb)} GB memory, ${m.cpu}; Node ${m.node}` +
      (results.browser ? `; Chromium ${results.browser.chromium}` : '') +
      (m.loadAverage
        ? `; 1-minute load average ${number(m.loadAverage.start)} at the start, ${number(m.loadAverage.end)} at the end (other work on the machine slows every figure)`
        : ''),
    `- registrations (N): ${results.count.toLocaleString('en-US')}; engines: ${engines || 'none'}`,
    `- ${results.durationSeconds} s per HTTP case; run took ${number(results.totalSeconds / 60)} min end to end`,
    '',
    '## Goals',
    '',
    'Goals hold at 1,000,000 registrations on PostgreSQL 15 (the PGlite memory goal on PGlite).' +
      (results.count === 1_000_000 ? '' : ` **This run had ${results.count.toLocaleString('en-US')}.**`),
    '',
    table(
      ['figure', 'goal', 'measured', 'met'],
      goals.map((g) => [g.figure, g.goal, g.shown, g.met === null ? '-' : g.met ? 'met' : '**not met**']),
    ),
    '',
    broken.length
      ? `**Broken measurements** (a figure from a case with errors means nothing):\n\n${broken.map((b) => `- ${b}`).join('\n')}`
      : 'Every request answered 2xx; every write was counted and audited.',
    '',
    '## What stands in the way',
    '',
    NOTES_START,
    notes,
    NOTES_END,
    '',
    ...results.engines.flatMap((engine) => [engineSection(engine), '']),
    browserSection(results),
    '',
    '## How measured',
    '',
    '- HTTP: autocannon on loopback with a real emulator ID token (admin@example.org); latencies of 2xx answers only, percentiles over every answer.',
    '  Latency cases use one connection (the time one staff member waits); the throughput case uses ten.',
    '- List cases: first page of 50 with the exact total; sorts ascending as a header click does. Search cases: with the total (one call, as the list once asked), then the rows alone (`withTotal=false`) and the count alone, as the list screen now asks; an exact id cycles through 50 real registration ids.',
    '- Export: every registration as CSV through a single-use link (the way the browser gets it), on each engine over HTTP and, on PostgreSQL, pressed in the browser until the file is on disk.',
    '- Writes: each request changes a different eligible row (pending payments to confirm, active paid registrations to disqualify), prepared through the list API.',
    '- Memory: VmHWM / VmRSS from /proc of the node process that listens on the API port (tsx runs the server in a child process).',
    "- Browser: bytes as Chromium received them (DevTools protocol `encodedDataLength`: compressed as sent, headers included), the cache disabled for a cold load; a 304 counts its headers. Timings from the event's timestamp to a requestAnimationFrame callback after the rows changed (or the subtitle showed the exact total again); each search try types a term not searched before and each sort try clicks a header not clicked before, since a repeat is answered from the page's cache.",
    '- Lighthouse: the npm package against the same Chromium, its mobile and desktop presets (simulated throttling), each page with a cold cache; signed-in pages keep the session (storage reset off). Each page and preset runs three times; its row is the run with the median performance score, and "every run" lists the three. Performance follows the machine\'s load and speed (total blocking time above all); byte counts do not. "machine index" is Lighthouse\'s benchmarkIndex of that run (higher is faster): compare scores only between runs of a like index and the same Chromium.',
    `- Main thread: Chromium's CPU profile (DevTools protocol Profiler) of the screen loaded cold in a signed-in tab of 412 x 823 px with the CPU slowed ${CPU_SLOWDOWN}x, from navigation until 3 s after it showed, once; each sample's self time is named by the builds' source maps for its package, webpack's runtime, or the portal's own code. One run: its parts move with the machine as Lighthouse does.`,
    `- Slow network: /registrations loaded cold (cache cleared and off) in a signed-in tab of 412 x 823 px, Chromium's network throttled for real (150 ms added to every round trip, 1.6 Mbps down, 750 kbps up) and the CPU slowed ${CPU_SLOWDOWN}x; the page notes the first frame after a card appears (a MutationObserver set before its scripts run), so the harness's polling adds nothing.`,
    '',
  ].join('\n');
}

export function writeReport(file: string, results: BenchResults): void {
  const previous = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
  fs.writeFileSync(file, renderReport(results, preservedNotes(previous)));
}
