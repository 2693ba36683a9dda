import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fairLoads, statsUnderFlood } from './fair-load-case';
import { lightUnderLoadCases } from './heavy-load-case';
import { readCases, writeCases } from './http-cases';
import { MERGE_CASE_NAME } from './merges-case';
import { receiptCases } from './receipts-case';
import { scopedCases } from './scoped-case';
import { STATEMENT_LINES } from './reconciliation-case';
import { SECOND_FACTOR_CASE_NAMES } from './second-factor-case';
import { INTERACTIONS } from './interaction-case';
import { GOALS, NOTES_END, NOTES_START } from './report';
import { firstLoadLabel, SCREEN_NAMES } from './screens';
import type { BenchResults } from './results';

// The benchmark in smoke mode on both engines, browser part included: it must run end to end
// and its figures must mean something. No timing is asserted: the machine is shared.

const COUNT = 3000;
const PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'abacus-bench-test-'));
const reportFile = path.join(dir, 'BENCHMARKS.md');
const jsonFile = path.join(dir, 'results.json');
let exitCode: number | null;
let results: BenchResults & { goals: { figure: string; shown: string }[] };

beforeAll(() => {
  // A report from an earlier run whose hand-written section the run must keep.
  fs.writeFileSync(reportFile, `old figures\n${NOTES_START}\nThe stats goal needs a cached token check.\n${NOTES_END}\n`);
  const run = spawnSync(
    path.join(__dirname, '..', 'node_modules', '.bin', 'tsx'),
    [
      path.join(__dirname, 'cli.ts'),
      '--smoke',
      '--count',
      String(COUNT),
      '--report',
      reportFile,
      '--json',
      jsonFile,
      // E2E_PORT_OFFSET moves the ports as it does the browser tests', so two checkouts can run this at once.
      '--shell-port',
      String(3600 + PORT_OFFSET),
      '--api-port',
      String(4600 + PORT_OFFSET),
    ],
    { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } },
  );
  exitCode = run.status;
  results = JSON.parse(fs.readFileSync(jsonFile, 'utf8'));
});

afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

const finite = (value: number) => Number.isFinite(value) && value >= 0;

test('the run ends well and measures both engines at the asked size', () => {
  expect(exitCode).toBe(0);
  expect(results.engines.map((engine) => engine.engine)).toEqual(['postgres', 'pglite']);
  for (const engine of results.engines) expect(engine.registrations).toBe(COUNT);
});

test('every HTTP case ran on each engine with finite figures and no answer outside 2xx', () => {
  const noRows = { confirm: [], disqualify: [], writersConfirm: [], writersDisqualify: [] };
  const keys = { registrationIds: ['x'], paymentIds: ['x'], merchantTransactionIds: ['x'] };
  const expected = [
    ...readCases(COUNT, keys),
    ...scopedCases(COUNT, keys),
    ...SECOND_FACTOR_CASE_NAMES.map((name) => ({ name })),
    ...writeCases(noRows),
    ...receiptCases(['x']),
    { name: MERGE_CASE_NAME },
    ...lightUnderLoadCases(),
    ...fairLoads('http://127.0.0.1').map(({ label }) => statsUnderFlood(label)),
  ].map((c) => c.name);
  for (const engine of results.engines) {
    expect(engine.cases.map((c) => c.name)).toEqual(expected);
    for (const result of engine.cases) {
      expect({ name: result.name, failures: result.failures, statusCounts: result.statusCounts }).toEqual({
        name: result.name,
        failures: 0,
        statusCounts: { '200': result.requests },
      });
      expect(result.requests).toBeGreaterThan(0);
      for (const figure of [result.p50, result.p95, result.p99, result.requestsPerSecond]) expect(finite(figure)).toBe(true);
    }
  }
});

test('the searches and filters find rows, so the list cases measure real work', () => {
  for (const engine of results.engines) {
    for (const result of engine.cases.filter((c) => /^(list|palette|rows|id)-/.test(c.kind))) {
      expect({ name: result.name, found: (result.rows ?? 0) > 0 }).toEqual({ name: result.name, found: true });
    }
    for (const result of engine.cases.filter((c) => c.kind === 'count-search')) {
      expect({ name: result.name, counted: (result.total ?? 0) > 0 }).toEqual({ name: result.name, counted: true });
    }
  }
});

test("the one-centre staff member's lists find rows of their centre only", () => {
  for (const engine of results.engines) {
    const scoped = engine.cases.filter((c) => c.kind === 'scoped-list' || c.kind === 'scoped-palette');
    for (const result of scoped) expect({ name: result.name, found: (result.rows ?? 0) > 0 }).toEqual({ name: result.name, found: true });
    const everyone = engine.cases.find((c) => c.name === 'list: no filter')!.total!;
    const theirs = scoped.find((c) => c.name.endsWith('list: no filter'))!.total!;
    expect(everyone).toBe(COUNT);
    expect(theirs).toBeGreaterThan(0);
    expect(theirs).toBeLessThan(COUNT / 2);
  }
});

test('the writes changed their rows: the counters and the activity moved by exactly the writes answered 200', () => {
  for (const engine of results.engines) {
    const writes = engine.writes!;
    const written = writes.confirmed + writes.disqualified + writes.concurrent;
    expect(writes.confirmed).toBeGreaterThan(0);
    expect(writes.disqualified).toBeGreaterThan(0);
    expect(writes.concurrent).toBeGreaterThan(0);
    expect(writes.after.successfulPayments - writes.before.successfulPayments + writes.after.totalDisqualified - writes.before.totalDisqualified).toBe(written);
    expect(writes.after.activityEntries - writes.before.activityEntries).toBe(written);
    expect(writes.ok).toBe(true);
  }
});

test('the CSV export streamed every row through its link, and the API memory was read', () => {
  for (const engine of results.engines) {
    expect(engine.export!.status).toBe(200);
    expect(engine.export!.rows).toBe(COUNT);
    expect(finite(engine.export!.seconds) && finite(engine.export!.apiRssPeakMb)).toBe(true);
    expect(engine.apiMemory.peakMb).toBeGreaterThan(50);
    expect(engine.apiMemory.peakMb).toBeGreaterThanOrEqual(engine.apiMemory.rssMb);
  }
});

test("the API's memory was read before each flood and once it had settled after", () => {
  for (const engine of results.engines) {
    expect(engine.floodMemory.map((f) => f.label)).toEqual(fairLoads('http://127.0.0.1').map(({ label }) => label));
    for (const f of engine.floodMemory) expect(finite(f.beforeMb) && f.beforeMb > 0 && finite(f.afterMb) && f.afterMb > 0).toBe(true);
  }
});

test('the bank statement, as CSV and as an HDFC Excel file, was read line for line and matched on each engine, with its summary read back', () => {
  for (const r of results.engines.flatMap((engine) => [engine.reconciliation!, engine.reconciliationExcel!])) {
    expect(r.counts.lines).toBe(STATEMENT_LINES);
    // A tenth of the lines name no registration.
    expect(r.counts.unmatched).toBe(STATEMENT_LINES / 10);
    expect(r.counts.matched + r.counts.mismatched + r.counts.duplicates + r.counts.unmatched).toBe(STATEMENT_LINES);
    // Every outcome is present in the first; at a smoke run's 3,000 registrations the Excel file names the
    // same payments again, which the first statement already counts: duplicates.
    const outcomes = r.format === 'csv' ? [r.counts.matched, r.counts.mismatched, r.counts.duplicates] : [r.counts.duplicates];
    for (const count of outcomes) expect(count).toBeGreaterThan(0);
    expect(finite(r.seconds) && finite(r.apiRssPeakMb) && r.apiRssPeakMb >= r.apiRssBeforeMb).toBe(true);
  }
});

test('the second factor part measured the checked call with the switch off and on, and timed every passkey check', () => {
  for (const engine of results.engines) {
    const f = engine.secondFactor!;
    expect(f.verifications).toBe(20);
    for (const figure of [f.checkedOffP95Ms, f.checkedOnP95Ms, f.verifyP50Ms, f.verifyP95Ms]) expect(finite(figure) && figure > 0).toBe(true);
    expect(f.verifyP95Ms).toBeGreaterThanOrEqual(f.verifyP50Ms);
    expect(engine.cases.filter((c) => c.kind === 'second-factor').map((c) => c.failures)).toEqual([0, 0]);
  }
});

test('the messages part delivered every message of its bulk job, the receipts attached, and timed confirmations with the SMTP server up and gone', () => {
  const [postgres, pglite] = results.engines;
  const m = postgres!.messages!;
  expect(m.confirmations).toBeGreaterThan(0);
  // Each confirmation writes an e-mail (its registrant was given one) and an SMS.
  expect(m.messages).toBe(2 * m.confirmations);
  expect(m.mailsWithReceipt).toBe(m.confirmations);
  expect(m.failed).toBe(0);
  for (const figure of [m.jobSeconds, m.drainSeconds, m.bystanderP95Ms, m.confirmP95Ms, m.confirmP95SmtpGoneMs])
    expect(finite(figure) && figure >= 0).toBe(true);
  expect(m.apiRssPeakMb).toBeGreaterThanOrEqual(m.apiRssBeforeMb);
  // PostgreSQL only: PGlite's one process leaves the bench no connection of its own to give registrants an e-mail.
  expect(pglite!.messages).toBeNull();
});

test('the live part held every event stream open, timed the list with and without them, and saw each change reach the other browser', () => {
  const [postgres, pglite] = results.engines;
  const live = postgres!.live!;
  expect(live.opened).toBe(live.streams);
  expect(live.rssWithStreamsMb).toBeGreaterThan(0);
  expect(finite(live.rssBeforeMb) && finite(live.listP95WithoutMs) && finite(live.listP95WithMs)).toBe(true);
  expect(live.commitToScreen!.failures).toBe(0);
  expect(live.commitToScreen!.tries).toBeGreaterThan(0);
  expect(finite(live.commitToScreen!.p95)).toBe(true);
  // The part runs on PostgreSQL only.
  expect(pglite!.live).toBeNull();
});

test('the browser part counted JavaScript on every step and timed every try', () => {
  const browser = results.browser!;
  expect(browser.scripts.map((s) => s.label)).toEqual([
    'first load of /auth/sign-in',
    'first load of /dashboard (signed in)',
    'then to Registrations',
    'then to Payments',
    'then to Audit Trail',
    'then to Settings',
    ...SCREEN_NAMES.map(firstLoadLabel),
  ]);
  const coldLoads = [browser.scripts[0]!, browser.scripts[1]!, ...browser.scripts.filter((step) => SCREEN_NAMES.map(firstLoadLabel).includes(step.label))];
  for (const step of coldLoads) {
    expect(step.bytes.scripts).toBeGreaterThan(0);
    expect(step.bytes.scriptKb).toBeGreaterThan(0);
    // Sent compressed: fewer bytes over the wire than the page runs.
    expect(step.bytes.scriptRawKb).toBeGreaterThan(step.bytes.scriptKb);
    expect(step.bytes.staticKb).toBeGreaterThanOrEqual(step.bytes.scriptKb);
  }
  // Each signed-in screen's load also says what had arrived when it drew: some of it, not more.
  for (const step of coldLoads.slice(2)) {
    expect(step.drawn!.scriptKb).toBeGreaterThan(0);
    expect(step.drawn!.scriptKb).toBeLessThanOrEqual(step.bytes.scriptKb);
  }
  // A repeat visit runs the same scripts, and the cache answers for most of their bytes.
  expect(browser.repeatVisit.scripts).toBeGreaterThan(0);
  expect(browser.repeatVisit.scriptKb).toBeLessThan(browser.scripts[1]!.bytes.scriptKb);
  // The whole list exported from the browser: about 190 bytes a row.
  expect(browser.export!.megabytes * 1024 * 1024).toBeGreaterThan(COUNT * 100);
  expect(finite(browser.export!.pageMemoryPeakMb - browser.export!.pageMemoryBeforeMb)).toBe(true);
  for (const timing of [
    browser.signInToKpis,
    browser.searchKeystrokeToRows,
    browser.searchKeystrokeToTotal,
    browser.sortClickToRows,
    browser.slowNetworkLoad,
  ]) {
    expect(timing.failures).toBe(0);
    expect(timing.tries).toBeGreaterThan(0);
    expect(finite(timing.p50) && finite(timing.p95)).toBe(true);
  }
});

test('every repeated interaction on /registrations was timed, each try with a finite Interaction to Next Paint', () => {
  const interactions = results.browser!.interactions;
  expect(interactions.map((i) => i.name)).toEqual([...INTERACTIONS]);
  for (const interaction of interactions) {
    expect({ name: interaction.name, failures: interaction.failures }).toEqual({ name: interaction.name, failures: 0 });
    expect(interaction.tries).toBeGreaterThan(0);
    // Chromium reports no interaction under 16 ms: that is the floor.
    expect(interaction.p75).toBeGreaterThanOrEqual(16);
    expect(Number.isFinite(interaction.max)).toBe(true);
  }
});

test('Lighthouse ran once signed out and once signed in on mobile, and once on desktop, each with finite figures', () => {
  const lighthouse = results.browser!.lighthouse;
  expect(lighthouse.map((l) => `${l.screen} ${l.preset}`)).toEqual(['sign-in mobile', `${SCREEN_NAMES[0]} mobile`, `${SCREEN_NAMES[0]} desktop`]);
  for (const l of lighthouse) {
    expect(l.performanceRuns).toEqual([l.performance]);
    for (const figure of [l.performance, l.accessibility, l.bestPractices, l.lcpMs, l.tbtMs, l.cls]) expect(finite(figure)).toBe(true);
    expect(l.scriptKb).toBeGreaterThan(0);
    expect(l.machineIndex).toBeGreaterThan(0);
  }
});
test("the main thread of /registrations on a phone was profiled and its time named by the builds' source maps", () => {
  const { mainThread } = results.browser!;
  expect(mainThread.path).toBe('/registrations');
  const ms = Object.fromEntries(mainThread.parts.map((part) => [part.name, part.ms]));
  // React draws every screen, and the portal's own files run on every load.
  expect(ms['react-dom']).toBeGreaterThan(0);
  expect(ms['own code']).toBeGreaterThan(0);
  // The builds' maps name nearly all of it (a few fallback chunks of shared modules have none, and rarely run).
  expect(ms['scripts without a map'] ?? 0).toBeLessThan(mainThread.busyMs / 10);
  expect(mainThread.busyMs).toBeCloseTo(
    mainThread.parts.reduce((sum, part) => sum + part.ms, 0),
    3,
  );
});

test('the report has every goal a smoke run measures with a figure, and keeps the hand-written section', () => {
  const report = fs.readFileSync(reportFile, 'utf8');
  for (const goal of GOALS.filter((g) => g.smoke !== false)) {
    const row = report.split('\n').find((line) => line.startsWith(`| ${goal.figure} | ${goal.goal} |`));
    expect({ goal: goal.figure, row: row !== undefined && !row.includes('not measured') }).toEqual({ goal: goal.figure, row: true });
  }
  expect(report).toContain(`${NOTES_START}\nThe stats goal needs a cached token check.\n${NOTES_END}`);
  expect(report).not.toContain('old figures');
  expect(report).toContain(`registrations (N): ${COUNT.toLocaleString('en-US')}`);
  // Lighthouse's scores move with Chromium's version: the machine line names the one measured on.
  expect(report).toMatch(/^- machine: .*; Chromium \d+\.\d+\.\d+\.\d+/m);
});

test('merge suggested merged what its preview named, while another person read the stats', () => {
  for (const engine of results.engines) {
    const figures = engine.bulkMerge!;
    expect(figures.merged).toBeGreaterThan(0);
    expect(figures.merged).toBe(figures.previewed);
    expect(figures.statsCalls).toBeGreaterThan(0);
    expect(finite(figures.seconds) && finite(figures.statsP95Ms)).toBe(true);
  }
});
