import { receiptNumberIn } from 'shared/domain/payments/receipt-number';
import type { RegistrationFilters, RegistrationListQuery, SortKey } from 'shared/domain/registrations/list-rules';
import { containsPattern } from '../db/sql-values';

// SQL for the rules of shared/domain/registrations/list-query.ts. Each sort expression matches an index of
// migrations/001_initial.sql exactly; change them together.

/** `type` is the SQL type a keyset position (read back as text) is cast to. */
const SORT_EXPRESSIONS: Record<SortKey, { sql: string; nullable: boolean; type: string }> = {
  registrationId: { sql: 'registration_id', nullable: false, type: 'text' },
  name: { sql: 'lower(name)', nullable: false, type: 'text' },
  gender: { sql: 'gender', nullable: true, type: 'text' },
  contactNumber: { sql: 'contact_number', nullable: false, type: 'text' },
  school: { sql: 'lower(school_value)', nullable: false, type: 'text' },
  std: { sql: 'std_number', nullable: false, type: 'smallint' },
  cadre: { sql: 'cadre_rank', nullable: false, type: 'smallint' },
  levelEnrolled: { sql: 'level_rank', nullable: false, type: 'smallint' },
  centerCode: { sql: 'center_code', nullable: false, type: 'text' },
  paymentStatus: { sql: 'payment_status', nullable: false, type: 'text' },
  paymentAmount: { sql: 'payment_amount', nullable: false, type: 'integer' },
  status: { sql: 'status', nullable: false, type: 'text' },
  createdAt: { sql: 'created_at', nullable: false, type: 'timestamptz' },
};

const FILTER_COLUMNS = {
  status: 'status',
  cadre: 'cadre',
  std: 'std',
  paymentMode: 'payment_mode',
  paymentStatus: 'payment_status',
  gender: 'gender',
  levelEnrolled: 'level_enrolled',
} as const satisfies Partial<Record<keyof RegistrationFilters, string>>;

export interface SqlFragment {
  sql: string;
  params: unknown[];
}

/** Joins the searched fields in registration_search.search_text (migration 011). */
const SEARCH_SEPARATOR = '\x1f';

/** Where a text search reads: the registrations themselves, or their narrow copy (migration 011). */
export type SearchSource = 'registrations' | 'search-table';

/**
 * The spec's text search (list-query.ts matchesQuery) as SQL. On the search table it needs the
 * term not to hold the separator (see canUseSearchTable); its rows are joined USING (registration_id).
 */
function searchCondition(q: string, source: SearchSource, param: (value: unknown) => string): string {
  const pattern = param(containsPattern(q));
  const exact = param(q);
  const receipt = receiptCondition(q, param);
  if (source === 'search-table') {
    // The merchant transaction id is not copied: its unique index answers it (an InitPlan, run once).
    return `(search_text LIKE lower(${pattern} COLLATE "C") OR search_contact LIKE ${pattern}
             OR registration_id = ANY(ARRAY(SELECT registration_id FROM registrations WHERE merchant_transaction_id = ${exact}))${receipt})`;
  }
  return `(name ILIKE ${pattern} OR registration_id ILIKE ${pattern} OR payment_id ILIKE ${pattern}
           OR contact_number LIKE ${pattern} OR merchant_transaction_id = ${exact}${receipt})`;
}

/**
 * A term shaped like a receipt number also finds the registration of the receipt with that number,
 * cancelled ones too, from the receipts' primary key (an InitPlan, run once). Numbers are written
 * in capitals, so the term in capitals is any letter case. No other term can equal a number: the arm
 * is left out of their plans.
 */
export function receiptCondition(q: string, param: (value: unknown) => string): string {
  const number = receiptNumberIn(q);
  if (number === null) return '';
  return ` OR registration_id = ANY(ARRAY(SELECT registration_id FROM receipts WHERE number = ${param(number)}))`;
}

export const canUseSearchTable = (q: string) => !q.includes(SEARCH_SEPARATOR);

/**
 * WHERE clause (or '') for the filters; OR within a field, AND across fields. Without q or a centre
 * it reads only the school and enumerated columns, which the count tables of migrations 007 and 009 have too.
 * `firstParam` numbers the placeholders after parameters the caller already has.
 */
export function whereClause(
  filters: RegistrationFilters,
  {
    search = 'registrations',
    firstParam = 1,
    schoolValues,
  }: {
    search?: SearchSource;
    firstParam?: number;
    /** The school filter as the values it matches exactly (see matchingSchoolValues), in place of the substring. */
    schoolValues?: readonly string[] | null;
  } = {},
): SqlFragment {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length + firstParam - 1}`;
  };
  const q = filters.q?.trim();
  if (q) conditions.push(searchCondition(q, search, param));
  const school = filters.school?.trim();
  if (school && schoolValues) {
    conditions.push(`school_value = ANY(${param(schoolValues)}::text[])`);
  } else if (school) {
    const pattern = param(containsPattern(school));
    conditions.push(`(school_value ILIKE ${pattern} OR school_name ILIKE ${pattern})`);
  }
  // Codes as the centres write them (the API stores each registration's that way).
  // One centre as an equality: PostgreSQL then walks the (centre, sort key) index in order.
  if (filters.center?.length === 1) conditions.push(`center_code = ${param(filters.center[0])}`);
  else if (filters.center?.length) conditions.push(`center_code = ANY(${param(filters.center)}::text[])`);
  for (const [key, column] of Object.entries(FILTER_COLUMNS) as [keyof typeof FILTER_COLUMNS, string][]) {
    const values = filters[key];
    if (values && values.length > 0) conditions.push(`${column} = ANY(${param(values)}::text[])`);
  }
  return { sql: conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

/**
 * ORDER BY for a sort key: missing values last in both directions, ties broken by the
 * registration id in the same direction, so that one index serves both directions.
 * `backwards` gives the exact reverse of that order, for reading the last pages from the end.
 */
export function orderByClause(sort: SortKey, order: RegistrationListQuery['order'], { backwards = false } = {}): string {
  const { sql, nullable } = SORT_EXPRESSIONS[sort];
  const ascending = (order === 'asc') !== backwards;
  const direction = ascending ? 'ASC' : 'DESC';
  // Missing keys come last reading forwards, so first reading backwards. Spelled out only where
  // that differs from the default (ASC NULLS LAST, DESC NULLS FIRST): on non-null keys it would
  // stop PostgreSQL from reading a plain index backwards.
  const nulls = !nullable || ascending !== backwards ? '' : backwards ? ' NULLS FIRST' : ' NULLS LAST';
  return `ORDER BY ${sql} ${direction}${nulls}, registration_id ${direction}`;
}

/** The select-list item that reads a row's sort key as text, for keysetAfter. */
export function sortKeySelect(sort: SortKey): string {
  return `(${SORT_EXPRESSIONS[sort].sql})::text AS sort_key`;
}

/** Where the previous batch ended: the last row's sort key (as text, null when missing) and id. */
export interface KeysetPosition {
  sortKey: string | null;
  registrationId: string;
}

/**
 * The condition for the rows after `position` in the order of orderByClause, so that a long
 * read (the CSV export) goes batch by batch along the sort index instead of by OFFSET.
 * `param` adds a parameter and answers its placeholder.
 */
export function keysetAfter(sort: SortKey, order: RegistrationListQuery['order'], position: KeysetPosition, param: (value: unknown) => string): string {
  const { sql, nullable, type } = SORT_EXPRESSIONS[sort];
  const later = order === 'asc' ? '>' : '<';
  const id = param(position.registrationId);
  // Missing keys come last in both directions: after a missing key only missing keys follow.
  if (position.sortKey === null) return `(${sql} IS NULL AND registration_id ${later} ${id})`;
  const key = `${param(position.sortKey)}::${type}`;
  if (!nullable) return `(${sql}, registration_id) ${later} (${key}, ${id})`;
  return `(${sql} ${later} ${key} OR (${sql} = ${key} AND registration_id ${later} ${id}) OR ${sql} IS NULL)`;
}
