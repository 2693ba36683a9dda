import { hasActiveFilters, type RegistrationFilters, type RegistrationListQuery } from 'shared/domain/list-query';
import type { DashboardStats, ListPage, Registration } from 'shared/domain/registration';
import type { Queryable } from '../db/database';
import { orderByClause, whereClause } from './list-sql';
import { REGISTRATION_COLUMNS, toRegistration, type RegistrationRow } from './registration-row';

async function selectOne(db: Queryable, condition: string, value: string): Promise<Registration | null> {
  const [row] = await db.query<RegistrationRow>(
    `SELECT ${REGISTRATION_COLUMNS} FROM registrations WHERE ${condition} = $1`,
    [value],
  );
  return row ? toRegistration(row) : null;
}

export const getRegistration = (db: Queryable, registrationId: string) =>
  selectOne(db, 'registration_id', registrationId);

export const findByPaymentId = (db: Queryable, paymentId: string) => selectOne(db, 'payment_id', paymentId);

export const findByMerchantTransactionId = (db: Queryable, merchantTransactionId: string) =>
  selectOne(db, 'merchant_transaction_id', merchantTransactionId);

/** Every registration, newest first: the spec's unparameterised GET /admin/registrations. */
export async function listAllRegistrations(db: Queryable): Promise<Registration[]> {
  const rows = await db.query<RegistrationRow>(
    `SELECT ${REGISTRATION_COLUMNS} FROM registrations ${orderByClause('createdAt', 'desc')}`,
  );
  return rows.map(toRegistration);
}

/** Where the total of each kind of filter is summed from; see countRegistrations. */
const COUNT_SOURCES = {
  none: 'SELECT total_registrations::int AS total FROM summary_counters',
  search: 'SELECT count(*)::int AS total FROM registrations',
  school: `SELECT coalesce(sum(school_filter_counts.registrations), 0)::int AS total
           FROM registration_schools JOIN school_filter_counts USING (school_value, school_name)`,
  enumerated: 'SELECT coalesce(sum(registrations), 0)::int AS total FROM registration_filter_counts',
};

/**
 * The exact number of registrations matching the filters. Only a text search (q) counts
 * registrations; otherwise it is a sum over counts the triggers keep (migrations 007, 009):
 * per combination of the enumerated filter columns, with the school when a school substring
 * is asked for (matched against the few distinct schools), or the dashboard counter without
 * any filter. So a filter mix costs the same at a million registrations as at a thousand.
 */
export async function countRegistrations(db: Queryable, filters: RegistrationFilters): Promise<number> {
  const where = whereClause(filters);
  const source = !hasActiveFilters(filters) ? 'none'
    : filters.q?.trim() ? 'search'
      : filters.school?.trim() ? 'school'
        : 'enumerated';
  const [counted] = await db.query<{ total: number }>(`${COUNT_SOURCES[source]} ${where.sql}`, where.params);
  return counted?.total ?? 0;
}

/**
 * The rows of one page. The page's ids come first from the sort index alone and only those rows
 * are read in full (a deferred join), so skipping half a million rows skips index entries, not
 * table rows. Knowing the total, a page in the second half of the list is read from the end backwards.
 */
async function readPage(db: Queryable, query: RegistrationListQuery, total?: number): Promise<RegistrationRow[]> {
  const remaining = total === undefined ? query.limit : total - query.offset;
  if (remaining <= 0) return [];
  const backwards = total !== undefined && query.offset > total / 2;
  const limit = backwards ? Math.min(query.limit, remaining) : query.limit;
  const offset = backwards ? Math.max(0, remaining - query.limit) : query.offset;
  const where = whereClause(query);
  const order = orderByClause(query.sort, query.order, { backwards });
  const rows = await db.query<RegistrationRow>(
    `SELECT ${REGISTRATION_COLUMNS} FROM (
       SELECT registration_id FROM registrations ${where.sql} ${order}
       LIMIT $${where.params.length + 1} OFFSET $${where.params.length + 2}
     ) AS page JOIN registrations USING (registration_id)
     ${order}`,
    [...where.params, limit, offset],
  );
  return backwards ? rows.reverse() : rows;
}

/**
 * One page of the filtered, sorted list with the exact number of matches, or without it when
 * the query says `withTotal: false` (counting a short search costs more than finding five rows).
 */
export async function listRegistrationPage(db: Queryable, query: RegistrationListQuery): Promise<ListPage<Registration> | { data: Registration[] }> {
  if (query.withTotal === false) return { data: (await readPage(db, query)).map(toRegistration) };
  const total = await countRegistrations(db, query);
  const rows = await readPage(db, query, total);
  return { data: rows.map(toRegistration), total };
}

interface SummaryCountersRow {
  total_registrations: number;
  successful_payments: number;
  online_pending: number;
  offline_pending: number;
  total_disqualified: number;
  total_duplicates: number;
  [column: string]: unknown;
}

export async function readDashboardStats(db: Queryable): Promise<DashboardStats> {
  const [row] = await db.query<SummaryCountersRow>(
    `SELECT total_registrations::int, successful_payments::int, online_pending::int, offline_pending::int,
            total_disqualified::int, total_duplicates::int
     FROM summary_counters`,
  );
  if (!row) throw new Error('summary_counters has no row: the initial migration did not run');
  return {
    totalRegistrations: row.total_registrations,
    successfulPayments: row.successful_payments,
    onlinePending: row.online_pending,
    offlinePending: row.offline_pending,
    totalDisqualified: row.total_disqualified,
    totalDuplicates: row.total_duplicates,
  };
}
