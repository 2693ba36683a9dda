import type { Database, Queryable } from '../db/database';
import { generateRegistration, indexOfRegistrationId, MAX_SEEDED_REGISTRATIONS, type GeneratorOptions, type SeedRegistration } from './registration-generator';

const COLUMNS: readonly [keyof SeedRegistration, string][] = [
  ['registration_id', 'text'],
  ['name', 'text'],
  ['gender', 'text'],
  ['contact_number', 'text'],
  ['school_value', 'text'],
  ['school_name', 'text'],
  ['std', 'text'],
  ['cadre', 'text'],
  ['level_enrolled', 'text'],
  ['center_code', 'text'],
  ['status', 'text'],
  ['disqualification_note', 'text'],
  ['admin_note', 'text'],
  ['payment_id', 'text'],
  ['payment_mode', 'text'],
  ['payment_amount', 'integer'],
  ['payment_status', 'text'],
  ['merchant_transaction_id', 'text'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
];

// One statement per batch: the rows arrive as one array per column (so the statement has
// twenty parameters however many rows it carries), and each new registration gets its
// registration.created audit entry in the same statement.
const INSERT_BATCH_SQL = `
  WITH inserted AS (
    INSERT INTO registrations (${COLUMNS.map(([name]) => name).join(', ')})
    SELECT * FROM unnest(${COLUMNS.map(([, type], index) => `$${index + 1}::${type}[]`).join(', ')})
    ON CONFLICT (registration_id) DO NOTHING
    RETURNING registration_id, name, school_value, created_at
  )
  INSERT INTO audit_log (at, action, registration_id, target_name, target_school)
  SELECT created_at, 'registration.created', registration_id, name, school_value FROM inserted`;

async function insertRegistrationBatch(db: Queryable, rows: readonly SeedRegistration[]): Promise<void> {
  await db.query(
    INSERT_BATCH_SQL,
    COLUMNS.map(([name]) => rows.map((row) => row[name])),
  );
}

export interface LoadOptions extends GeneratorOptions {
  /** Registrations 1..count exist afterwards. */
  count: number;
  batchSize?: number;
  /** From this many new rows on, dropping and rebuilding the indexes beats maintaining them row by row. */
  bulkLoadFrom?: number;
  onProgress?: (progress: { done: number; total: number }) => void;
}

/**
 * Runs fn with the non-unique indexes of the loaded tables dropped, then rebuilds them from their
 * saved definitions. Inside one transaction, so an interrupted load leaves every index in place.
 */
async function withoutSecondaryIndexes(tx: Queryable, fn: () => Promise<void>): Promise<void> {
  const indexes = await tx.query<{ name: string; definition: string }>(
    `SELECT i.indexname AS name, i.indexdef AS definition
     FROM pg_indexes i
     WHERE i.schemaname = current_schema() AND i.tablename IN ('registrations', 'registration_search', 'audit_log')
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname AND c.contype IN ('p', 'u'))`,
  );
  for (const { name } of indexes) await tx.exec(`DROP INDEX "${name}"`);
  await fn();
  await tx.exec("SET LOCAL maintenance_work_mem = '256MB'");
  for (const { definition } of indexes) await tx.exec(definition);
}

/**
 * Makes seeded registrations 1..count exist, each with its registration.created audit entry.
 * Rows go in in id order, so the highest seeded id tells where an earlier load stopped and
 * loading again with the same count adds nothing. Small loads commit batch by batch; a bulk
 * load is one transaction that rebuilds the indexes at the end. Answers how many were added.
 */
export async function loadRegistrations(db: Database, options: LoadOptions): Promise<number> {
  const { count, batchSize = 5000, bulkLoadFrom = 50_000, onProgress } = options;
  if (!Number.isInteger(count) || count < 0 || count > MAX_SEEDED_REGISTRATIONS) {
    throw new RangeError(`count must be a whole number from 0 to ${MAX_SEEDED_REGISTRATIONS}`);
  }
  const [highest] = await db.query<{ registration_id: string }>(
    `SELECT registration_id FROM registrations WHERE registration_id LIKE 'REG-_______'
     ORDER BY registration_id DESC LIMIT 1`,
  );
  const first = (highest ? (indexOfRegistrationId(highest.registration_id) ?? 0) : 0) + 1;
  const added = Math.max(0, count - first + 1);
  if (added === 0) return 0;

  const insertAll = async (target: Queryable) => {
    for (let start = first; start <= count; start += batchSize) {
      const end = Math.min(count, start + batchSize - 1);
      const rows: SeedRegistration[] = [];
      for (let index = start; index <= end; index += 1) rows.push(generateRegistration(index, options));
      await insertRegistrationBatch(target, rows);
      // PGlite answers without I/O, so a load would otherwise hold the event loop to itself
      // and signals (Ctrl+C) and timers would wait for its end.
      await new Promise((resolve) => setImmediate(resolve));
      onProgress?.({ done: end - first + 1, total: added });
    }
  };
  if (added >= bulkLoadFrom) {
    await db.transaction((tx) => withoutSecondaryIndexes(tx, () => insertAll(tx)));
  } else {
    await insertAll(db);
  }
  // Fresh statistics for the planner and a visibility map for index-only reads (deep pages), and
  // the trigger-kept count tables rid of the dead row version each counted row left (a million
  // of them after a million rows, which made a school filter's count 3 times slower until
  // autovacuum came by). PGlite has no autovacuum at all.
  await db.exec('VACUUM (ANALYZE)');
  return added;
}
