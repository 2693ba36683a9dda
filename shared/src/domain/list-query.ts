import { z } from 'zod';
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
} from './enums';
import { REGISTRANT_FIELDS } from './registration';
import { integerParam, multiValueParam, valueListParam } from './query-params';

// The registration list's search, filter and sort rules (spec section 5 and product decisions),
// written once as plain functions. The API's SQL must give exactly the same rows and order;
// its tests use these functions as the oracle.

export const SORT_KEYS = [...REGISTRANT_FIELDS, 'centerCode', 'paymentStatus', 'paymentAmount', 'status', 'createdAt'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortOrder = 'asc' | 'desc';

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 1000;

export interface RegistrationFilters {
  /**
   * Case-insensitive substring of name, registrationId or payment id; plain substring of the
   * contact number; or exactly a merchant transaction id (an id goes straight to its row).
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

const searchText = z.string().trim().max(200).optional();

/** One or more centre codes, comma-separated or repeated, as the other multi-value filters take them. */
const centerCodesParam = valueListParam().pipe(z.array(z.string().max(10, 'Center codes are at most 10 characters')).max(50, 'At most 50 centers'));

/** Query string of GET /admin/registrations (every value arrives as a string). */
export const registrationListQuerySchema = z
  .strictObject({
    q: searchText,
    status: multiValueParam(REGISTRATION_STATUSES).optional(),
    cadre: multiValueParam(CADRES).optional(),
    std: multiValueParam(CLASSES).optional(),
    paymentMode: multiValueParam(PAYMENT_MODES).optional(),
    paymentStatus: multiValueParam(PAYMENT_STATUSES).optional(),
    gender: multiValueParam(GENDERS).optional(),
    levelEnrolled: multiValueParam(LEVELS).optional(),
    school: searchText,
    center: centerCodesParam.optional(),
    sort: z.enum(SORT_KEYS).optional(),
    order: z.enum(['asc', 'desc']).optional(),
    limit: integerParam(1, MAX_PAGE_SIZE).optional(),
    offset: integerParam(0, Number.MAX_SAFE_INTEGER).optional(),
    withTotal: z.enum(['true', 'false']).optional(),
  })
  .transform((raw): RegistrationListQuery => {
    const query: RegistrationListQuery = {
      // Default createdAt descending; clicking a header sorts ascending first.
      sort: raw.sort ?? 'createdAt',
      order: raw.order ?? (raw.sort ? 'asc' : 'desc'),
      limit: raw.limit ?? DEFAULT_PAGE_SIZE,
      offset: raw.offset ?? 0,
    };
    if (raw.q) query.q = raw.q;
    if (raw.school) query.school = raw.school;
    if (raw.center?.length) query.center = [...new Set(raw.center)];
    if (raw.withTotal === 'false') query.withTotal = false;
    if (raw.status?.length) query.status = raw.status;
    if (raw.cadre?.length) query.cadre = raw.cadre;
    if (raw.std?.length) query.std = raw.std;
    if (raw.paymentMode?.length) query.paymentMode = raw.paymentMode;
    if (raw.paymentStatus?.length) query.paymentStatus = raw.paymentStatus;
    if (raw.gender?.length) query.gender = raw.gender;
    if (raw.levelEnrolled?.length) query.levelEnrolled = raw.levelEnrolled;
    return query;
  });

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
