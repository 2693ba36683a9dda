import type { Queryable } from '../../src/db/database';

/**
 * Columns that record who made a request rather than what it changed: the staff account's
 * "last active" moves on any signed-in call, refused or not (at most once a minute).
 */
const REQUEST_BOOKKEEPING: Record<string, string[]> = { staff_accounts: ['last_active_at'] };

/** Table name -> md5 of its rows, each as JSON, sorted; every table of the schema, counters and audit log included. */
export type DatabaseDump = Record<string, string>;

async function tableNames(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
     WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  return rows.map((row) => row.table_name);
}

const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;
const quoteLiteral = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** A query-level dump of the whole database, hashed in the database so it stays cheap enough to take after every request. */
export async function dumpDatabase(db: Queryable): Promise<DatabaseDump> {
  const selects = (await tableNames(db)).map((table) => {
    const row = (REQUEST_BOOKKEEPING[table] ?? []).reduce((json, column) => `(${json} - ${quoteLiteral(column)})`, 'to_jsonb(t)');
    return `SELECT ${quoteLiteral(table)} AS table_name, count(*)::int AS row_count,
              md5(coalesce(string_agg(${row}::text, E'\\n' ORDER BY ${row}::text), '')) AS digest
            FROM ${quoteIdentifier(table)} t`;
  });
  const rows = await db.query<{ table_name: string; row_count: number; digest: string }>(selects.join('\nUNION ALL\n'));
  return Object.fromEntries(rows.map((row) => [row.table_name, `${row.row_count}:${row.digest}`]));
}
