import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { root } from 'tooling/workspace';
import { LIVE_STREAMS } from './live-streams';

export const ENGINES = ['postgres', 'pglite'] as const;
export type Engine = (typeof ENGINES)[number];

/**
 * Parts of a run --only can pick: every HTTP read case, only the search ones, the writes, light calls
 * under heavy load, the export, the browser, the live feed (PostgreSQL: event streams, a change
 * reaching another browser), receipts, a bank statement, and reads as a staff member limited to one centre.
 */
export const PARTS = [
  'reads',
  'search',
  'writes',
  'load',
  'export',
  'browser',
  'live',
  'receipts',
  'reconciliation',
  'scoped',
  'messages',
  'passkeys',
  'merges',
] as const;
export type Part = (typeof PARTS)[number];

export interface BenchOptions {
  count: number;
  engines: Engine[];
  /** Seconds each HTTP case runs. */
  duration: number;
  smoke: boolean;
  /** No headless Chromium at all: neither the browser part nor the live part's browser. */
  skipBrowser: boolean;
  /** The parts measured (default all; `search` is the search cases of `reads`). */
  parts: Set<Part>;
  /** Tries of each browser interaction (search keystroke, sort click, sign-in). */
  browserTries: number;
  /** Where the Markdown report goes. */
  reportFile: string;
  /** The figures as JSON, for the smoke test; none when unset. */
  jsonFile: string | null;
  /** PostgreSQL server the bench databases are created on (its own database is only connected to). */
  adminDatabaseUrl: string;
  /** Shell on shellPort, remotes on the four ports after it; the API on apiPort. */
  shellPort: number;
  apiPort: number;
}

export const USAGE = `Usage: pnpm bench [--count N] [--engines postgres,pglite] [--duration S] [--smoke] [--skip-browser]
                  [--only PARTS] [--tries N] [--report FILE] [--json FILE] [--shell-port P] [--api-port P]
  --count N        registrations to load (default 1000000; --smoke: 3000)
  --engines LIST   engines to measure, comma separated (default postgres,pglite)
  --duration S     seconds per HTTP case (default 10; --smoke: 0.5)
  --smoke          few rows, short cases; the report goes to a temp file unless --report is given
  --skip-browser   no headless Chromium part
  --only PARTS     measure only these, comma separated: reads (every HTTP read case), search (only the
                   search ones), writes, load (light calls under heavy load), export, browser, live
                   (PostgreSQL: ${LIVE_STREAMS} open event streams, a change reaching another browser),
                   receipts (the receipt register, collections and the receipt PDF), reconciliation
                   (a 10,000-line bank statement, as CSV and as an HDFC Excel file, matched and
                   summarised), scoped (the list, stats and palette as a staff member limited to one
                   centre), messages, passkeys (a call with orgWide2FA on and off, the passkey check
                   itself), merges (one merge of two registrations; the bulk merge of the
                   suggested groups) (default: all)
  --tries N        tries of each browser interaction (default 10; --smoke: 1)
  --report FILE    Markdown report (default BENCHMARKS.md at the repository root)
  --json FILE      also write every figure as JSON
Environment: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names the
PostgreSQL server; the run creates and drops its own abacus_bench_* databases there.`;

function positiveNumber(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number, got "${text}"\n${USAGE}`);
  return value;
}

function wholeNumber(name: string, text: string | undefined, fallback: number): number {
  const value = positiveNumber(name, text, fallback);
  if (!Number.isInteger(value)) throw new Error(`--${name} must be a whole number, got "${text}"\n${USAGE}`);
  return value;
}

export function parseOptions(argv: string[], env: NodeJS.ProcessEnv = process.env): BenchOptions {
  const { values } = parseArgs({
    // pnpm passes the `--` separator through to the script.
    args: argv.filter((arg) => arg !== '--'),
    options: {
      count: { type: 'string' },
      engines: { type: 'string' },
      duration: { type: 'string' },
      smoke: { type: 'boolean', default: false },
      'skip-browser': { type: 'boolean', default: false },
      only: { type: 'string' },
      tries: { type: 'string' },
      report: { type: 'string' },
      json: { type: 'string' },
      'shell-port': { type: 'string' },
      'api-port': { type: 'string' },
    },
  });
  const smoke = values.smoke ?? false;
  const engines = (values.engines ?? ENGINES.join(','))
    .split(',')
    .map((engine) => engine.trim())
    .filter(Boolean);
  for (const engine of engines) {
    if (!(ENGINES as readonly string[]).includes(engine)) throw new Error(`--engines: unknown engine "${engine}" (known: ${ENGINES.join(', ')})\n${USAGE}`);
  }
  if (!engines.length) throw new Error(`--engines names no engine\n${USAGE}`);
  const parts = (values.only ?? PARTS.join(','))
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  for (const part of parts) {
    if (!(PARTS as readonly string[]).includes(part)) throw new Error(`--only: unknown part "${part}" (known: ${PARTS.join(', ')})\n${USAGE}`);
  }
  if (!parts.length) throw new Error(`--only names no part\n${USAGE}`);
  const reportFile = values.report
    ? path.resolve(values.report)
    : smoke
      ? path.join(os.tmpdir(), `abacus-bench-smoke-${process.pid}.md`)
      : path.join(root, 'BENCHMARKS.md');
  return {
    count: wholeNumber('count', values.count, smoke ? 3000 : 1_000_000),
    engines: [...new Set(engines)] as Engine[],
    duration: positiveNumber('duration', values.duration, smoke ? 0.5 : 10),
    smoke,
    skipBrowser: values['skip-browser'] ?? false,
    parts: new Set(parts as Part[]),
    browserTries: wholeNumber('tries', values.tries, smoke ? 1 : 10),
    reportFile,
    jsonFile: values.json ? path.resolve(values.json) : null,
    adminDatabaseUrl: env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    shellPort: wholeNumber('shell-port', values['shell-port'], 3600),
    apiPort: wholeNumber('api-port', values['api-port'], 4600),
  };
}
