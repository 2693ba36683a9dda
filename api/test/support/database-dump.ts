import type { Queryable } from '../../src/db/database';
import type { TestApp } from './test-app';

/**
 * Columns that record who made a request rather than what it changed: the staff account's
 * "last active" moves on any signed-in call, refused or not, and its session's "last seen" on any
 * call that passed the permission check, refused later or not (each at most once a minute).
 */
const REQUEST_BOOKKEEPING: Record<string, string[]> = { staff_accounts: ['last_active_at'], staff_sessions: ['last_seen_at'] };

/** Table name -> its row count and a hash of its rows (see `dumpDatabase`); every table of the schema, counters and audit log included. */
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

/**
 * The whole database, hashed in the database so it stays cheap enough to take after every request.
 * A row is hashed by its version, (ctid, xmin): every insert, update or delete makes a new one, so
 * the hash sees any write without turning the rows into text (that took most of the access matrix's
 * time on PGlite). A table with bookkeeping columns is hashed by content without them, as those move
 * on calls that change nothing else.
 */
export async function dumpDatabase(db: Queryable): Promise<DatabaseDump> {
  const selects = (await tableNames(db)).map((table) => {
    const bookkeeping = REQUEST_BOOKKEEPING[table];
    const content = bookkeeping?.reduce((json, column) => `(${json} - ${quoteLiteral(column)})`, 'to_jsonb(t)');
    const digest = content
      ? `md5(coalesce(string_agg(${content}::text, E'\\n' ORDER BY ${content}::text), ''))`
      : `coalesce(sum(hashtext(t.ctid::text || '/' || t.xmin::text)::bigint), 0)::text`;
    return `SELECT ${quoteLiteral(table)} AS table_name, count(*)::int AS row_count, ${digest} AS digest FROM ${quoteIdentifier(table)} t`;
  });
  const rows = await db.query<{ table_name: string; row_count: number; digest: string }>(selects.join('\nUNION ALL\n'));
  return Object.fromEntries(rows.map((row) => [row.table_name, `${row.row_count}:${row.digest}`]));
}

/**
 * The app's database once nothing it does by itself is under way: the messages changes asked for are
 * composed first (the worker would compose them at any moment, between two dumps).
 */
export async function dumpSettled(target: TestApp): Promise<DatabaseDump> {
  await target.app.messageDelivery.compose();
  return dumpDatabase(target.db);
}
