import { MAX_SAVED_VIEWS_PER_PERSON } from 'shared/domain/profile/preferences';
import type { ActivityEntry } from 'shared/domain/registrations/registration';
import { testEngines } from './support/environment';
import { call, useTestApp } from './support/test-app';
import { tokenFor, type DemoRole } from './support/tokens';

// A CSV of the registration list (children's names and phones) leaving the portal, and changes to
// views shared with the organisation, are audited; saved views are capped per person.

const VIEWS = '/admin/registration-views';

describe.each(testEngines())('audited exports and shared views on %s', (engine) => {
  const target = useTestApp(engine, { registrations: 40 });
  const as = async (role: DemoRole, method: string, url: string, body?: unknown) => call(target, method, url, { token: await tokenFor(role), body });

  /** The newest entries of the action, as the settings permission reads them. */
  const entries = async (action: string): Promise<ActivityEntry[]> => (await as('superadmin', 'GET', `/admin/audit?action=${action}&limit=100`)).body.data;

  test('a CSV export of the list is audited with who, its filters and sort, and how many rows matched, by either route', async () => {
    const matching = (await as('viewer', 'GET', '/admin/registrations/count?status=active&paymentStatus=pending')).body.total;
    const download = await as('viewer', 'GET', '/admin/registrations/export?status=active&paymentStatus=pending&sort=name&order=asc');
    expect(download.status).toBe(200);
    const [direct] = await entries('registrations.exported');
    expect(direct).toMatchObject({
      action: 'registrations.exported',
      actor: { email: 'viewer@example.org', role: 'viewer' },
      registrationId: null,
      target: { type: 'data_export', label: 'Registrations CSV' },
      after: { status: ['active'], paymentStatus: ['pending'], sort: 'name', order: 'asc', rows: matching },
      note: `${matching} registrations`,
    });
    expect(download.body.trim().split('\n')).toHaveLength(matching + 1);

    const link = await as('staff', 'POST', '/admin/registrations/export-links?q=a');
    expect(link.status).toBe(201);
    const [viaLink] = await entries('registrations.exported');
    expect(viaLink).toMatchObject({
      actor: { email: 'staff@example.org' },
      target: { type: 'data_export', id: link.body.id },
      after: { q: 'a', rows: link.body.expectedRows },
    });
    expect(await entries('registrations.exported')).toHaveLength(2);
  });

  test('creating, changing, unsharing and deleting a shared view are audited; personal views and unchanged saves are not', async () => {
    const personal = await as('staff', 'POST', VIEWS, { name: 'Mine only', query: 'status=active', shared: false });
    expect(personal.status).toBe(201);
    expect(await as('staff', 'PUT', `${VIEWS}/${personal.body.id}`, { name: 'Still mine', query: 'status=active', shared: false })).toMatchObject({
      status: 200,
    });
    expect(await entries('shared_view.created')).toEqual([]);
    expect(await entries('shared_view.updated')).toEqual([]);

    const shared = await as('admin', 'POST', VIEWS, { name: 'Pending cash', query: 'paymentStatus=pending&paymentMode=offline', shared: true });
    expect(shared.status).toBe(201);
    const [created] = await entries('shared_view.created');
    expect(created).toMatchObject({
      actor: { email: 'admin@example.org' },
      target: { type: 'saved_view', id: shared.body.id, label: 'Pending cash' },
      after: { name: 'Pending cash', query: 'paymentStatus=pending&paymentMode=offline', shared: true },
    });
    const renamed = { name: 'Cash to confirm', query: 'paymentStatus=pending&paymentMode=offline', shared: true };
    expect((await as('admin', 'PUT', `${VIEWS}/${shared.body.id}`, renamed)).status).toBe(200);
    expect((await as('admin', 'PUT', `${VIEWS}/${shared.body.id}`, renamed)).status).toBe(200);
    expect((await as('admin', 'PUT', `${VIEWS}/${shared.body.id}`, { ...renamed, shared: false })).status).toBe(200);
    const updates = await entries('shared_view.updated');
    expect(updates.map(({ before, after }) => ({ before, after }))).toEqual([
      { before: { shared: true }, after: { shared: false } },
      { before: { name: 'Pending cash' }, after: { name: 'Cash to confirm' } },
    ]);
    // Shared again, then deleted.
    expect((await as('admin', 'PUT', `${VIEWS}/${shared.body.id}`, renamed)).status).toBe(200);
    expect((await as('admin', 'DELETE', `${VIEWS}/${shared.body.id}`)).status).toBe(204);
    const [deleted] = await entries('shared_view.deleted');
    expect(deleted).toMatchObject({ target: { type: 'saved_view', id: shared.body.id, label: 'Cash to confirm' }, before: renamed });
    // Nobody without the settings permission reads these entries.
    expect((await as('admin', 'GET', '/admin/audit?action=shared_view.deleted')).body.total).toBe(0);
  });

  test(`one person keeps at most ${MAX_SAVED_VIEWS_PER_PERSON} views: past it a save answers 409 with a plain message, even several at once`, async () => {
    const uid = (await as('viewer', 'GET', '/admin/profile')).body.uid as string;
    const [{ kept }] = (await target.db.query<{ kept: number }>('SELECT count(*)::int AS kept FROM registration_views WHERE owner_uid = $1', [uid])) as [
      { kept: number },
    ];
    for (let i = kept; i < MAX_SAVED_VIEWS_PER_PERSON - 2; i += 1) {
      await target.db.query("INSERT INTO registration_views (owner_uid, name, query) VALUES ($1, $2, 'status=active')", [uid, `View ${i}`]);
    }
    const replies = await Promise.all(
      Array.from({ length: 5 }, async (_, i) => as('viewer', 'POST', VIEWS, { name: `At once ${i}`, query: 'status=duplicate', shared: false })),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 201, 409, 409, 409]);
    const refused = replies.find((reply) => reply.status === 409)!;
    expect(refused.body).toEqual({
      message: `You have ${MAX_SAVED_VIEWS_PER_PERSON} saved views, the most one person can keep. Delete one you no longer use, then save this one.`,
      code: 'too-many-saved-views',
    });
    const [{ n }] = (await target.db.query<{ n: number }>('SELECT count(*)::int AS n FROM registration_views WHERE owner_uid = $1', [uid])) as [{ n: number }];
    expect(n).toBe(MAX_SAVED_VIEWS_PER_PERSON);
    // Another person is not held to this person's views.
    expect((await as('staff', 'POST', VIEWS, { name: 'Staff view', query: 'status=active', shared: false })).status).toBe(201);
  });
});
