import { CADRES, LEVELS } from 'shared/domain/common/enums';
import { registrationListQuerySchema } from 'shared/domain/registrations/list-query';
import { listQueryParams, SORT_KEYS, type RegistrationListQuery } from 'shared/domain/registrations/list-rules';
import { applyListQuery, classNumber } from 'shared/testing/listQuery';
import type { Registration } from 'shared/domain/registrations/registration';
import { DEFAULT_DEMO_REGISTRATIONS } from '../src/config';
import { testEngines } from './support/environment';
import { allRegistrations, call, useTestApp } from './support/test-app';
import { expectedStats } from './support/expected-stats';
import { tokenFor } from './support/tokens';

// Search, filters, sorting and paging on the server must give exactly what the plain-code
// rules of shared/domain/registrations/list-query.ts give on the same registrations.

function pageUrl(query: Partial<RegistrationListQuery>): string {
  return `/admin/registrations?${new URLSearchParams(listQueryParams(query))}`;
}

/** The query as the API reads it: the schema fills in the defaults. */
function parsed(query: Partial<RegistrationListQuery>): RegistrationListQuery {
  return registrationListQuerySchema.parse(listQueryParams(query));
}

describe.each(testEngines())('registration list on %s', (engine) => {
  const target = useTestApp(engine, { registrations: DEFAULT_DEMO_REGISTRATIONS });
  let token: string;
  let everything: Registration[];

  beforeAll(async () => {
    token = await tokenFor('viewer');
    everything = await allRegistrations(target, token);
  });

  async function expectSameAsRules(query: Partial<RegistrationListQuery>): Promise<number> {
    const reply = await call(target, 'GET', pageUrl(query), { token });
    expect(reply.status).toBe(200);
    const expected = applyListQuery(everything, parsed(query));
    expect(reply.body.total).toBe(expected.total);
    expect(reply.body.data.map((r: Registration) => r.registrationId)).toEqual(expected.data.map((r) => r.registrationId));
    expect(reply.body.data).toEqual(expected.data);
    return expected.total;
  }

  test('without parameters answers { data } with every registration, newest first', async () => {
    expect(everything).toHaveLength(DEFAULT_DEMO_REGISTRATIONS);
    const reply = await call(target, 'GET', '/admin/registrations', { token });
    expect(Object.keys(reply.body)).toEqual(['data']);
    const newestFirst = applyListQuery(everything, parsed({ limit: 1000 })).data;
    expect(everything.slice(0, 1000).map((r) => r.registrationId)).toEqual(newestFirst.map((r) => r.registrationId));
  });

  test('the seeded data covers every state the rules distinguish', () => {
    const seen = (pick: (r: Registration) => string | undefined) => new Set(everything.map(pick));
    expect(seen((r) => r.status)).toEqual(new Set(['active', 'duplicate', 'disqualified']));
    expect(seen((r) => r.payment.status)).toEqual(new Set(['success', 'pending', 'failed', 'pending_payment_gateway']));
    expect(seen((r) => r.payment.mode)).toEqual(new Set(['online', 'offline']));
    expect(seen((r) => r.gender)).toEqual(new Set(['male', 'female', undefined]));
    expect(seen((r) => r.cadre).size).toBe(CADRES.length);
    expect(everything.some((r) => r.contactNumber.startsWith('+91'))).toBe(true);
    expect(everything.some((r) => r.contactNumber.startsWith('0'))).toBe(true);
  });

  test.each([
    ['a name fragment', { q: 'sha' }, true],
    ['a name in another case', { q: 'REDDY' }, true],
    ['a name with an apostrophe', { q: "d'souza" }, true],
    ['a registration id fragment', { q: 'reg-00012' }, true],
    ['a payment id fragment', { q: 'abacus-0021' }, true],
    ['digits of a phone number', { q: '9876' }, true],
    ['the +91 prefix, as a plain substring', { q: '+91' }, true],
    ['a two-letter term', { q: 'ra' }, true],
    ['surrounding spaces ignored', { q: '  iyer  ' }, true],
    // Unescaped, these would be LIKE wildcards and match every registration.
    ['% taken literally', { q: '%' }, false],
    ['_ taken literally', { q: '_' }, false],
    ['a term nothing matches', { q: 'zzzz' }, false],
  ])('search by %s', async (_label, query, matchesSome) => {
    const total = await expectSameAsRules(query);
    expect(total > 0).toBe(matchesSome);
  });

  test.each([
    ['one status', { status: ['duplicate'] }],
    ['two statuses', { status: ['disqualified', 'duplicate'] }],
    ['cadre', { cadre: ['Kids Level', 'Super Senior Level'] }],
    ['class', { std: ['1st', '10th', '12th'] }],
    ['payment mode', { paymentMode: ['offline'] }],
    ['payment status', { paymentStatus: ['pending', 'pending_payment_gateway'] }],
    ['gender', { gender: ['female'] }],
    ['level', { levelEnrolled: ['BUD', 'LEVEL 8'] }],
    ['school, by its value', { school: 'public' }],
    ['school, by its official name only', { school: 'CHENNAI' }],
  ] as [string, Partial<RegistrationListQuery>][])('filter by %s', async (_label, query) => {
    const total = await expectSameAsRules(query);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(everything.length);
  });

  test.each([
    ['search and three filters', { q: 'an', status: ['active'], paymentMode: ['online'], paymentStatus: ['success'] }],
    ['filters and a sort', { cadre: ['Junior Level', 'Senior Level'], gender: ['male'], school: 'school', sort: 'name' }],
    [
      'everything at once',
      {
        q: 'a',
        status: ['active', 'duplicate'],
        cadre: ['Senior Level'],
        std: ['7th', '8th', '9th'],
        paymentMode: ['offline'],
        paymentStatus: ['pending', 'success'],
        gender: ['female', 'male'],
        levelEnrolled: ['LEVEL 5', 'LEVEL 6', 'LEVEL 7'],
        school: 's',
        sort: 'paymentAmount',
        order: 'desc',
        limit: 20,
        offset: 3,
      },
    ],
  ] as [string, Partial<RegistrationListQuery>][])('combines %s (AND across fields)', async (_label, query) => {
    expect(await expectSameAsRules(query)).toBeGreaterThan(0);
  });

  test.each(
    SORT_KEYS.flatMap(
      (sort) =>
        [
          [sort, 'asc'],
          [sort, 'desc'],
        ] as const,
    ),
  )('sorts the whole list by %s %s', async (sort, order) => {
    for (let offset = 0; offset < everything.length; offset += 1000) {
      await expectSameAsRules({ sort, order, limit: 1000, offset });
    }
  });

  test('class sorts by its number, so 2nd comes before 10th', async () => {
    const reply = await call(target, 'GET', pageUrl({ std: ['2nd', '10th'], sort: 'std', limit: 1000 }), { token });
    const numbers = reply.body.data.map((r: Registration) => classNumber(r.std));
    expect(numbers[0]).toBe(2);
    expect(numbers[numbers.length - 1]).toBe(10);
  });

  test('cadre and level sort in programme order', async () => {
    const byCadre = await call(target, 'GET', pageUrl({ sort: 'cadre', limit: 1 }), { token });
    expect(byCadre.body.data[0].cadre).toBe(CADRES[0]);
    const byLevel = await call(target, 'GET', pageUrl({ sort: 'levelEnrolled', order: 'desc', limit: 1 }), { token });
    expect(byLevel.body.data[0].levelEnrolled).toBe(LEVELS[LEVELS.length - 1]);
  });

  test.each(['asc', 'desc'] as const)('a missing gender sorts last in %s order', async (order) => {
    const missing = everything.filter((r) => r.gender === undefined).length;
    expect(missing).toBeGreaterThan(0);
    const last = await call(target, 'GET', pageUrl({ sort: 'gender', order, limit: missing, offset: everything.length - missing }), { token });
    expect(last.body.data.every((r: Registration) => r.gender === undefined)).toBe(true);
    const before = await call(target, 'GET', pageUrl({ sort: 'gender', order, limit: 1, offset: everything.length - missing - 1 }), { token });
    expect(before.body.data[0].gender).toBeDefined();
  });

  test('a sort without an order is ascending; no sort is createdAt descending', async () => {
    expect(parsed({ sort: 'name' }).order).toBe('asc');
    expect(parsed({})).toMatchObject({ sort: 'createdAt', order: 'desc', limit: 50, offset: 0 });
    await expectSameAsRules({ sort: 'name' });
    await expectSameAsRules({ q: 'e' });
  });

  test.each([
    [{ limit: 7, offset: 0 }],
    [{ limit: 7, offset: 13 }],
    [{ limit: 50, offset: DEFAULT_DEMO_REGISTRATIONS - 20 }],
    [{ limit: 10, offset: DEFAULT_DEMO_REGISTRATIONS + 5 }],
    [{ status: ['disqualified'], limit: 5, offset: 5, sort: 'school' }],
  ] as [Partial<RegistrationListQuery>][])('pages %j with the exact total', async (query) => {
    await expectSameAsRules(query);
  });

  // Pages past the middle are read backwards from the end: each must still be the rules' page.
  test.each([
    [{ limit: 50, offset: DEFAULT_DEMO_REGISTRATIONS - 50 }],
    [{ limit: 50, offset: DEFAULT_DEMO_REGISTRATIONS - 7 }],
    [{ limit: 50, offset: DEFAULT_DEMO_REGISTRATIONS / 2 + 1 }],
    [{ sort: 'gender', order: 'asc', limit: 40, offset: DEFAULT_DEMO_REGISTRATIONS - 100 }],
    [{ sort: 'gender', order: 'desc', limit: 40, offset: DEFAULT_DEMO_REGISTRATIONS - 100 }],
    [{ sort: 'name', order: 'desc', status: ['active'], gender: ['female', 'male'], limit: 25, offset: 1400 }],
    [{ q: 'a', sort: 'school', limit: 30, offset: 1600 }],
    [{ paymentStatus: ['pending'], sort: 'paymentAmount', order: 'desc', limit: 1000, offset: 400 }],
  ] as [Partial<RegistrationListQuery>][])("a page in the second half %j equals the rules' page", async (query) => {
    const total = await expectSameAsRules(query);
    expect(query.offset! * 2).toBeGreaterThan(total);
  });

  test.each([[{ q: 'ra', limit: 5 }], [{ q: 'zzzz', limit: 5 }], [{ q: 'sha', status: ['active'], sort: 'name', limit: 5, offset: 2 }]] as [
    Partial<RegistrationListQuery>,
  ][])('withTotal=false answers only the rows of %j', async (query) => {
    const reply = await call(target, 'GET', pageUrl({ ...query, withTotal: false }), { token });
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body)).toEqual(['data']);
    expect(reply.body.data).toEqual(applyListQuery(everything, parsed(query)).data);
  });

  test('repeated parameters work like comma-separated ones', async () => {
    const repeated = await call(target, 'GET', '/admin/registrations?status=duplicate&status=disqualified&limit=1000', { token });
    const commas = await call(target, 'GET', '/admin/registrations?status=duplicate,disqualified&limit=1000', { token });
    expect(repeated.status).toBe(200);
    expect(repeated.body).toEqual(commas.body);
  });

  test('statistics equal the counts of the registrations', async () => {
    const reply = await call(target, 'GET', '/admin/stats', { token });
    const expected = await expectedStats(everything);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual(expected);
  });

  test('recent activity lists the seeded registrations newest first', async () => {
    const reply = await call(target, 'GET', '/admin/activity?limit=5', { token });
    expect(reply.status).toBe(200);
    expect(reply.body.total).toBe(everything.length);
    const newest = applyListQuery(everything, parsed({ limit: 5 })).data;
    expect(reply.body.data).toEqual(
      newest.map((r) => ({
        id: expect.any(String),
        action: 'registration.created',
        actor: null,
        registrationId: r.registrationId,
        name: r.name,
        school: { value: r.school.value },
        createdAt: r.createdAt,
      })),
    );
    const defaultLimit = await call(target, 'GET', '/admin/activity', { token });
    expect(defaultLimit.body.data).toHaveLength(10);
  });
});
