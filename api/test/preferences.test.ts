import { DEFAULT_PREFERENCES, type Preferences } from 'shared/platform/settings/preferences';
import { testEngines } from './support/environment';
import { call, useTestApp } from './support/test-app';
import { tokenFor, type DemoRole } from './support/tokens';

// Each staff member's own preferences (the spec's Preferences entity) and the registrations
// list's saved views: nobody reads or changes another person's preferences or personal views,
// and sharing a view with the organisation needs the admin permission.

const PREFERENCES = '/admin/profile/preferences';
const VIEWS = '/admin/registration-views';

const changed: Preferences = {
  theme: 'dark',
  timezone: 'Europe/London',
  locale: 'en-GB',
  tableDensity: 'compact',
  keyboardShortcuts: false,
  emailNotifications: false,
  paymentNotifications: false,
  disqualificationNotifications: true,
  exportNotifications: true,
};

describe.each(testEngines())('preferences and saved views on %s', (engine) => {
  const target = useTestApp(engine, { registrations: 5 });
  const as = async (role: DemoRole, method: string, path: string, body?: unknown) => call(target, method, path, { token: await tokenFor(role), body });
  const uidOf = async (role: DemoRole) => (await as(role, 'GET', '/admin/profile')).body.uid as string;
  const preferenceEntries = async (uid: string) =>
    target.db.query<{ before: unknown; after: unknown }>(
      "SELECT before, after FROM audit_log WHERE action = 'profile.preferences_updated' AND target_id = $1 ORDER BY id",
      [uid],
    );

  test("a person who changed nothing has the spec's defaults", async () => {
    const reply = await as('viewer', 'GET', PREFERENCES);
    expect(reply.status).toBe(200);
    // Written out, not DEFAULT_PREFERENCES: the spec's values, which a changed default must fail.
    const { theme, timezone, locale, tableDensity, keyboardShortcuts, ...notifications } = reply.body;
    expect({ theme, timezone, locale, tableDensity, keyboardShortcuts }).toEqual({
      theme: 'system',
      timezone: 'Asia/Kolkata',
      locale: 'en-IN',
      tableDensity: 'comfortable',
      keyboardShortcuts: true,
    });
    // Every notification on but the exports'.
    expect(notifications).toEqual({ emailNotifications: true, paymentNotifications: true, disqualificationNotifications: true, exportNotifications: false });
  });

  test('PUT stores the whole set for the signed-in person only; nobody can name another account', async () => {
    const put = await as('staff', 'PUT', PREFERENCES, changed);
    expect(put.status).toBe(200);
    expect(put.body).toEqual(changed);
    expect((await as('staff', 'GET', PREFERENCES)).body).toEqual(changed);
    // Another person's are untouched, and there is no address or field for someone else's.
    expect((await as('admin', 'GET', PREFERENCES)).body).toEqual(DEFAULT_PREFERENCES);
    const staffUid = await uidOf('staff');
    expect((await as('admin', 'GET', `${PREFERENCES}/${staffUid}`)).status).toBe(404);
    expect((await as('admin', 'GET', `${PREFERENCES}?uid=${staffUid}`)).status).toBe(400);
    const smuggled = await as('admin', 'PUT', PREFERENCES, { ...DEFAULT_PREFERENCES, uid: staffUid });
    expect(smuggled.status).toBe(400);
    expect(smuggled.body.issues).toContainEqual({ path: 'uid', message: 'Unknown field' });
    expect((await as('admin', 'PUT', `${PREFERENCES}/${staffUid}`, DEFAULT_PREFERENCES)).status).toBe(404);
    expect((await as('staff', 'GET', PREFERENCES)).body).toEqual(changed);
    expect((await call(target, 'GET', PREFERENCES)).status).toBe(401);
    expect((await as('norole', 'GET', PREFERENCES)).status).toBe(403);
  });

  test.each([
    ['an unknown theme', { theme: 'blue' }, 'theme'],
    ['an unknown time zone', { timezone: 'Mars/Olympus_Mons' }, 'timezone'],
    ['a locale not offered', { locale: 'xx-YY' }, 'locale'],
    ['an unknown density', { tableDensity: 'cosy' }, 'tableDensity'],
    ['a switch that is not a boolean', { paymentNotifications: 'yes' }, 'paymentNotifications'],
    ['a missing preference', { exportNotifications: undefined }, 'exportNotifications'],
  ])('PUT refuses %s with 400 naming the field, and stores nothing', async (_label, change, path) => {
    const before = (await as('admin', 'GET', PREFERENCES)).body;
    const reply = await as('admin', 'PUT', PREFERENCES, { ...DEFAULT_PREFERENCES, ...change });
    expect(reply.status).toBe(400);
    expect(reply.body.issues.map((issue: { path: string }) => issue.path)).toContain(path);
    expect((await as('admin', 'GET', PREFERENCES)).body).toEqual(before);
  });

  test('changes are audited while logProfileChanges is on; saving the same set or logging off writes nothing', async () => {
    const uid = await uidOf('superadmin');
    expect((await as('superadmin', 'PUT', PREFERENCES, { ...DEFAULT_PREFERENCES, theme: 'dark' })).status).toBe(200);
    expect(await preferenceEntries(uid)).toEqual([{ before: { theme: 'system' }, after: { theme: 'dark' } }]);
    expect((await as('superadmin', 'PUT', PREFERENCES, { ...DEFAULT_PREFERENCES, theme: 'dark' })).status).toBe(200);
    expect(await preferenceEntries(uid)).toHaveLength(1);

    const setLogging = async (logProfileChanges: boolean) => {
      const { version } = (await as('superadmin', 'GET', '/admin/settings')).body.audit;
      expect((await as('superadmin', 'PUT', '/admin/settings/audit', { value: { logProfileChanges, dataRetentionDays: 365 }, version })).status).toBe(200);
    };
    await setLogging(false);
    try {
      expect((await as('superadmin', 'PUT', PREFERENCES, { ...DEFAULT_PREFERENCES, theme: 'light' })).body.theme).toBe('light');
      expect(await preferenceEntries(uid)).toHaveLength(1);
    } finally {
      await setLogging(true);
    }
  });

  test("a personal view is its owner's alone: others cannot list, open as default, change or delete it", async () => {
    const created = await as('staff', 'POST', VIEWS, {
      name: '  My pending  ',
      query: 'paymentStatus=pending&sort=name&order=asc&columns=registrationId,name',
      shared: false,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'My pending',
      shared: false,
      editable: true,
      query: 'paymentStatus=pending&sort=name&order=asc&columns=registrationId,name',
    });
    const { id } = created.body;
    expect((await as('staff', 'GET', VIEWS)).body.data.map((view: { id: string }) => view.id)).toContain(id);

    for (const role of ['viewer', 'admin', 'superadmin'] as const) {
      expect((await as(role, 'GET', VIEWS)).body.data.map((view: { id: string }) => view.id)).not.toContain(id);
      expect((await as(role, 'PUT', `${VIEWS}/default`, { id })).status).toBe(404);
      expect((await as(role, 'PUT', `${VIEWS}/${id}`, { name: 'Taken', query: '', shared: false })).status).toBe(404);
      expect((await as(role, 'DELETE', `${VIEWS}/${id}`)).status).toBe(404);
    }
    const renamed = await as('staff', 'PUT', `${VIEWS}/${id}`, { name: 'Pending by name', query: 'paymentStatus=pending', shared: false });
    expect(renamed.body).toMatchObject({ id, name: 'Pending by name', query: 'paymentStatus=pending' });
    expect((await as('staff', 'DELETE', `${VIEWS}/${id}`)).status).toBe(204);
    expect((await as('staff', 'GET', VIEWS)).body.data.map((view: { id: string }) => view.id)).not.toContain(id);
  });

  test('sharing needs the admin permission; a shared view is seen by every role and changed only by admins', async () => {
    for (const role of ['staff', 'viewer'] as const) {
      const refused = await as(role, 'POST', VIEWS, { name: 'For everyone', query: 'status=active', shared: true });
      expect(refused).toMatchObject({ status: 403, body: { message: expect.stringMatching(/admin permission/), code: 'shared-view-needs-admin' } });
    }
    const personal = (await as('staff', 'POST', VIEWS, { name: 'Mine', query: 'status=active', shared: false })).body;
    expect((await as('staff', 'PUT', `${VIEWS}/${personal.id}`, { name: personal.name, query: personal.query, shared: true })).status).toBe(403);

    const shared = await as('admin', 'POST', VIEWS, { name: 'Disqualified', query: 'status=disqualified', shared: true });
    expect(shared.status).toBe(201);
    const { id } = shared.body;
    for (const role of ['staff', 'viewer'] as const) {
      const seen = (await as(role, 'GET', VIEWS)).body.data.find((view: { id: string }) => view.id === id);
      expect(seen).toMatchObject({ name: 'Disqualified', shared: true, editable: false, ownerName: expect.any(String) });
      expect((await as(role, 'PUT', `${VIEWS}/${id}`, { name: 'Mine now', query: '', shared: false })).status).toBe(403);
      expect((await as(role, 'DELETE', `${VIEWS}/${id}`)).status).toBe(403);
    }
    // Another admin may tend the organisation's views.
    const tended = await as('superadmin', 'PUT', `${VIEWS}/${id}`, {
      name: 'Disqualified (all)',
      query: 'status=disqualified&sort=name&order=asc',
      shared: true,
    });
    expect(tended.body).toMatchObject({ name: 'Disqualified (all)', editable: true });
    expect((await as('viewer', 'GET', VIEWS)).body.data.find((view: { id: string }) => view.id === id).name).toBe('Disqualified (all)');
  });

  test('each person picks their own default view; a shared default unshared later is no longer theirs', async () => {
    const shared = (await as('admin', 'POST', VIEWS, { name: 'Paid', query: 'paymentStatus=success', shared: true })).body;
    const own = (await as('viewer', 'POST', VIEWS, { name: 'Viewer own', query: 'status=active', shared: false })).body;
    expect((await as('viewer', 'PUT', `${VIEWS}/default`, { id: own.id })).body.defaultViewId).toBe(own.id);
    expect((await as('staff', 'PUT', `${VIEWS}/default`, { id: shared.id })).body.defaultViewId).toBe(shared.id);
    expect((await as('viewer', 'GET', VIEWS)).body.defaultViewId).toBe(own.id);
    expect((await as('admin', 'GET', VIEWS)).body.defaultViewId).toBeNull();

    expect((await as('admin', 'PUT', `${VIEWS}/${shared.id}`, { name: shared.name, query: shared.query, shared: false })).status).toBe(200);
    expect((await as('staff', 'GET', VIEWS)).body.defaultViewId).toBeNull();
    expect((await as('viewer', 'PUT', `${VIEWS}/default`, { id: null })).body.defaultViewId).toBeNull();
    // A preference change leaves the default view alone, and a default leaves the preferences alone.
    expect((await as('viewer', 'PUT', `${VIEWS}/default`, { id: own.id })).status).toBe(200);
    expect((await as('viewer', 'PUT', PREFERENCES, { ...DEFAULT_PREFERENCES, locale: 'hi-IN' })).status).toBe(200);
    expect((await as('viewer', 'GET', VIEWS)).body.defaultViewId).toBe(own.id);
    expect((await as('viewer', 'GET', PREFERENCES)).body.locale).toBe('hi-IN');
  });

  test.each([
    ['a parameter the list does not have', { query: 'status=active&role=superadmin' }, 'query'],
    ['a leading ?', { query: '?status=active' }, 'query'],
    ['an empty name', { name: '   ' }, 'name'],
    ['a name over 60 characters', { name: 'v'.repeat(61) }, 'name'],
    ['a list state over 2,000 characters', { query: `q=${'a'.repeat(2000)}` }, 'query'],
  ])('a view with %s is refused with 400 naming the field', async (_label, change, path) => {
    const reply = await as('staff', 'POST', VIEWS, { name: 'Valid', query: 'status=active', shared: false, ...change });
    expect(reply.status).toBe(400);
    expect(reply.body.issues.map((issue: { path: string }) => issue.path)).toContain(path);
  });
});
