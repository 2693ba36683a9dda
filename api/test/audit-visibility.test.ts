import type { AuditPage } from 'shared/domain/audit/audit-answers';
import type { ActivityEntry } from 'shared/domain/registrations/registration';
import { DEFAULT_PREFERENCES } from 'shared/platform/settings/preferences';
import { testEngines } from './support/environment';
import { call, useTestApp } from './support/test-app';
import { tokenFor, type DemoRole } from './support/tokens';

// Entries about staff accounts, profiles, preferences, settings, exports and shared views name
// colleagues' e-mails, phones and roles: only the settings permission reads them. Everyone else's
// audit trail holds registration and payment entries only, by every call that reads the trail.

describe.each(testEngines())('who reads which audit entries on %s', (engine) => {
  const target = useTestApp(engine, { registrations: 30 });
  const invitedEmail = `audit-visibility-${engine}-${Date.now()}@example.org`;
  let invitedUid: string;

  const as = async (role: DemoRole, method: string, url: string, body?: unknown) => call(target, method, url, { token: await tokenFor(role), body });

  beforeAll(async () => {
    // An entry of each kind a non-settings reader must not see, and registration entries beside them.
    const settings = (await as('superadmin', 'GET', '/admin/settings')).body.audit;
    expect(
      (await as('superadmin', 'PUT', '/admin/settings/audit', { value: { ...settings.value, dataRetentionDays: 400 }, version: settings.version })).status,
    ).toBe(200);
    expect((await as('staff', 'PUT', '/admin/profile', { name: 'Audit Visibility', phone: '9876501234', alternateEmail: '' })).status).toBe(200);
    expect((await as('viewer', 'PUT', '/admin/profile/preferences', { ...DEFAULT_PREFERENCES, theme: 'dark' })).status).toBe(200);
    const invited = await as('superadmin', 'POST', '/admin/staff-accounts', { email: invitedEmail, role: 'viewer' });
    expect(invited.status).toBe(201);
    invitedUid = invited.body.user.id;
    const [registration] = (await as('admin', 'GET', '/admin/registrations?limit=1&status=active')).body.data;
    expect((await as('admin', 'PUT', `/admin/registrations/${registration.registrationId}/status`, { status: 'duplicate' })).status).toBe(200);
  });

  afterAll(async () => {
    if (invitedUid) await target.app.firebaseAuth.deleteUser(invitedUid).catch(() => {});
  });

  async function wholeTrail(role: DemoRole, filters: Record<string, string> = {}): Promise<{ entries: ActivityEntry[]; totals: number[] }> {
    const entries: ActivityEntry[] = [];
    const totals: number[] = [];
    let before: string | null = null;
    do {
      const query: string = new URLSearchParams({ ...filters, limit: '100', ...(before ? { before } : {}) }).toString();
      const reply = await as(role, 'GET', `/admin/audit?${query}`);
      expect(reply.status).toBe(200);
      const page = reply.body as AuditPage;
      entries.push(...page.data);
      totals.push(page.total);
      before = page.olderCursor;
    } while (before);
    return { entries, totals };
  }

  const aboutSomethingElse = (entry: ActivityEntry) => entry.target !== undefined || entry.registrationId === null;

  test('the settings permission reads every entry: staff, profile, preferences and settings ones included', async () => {
    const { entries, totals } = await wholeTrail('superadmin');
    const actions = new Set(entries.map((entry) => entry.action));
    for (const action of ['settings.updated', 'profile.updated', 'profile.preferences_updated', 'staff.invited', 'staff.created', 'registration.duplicate']) {
      expect(actions).toContain(action);
    }
    expect(totals.every((total) => total === entries.length)).toBe(true);
  });

  test.each(['admin', 'staff', 'viewer'] as const)('%s reads registration and payment entries only: the list, its totals and its filters', async (role) => {
    const everything = (await wholeTrail('superadmin')).entries;
    const registrationEntries = everything.filter((entry) => !aboutSomethingElse(entry));
    const { entries, totals } = await wholeTrail(role);
    expect(entries).toEqual(registrationEntries);
    expect(totals.every((total) => total === registrationEntries.length)).toBe(true);
    // A filter cannot reach them either: by action, by the actor who wrote them, by date.
    for (const action of ['staff.invited', 'staff.created', 'profile.updated', 'profile.preferences_updated', 'settings.updated']) {
      const reply = await as(role, 'GET', `/admin/audit?action=${action}`);
      expect({ action, data: reply.body.data, total: reply.body.total }).toEqual({ action, data: [], total: 0 });
    }
    const bySuperadmin = await wholeTrail(role, { actor: 'superadmin@' });
    expect(bySuperadmin.entries).toEqual([]);
    expect(bySuperadmin.totals).toEqual([0]);
    const recent = await wholeTrail(role, { from: '2000-01-01' });
    expect(recent.entries.some(aboutSomethingElse)).toBe(false);
    expect(JSON.stringify(entries)).not.toContain('9876501234');
    expect(JSON.stringify(entries)).not.toContain(invitedEmail);
  });

  test.each(['admin', 'staff', 'viewer'] as const)("%s: Recent Activity and a registration's history hold no such entry either", async (role) => {
    const activity = await as(role, 'GET', '/admin/activity?limit=100');
    expect(activity.status).toBe(200);
    expect(activity.body.data.some(aboutSomethingElse)).toBe(false);
    const [registration] = (await as(role, 'GET', '/admin/registrations?limit=1&status=duplicate')).body.data;
    const history = await as(role, 'GET', `/admin/registrations/${registration.registrationId}/history`);
    expect(history.body.data.length).toBeGreaterThan(0);
    expect(history.body.data.some(aboutSomethingElse)).toBe(false);
    // The audit log's export is the settings permission's alone.
    expect((await as(role, 'POST', '/admin/exports', { kind: 'audit' })).status).toBe(403);
  });
});
