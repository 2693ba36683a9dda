import {
  CADRES,
  CLASSES,
  GENDERS,
  LEVELS,
  PAYMENT_MODES,
  PAYMENT_STATUSES,
  REGISTRATION_STATUSES,
  type Cadre,
  type ClassName,
  type Gender,
  type Level,
  type PaymentMode,
  type PaymentStatus,
  type RegistrationStatus,
} from '../common/enums';
import { REGISTRANT_FIELDS } from './registrant-fields';

// The registration list's search, filter and sort rules (spec section 5 and product decisions),
// written once as plain functions. The API's SQL must give exactly the same rows and order;
// its tests use these functions as the oracle. No zod here: the list screen's first paint reads
// its address with these (zod, about 20 KB brotli, loads only with a form that needs it), and the
// API's schema of the same query string is list-query.ts.

export const SORT_KEYS = [...REGISTRANT_FIELDS, 'centerCode', 'paymentStatus', 'paymentAmount', 'status', 'createdAt'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortOrder = 'asc' | 'desc';

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 1000;

export interface RegistrationFilters {
  /**
   * Case-insensitive substring of name, registrationId or payment id; plain substring of the
   * contact number; or exactly a merchant transaction id or a receipt number, any letter case for the
   * receipt (an id goes straight to its row).
   */
  q?: string;
  status?: RegistrationStatus[];
  cadre?: Cadre[];
  std?: ClassName[];
  paymentMode?: PaymentMode[];
  paymentStatus?: PaymentStatus[];
  gender?: Gender[];
  levelEnrolled?: Level[];
  /** Case-insensitive substring of the school's value or name. */
  school?: string;
  /** Codes of centres: registrations of any of them (within the centres the person sees). */
  center?: string[];
}

export interface RegistrationListQuery extends RegistrationFilters {
  sort: SortKey;
  order: SortOrder;
  limit: number;
  offset: number;
  /** false: the page without its total, for a few quick results (the command palette); default true. */
  withTotal?: boolean;
}

/** The filters that take one or more exact values (OR within one, AND across them). */
export const MULTI_VALUE_FILTERS = [
  'status',
  'cadre',
  'std',
  'paymentMode',
  'paymentStatus',
  'gender',
  'levelEnrolled',
] as const satisfies readonly (keyof RegistrationFilters)[];

/** Longest search text (q, school) the list takes. */
export const MAX_SEARCH_LENGTH = 200;
/** Longest centre code, and most centres in one filter. */
export const MAX_CENTER_CODE_LENGTH = 10;
export const MAX_CENTERS = 50;

/** The values of each multi-value filter. */
const MULTI_VALUE_OPTIONS: { [K in (typeof MULTI_VALUE_FILTERS)[number]]: readonly string[] } = {
  status: REGISTRATION_STATUSES,
  cadre: CADRES,
  std: CLASSES,
  paymentMode: PAYMENT_MODES,
  paymentStatus: PAYMENT_STATUSES,
  gender: GENDERS,
  levelEnrolled: LEVELS,
};

/** Several values, comma separated and/or repeated: the non-empty ones, trimmed, as a list. */
export function splitValueList(raw: string | string[]): string[] {
  return (Array.isArray(raw) ? raw : [raw])
    .flatMap((part) => part.split(','))
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

const isOneOf = <T extends string>(values: readonly T[], value: string): value is T => (values as readonly string[]).includes(value);

/**
 * One filter or sort parameter of the list's address, as the API's schema (list-query.ts) takes
 * it on its own: what it sets, or nothing where that schema would refuse the value. A shared link's
 * bad value then drops that value, not the whole view. list-query.test.ts holds the two to agreement.
 */
export function readListParam(key: string, value: string): Partial<RegistrationListQuery> {
  if (key === 'q' || key === 'school') {
    const text = value.trim();
    if (!text || text.length > MAX_SEARCH_LENGTH) return {};
    return key === 'q' ? { q: text } : { school: text };
  }
  if (key === 'center') {
    const codes = splitValueList(value);
    if (codes.length > MAX_CENTERS || codes.some((code) => code.length > MAX_CENTER_CODE_LENGTH)) return {};
    return codes.length ? { center: [...new Set(codes)] } : {};
  }
  if (key === 'sort') return isOneOf(SORT_KEYS, value) ? { sort: value } : {};
  const filter = MULTI_VALUE_FILTERS.find((name) => name === key);
  if (!filter) return {};
  const values = splitValueList(value);
  if (!values.length || !values.every((one) => isOneOf(MULTI_VALUE_OPTIONS[filter], one))) return {};
  return { [filter]: values } as Partial<RegistrationListQuery>;
}

/** The query parameters for a list request, as the API reads them back with the schema above. */
export function listQueryParams(query: Partial<RegistrationListQuery>): Record<string, string> {
  const params: Record<string, string> = {};
  if (query.q) params.q = query.q;
  if (query.school) params.school = query.school;
  if (query.center?.length) params.center = query.center.join(',');
  for (const key of MULTI_VALUE_FILTERS) {
    const values = query[key];
    if (values && values.length > 0) params[key] = values.join(',');
  }
  if (query.sort) params.sort = query.sort;
  if (query.order) params.order = query.order;
  if (query.limit !== undefined) params.limit = String(query.limit);
  if (query.offset !== undefined) params.offset = String(query.offset);
  if (query.withTotal === false) params.withTotal = 'false';
  return params;
}

export function hasActiveFilters(filters: RegistrationFilters): boolean {
  return Boolean(filters.q || filters.school || filters.center?.length) || MULTI_VALUE_FILTERS.some((key) => (filters[key]?.length ?? 0) > 0);
}
