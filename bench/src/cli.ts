// pnpm bench: loads N registrations into each engine, measures every hot path over real HTTP and
// in headless Chromium, and writes the figures beside their goals (see bench/README.md).
import fs from 'node:fs';
import { parseOptions, USAGE } from './options';
import { writeReport, evaluateGoals } from './report';
import { brokenMeasurements } from './results';
import { cleanUpInterruptedRun, runBench } from './run-bench';

async function main(): Promise<number> {
  if (process.argv.includes('--help')) {
    console.log(USAGE);
    return 0;
  }
  const options = parseOptions(process.argv.slice(2));
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      console.error(`\n${signal}: stopping the API and dropping the bench databases...`);
      void cleanUpInterruptedRun().finally(() => process.exit(130));
    });
  }
  const results = await runBench(options);
  writeReport(options.reportFile, results);
  if (options.jsonFile) fs.writeFileSync(options.jsonFile, JSON.stringify({ ...results, goals: evaluateGoals(results) }, null, 2));
  console.log(`\nReport: ${options.reportFile} (${(results.totalSeconds / 60).toFixed(1)} min)`);
  for (const goal of evaluateGoals(results)) {
    console.log(`  ${goal.met === null ? '-  ' : goal.met ? 'met' : 'NOT'}  ${goal.figure}: ${goal.shown} (goal ${goal.goal})`);
  }
  const broken = brokenMeasurements(results);
  if (broken.length) {
    console.error(`\nBroken measurements:\n${broken.map((line) => `  ${line}`).join('\n')}`);
    return 1;
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    void cleanUpInterruptedRun().finally(() => process.exit(1));
  },
);
