import { parseCsv } from 'shared/domain/common/csv';
import type { Registration } from 'shared/domain/registrations/registration';
import { testEngines } from './support/environment';
import { allRegistrations, call, useTestApp } from './support/test-app';
import { tokenFor } from './support/tokens';
import { until } from './support/until';

// The registration CSV's times and receipt numbers, on each way a file is written: the list's
// export, its single-use link and the Data tab's export. Times are the wall clock of the time zone
// of the person exporting (Profile > Preferences), named in the header; the receipt number is the
// confirmed payment's, empty for the rest.

/** Intl's own reading of an instant in a zone, as `2026-11-28 14:05:09` (Swedish dates are ISO-like). */
const wallClock = (instant: string, timeZone: string) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone, dateStyle: 'short', timeStyle: 'medium' }).format(new Date(instant));

describe.each(testEngines())('registration CSV times and receipt numbers on %s', (engine) => {
  const target = useTestApp(engine, { registrations: 20 });
  let paid: Registration;
  let unpaid: Registration;

  const as = async (role: 'staff' | 'superadmin', method: string, path: string, body?: unknown) =>
    call(target, method, path, { token: await tokenFor(role), body });

  beforeAll(async () => {
    const seeded = await allRegistrations(target, await tokenFor('staff'));
    const [toConfirm, other] = seeded.filter((r) => r.payment.status === 'pending' && r.status === 'active');
    const confirmed = await as('staff', 'PUT', `/admin/register/${toConfirm!.registrationId}`, { payment: { status: 'success', mode: 'offline' } });
    expect(confirmed.status).toBe(200);
    paid = confirmed.body;
    unpaid = other!;
    // Staff read their times in New York; the superadmin keeps the default, Asia/Kolkata.
    const preferences = (await as('staff', 'GET', '/admin/profile/preferences')).body;
    expect((await as('staff', 'PUT', '/admin/profile/preferences', { ...preferences, timezone: 'America/New_York' })).status).toBe(200);
  });

  /** The cells of the rows of `paid` and `unpaid`, by column name. */
  function rowsOf(text: string) {
    const [header, ...rows] = parseCsv(text);
    const byId = (r: Registration) => Object.fromEntries(header!.map((name, index) => [name, rows.find((row) => row[0] === r.registrationId)![index]]));
    return { header: header!, paid: byId(paid), unpaid: byId(unpaid) };
  }

  function expectTimesAndReceipts(text: string, timeZone: string) {
    const csv = rowsOf(text);
    expect(csv.header.slice(-6)).toEqual(['adminNote', `createdAt (${timeZone})`, `updatedAt (${timeZone})`, 'email', 'paymentMethod', 'receiptNumber']);
    expect(csv.unpaid[`createdAt (${timeZone})`]).toBe(wallClock(unpaid.createdAt, timeZone));
    expect(csv.unpaid[`createdAt (${timeZone})`]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(csv.paid[`updatedAt (${timeZone})`]).toBe(wallClock(paid.updatedAt, timeZone));
    expect(paid.payment.receipt?.number).toMatch(/^RCT\//);
    expect([csv.paid.receiptNumber, csv.unpaid.receiptNumber]).toEqual([paid.payment.receipt!.number, '']);
  }

  test("the list's export writes times in the exporter's time zone and the confirmed payment's receipt number", async () => {
    const response = await fetch(`${target.baseUrl}/admin/registrations/export`, { headers: { authorization: `Bearer ${await tokenFor('staff')}` } });
    expect(response.status).toBe(200);
    expectTimesAndReceipts(await response.text(), 'America/New_York');
  });

  test("a single-use link's file is written in the time zone of the person who made the link", async () => {
    const made = await as('staff', 'POST', '/admin/registrations/export-links');
    expect(made.status).toBe(201);
    const download = await fetch(`${target.baseUrl}${made.body.path}`);
    expect(download.status).toBe(200);
    expectTimesAndReceipts(await download.text(), 'America/New_York');
  });

  test("the Data tab's registrations file is written in its requester's time zone", async () => {
    const started = await as('superadmin', 'POST', '/admin/exports', { kind: 'registrations' });
    expect(started.status).toBe(202);
    await until(
      async () => (await as('superadmin', 'GET', '/admin/exports')).body.data.find((e: { id: string }) => e.id === started.body.id).status !== 'running',
      'the export to finish',
    );
    const response = await fetch(`${target.baseUrl}/admin/exports/${started.body.id}/file`, {
      headers: { authorization: `Bearer ${await tokenFor('superadmin')}` },
    });
    expect(response.status).toBe(200);
    expectTimesAndReceipts(await response.text(), 'Asia/Kolkata');
  });
});
