#!/usr/bin/env node
// `npm test`: type-check, lint, format check, every module's Jest suite, the API tests and the browser tests.
// Ends with one line `N passed, M failed` totalling every suite.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureInstalled, root } from './workspace.mjs';

const SUITES = ['shared', 'shell', 'mfe-dashboard', 'mfe-registrations', 'mfe-payments', 'mfe-settings', 'api', 'e2e', 'bench'];
const only = process.argv.slice(2);
const resultsDir = path.join(root, '.test-results');

ensureInstalled();
fs.rmSync(resultsDir, { recursive: true, force: true });
fs.mkdirSync(resultsDir, { recursive: true });

const totals = { passed: 0, failed: 0 };
const summary = [];

function record(name, passed, failed, note = '') {
  totals.passed += passed;
  totals.failed += failed;
  summary.push(`${failed ? 'FAIL' : 'ok  '} ${name.padEnd(18)} ${passed} passed, ${failed} failed${note ? ` (${note})` : ''}`);
}

if (!only.length || only.includes('typecheck')) {
  console.log('\n== typecheck ==');
  const result = spawnSync('npx', ['--yes', 'pnpm@10.34.9', '-r', '--no-bail', 'typecheck'], { cwd: root, stdio: 'inherit' });
  // The whole workspace type-checks as one check.
  record('typecheck', result.status === 0 ? 1 : 0, result.status === 0 ? 0 : 1);
}

// Lint and format each count as one check, like the type-check; both cache in node_modules/.cache.
for (const [name, script] of [
  ['lint', 'lint'],
  ['format', 'format:check'],
]) {
  if (only.length && !only.includes(name)) continue;
  console.log(`\n== ${name} ==`);
  const result = spawnSync('npm', ['run', '--silent', script], { cwd: root, stdio: 'inherit' });
  record(name, result.status === 0 ? 1 : 0, result.status === 0 ? 0 : 1);
}

for (const suite of SUITES.filter((s) => !only.length || only.includes(s))) {
  console.log(`\n== ${suite} ==`);
  const output = path.join(resultsDir, `${suite}.json`);
  const jest = path.join(root, suite, 'node_modules', '.bin', 'jest');
  const args = ['--ci', '--json', `--outputFile=${output}`];
  if (suite === 'api' || suite === 'e2e' || suite === 'bench') args.push('--runInBand');
  const result = spawnSync(jest, args, { cwd: path.join(root, suite), stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  if (!fs.existsSync(output)) {
    record(suite, 0, 1, `jest exited ${result.status} without results`);
    continue;
  }
  const report = JSON.parse(fs.readFileSync(output, 'utf8'));
  // A suite that failed to run (syntax error, setup crash) has no failed tests but must still count.
  const brokenFiles = report.numRuntimeErrorTestSuites ?? 0;
  const setupFailed = result.status !== 0 && report.numFailedTests === 0 && brokenFiles === 0 ? 1 : 0;
  record(suite, report.numPassedTests, report.numFailedTests + brokenFiles + setupFailed, report.numTotalTests === 0 ? 'no tests ran' : '');
}

console.log('\n' + summary.join('\n'));
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed ? 1 : 0);
