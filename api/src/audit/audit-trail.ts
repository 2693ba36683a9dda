import { AUDIT_COUNT_CAP, DEFAULT_DAY_ZONE, type AuditQuery } from 'shared/domain/audit/audit';
import type { AuditPage } from 'shared/domain/audit/audit-answers';
import type { Role } from 'shared/domain/common/enums';
import { can } from 'shared/domain/common/permissions';
import { isInstantInRange } from 'shared/domain/common/query-params';
import type { Queryable } from '../db/database';
import { HttpError } from '../http-error';
import { containsPattern } from '../db/sql-values';
import { AUDIT_ROW_COLUMNS, countAuditEntries, countRegistrationEntries, toActivityEntry, type AuditRow } from './audit-log';

// The audit trail screen's reads. Pages are keyset pages on (at, id), newest first, so that
// page 10,000 costs what page 1 costs; each filter has an index ending in (at, id).

interface Position {
  at: string;
  id: string;
}

/** The cursor carries the time as PostgreSQL wrote it (microseconds and offset), not as a JS Date. */
function encodeCursor(position: Position): string {
  return Buffer.from(`${position.at}|${position.id}`).toString('base64url');
}

// timestamptz as PostgreSQL writes it: '2026-05-31 22:46:07.123456+00' (offset may have minutes).
const POSTGRES_TIMESTAMP = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?)([+-]\d{2})(:\d{2})?$/;

// PostgreSQL takes UTC offsets up to 15:59.
const MAX_OFFSET_HOURS = 15;

function decodeCursor(cursor: string, field: 'before' | 'after'): Position {
  const [at, id, extra] = Buffer.from(cursor, 'base64url').toString().split('|');
  const parts = at ? POSTGRES_TIMESTAMP.exec(at) : null;
  // Checked as a real instant the database takes here too, so that a forged cursor answers 400
  // rather than a database error.
  const valid =
    parts &&
    extra === undefined &&
    id &&
    /^\d{1,18}$/.test(id) &&
    Math.abs(Number(parts[3])) <= MAX_OFFSET_HOURS &&
    isInstantInRange(Date.parse(`${parts[1]}T${parts[2]}${parts[3]}${parts[4] ?? ':00'}`));
  if (!valid) {
    const message = 'Not a cursor this call answered: send olderCursor or newerCursor back as it came';
    throw new HttpError(400, 'invalid-request', `Invalid query parameter ${field}: ${message}`, { issues: [{ path: field, message }] });
  }
  return { at: at!, id: id! };
}

/**
 * Which entries a reader may see: everything with the settings permission; for anyone else the
 * registration and payment entries only, never those about staff accounts, profiles, preferences,
 * settings, exports or shared views (they name colleagues' e-mails, phones and roles).
 */
export type AuditScope = 'all' | 'registrations';

export const auditScopeOf = (role: Role): AuditScope => (can(role, 'settings') ? 'all' : 'registrations');

/**
 * WHERE clause and parameters for the filters, and optionally for entries strictly older or
 * newer than a position. India days turn into instants.
 */
function matching(query: AuditQuery, scope: AuditScope, beyond?: { position: Position; side: 'older' | 'newer' }): { where: string; params: unknown[] } {
  const conditions: string[] = [];
  if (scope === 'registrations') conditions.push('target_type IS NULL');
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (query.action) conditions.push(`action = ${param(query.action)}`);
  // Part of an e-mail or id in any case, as the registration search takes it (trigram indexes).
  if (query.actor) conditions.push(`lower(actor_email) LIKE ${param(containsPattern(query.actor.toLowerCase()))}`);
  if (query.registrationId) conditions.push(`lower(registration_id) LIKE ${param(containsPattern(query.registrationId.toLowerCase()))}`);
  // Days of the person's time zone: their midnight, whatever offset it has that day.
  const zone = () => param(query.tz ?? DEFAULT_DAY_ZONE);
  if (query.from) conditions.push(`at >= (${param(query.from)}::date)::timestamp AT TIME ZONE ${zone()}`);
  if (query.to) conditions.push(`at < (${param(query.to)}::date + 1)::timestamp AT TIME ZONE ${zone()}`);
  if (beyond) {
    const operator = beyond.side === 'older' ? '<' : '>';
    conditions.push(`(at, id) ${operator} (${param(beyond.position.at)}::timestamptz, ${param(beyond.position.id)}::bigint)`);
  }
  return { where: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

const hasFilters = (query: AuditQuery) => Boolean(query.action || query.actor || query.registrationId || query.from || query.to);

async function countMatching(db: Queryable, query: AuditQuery, scope: AuditScope): Promise<{ total: number; totalCapped: boolean }> {
  if (!hasFilters(query)) return { total: scope === 'all' ? await countAuditEntries(db) : await countRegistrationEntries(db), totalCapped: false };
  const { where, params } = matching(query, scope);
  // Counting stops one past the cap: an exact count of millions of matches would cost seconds.
  // The page's order steers the planner to the filter's index rather than a scan of the table.
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (
       SELECT 1 FROM audit_log ${where} ORDER BY at DESC, id DESC LIMIT ${AUDIT_COUNT_CAP + 1}
     ) AS matching`,
    params,
  );
  const counted = row?.n ?? 0;
  return counted > AUDIT_COUNT_CAP ? { total: AUDIT_COUNT_CAP, totalCapped: true } : { total: counted, totalCapped: false };
}

type PageRow = AuditRow & { at_key: string };

async function readPage(
  db: Queryable,
  query: AuditQuery,
  scope: AuditScope,
  side: 'older' | 'newer',
  from: Position | undefined,
  limit: number,
): Promise<PageRow[]> {
  const { where, params } = matching(query, scope, from && { position: from, side });
  const direction = side === 'older' ? 'DESC' : 'ASC';
  return db.query<PageRow>(
    `SELECT ${AUDIT_ROW_COLUMNS}, at::text AS at_key FROM audit_log ${where}
     ORDER BY at ${direction}, id ${direction} LIMIT ${limit}`,
    params,
  );
}

const positionOf = (row: PageRow): Position => ({ at: row.at_key, id: row.id });

/** One page of matching entries the reader may see, newest first, before or after a cursor (default: the newest). */
export async function listAuditTrail(db: Queryable, query: AuditQuery, scope: AuditScope): Promise<AuditPage> {
  const side = query.after !== undefined ? 'newer' : 'older';
  const position =
    query.before !== undefined ? decodeCursor(query.before, 'before') : query.after !== undefined ? decodeCursor(query.after, 'after') : undefined;
  // One row more than the page tells whether a further page lies in the reading direction.
  const rows = await readPage(db, query, scope, side, position, query.limit + 1);
  const hasFurther = rows.length > query.limit;
  // Paging back to the newest entries shows the first page as it is, full, rather than a stub.
  if (side === 'newer' && !hasFurther) return listAuditTrail(db, { ...query, after: undefined }, scope);
  const page = rows.slice(0, query.limit);
  if (side === 'newer') page.reverse();

  const first = page[0];
  const last = page[page.length - 1];
  let newerCursor: string | null = null;
  let olderCursor: string | null = null;
  if (first && last) {
    const hasNewer = side === 'newer' ? hasFurther : position !== undefined && (await readPage(db, query, scope, 'newer', positionOf(first), 1)).length > 0;
    const hasOlder = side === 'older' ? hasFurther : (await readPage(db, query, scope, 'older', positionOf(last), 1)).length > 0;
    if (hasNewer) newerCursor = encodeCursor(positionOf(first));
    if (hasOlder) olderCursor = encodeCursor(positionOf(last));
  }
  return { data: page.map(toActivityEntry), ...(await countMatching(db, query, scope)), olderCursor, newerCursor };
}
