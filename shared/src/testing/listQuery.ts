import { CADRES, LEVELS } from 'shared/domain/common/enums';
import type { RegistrationFilters, RegistrationListQuery, SortKey, SortOrder } from 'shared/domain/registrations/list-rules';
import { MULTI_VALUE_FILTERS } from 'shared/domain/registrations/list-rules';
import type { ListPage, Registration } from 'shared/domain/registrations/registration';

// The list's rules in plain code, which the API answers in SQL: the oracle the list, search, export
// and queue tests compare the API's pages with.

function includesIgnoringCase(haystack: string | undefined, needle: string): boolean {
  return haystack !== undefined && haystack.toLowerCase().includes(needle.toLowerCase());
}

/** OR within a field, AND across fields. */
export function matchesQuery(registration: Registration, filters: RegistrationFilters): boolean {
  const q = filters.q?.trim();
  if (q) {
    const found =
      includesIgnoringCase(registration.name, q) ||
      includesIgnoringCase(registration.registrationId, q) ||
      includesIgnoringCase(registration.payment.paymentId, q) ||
      registration.contactNumber.includes(q) ||
      registration.merchantTransactionId === q ||
      // The API finds cancelled receipts' numbers too, from its receipts table; a registration here holds its latest.
      registration.payment.receipt?.number === q.toUpperCase();
    if (!found) return false;
  }
  const school = filters.school?.trim();
  if (school && !includesIgnoringCase(registration.school.value, school) && !includesIgnoringCase(registration.school.name, school)) {
    return false;
  }
  if (filters.center?.length && !filters.center.includes(registration.centerCode)) return false;
  const fieldValues: Record<(typeof MULTI_VALUE_FILTERS)[number], string | undefined> = {
    status: registration.status,
    cadre: registration.cadre,
    std: registration.std,
    paymentMode: registration.payment.mode,
    paymentStatus: registration.payment.status,
    gender: registration.gender,
    levelEnrolled: registration.levelEnrolled,
  };
  return MULTI_VALUE_FILTERS.every((key) => {
    const wanted = filters[key] as readonly string[] | undefined;
    if (!wanted || wanted.length === 0) return true;
    const value = fieldValues[key];
    return value !== undefined && wanted.includes(value);
  });
}

/** The leading number of a class ('10th' -> 10), or null when it has none. */
export function classNumber(std: string): number | null {
  const match = /^\d+/.exec(std);
  return match ? Number(match[0]) : null;
}

function rankIn(values: readonly string[], value: string): number | null {
  const index = values.indexOf(value);
  return index === -1 ? null : index;
}

/**
 * The value a column sorts by; null sorts last in both directions. Text compares by UTF-16
 * code unit after lower-casing where noted, which is what the database's "C" collation does
 * for the characters registrations hold.
 */
export function sortValue(registration: Registration, key: SortKey): string | number | null {
  switch (key) {
    case 'registrationId':
      return registration.registrationId;
    case 'name':
      return registration.name.toLowerCase();
    case 'gender':
      return registration.gender ?? null;
    case 'contactNumber':
      return registration.contactNumber;
    case 'school':
      return registration.school.value.toLowerCase();
    case 'std':
      return classNumber(registration.std);
    case 'cadre':
      return rankIn(CADRES, registration.cadre);
    case 'levelEnrolled':
      return rankIn(LEVELS, registration.levelEnrolled);
    case 'centerCode':
      return registration.centerCode;
    case 'paymentStatus':
      return registration.payment.status;
    case 'paymentAmount':
      return registration.payment.amount;
    case 'status':
      return registration.status;
    case 'createdAt':
      return Date.parse(registration.createdAt);
  }
}

function compareValues(a: string | number, b: string | number): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Sorts by the key in the given order, missing values last, ties by registrationId in the same order. */
export function compareRegistrations(a: Registration, b: Registration, sort: SortKey, order: SortOrder): number {
  const direction = order === 'asc' ? 1 : -1;
  const va = sortValue(a, sort);
  const vb = sortValue(b, sort);
  if (va === null || vb === null) {
    if (va !== vb) return va === null ? 1 : -1;
  } else {
    const byKey = compareValues(va, vb);
    if (byKey !== 0) return byKey * direction;
  }
  return compareValues(a.registrationId, b.registrationId) * direction;
}

/** The whole rule set in plain code: filter, sort, count, page. */
export function applyListQuery(registrations: readonly Registration[], query: RegistrationListQuery): ListPage<Registration> {
  const matching = registrations
    .filter((registration) => matchesQuery(registration, query))
    .sort((a, b) => compareRegistrations(a, b, query.sort, query.order));
  return { data: matching.slice(query.offset, query.offset + query.limit), total: matching.length };
}
