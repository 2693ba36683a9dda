// The API calls a deployed module's component tests make: each test file logs its own
// (src/testing/apiCallLog.ts), and after the run they are merged into the module's api-calls.json,
// which the API's suite sends to the real API (api/test/remote-calls.test.ts). The file keeps the
// calls of builds already out there: a run fails when a test makes a call the file lacks, and
// RECORD_API_CALLS=1 writes the file anew from a whole run.
const crypto = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

/** The modules deployed on their own; shared is bundled into them and logs nothing of its own. */
const DEPLOYED_MODULES = ['shell', 'mfe-dashboard', 'mfe-registrations', 'mfe-payments', 'mfe-settings'];
const LOG_DIR_VARIABLE = 'ABACUS_API_CALL_LOG_DIR';
const CALLS_FILE = 'api-calls.json';

const keyOf = (call) => JSON.stringify(call);

/** Jest's global setup: a folder for this run's logs, named to the workers by the environment. */
function setup(globalConfig) {
  if (!DEPLOYED_MODULES.includes(path.basename(globalConfig.rootDir))) return;
  process.env[LOG_DIR_VARIABLE] = fs.mkdtempSync(path.join(os.tmpdir(), 'api-calls-'));
}

/** Jest's global teardown: merges the run's logs; writes the module's file, or fails naming the calls it lacks. */
function teardown(globalConfig) {
  const dir = process.env[LOG_DIR_VARIABLE];
  if (!dir) return;
  const calls = new Map();
  for (const name of fs.readdirSync(dir)) for (const call of JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'))) calls.set(keyOf(call), call);
  fs.rmSync(dir, { recursive: true, force: true });
  const file = path.join(globalConfig.rootDir, CALLS_FILE);
  if (process.env.RECORD_API_CALLS === '1') {
    const sorted = [...calls.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, call]) => call);
    fs.writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
    return;
  }
  const known = new Set(fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')).map(keyOf) : []);
  const missing = [...calls.values()].filter((call) => !known.has(keyOf(call)));
  if (missing.length === 0) return;
  const listed = missing
    .slice(0, 5)
    .map((call) => `  ${call.method} ${call.path} ${crypto.createHash('sha256').update(keyOf(call)).digest('hex').slice(0, 8)}`);
  throw new Error(
    [
      `${missing.length} API call(s) these tests make are not in ${CALLS_FILE}, so the API's suite does not check them:`,
      ...listed,
      `Run this module's whole suite with RECORD_API_CALLS=1 and commit ${CALLS_FILE}.`,
    ].join('\n'),
  );
}

module.exports = { DEPLOYED_MODULES, LOG_DIR_VARIABLE, CALLS_FILE, setup, teardown };
