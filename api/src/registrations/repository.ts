import { hasActiveFilters, type RegistrationFilters, type RegistrationListQuery } from 'shared/domain/registrations/list-rules';
import { identityKey } from 'shared/domain/imports/registration-import';
import type { ListPage, Registration } from 'shared/domain/registrations/registration';
import type { DashboardStats } from 'shared/platform/api/dashboardStats';
import type { QueryOptions, Queryable } from '../db/database';
import { isScoped, scopeOf } from '../db/scoped';
import { conflict } from '../http-error';
import { containsPattern } from '../db/sql-values';
import { RECEIPT_NUMBER_SHAPE } from 'shared/domain/payments/receipt-number';
import { canUseSearchTable, orderByClause, receiptCondition, whereClause } from './list-sql';
import { REGISTRATION_COLUMNS, toRegistration, type RegistrationRow } from './registration-row';

async function selectOne(db: Queryable, condition: string, value: string): Promise<Registration | null> {
  const [row] = await db.query<RegistrationRow>(`SELECT ${REGISTRATION_COLUMNS} FROM registrations WHERE ${condition} = $1`, [value]);
  return row ? toRegistration(row) : null;
}

export const getRegistration = (db: Queryable, registrationId: string) => selectOne(db, 'registration_id', registrationId);

/**
 * Ids are matched whatever their case, as staff type them ('pay-abacus-000936'): an id is one
 * identity in any case (migration 025). Should the database still hold case twins from before
 * that rule, the lookup answers 409 naming them rather than pick one: the other may be an impostor.
 */
async function selectByIdAnyCase(db: Queryable, column: 'payment_id' | 'merchant_transaction_id', value: string): Promise<Registration | null> {
  const rows = await db.query<RegistrationRow>(
    `SELECT ${REGISTRATION_COLUMNS} FROM registrations WHERE upper(${column}) = $1 ORDER BY created_at, registration_id LIMIT 5`,
    [identityKey(value)],
  );
  if (rows.length > 1) {
    const twins = rows.map((row) => `${row.registration_id} (${row[column]})`).join(', ');
    throw conflict(
      'registration-id-ambiguous',
      `${value} matches more than one registration, whose ids differ only in letter case: ${twins}. Correct the wrong one before going on.`,
    );
  }
  return rows[0] ? toRegistration(rows[0]) : null;
}

export const findByPaymentId = (db: Queryable, paymentId: string) => selectByIdAnyCase(db, 'payment_id', paymentId);

export const findByMerchantTransactionId = (db: Queryable, merchantTransactionId: string) =>
  selectByIdAnyCase(db, 'merchant_transaction_id', merchantTransactionId);

/** Where the total of each kind of filter is summed from; see countRegistrations. */
const COUNT_SOURCES = {
  none: 'SELECT total_registrations::int AS total FROM summary_counters',
  search: 'SELECT count(*)::int AS total FROM registration_search',
  searchWithFilters: 'SELECT count(*)::int AS total FROM registration_search JOIN registrations USING (registration_id)',
  searchWithSeparator: 'SELECT count(*)::int AS total FROM registrations',
  school: `SELECT coalesce(sum(school_filter_counts.registrations), 0)::int AS total
           FROM registration_schools JOIN school_filter_counts USING (school_value, school_name)`,
  enumerated: 'SELECT coalesce(sum(registrations), 0)::int AS total FROM registration_filter_counts',
};

function countSource(filters: RegistrationFilters, scoped: boolean): keyof typeof COUNT_SOURCES {
  // The dashboard counter is the organisation's; the filter counts are kept per centre (migration 067).
  if (!hasActiveFilters(filters)) return scoped ? 'enumerated' : 'none';
  const q = filters.q?.trim();
  if (q) {
    if (!canUseSearchTable(q)) return 'searchWithSeparator';
    return hasActiveFilters({ ...filters, q: undefined }) ? 'searchWithFilters' : 'search';
  }
  return filters.school?.trim() ? 'school' : 'enumerated';
}

/**
 * The exact number of registrations matching the filters. A text search (q) counts rows of the
 * narrow registration_search table (migration 011), joined to the registrations only when other
 * filters apply too; otherwise it is a sum over counts the triggers keep per centre (migrations
 * 007, 009, 067): per combination of the centre and the enumerated filter columns, with the school
 * when a school substring is asked for (matched against the few distinct schools), or the
 * dashboard counter without any filter. A person limited to some centres sees only their centres'
 * kept counts. So a filter mix costs the same at a million registrations as at a thousand.
 */
export async function countRegistrations(db: Queryable, filters: RegistrationFilters, options: QueryOptions = {}): Promise<number> {
  const q = filters.q?.trim();
  if (q && isIdShaped(q)) return countIdShaped(db, filters, options);
  const source = countSource(filters, isScoped(db));
  const where = whereClause(filters, { search: source === 'search' || source === 'searchWithFilters' ? 'search-table' : 'registrations' });
  const [counted] = await db.query<{ total: number }>(`${COUNT_SOURCES[source]} ${where.sql}`, where.params, options);
  return counted?.total ?? 0;
}

/**
 * A phone number is at most 13 characters and an id-shaped term at least 10 digits: in a usual row
 * it starts the number or follows its 0, +, +9 or +91.
 */
const PHONE_PREFIXES = ['', '0', '+', '+9', '+91'];

/**
 * Terms shaped like a registration id, payment id, merchant transaction id, receipt number or a whole phone number,
 * and where each can stand in a row whose searched fields have the usual shapes of migration 016
 * (each shape holds at least four digits; a name has none, a registration id is REG- and digits, a
 * payment id PAY-, capitals, - and digits without "REG-", a phone number digits): at the start of
 * one field, as a LIKE prefix its unique or sort index answers. The term's characters are letters,
 * digits, '-' and '+', never LIKE's wildcards; ids are written in capitals.
 */
const ID_SHAPES: { shape: RegExp; starts: (q: string) => [column: string, prefix: string][] }[] = [
  { shape: /^REG-\d{4,}$/i, starts: (q) => [['registration_id', `${q.toUpperCase()}%`]] },
  { shape: /^PAY-[A-Z]+-\d{4,}$/i, starts: (q) => [['payment_id', `${q.toUpperCase()}%`]] },
  { shape: /^MT\d{8,}$/i, starts: () => [] },
  // Its slashes stand in no usual field: only the receipts' own key answers it (see idShapedHits).
  { shape: RECEIPT_NUMBER_SHAPE, starts: () => [] },
  { shape: /^\+?\d{10,}$/, starts: (q) => PHONE_PREFIXES.map((prefix) => ['contact_number', `${prefix}${q}%`]) },
];

export const isIdShaped = (q: string) => ID_SHAPES.some(({ shape }) => shape.test(q));

/**
 * The registrations matching an id-shaped term and the other filters, as a `hits` CTE of their
 * ids: a merchant transaction id or a receipt's number equal to the term, the fields the term can
 * start (ID_SHAPES) from the unique and sort indexes, and the few unusual rows of migration 016 by the substring rule
 * itself; no trigram scan, and exactly what the spec's rule finds. Only the lookups the term's
 * shape needs are planned (each OR arm costs planning time, most of such a search's time).
 * `rest` is the other filters' WHERE on registrations, to follow
 * `FROM hits JOIN registrations USING (registration_id)`.
 */
function idShapedHits(filters: RegistrationFilters): { hits: string; rest: string; params: unknown[] } {
  const q = filters.q!.trim();
  const starts = ID_SHAPES.find(({ shape }) => shape.test(q))!.starts(q);
  const receiptParams: unknown[] = [];
  const receipt = receiptCondition(q, (value) => {
    receiptParams.push(value);
    return `$${1 + starts.length + receiptParams.length}`;
  });
  const lookups = [`merchant_transaction_id = $1${receipt}`, ...starts.map(([column], i) => `${column} LIKE $${i + 2}`)];
  const firstParam = 2 + starts.length + receiptParams.length;
  const rule = whereClause({ q }, { firstParam });
  const rest = whereClause({ ...filters, q: undefined }, { firstParam: firstParam + rule.params.length });
  return {
    hits: `WITH hits AS (
       SELECT registration_id FROM registrations WHERE ${lookups.join(' OR ')}
       UNION
       SELECT registration_id FROM registrations
       ${rule.sql} AND registration_search_unusual(name, registration_id, payment_id, contact_number)
     )`,
    rest: rest.sql,
    params: [q, ...starts.map(([, prefix]) => prefix), ...receiptParams, ...rule.params, ...rest.params],
  };
}

async function countIdShaped(db: Queryable, filters: RegistrationFilters, options: QueryOptions): Promise<number> {
  const { hits, rest, params } = idShapedHits(filters);
  const [counted] = await db.query<{ total: number }>(
    `${hits} SELECT count(*)::int AS total FROM hits JOIN registrations USING (registration_id) ${rest}`,
    params,
    options,
  );
  return counted?.total ?? 0;
}

/** A term shaped like an id: its rows and their exact number in one statement (see idShapedHits). */
async function idShapedPage(db: Queryable, query: RegistrationListQuery, options: QueryOptions): Promise<ListPage<Registration>> {
  const { hits, rest, params } = idShapedHits(query);
  const order = orderByClause(query.sort, query.order);
  const rows = await db.query<RegistrationRow & { matches: number }>(
    `${hits}
     SELECT ${REGISTRATION_COLUMNS}, count(*) OVER ()::int AS matches
     FROM hits JOIN registrations USING (registration_id) ${rest}
     ${order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, query.limit, query.offset],
    options,
  );
  // Past the last match no row carries the number: count it.
  const total = rows[0]?.matches ?? (await countIdShaped(db, query, options));
  return { data: rows.map(toRegistration), total };
}

/**
 * The school values a school substring matches, when it matches every name of each (so that the
 * values alone select exactly the same registrations), from the few distinct schools; otherwise null.
 * PostgreSQL estimates a list of values from its statistics but a substring only at a guess, far too
 * low for a common school: under a centre policy it then scanned the whole centre and sorted it (134 ms
 * at 1,000,000) instead of walking the sort index until the page was full.
 */
async function matchingSchoolValues(db: Queryable, school: string, options: QueryOptions): Promise<string[] | null> {
  const rows = await db.query<{ school_value: string; every_name: boolean }>(
    `SELECT school_value, bool_and(school_value ILIKE $1 OR school_name ILIKE $1) AS every_name
     FROM registration_schools WHERE registrations <> 0
     GROUP BY school_value HAVING bool_or(school_value ILIKE $1 OR school_name ILIKE $1)`,
    [containsPattern(school)],
    options,
  );
  return rows.every((row) => row.every_name) ? rows.map((row) => row.school_value) : null;
}

/**
 * The rows of one page. The page's ids come first from the sort index alone and only those rows
 * are read in full (a deferred join), so skipping half a million rows skips index entries, not
 * table rows. Knowing the total, a page in the second half of the list is read from the end backwards.
 */
async function readPage(db: Queryable, query: RegistrationListQuery, total: number | undefined, options: QueryOptions): Promise<RegistrationRow[]> {
  const remaining = total === undefined ? query.limit : total - query.offset;
  if (remaining <= 0) return [];
  const backwards = total !== undefined && query.offset > total / 2;
  const limit = backwards ? Math.min(query.limit, remaining) : query.limit;
  const offset = backwards ? Math.max(0, remaining - query.limit) : query.offset;
  const school = query.school?.trim();
  // A person limited to one centre reads its rows by that centre's own indexes; the policy alone
  // leaves PostgreSQL walking the organisation's, of which a quarter or less are theirs.
  const scope = scopeOf(db);
  const filters = scope.length === 1 && !query.center?.length ? { ...query, center: [...scope] } : query;
  const where = whereClause(filters, { schoolValues: school ? await matchingSchoolValues(db, school, options) : null });
  const order = orderByClause(query.sort, query.order, { backwards });
  const rows = await db.query<RegistrationRow>(
    `SELECT ${REGISTRATION_COLUMNS} FROM (
       SELECT registration_id FROM registrations ${where.sql} ${order}
       LIMIT $${where.params.length + 1} OFFSET $${where.params.length + 2}
     ) AS page JOIN registrations USING (registration_id)
     ${order}`,
    [...where.params, limit, offset],
    options,
  );
  return backwards ? rows.reverse() : rows;
}

/**
 * One page of the filtered, sorted list with the exact number of matches, or without it when
 * the query says `withTotal: false`: the list asks for its rows that way and for the total
 * separately (GET /admin/registrations/count), so the rows never wait for a count. An id-shaped
 * term answers both at once. `options.signal` cancels the statements when the client goes away.
 */
export async function listRegistrationPage(
  db: Queryable,
  query: RegistrationListQuery,
  options: QueryOptions = {},
): Promise<ListPage<Registration> | { data: Registration[] }> {
  const q = query.q?.trim();
  if (q && isIdShaped(q)) return idShapedPage(db, query, options);
  if (query.withTotal === false) return { data: (await readPage(db, query, undefined, options)).map(toRegistration) };
  const total = await countRegistrations(db, query, options);
  const rows = await readPage(db, query, total, options);
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
    // Per centre and counter slot (migration 062): a person limited to some centres reads, through
    // the centre policies, the sums of theirs alone; everyone else the sums of every centre.
    `SELECT coalesce(sum(total_registrations), 0)::int AS total_registrations,
            coalesce(sum(successful_payments), 0)::int AS successful_payments,
            coalesce(sum(online_pending), 0)::int AS online_pending,
            coalesce(sum(offline_pending), 0)::int AS offline_pending,
            coalesce(sum(total_disqualified), 0)::int AS total_disqualified,
            coalesce(sum(total_duplicates), 0)::int AS total_duplicates
     FROM center_counter_slots`,
  );
  // An aggregate without GROUP BY always answers one row.
  if (!row) throw new Error('The counter sums answered no row');
  return {
    totalRegistrations: row.total_registrations,
    successfulPayments: row.successful_payments,
    onlinePending: row.online_pending,
    offlinePending: row.offline_pending,
    totalDisqualified: row.total_disqualified,
    totalDuplicates: row.total_duplicates,
  };
}
