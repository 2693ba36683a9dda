import { z } from 'zod';
import { CADRES, CLASSES, GENDERS, LEVELS, PAYMENT_MODES, PAYMENT_STATUSES, REGISTRATION_STATUSES } from '../common/enums';
import { integerParam, multiValueParam, valueListParam } from '../common/query-params';
import { DEFAULT_PAGE_SIZE, MAX_CENTER_CODE_LENGTH, MAX_CENTERS, MAX_PAGE_SIZE, MAX_SEARCH_LENGTH, SORT_KEYS, type RegistrationListQuery } from './list-rules';

// The query string of GET /admin/registrations as the API checks it. The list's rules themselves
// are list-rules.ts, free of zod.

const searchText = z.string().trim().max(MAX_SEARCH_LENGTH).optional();

/** One or more centre codes, comma-separated or repeated, as the other multi-value filters take them. */
const centerCodesParam = valueListParam().pipe(
  z
    .array(z.string().max(MAX_CENTER_CODE_LENGTH, `Center codes are at most ${MAX_CENTER_CODE_LENGTH} characters`))
    .max(MAX_CENTERS, `At most ${MAX_CENTERS} centers`),
);

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
