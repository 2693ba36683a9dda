// Loads seeded registrations into the configured database (DATABASE_URL, else PGLITE_DIR or
// api/.data/pglite) for benchmarks:  pnpm --filter api seed -- --count 1000000 [--receipts 600000]
// Registration i is the same on every run with the same --seed, and loading again adds only
// what is missing. Stop the API first when it uses the same PGlite directory.
import { parseArgs } from 'node:util';
import { databaseConfigFromEnvironment } from '../config';
import { runMigrations } from '../db/migrate';
import { openDatabase } from '../db/open';
import { loadReceipts } from '../seed/load-receipts';
import { loadRegistrations } from '../seed/load-registrations';
import { DEFAULT_SEED } from '../seed/registration-generator';

const USAGE = 'Usage: seed [--count N] [--seed N] [--anchor YYYY-MM-DD] [--batch N] [--receipts N]';

function wholeNumber(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  if (!/^\d+$/.test(text)) throw new Error(`--${name} must be a whole number\n${USAGE}`);
  return Number(text);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    // pnpm passes the `--` separator through to the script.
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: {
      count: { type: 'string' },
      seed: { type: 'string' },
      anchor: { type: 'string' },
      batch: { type: 'string' },
      receipts: { type: 'string' },
    },
  });
  const count = wholeNumber('count', values.count, 3000);
  const seed = wholeNumber('seed', values.seed, DEFAULT_SEED);
  const batchSize = Math.max(1, wholeNumber('batch', values.batch, 5000));
  const receipts = wholeNumber('receipts', values.receipts, 0);
  const anchor = values.anchor ? new Date(`${values.anchor}T00:00:00Z`) : new Date(new Date().toISOString().slice(0, 10));
  if (Number.isNaN(anchor.getTime())) throw new Error(`--anchor must be a date (YYYY-MM-DD)\n${USAGE}`);

  const databaseConfig = databaseConfigFromEnvironment(process.env);
  console.error(databaseConfig.engine === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${databaseConfig.dataDir}`);
  const db = await openDatabase(databaseConfig);
  // Ctrl+C stops after the current batch and still closes the database, which PGlite needs
  // to leave its directory whole; a bulk load's transaction then rolls back.
  let interrupted = false;
  process.on('SIGINT', () => {
    interrupted = true;
  });
  try {
    await runMigrations(db);
    const started = Date.now();
    const added = await loadRegistrations(db, {
      count,
      seed,
      anchor,
      batchSize,
      onProgress({ done, total }) {
        if (interrupted) throw new Error('\nInterrupted; loading again resumes where this stopped.');
        const seconds = (Date.now() - started) / 1000;
        const rate = Math.round(done / Math.max(seconds, 0.001));
        process.stderr.write(`\r${done.toLocaleString('en-IN')} / ${total.toLocaleString('en-IN')} registrations  (${rate.toLocaleString('en-IN')}/s)   `);
      },
    });
    if (added > 0) process.stderr.write('\n');
    const [totals] = await db.query<{ total: number }>('SELECT total_registrations::int AS total FROM summary_counters');
    console.error(
      `Added ${added.toLocaleString('en-IN')} in ${((Date.now() - started) / 1000).toFixed(1)} s; the database now holds ${totals?.total.toLocaleString('en-IN')} registrations.`,
    );
    if (receipts > 0) {
      const receiptsAdded = await loadReceipts(db, { count: receipts, anchor });
      console.error(`Added ${receiptsAdded.toLocaleString('en-IN')} receipts of paid registrations (the register's benchmark data).`);
    }
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
