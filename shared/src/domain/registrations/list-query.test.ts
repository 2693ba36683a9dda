import type { Registration } from './registration';
import { registrationListQuerySchema } from './list-query';
import { hasActiveFilters, listQueryParams, readListParam } from './list-rules';
import { applyListQuery, classNumber, compareRegistrations, matchesQuery } from '../../testing/listQuery';

function registration(id: string, overrides: Partial<Registration> = {}): Registration {
  return {
    registrationId: id,
    name: 'Aarav Sharma',
    gender: 'male',
    contactNumber: '9845012345',
    school: { value: 'DPS R.K. Puram', name: 'Delhi Public School, R.K. Puram' },
    std: '5th',
    cadre: 'Junior Level',
    levelEnrolled: 'LEVEL 3',
    centerCode: 'DLH01',
    status: 'active',
    createdAt: '2026-05-01T10:00:00.000Z',
    updatedAt: '2026-05-01T10:00:00.000Z',
    payment: { paymentId: 'PAY-ABACUS-000001', mode: 'online', amount: 300, status: 'success' },
    version: 1,
    ...overrides,
  };
}

describe('matchesQuery', () => {
  const r = registration('REG-0000001');

  test.each([
    ['name, any case', 'SHARMA', true],
    ['registration id, any case', 'reg-00000', true],
    ['payment id, any case', 'abacus-0000', true],
    ['contact number as a plain substring', '50123', true],
    ['nothing', 'iyer', false],
  ])('search matches %s', (_label, q, expected) => {
    expect(matchesQuery(r, { q })).toBe(expected);
  });

  test('school matches its value or its name, in any case', () => {
    expect(matchesQuery(r, { school: 'dps' })).toBe(true);
    expect(matchesQuery(r, { school: 'DELHI PUBLIC' })).toBe(true);
    expect(matchesQuery(r, { school: 'Ryan' })).toBe(false);
  });

  test('OR within a field, AND across fields', () => {
    expect(matchesQuery(r, { status: ['active', 'duplicate'] })).toBe(true);
    expect(matchesQuery(r, { status: ['active'], cadre: ['Kids Level'] })).toBe(false);
    expect(matchesQuery(r, { status: ['active'], cadre: ['Kids Level', 'Junior Level'], q: 'aarav' })).toBe(true);
  });

  test('a gender filter leaves out registrations without a gender', () => {
    expect(matchesQuery(registration('REG-0000002', { gender: undefined }), { gender: ['male', 'female'] })).toBe(false);
  });
});

describe('sorting', () => {
  test('class sorts by its leading number', () => {
    expect(classNumber('10th')).toBe(10);
    const list = ['10th', '2nd', '1st'].map((std, i) => registration(`REG-${i}`, { std: std as Registration['std'] }));
    expect(list.sort((a, b) => compareRegistrations(a, b, 'std', 'asc')).map((r) => r.std)).toEqual(['1st', '2nd', '10th']);
  });

  test.each(['asc', 'desc'] as const)('missing values sort last in %s order', (order) => {
    const list = [registration('REG-1', { gender: undefined }), registration('REG-2', { gender: 'male' }), registration('REG-3', { gender: 'female' })];
    const sorted = list.sort((a, b) => compareRegistrations(a, b, 'gender', order)).map((r) => r.gender);
    expect(sorted).toEqual(order === 'asc' ? ['female', 'male', undefined] : ['male', 'female', undefined]);
  });

  test('names compare without regard to case; ties go by registration id in the same order', () => {
    const list = [registration('REG-2', { name: 'bala' }), registration('REG-1', { name: 'Bala' }), registration('REG-3', { name: 'Anu' })];
    expect(list.sort((a, b) => compareRegistrations(a, b, 'name', 'asc')).map((r) => r.registrationId)).toEqual(['REG-3', 'REG-1', 'REG-2']);
    expect(list.sort((a, b) => compareRegistrations(a, b, 'name', 'desc')).map((r) => r.registrationId)).toEqual(['REG-2', 'REG-1', 'REG-3']);
  });
});

describe('the list query', () => {
  test('defaults to createdAt descending, 50 a page; a sort alone is ascending', () => {
    expect(registrationListQuerySchema.parse({})).toEqual({ sort: 'createdAt', order: 'desc', limit: 50, offset: 0 });
    expect(registrationListQuerySchema.parse({ sort: 'name' }).order).toBe('asc');
  });

  test('round-trips through query parameters, multi-values comma separated', () => {
    const query = registrationListQuerySchema.parse({ status: 'active,duplicate', cadre: ['Kids Level'], q: ' ra ', limit: '20' });
    expect(query).toMatchObject({ status: ['active', 'duplicate'], cadre: ['Kids Level'], q: 'ra', limit: 20 });
    expect(registrationListQuerySchema.parse(listQueryParams(query))).toEqual(query);
    expect(hasActiveFilters(query)).toBe(true);
    expect(hasActiveFilters(registrationListQuerySchema.parse({ sort: 'name' }))).toBe(false);
  });

  test('refuses unknown values and parameters', () => {
    expect(registrationListQuerySchema.safeParse({ status: 'paused' }).success).toBe(false);
    expect(registrationListQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
    expect(registrationListQuerySchema.safeParse({ page: '2' }).success).toBe(false);
  });

  // The list screen reads its address without zod (readListParam): each parameter must come out
  // as the API's schema takes it on its own, and a value the schema refuses must set nothing.
  test.each([
    ['q', ' ramesh '],
    ['q', '   '],
    ['q', 'x'.repeat(200)],
    ['q', 'x'.repeat(201)],
    ['school', ' dps '],
    ['status', 'active,duplicate'],
    ['status', 'active,paused'],
    ['status', ' , '],
    ['cadre', 'Kids Level'],
    ['std', '5th,6th'],
    ['paymentMode', 'online'],
    ['paymentStatus', 'success,pending'],
    ['gender', 'female'],
    ['levelEnrolled', 'LEVEL 3'],
    ['levelEnrolled', 'level 3'],
    ['center', 'DLH01, BLR02,DLH01'],
    ['center', 'ABCDEFGHIJK'],
    ['center', Array.from({ length: 51 }, (_, i) => `C${i}`).join(',')],
    ['center', ','],
    ['sort', 'name'],
    ['sort', 'password'],
  ])('the address parameter %s=%j reads as the API schema takes it', (key, value) => {
    const parsed = registrationListQuerySchema.safeParse({ [key]: value });
    const schemaSets = parsed.success && key in parsed.data ? { [key]: parsed.data[key as keyof typeof parsed.data] } : {};
    expect(readListParam(key, value)).toEqual(schemaSets);
  });

  test('applyListQuery filters, counts and pages', () => {
    const list = Array.from({ length: 5 }, (_, i) => registration(`REG-${i}`, { status: i % 2 ? 'duplicate' : 'active' }));
    const page = applyListQuery(list, registrationListQuerySchema.parse({ status: 'active', sort: 'registrationId', limit: '2', offset: '1' }));
    expect(page).toEqual({ total: 3, data: [list[2], list[4]] });
  });
});
