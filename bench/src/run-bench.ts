import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DashboardStats } from 'shared/platform/api/dashboardStats';
import { ensureChromium } from 'tooling/chromium';
import { startPortal } from 'tooling/portal';
import { ensureBuilt, root } from 'tooling/workspace';
import { ApiClient } from './api-client';
import { measureBrowser, type BrowserFigures } from './browser-bench';
import { createBenchDatabase, postgresVersion, registrantsWithEmail, seedRegistrations } from './databases';
import { measureExport } from './export-case';
import { MERGES, measureBulkMerge, mergeCase, type BulkMergeFigures } from './merges-case';
import { MESSAGE_CONFIRMATIONS, measureMessages } from './messages-case';
import { measureReconciliation, STATEMENT_LINES } from './reconciliation-case';
import { measureSecondFactor, PASSKEY_CHECKS, type SecondFactorFigures } from './second-factor-case';
import { commitToScreenTimings, openEventStreams } from './live-case';
import { fairLoads, statsUnderFlood, withFlood } from './fair-load-case';
import { lightUnderLoadCases, withHeavyLoad } from './heavy-load-case';
import { lookupKeys, prepareWriteRows, readCases, writeCases, writeCounters, type HttpCase } from './http-cases';
import { runClosedLoop, runLoad } from './load';
import { confirmedForPdf, RECEIPTS_PER_REGISTRATION, receiptCases } from './receipts-case';
import { SCOPED_CENTER, scopedCases, scopedStaffClient } from './scoped-case';
import { LIVE_STREAMS } from './live-streams';
import type { BenchOptions, Engine } from './options';
import { findListeningProcess, readMemory, settledResidentMb } from './process-memory';
import type { MessageFigures } from './messages-case';
import type { BenchResults, CaseResult, EngineResult, FloodMemory, LiveFigures, WriteCheck } from './results';

/** Seconds the API's memory is watched after each flood before its level counts as settled. */
const MEMORY_SETTLE_SECONDS = 40;

const benchStarted = Date.now();
/** A progress line with the seconds since the run began, so a slow step shows in any log. */
const log = (line: string) => console.log(`[bench ${Math.round((Date.now() - benchStarted) / 1000)} s] ${line}`);

// What an interrupted run must still undo: the API and static servers, the bench database.
const pendingCleanups = new Set<() => Promise<void>>();

async function withCleanup<T>(cleanup: () => Promise<void>, work: () => Promise<T>): Promise<T> {
  pendingCleanups.add(cleanup);
  try {
    return await work();
  } finally {
    pendingCleanups.delete(cleanup);
    await cleanup();
  }
}

/** Stops what a run started, newest first (Ctrl+C). */
export async function cleanUpInterruptedRun(): Promise<void> {
  for (const cleanup of [...pendingCleanups].reverse()) await cleanup().catch(() => {});
}

function portsFor(options: BenchOptions) {
  const { shellPort, apiPort } = options;
  return {
    shell: shellPort,
    'mfe-dashboard': shellPort + 1,
    'mfe-registrations': shellPort + 2,
    'mfe-payments': shellPort + 3,
    'mfe-settings': shellPort + 4,
    api: apiPort,
  };
}

function pgliteVersion(): string {
  const manifest = path.join(root, 'api', 'node_modules', '@electric-sql', 'pglite', 'package.json');
  return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version;
}

async function runCase(client: ApiClient, spec: HttpCase, durationSeconds: number): Promise<CaseResult> {
  let total: number | null = null;
  let rows: number | null = null;
  // One plain call first: it must answer 2xx, and the list's total says what the case covers.
  if (spec.kind !== 'write' && spec.kind !== 'writers' && spec.kind !== 'merge' && spec.kind !== 'receipt-pdf') {
    const answer = JSON.parse(await client.text(spec.next().path)) as { total?: unknown; data?: unknown } | null;
    total = typeof answer?.total === 'number' ? answer.total : null;
    rows = Array.isArray(answer?.data) ? answer.data.length : null;
  }
  if (spec.amount !== undefined && spec.amount < spec.connections) throw new Error(`${spec.name}: too few rows were prepared (${spec.amount})`);
  const load = {
    baseUrl: client.baseUrl,
    token: await client.currentToken(),
    connections: spec.connections,
    durationSeconds,
    next: spec.next,
    amount: spec.amount,
  };
  const figures = await (spec.amount === undefined ? runLoad(load) : runClosedLoop(load));
  log(
    `  ${spec.name}: ${figures.requests} requests, p95 ${figures.p95.toFixed(1)} ms, ${figures.requestsPerSecond.toFixed(0)}/s${figures.failures ? `, ${figures.failures} FAILED` : ''}`,
  );
  return { name: spec.name, kind: spec.kind, connections: spec.connections, total, rows, ...figures };
}

const okCount = (result: CaseResult) =>
  Object.entries(result.statusCounts)
    .filter(([status]) => status.startsWith('2'))
    .reduce((sum, [, n]) => sum + n, 0);

async function runWrites(client: ApiClient, options: BenchOptions): Promise<{ cases: CaseResult[]; check: WriteCheck }> {
  // A single writer manages at most a few thousand changes a second: enough rows for the whole duration.
  const rows = await prepareWriteRows(client, Math.ceil(3000 * options.duration));
  const before = await writeCounters(client);
  const cases: CaseResult[] = [];
  for (const spec of writeCases(rows)) cases.push(await runCase(client, spec, options.duration));
  const after = await writeCounters(client);
  const [confirm, disqualify, concurrent] = cases.map(okCount) as [number, number, number];
  const moved = after.successfulPayments - before.successfulPayments + (after.totalDisqualified - before.totalDisqualified);
  const ok =
    moved === confirm + disqualify + concurrent &&
    after.activityEntries - before.activityEntries === confirm + disqualify + concurrent &&
    after.successfulPayments - before.successfulPayments >= confirm &&
    after.totalDisqualified - before.totalDisqualified >= disqualify;
  return { cases, check: { before, after, confirmed: confirm, disqualified: disqualify, concurrent, ok } };
}

/**
 * The live feed's figures: the unfiltered list's p95 without and with LIVE_STREAMS event streams open on
 * the instance, its memory growth with them, and a colleague's change reaching a browser's screen.
 */
async function measureLive(client: ApiClient, listCase: HttpCase, pid: number, portalUrl: string, options: BenchOptions): Promise<LiveFigures> {
  const without = await runCase(client, listCase, options.duration);
  const rssBeforeMb = readMemory(pid).rssMb;
  const streams = await openEventStreams(client, LIVE_STREAMS);
  try {
    let rssWithStreamsMb = readMemory(pid).rssMb;
    const withStreams = await runCase(client, listCase, options.duration);
    rssWithStreamsMb = Math.max(rssWithStreamsMb, readMemory(pid).rssMb);
    return {
      commitToScreen: options.skipBrowser ? null : await commitToScreenTimings(portalUrl, client, 'staff@example.org', options.browserTries),
      streams: LIVE_STREAMS,
      opened: streams.opened,
      rssBeforeMb,
      rssWithStreamsMb,
      listP95WithoutMs: without.p95,
      listP95WithMs: withStreams.p95,
    };
  } finally {
    await streams.close();
  }
}

async function runEngine(engine: Engine, options: BenchOptions, onBrowser: (figures: BrowserFigures) => void): Promise<EngineResult> {
  const started = Date.now();
  const ports = portsFor(options);
  const database = await createBenchDatabase(engine, options.adminDatabaseUrl);
  return withCleanup(database.drop, async () => {
    log(`${engine}: loading ${options.count.toLocaleString('en-US')} registrations into ${database.description}`);
    const seedSeconds = seedRegistrations(database, options.count, options.parts.has('receipts') ? Math.round(options.count * RECEIPTS_PER_REGISTRATION) : 0);
    const portal: Awaited<ReturnType<typeof startPortal>> = await startPortal({
      ports,
      quiet: true,
      env: {
        ...database.env,
        // The demo accounts, but no registrations beyond those seeded above.
        SEED_DEMO_DATA: 'true',
        SEED_REGISTRATIONS: '0',
        // Request logs would be relayed through this process, which shares the two cores.
        LOG_LEVEL: 'warn',
        // Load tests send thousands of requests a second as one account: the limit is what they measure past.
        RATE_LIMIT_PER_MINUTE: '0',
      },
    });
    return withCleanup(portal.stop, async () => {
      if (portal.api.child.pid === undefined) throw new Error('the API process did not start');
      const pid = findListeningProcess(portal.api.child.pid, ports.api);
      const client = new ApiClient(portal.apiUrl, 'admin@example.org');
      const stats = await client.json<DashboardStats>('/admin/stats');
      if (stats.totalRegistrations !== options.count) {
        throw new Error(`${engine}: the API reports ${stats.totalRegistrations} registrations, expected ${options.count}`);
      }
      log(`${engine}: API pid ${pid}; HTTP cases of ${options.duration} s`);
      const cases: CaseResult[] = [];
      const floodMemory: FloodMemory[] = [];
      const keys = await lookupKeys(client, options.count);
      const allReads = readCases(options.count, keys);
      const reads = allReads.filter((spec) => options.parts.has('reads') || (options.parts.has('search') && spec.search));
      for (const spec of reads) cases.push(await runCase(client, spec, options.duration));
      if (options.parts.has('scoped')) {
        log(`${engine}: reads as a staff member limited to ${SCOPED_CENTER}`);
        const scoped = await scopedStaffClient(new ApiClient(portal.apiUrl, 'superadmin@example.org'), options.count);
        for (const spec of scopedCases(options.count, keys)) cases.push(await runCase(scoped, spec, options.duration));
      }
      let secondFactor: SecondFactorFigures | null = null;
      if (options.parts.has('passkeys')) {
        log(`${engine}: the second factor's cost`);
        secondFactor = await measureSecondFactor(portal.apiUrl, portal.portalUrl, options.smoke ? 20 : PASSKEY_CHECKS, async (caller, spec) => {
          const result = await runCase(caller, spec, options.duration);
          cases.push(result);
          return result;
        });
      }
      if (options.parts.has('writes')) log(`${engine}: writes`);
      const writes = options.parts.has('writes') ? await runWrites(client, options) : null;
      cases.push(...(writes?.cases ?? []));
      if (options.parts.has('receipts')) {
        log(`${engine}: receipt register, collections and PDF`);
        for (const spec of receiptCases(await confirmedForPdf(client))) cases.push(await runCase(client, spec, options.duration));
      }
      let bulkMerge: BulkMergeFigures | null = null;
      if (options.parts.has('merges')) {
        log(`${engine}: merges`);
        cases.push(await runCase(client, await mergeCase(client, options.smoke ? 20 : MERGES), options.duration));
        log(`${engine}: merge suggested, another person's stats meanwhile`);
        bulkMerge = await measureBulkMerge(client, new ApiClient(portal.apiUrl, 'viewer@example.org'));
        log(
          `  ${bulkMerge.merged} groups merged, ${bulkMerge.skipped} skipped in ${bulkMerge.seconds.toFixed(1)} s; stats p95 ${bulkMerge.statsP95Ms.toFixed(1)} ms`,
        );
      }
      if (options.parts.has('load')) {
        log(`${engine}: light calls under heavy load`);
        cases.push(
          ...(await withHeavyLoad(client, async () => {
            const light: CaseResult[] = [];
            for (const spec of lightUnderLoadCases()) light.push(await runCase(client, spec, options.duration));
            return light;
          })),
        );
      }
      log(`${engine}: CSV export`);
      const exported = options.parts.has('export') ? await measureExport(client, pid) : null;
      log(`${engine}: a ${STATEMENT_LINES.toLocaleString('en-US')}-line bank statement`);
      const reconciliation = options.parts.has('reconciliation') ? await measureReconciliation(client, pid, options.count, 'csv') : null;
      log(`${engine}: the same statement as an HDFC Excel file`);
      const reconciliationExcel = options.parts.has('reconciliation') ? await measureReconciliation(client, pid, options.count, 'hdfc-xlsx') : null;
      let messages: MessageFigures | null = null;
      if (engine === 'postgres' && options.parts.has('messages') && portal.messageSinks.mail) {
        // The smoke's 3,000 rows hold a few hundred pending offline payments, and the writes before use some.
        const confirmations = Math.min(MESSAGE_CONFIRMATIONS, Math.floor(options.count / (options.smoke ? 30 : 10)));
        log(`${engine}: ${confirmations.toLocaleString('en-US')} confirmations in a bulk job, their messages delivered`);
        const timed = options.smoke ? 20 : 200;
        const ids = await registrantsWithEmail(database.env.DATABASE_URL!, confirmations + 2 * timed, 'messages');
        messages = await measureMessages(client, new ApiClient(portal.apiUrl, 'viewer@example.org'), pid, portal.messageSinks.mail, ids, {
          confirmations,
          timed,
        });
      }
      let live: LiveFigures | null = null;
      if (engine === 'postgres' && options.parts.has('live')) {
        log(`${engine}: live feed, ${LIVE_STREAMS} open event streams and a change reaching another browser`);
        live = await measureLive(
          client,
          allReads.find((spec) => spec.name === 'list: no filter')!,
          pid,
          portal.portalUrl,
          options,
        );
      }
      if (engine === 'postgres' && !options.skipBrowser && options.parts.has('browser')) {
        log('browser: headless Chromium against the production builds');
        onBrowser(await measureBrowser(portal.portalUrl, options.browserTries, options.parts.has('export'), options.smoke));
      }
      // Last: the import flood adds registrations, which the cases before count on.
      if (options.parts.has('load')) {
        log(`${engine}: another person's stats while one account floods`);
        for (const { label, flood } of fairLoads(portal.apiUrl)) {
          const beforeMb = readMemory(pid).rssMb;
          cases.push(await withFlood(portal.apiUrl, flood, () => runCase(client, statsUnderFlood(label), options.duration)));
          floodMemory.push({ label, beforeMb, afterMb: await settledResidentMb(pid, options.smoke ? 1 : MEMORY_SETTLE_SECONDS) });
        }
      }
      const memory = readMemory(pid);
      log(`${engine}: done`);
      return {
        floodMemory,
        engine,
        version: engine === 'postgres' ? await postgresVersion(options.adminDatabaseUrl) : pgliteVersion(),
        seedSeconds,
        registrations: stats.totalRegistrations,
        cases,
        writes: writes?.check ?? null,
        export: exported,
        reconciliation,
        reconciliationExcel,
        secondFactor,
        bulkMerge,
        live,
        messages,
        apiMemory: { pid, peakMb: memory.peakMb, rssMb: memory.rssMb },
        seconds: (Date.now() - started) / 1000,
      };
    });
  });
}

export async function runBench(options: BenchOptions): Promise<BenchResults> {
  const started = Date.now();
  const loadAtStart = os.loadavg()[0]!;
  const withBrowser = !options.skipBrowser && options.engines.includes('postgres') && (options.parts.has('browser') || options.parts.has('live'));
  if (withBrowser) ensureChromium();
  // The API runs from its build even without the browser part: a stale build would measure old code.
  ensureBuilt(withBrowser ? undefined : ['api']);
  let browser: BrowserFigures | null = null;
  const engines: EngineResult[] = [];
  for (const engine of options.engines) {
    engines.push(
      await runEngine(engine, options, (figures) => {
        browser = figures;
      }),
    );
  }
  const cpus = os.cpus();
  return {
    date: new Date().toISOString(),
    machine: {
      cores: cpus.length,
      memoryGb: os.totalmem() / 1024 ** 3,
      cpu: cpus[0]?.model.trim() ?? 'unknown',
      node: process.versions.node,
      loadAverage: { start: loadAtStart, end: os.loadavg()[0]! },
    },
    count: options.count,
    durationSeconds: options.duration,
    smoke: options.smoke,
    engines,
    browser,
    totalSeconds: (Date.now() - started) / 1000,
  };
}
