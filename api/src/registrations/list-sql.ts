import type { RegistrationFilters, RegistrationListQuery, SortKey } from 'shared/domain/list-query';

// SQL for the rules of shared/domain/list-query.ts. Each sort expression matches an index of
// migrations/001_initial.sql exactly; change them together.

const SORT_EXPRESSIONS: Record<SortKey, { sql: string; nullable: boolean }> = {
  registrationId: { sql: 'registration_id', nullable: false },
  name: { sql: 'lower(name)', nullable: false },
  gender: { sql: 'gender', nullable: true },
  contactNumber: { sql: 'contact_number', nullable: false },
  school: { sql: 'lower(school_value)', nullable: false },
  std: { sql: 'std_number', nullable: false },
  cadre: { sql: 'cadre_rank', nullable: false },
  levelEnrolled: { sql: 'level_rank', nullable: false },
  paymentStatus: { sql: 'payment_status', nullable: false },
  paymentAmount: { sql: 'payment_amount', nullable: false },
  status: { sql: 'status', nullable: false },
  createdAt: { sql: 'created_at', nullable: false },
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

/** A LIKE pattern matching `text` anywhere, with LIKE's own wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export interface SqlFragment {
  sql: string;
  params: unknown[];
}

/** WHERE clause (or '') for the filters; OR within a field, AND across fields. */
export function whereClause(filters: RegistrationFilters): SqlFragment {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const q = filters.q?.trim();
  if (q) {
    const pattern = param(containsPattern(q));
    conditions.push(
      `(name ILIKE ${pattern} OR registration_id ILIKE ${pattern} OR payment_id ILIKE ${pattern} OR contact_number LIKE ${pattern})`,
    );
  }
  const school = filters.school?.trim();
  if (school) {
    const pattern = param(containsPattern(school));
    conditions.push(`(school_value ILIKE ${pattern} OR school_name ILIKE ${pattern})`);
  }
  for (const [key, column] of Object.entries(FILTER_COLUMNS) as [keyof typeof FILTER_COLUMNS, string][]) {
    const values = filters[key];
    if (values && values.length > 0) conditions.push(`${column} = ANY(${param(values)}::text[])`);
  }
  return { sql: conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

/**
 * ORDER BY for a sort key: missing values last in both directions, ties broken by the
 * registration id in the same direction, so that one index serves both directions.
 */
export function orderByClause(sort: SortKey, order: RegistrationListQuery['order']): string {
  const { sql, nullable } = SORT_EXPRESSIONS[sort];
  const direction = order === 'asc' ? 'ASC' : 'DESC';
  // Ascending already puts nulls last; spelling it out on non-null keys would stop PostgreSQL
  // from reading a plain index backwards.
  const nulls = nullable && order === 'desc' ? ' NULLS LAST' : '';
  return `ORDER BY ${sql} ${direction}${nulls}, registration_id ${direction}`;
}
