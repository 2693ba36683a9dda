import { hasActiveFilters, type RegistrationListQuery } from 'shared/domain/list-query';
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

/** One page of the filtered, sorted list with the exact number of matches. */
export async function listRegistrationPage(db: Queryable, query: RegistrationListQuery): Promise<ListPage<Registration>> {
  const where = whereClause(query);
  const limit = `$${where.params.length + 1}`;
  const offset = `$${where.params.length + 2}`;
  const rows = await db.query<RegistrationRow>(
    `SELECT ${REGISTRATION_COLUMNS} FROM registrations ${where.sql}
     ${orderByClause(query.sort, query.order)} LIMIT ${limit} OFFSET ${offset}`,
    [...where.params, query.limit, query.offset],
  );
  // Without filters the total is the dashboard counter, not a count of the whole table.
  const [counted] = hasActiveFilters(query)
    ? await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM registrations ${where.sql}`, where.params)
    : await db.query<{ total: number }>('SELECT total_registrations::int AS total FROM summary_counters');
  return { data: rows.map(toRegistration), total: counted?.total ?? 0 };
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
