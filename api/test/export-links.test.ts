import { parseCsv } from 'shared/domain/common/csv';
import { createHash } from 'node:crypto';
import { registrationListQuerySchema } from 'shared/domain/registrations/list-query';
import { applyListQuery } from 'shared/testing/listQuery';
import type { Registration } from 'shared/domain/registrations/registration';
import { FEATURE_OFF_CODE } from 'shared/domain/settings/feature-flags';
import { testEngines } from './support/environment';
import { allRegistrations, call, useTestApp } from './support/test-app';
import { tokenFor } from './support/tokens';

// The CSV export through a single-use, short-lived link that the browser's download
// manager opens without the ID token. Used once, expiring, re-checked against its maker's
// account and the csvExport flag when opened, streaming exactly the rows the list shows.

describe.each(testEngines())('CSV export links on %s', (engine) => {
  const target = useTestApp(engine, { registrations: 300 });
  let everything: Registration[];

  beforeAll(async () => {
    everything = await allRegistrations(target, await tokenFor('viewer'));
  });

  const createLink = async (role: 'viewer' | 'norole' | 'superadmin', query = 'status=active&sort=name&order=asc') =>
    call(target, 'POST', `/admin/registrations/export-links?${query}`, { token: await tokenFor(role) });

  const csvIds = (text: string) =>
    parseCsv(text)
      .slice(1)
      .map(([id]) => id);

  test('a viewer makes a link; opening it without a token streams the list as CSV, once', async () => {
    const made = await createLink('viewer');
    expect(made.status).toBe(201);
    const expected = applyListQuery(everything, { ...registrationListQuerySchema.parse({ status: 'active', sort: 'name', order: 'asc' }), limit: 1_000_000 });
    expect(made.body).toEqual({
      id: expect.any(String),
      path: expect.stringMatching(/^\/registrations-export\/[A-Za-z0-9_-]{43}$/),
      expiresAt: expect.any(String),
      expectedRows: expected.total,
    });
    const expiresIn = Date.parse(made.body.expiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan(0);
    expect(expiresIn).toBeLessThanOrEqual(60_000);

    const before = await call(target, 'GET', `/admin/registrations/export-links/${made.body.id}`, { token: await tokenFor('viewer') });
    expect(before.body).toEqual({ expectedRows: expected.total, rowsWritten: 0, started: false, finished: false });

    const download = await fetch(`${target.baseUrl}${made.body.path}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="registrations-\d{4}-\d{2}-\d{2}\.csv"$/);
    // Decoded keeping the byte order mark, which spreadsheets need to read UTF-8.
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await download.arrayBuffer());
    expect(text.startsWith('\uFEFFregistrationId,name,')).toBe(true);
    expect(csvIds(text)).toEqual(expected.data.map((r) => r.registrationId));

    const after = await call(target, 'GET', `/admin/registrations/export-links/${made.body.id}`, { token: await tokenFor('viewer') });
    expect(after.body).toEqual({ expectedRows: expected.total, rowsWritten: expected.total, started: true, finished: true });

    const again = await fetch(`${target.baseUrl}${made.body.path}`);
    expect(again.status).toBe(410);
    expect(await again.json()).toEqual({ message: expect.stringMatching(/expired or has already been used/), code: 'download-link-expired' });
  });

  test('making a link clears links that expired more than a day ago, and keeps the recent ones', async () => {
    const stale = await createLink('viewer');
    const recent = await createLink('viewer');
    await target.db.query(`UPDATE export_links SET expires_at = now() - interval '25 hours' WHERE id = $1`, [stale.body.id]);
    await target.db.query(`UPDATE export_links SET expires_at = now() - interval '23 hours' WHERE id = $1`, [recent.body.id]);
    const made = await createLink('viewer');
    const kept = await target.db.query<{ id: string }>('SELECT id FROM export_links WHERE id = ANY($1)', [[stale.body.id, recent.body.id, made.body.id]]);
    expect(kept.map((row) => row.id).sort()).toEqual([recent.body.id, made.body.id].sort());
  });

  test('only a hash of the token is stored', async () => {
    const made = await createLink('viewer');
    const token = made.body.path.split('/').pop();
    const [row] = await target.db.query<{ token_hash: string }>('SELECT token_hash FROM export_links WHERE id = $1', [made.body.id]);
    expect(row!.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(row!.token_hash).not.toContain(token);
  });

  test('an expired link is refused and sends nothing', async () => {
    const made = await createLink('viewer');
    await target.db.query("UPDATE export_links SET expires_at = now() - interval '1 second' WHERE id = $1", [made.body.id]);
    const download = await fetch(`${target.baseUrl}${made.body.path}`);
    expect(download.status).toBe(410);
    expect(download.headers.get('content-type')).toMatch(/^application\/json/);
  });

  test('an unknown or malformed token is refused', async () => {
    expect((await fetch(`${target.baseUrl}/registrations-export/${'A'.repeat(43)}`)).status).toBe(410);
    expect((await fetch(`${target.baseUrl}/registrations-export/short`)).status).toBe(400);
  });

  test('an account without the read permission cannot make a link', async () => {
    const refused = await createLink('norole');
    expect(refused.status).toBe(403);
    const anonymous = await call(target, 'POST', '/admin/registrations/export-links?status=active');
    expect(anonymous.status).toBe(401);
  });

  test('a link whose maker was deactivated since is refused when opened', async () => {
    const made = await createLink('viewer');
    const [viewer] = await target.db.query<{ uid: string }>("SELECT uid FROM staff_accounts WHERE email = 'viewer@example.org'");
    await target.db.query("UPDATE staff_accounts SET status = 'inactive' WHERE uid = $1", [viewer!.uid]);
    try {
      const download = await fetch(`${target.baseUrl}${made.body.path}`);
      expect(download.status).toBe(403);
      expect(await download.json()).toEqual({
        message: 'The account that started this export may no longer read registrations.',
        code: 'exporter-may-not-read',
      });
    } finally {
      await target.db.query("UPDATE staff_accounts SET status = 'active' WHERE uid = $1", [viewer!.uid]);
    }
  });

  test('with csvExport turned off no link is made, and one made before is refused', async () => {
    const superadmin = await tokenFor('superadmin');
    const earlier = await createLink('viewer');
    expect((await call(target, 'PUT', '/admin/feature-flags/csvExport', { token: superadmin, body: { enabled: false } })).status).toBe(200);
    try {
      const refused = await createLink('viewer');
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ code: FEATURE_OFF_CODE, message: expect.stringMatching(/^CSV export is switched off/) });
      const download = await fetch(`${target.baseUrl}${earlier.body.path}`);
      expect(download.status).toBe(403);
      expect(await download.json()).toMatchObject({ code: FEATURE_OFF_CODE });
      // Refused before it was used up: once the flag is on again the link still works.
    } finally {
      await call(target, 'PUT', '/admin/feature-flags/csvExport', { token: superadmin, body: { enabled: true } });
    }
    expect((await fetch(`${target.baseUrl}${earlier.body.path}`)).status).toBe(200);
    expect((await createLink('viewer')).status).toBe(201);
  });

  test('the progress of an unknown export is 404', async () => {
    const reply = await call(target, 'GET', '/admin/registrations/export-links/00000000-0000-4000-8000-000000000000', { token: await tokenFor('viewer') });
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ message: 'No such export', code: 'export-not-found' });
  });

  test("a link's progress is readable only by the account that made it: anyone else gets 404, as for an unknown one", async () => {
    const made = await createLink('viewer');
    expect(made.status).toBe(201);
    const path = `/admin/registrations/export-links/${made.body.id}`;
    expect((await call(target, 'GET', path, { token: await tokenFor('viewer') })).status).toBe(200);
    for (const role of ['staff', 'admin', 'superadmin'] as const) {
      const reply = await call(target, 'GET', path, { token: await tokenFor(role) });
      expect({ role, status: reply.status, body: reply.body }).toEqual({ role, status: 404, body: { message: 'No such export', code: 'export-not-found' } });
    }
  });
});
