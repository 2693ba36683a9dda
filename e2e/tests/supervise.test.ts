import { execFile } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { repoRoot } from '../src/browser';

// The restart rule of tooling/src/supervise.mjs on real child processes, with short pauses: a part
// that stops is started again after a growing pause; one that keeps stopping is given up on; one
// stopped on purpose stays stopped. The scripts are ES modules, so each case runs in its own node.

interface Outcome {
  reports: string[];
  starts: number[];
  gaveUp?: string;
  stoppedBy?: string | number | null;
}

async function run(body: string): Promise<Outcome> {
  const url = (entry: string) => JSON.stringify(pathToFileURL(require.resolve(entry)).href);
  const script = `
    import { supervise } from ${url('tooling/supervise')};
    import { startProcess } from ${url('tooling/workspace')};
    const policy = { firstDelayMs: 50, maxDelayMs: 400, maxFailures: 4, windowMs: 60_000 };
    const outcome = { reports: [], starts: [] };
    const report = (message) => outcome.reports.push(message);
    // A child that stops by itself (exit code 3) after lifeMs.
    const child = (lifeMs) => async () => {
      outcome.starts.push(Date.now());
      return startProcess('probe', process.execPath, ['-e', 'setTimeout(() => process.exit(3), ' + lifeMs + ')'], { quiet: true });
    };
    ${body}
    console.log(JSON.stringify(outcome));
  `;
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], { cwd: repoRoot, timeout: 30_000 });
  return JSON.parse(stdout) as Outcome;
}

test('a part that keeps stopping is restarted after doubling pauses, then given up on and reported', async () => {
  const outcome = await run(`
    outcome.gaveUp = await new Promise((resolve) => { void supervise('probe', child(100), { report, onGiveUp: resolve, policy }); });
  `);
  expect(outcome.gaveUp).toBe('probe');
  expect(outcome.reports).toEqual([
    '[supervisor] probe stopped (exit code 3); restarting in 0.05 s',
    '[supervisor] probe stopped (exit code 3); restarting in 0.1 s',
    '[supervisor] probe stopped (exit code 3); restarting in 0.2 s',
    '[supervisor] probe stopped (exit code 3) 4 times within 60 s; giving up on it',
  ]);
  expect(outcome.starts).toHaveLength(4);
  // Between the first start and the last: at least three lives of 100 ms and the pauses 50 + 100 + 200 ms.
  expect(outcome.starts[3]! - outcome.starts[0]!).toBeGreaterThanOrEqual(3 * 100 + 350);
});

test('a part stopped on purpose is not restarted', async () => {
  const outcome = await run(`
    const part = await supervise('probe', child(60_000), { report, policy });
    await part.stop();
    outcome.stoppedBy = part.current.child.signalCode ?? part.current.child.exitCode;
    await new Promise((r) => setTimeout(r, 500));
  `);
  expect(outcome.stoppedBy).toBe('SIGINT');
  expect(outcome.starts).toHaveLength(1);
  expect(outcome.reports).toEqual([]);
});
