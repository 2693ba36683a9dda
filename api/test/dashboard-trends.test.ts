import { CADRES, PAYMENT_MODES, PAYMENT_STATUSES } from 'shared/domain/common/enums';
import type { DashboardTrends } from 'shared/domain/dashboard/dashboard';
import type { Registration } from 'shared/domain/registrations/registration';
import { testEngines } from './support/environment';
import { allRegistrations, call, useTestApp } from './support/test-app';
import { tokenFor } from './support/tokens';

// GET /admin/dashboard/trends against the same figures counted in plain code over every
// registration, before and after changes that move them.

const dayIn = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
const indiaDay = dayIn('Asia/Kolkata');
// The seed's anchor, 2026-06-01T00:00Z, is 05:30 on 1 June in India: the last seeded India day.
const WINDOW_END = '2026-06-01';
const WINDOW_DAYS = 50;

function expectedTrends(everything: readonly Registration[], until: string, days: number, zoneDay = indiaDay): DashboardTrends {
  const end = new Date(`${until}T00:00:00Z`).getTime();
  const window = Array.from({ length: days }, (_, back) => new Date(end - (days - 1 - back) * 86_400_000).toISOString().slice(0, 10));
  const count = (keep: (r: Registration) => boolean) => everything.filter(keep).length;
  return {
    registrationsPerDay: window.map((day) => ({ day, registrations: count((r) => zoneDay.format(new Date(r.createdAt)) === day) })),
    payments: PAYMENT_STATUSES.flatMap((status) =>
      PAYMENT_MODES.map((mode) => ({
        status,
        mode,
        registrations: count((r) => r.payment.status === status && r.payment.mode === mode),
      })),
    ),
    cadres: CADRES.map((cadre) => ({ cadre, registrations: count((r) => r.cadre === cadre) })),
  };
}

describe.each(testEngines())('dashboard trends on %s', (engine) => {
  const target = useTestApp(engine, { registrations: 300 });
  let token: string;

  beforeAll(async () => {
    token = await tokenFor('staff');
  });

  const trends = async (query = `?days=${WINDOW_DAYS}&until=${WINDOW_END}`) => call(target, 'GET', `/admin/dashboard/trends${query}`, { token });

  test('registrations per India day, payments by status and mode, and cadres equal a plain count', async () => {
    const everything = await allRegistrations(target, token);
    const reply = await trends();
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual(expectedTrends(everything, WINDOW_END, WINDOW_DAYS));
    // The seeded data really falls in the window and spreads over the figures.
    const perDay = (reply.body as DashboardTrends).registrationsPerDay;
    expect(perDay.reduce((total, d) => total + d.registrations, 0)).toBe(everything.length);
    expect(perDay.filter((d) => d.registrations > 0).length).toBeGreaterThan(20);
  });

  test.each([['America/New_York'], ['Asia/Kathmandu'], ['Pacific/Chatham'], ['Asia/Kolkata']])(
    'registrations per day of the time zone tz=%s equal a plain count in that zone',
    async (zone) => {
      const everything = await allRegistrations(target, token);
      const reply = await trends(`?days=${WINDOW_DAYS}&until=${WINDOW_END}&tz=${encodeURIComponent(zone)}`);
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual(expectedTrends(everything, WINDOW_END, WINDOW_DAYS, dayIn(zone)));
    },
  );

  test('a registration made at 20:00 UTC counts on the next day in India and the same day in New York', async () => {
    const everything = await allRegistrations(target, token);
    const evening = everything.find((r) => new Date(r.createdAt).getUTCHours() === 20 && r.createdAt.slice(0, 10) < WINDOW_END);
    expect(evening).toBeDefined();
    const utcDay = evening!.createdAt.slice(0, 10);
    const nextDay = new Date(new Date(`${utcDay}T00:00:00Z`).getTime() + 86_400_000).toISOString().slice(0, 10);
    const perDay = async (zone: string) =>
      ((await trends(`?days=${WINDOW_DAYS}&until=${WINDOW_END}&tz=${encodeURIComponent(zone)}`)).body as DashboardTrends).registrationsPerDay;
    const inZone = (zone: string, day: string) => everything.filter((r) => dayIn(zone).format(new Date(r.createdAt)) === day).length;
    expect((await perDay('Asia/Kolkata')).find((d) => d.day === nextDay)!.registrations).toBe(inZone('Asia/Kolkata', nextDay));
    expect((await perDay('America/New_York')).find((d) => d.day === utcDay)!.registrations).toBe(inZone('America/New_York', utcDay));
    expect(indiaDay.format(new Date(evening!.createdAt))).toBe(nextDay);
    expect(dayIn('America/New_York').format(new Date(evening!.createdAt))).toBe(utcDay);
  });

  test('the figures follow a payment confirmation, a cadre change and a new day', async () => {
    const admin = await tokenFor('admin');
    const everything = await allRegistrations(target, token);
    const pending = everything.find((r) => r.status === 'active' && r.payment.status === 'pending')!;
    const other = everything.find((r) => r.cadre !== 'Kids Level' && r.registrationId !== pending.registrationId)!;
    expect(
      (await call(target, 'PUT', `/admin/register/${pending.registrationId}`, { token: admin, body: { payment: { status: 'success', mode: 'offline' } } }))
        .status,
    ).toBe(200);
    expect((await call(target, 'PUT', `/admin/registrations/${other.registrationId}/details`, { token: admin, body: { cadre: 'Kids Level' } })).status).toBe(
      200,
    );

    const after = await allRegistrations(target, token);
    expect((await trends()).body).toEqual(expectedTrends(after, WINDOW_END, WINDOW_DAYS));
    expect((await trends()).body).not.toEqual(expectedTrends(everything, WINDOW_END, WINDOW_DAYS));
  });

  test('by default the window is the last 42 days ending today in India', async () => {
    const reply = await trends('');
    expect(reply.status).toBe(200);
    const days = (reply.body as DashboardTrends).registrationsPerDay;
    expect(days).toHaveLength(42);
    expect(days[41]!.day).toBe(indiaDay.format(new Date()));
  });

  test.each([['?days=0'], ['?days=367'], ['?days=ten'], ['?until=2026-02-30'], ['?until=31-05-2026'], ['?colour=red'], ['?tz=Mars/Olympus']])(
    '%s answers 400',
    async (query) => {
      const reply = await trends(query);
      expect([reply.status, reply.body.code]).toEqual([400, 'invalid-request']);
      expect(typeof reply.body.message).toBe('string');
    },
  );

  test('needs a token and a staff role', async () => {
    expect((await call(target, 'GET', '/admin/dashboard/trends')).status).toBe(401);
    expect((await call(target, 'GET', '/admin/dashboard/trends', { token: await tokenFor('norole') })).status).toBe(403);
    expect((await call(target, 'GET', '/admin/dashboard/trends', { token: await tokenFor('viewer') })).status).toBe(200);
  });
});
