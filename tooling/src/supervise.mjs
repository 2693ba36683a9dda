// Keeps one long-running part of the portal up (the API, each static server). A part that exits
// on its own is reported and started again after a pause that doubles from 1 s to 30 s; one that
// fails 5 times within 2 minutes is given up on (reported, and `onGiveUp` decides what follows),
// since restarting it again would only hide what is wrong.
export const RESTART_POLICY = { firstDelayMs: 1000, maxDelayMs: 30_000, maxFailures: 5, windowMs: 120_000 };

const describeExit = ({ code, signal, error }) => (error ? error.message : signal ? `signal ${signal}` : `exit code ${code}`);

/**
 * @param {string} name how reports name the part
 * @param {() => Promise<{ exited: Promise<object>, stop: () => Promise<void> }>} start starts the
 *   part and resolves once it serves (rejecting, after stopping it, if it does not)
 * @param {object} [options]
 * @param {(message: string) => void} [options.report] where restarts and give-ups are reported
 * @param {(name: string) => void} [options.onGiveUp]
 * @param {typeof RESTART_POLICY} [options.policy]
 * Resolves once the part first serves (rejects if it never does) to { current, stop }.
 */
export async function supervise(name, start, { report = (message) => console.error(message), onGiveUp = () => {}, policy = RESTART_POLICY } = {}) {
  let current;
  let stopped = false;
  let timer;
  const failures = [];

  function failed(reason) {
    if (stopped) return;
    const now = Date.now();
    failures.push(now);
    while (failures[0] <= now - policy.windowMs) failures.shift();
    if (failures.length >= policy.maxFailures) {
      report(`[supervisor] ${name} stopped (${reason}) ${failures.length} times within ${policy.windowMs / 1000} s; giving up on it`);
      stopped = true;
      onGiveUp(name);
      return;
    }
    const delay = Math.min(policy.firstDelayMs * 2 ** (failures.length - 1), policy.maxDelayMs);
    report(`[supervisor] ${name} stopped (${reason}); restarting in ${delay / 1000} s`);
    timer = setTimeout(() => {
      run().catch((error) => failed(error.message));
    }, delay);
  }

  async function run() {
    const part = await start();
    if (stopped) {
      await part.stop();
      return;
    }
    current = part;
    part.exited.then((exit) => {
      if (current === part) failed(describeExit(exit));
    });
  }

  await run();
  return {
    get current() {
      return current;
    },
    /** Stops the part on purpose: no restart follows. */
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await current?.stop();
    },
  };
}
