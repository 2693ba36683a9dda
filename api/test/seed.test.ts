import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { normalizeContactNumber } from 'shared/domain/registrations/contact-number';
import type { Registration } from 'shared/domain/registrations/registration';
import { API_ROOT } from '../src/config';
import { MIGRATIONS_DIR, runMigrations } from '../src/db/migrate';
import { BROWSER_TEST_ACCOUNTS, DEMO_ACCOUNTS, ensureDemoAccounts } from '../src/seed/demo-accounts';
import { loadReceipts } from '../src/seed/load-receipts';
import { loadRegistrations } from '../src/seed/load-registrations';
import { DEFAULT_SEED, generateRegistration } from '../src/seed/registration-generator';
import { testEngines } from './support/environment';
import { allRegistrations, call, TEST_ANCHOR, useTestApp } from './support/test-app';
import { tokenFor } from './support/tokens';

const options = { seed: DEFAULT_SEED, anchor: TEST_ANCHOR };

test('registration i is a pure function of the seed and i', () => {
  expect(generateRegistration(42, options)).toEqual(generateRegistration(42, options));
  expect(generateRegistration(42, options)).not.toEqual(generateRegistration(43, options));
  expect(generateRegistration(42, { ...options, seed: 7 }).name).toBeDefined();
  expect(generateRegistration(42, { ...options, seed: 7 })).not.toEqual(generateRegistration(42, options));
});

test('an offline payment is paid or pending, never pending at a gateway; the online ones take every status', () => {
  const statuses = { online: new Set<string>(), offline: new Set<string>() };
  for (let i = 0; i < 2000; i += 1) {
    const generated = generateRegistration(i, options);
    statuses[generated.payment_mode].add(generated.payment_status);
  }
  expect([...statuses.offline].sort()).toEqual(['pending', 'success']);
  expect([...statuses.online].sort()).toEqual(['failed', 'pending', 'pending_payment_gateway', 'success']);
});

describe.each(testEngines())('seeding on %s', (engine) => {
  const target = useTestApp(engine, { registrations: 0 });

  test('migrations are recorded and not applied twice', async () => {
    expect(await runMigrations(target.db)).toEqual([]);
    const applied = await target.db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    const files = fs.readdirSync(MIGRATIONS_DIR).filter((name) => name.endsWith('.sql'));
    expect(applied.map((row) => row.name)).toEqual(files.sort());
  });

  test('the demo accounts exist with their role claims and staff rows', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const user = await target.app.firebaseAuth.getUserByEmail(account.email);
      expect(user.customClaims?.role).toBe(account.role ?? undefined);
      const [row] = await target.db.query<{ role: string }>('SELECT role FROM staff_accounts WHERE uid = $1', [user.uid]);
      expect(row?.role).toBe(account.role ?? 'user');
      const audit = await target.db.query<{ action: string; actor_uid: string | null }>(
        "SELECT action, actor_uid FROM audit_log WHERE target_type = 'staff_account' AND target_id = $1",
        [user.uid],
      );
      expect(audit).toEqual([{ action: 'staff.created', actor_uid: null }]);
    }
  });

  test("the browser suite's own accounts come only when asked for (SEED_BROWSER_TEST_ACCOUNTS), beside the demo ones", async () => {
    const staffRow = async (email: string) =>
      (await target.db.query<{ role: string }>('SELECT role FROM staff_accounts WHERE email = $1', [email]))[0]?.role ?? null;
    for (const account of BROWSER_TEST_ACCOUNTS) expect(await staffRow(account.email)).toBeNull();
    await ensureDemoAccounts(target.app.firebaseAuth, target.db, BROWSER_TEST_ACCOUNTS);
    for (const account of BROWSER_TEST_ACCOUNTS) {
      expect(await staffRow(account.email)).toBe('superadmin');
      expect((await target.app.firebaseAuth.getUserByEmail(account.email)).customClaims?.role).toBe('superadmin');
    }
    expect(BROWSER_TEST_ACCOUNTS.map((account) => account.email)).not.toContain(DEMO_ACCOUNTS[0]!.email);
  });

  test('loading is reproducible, resumable and idempotent', async () => {
    const token = await tokenFor('viewer');
    expect(await loadRegistrations(target.db, { ...options, count: 300, batchSize: 128 })).toBe(300);
    const first = await allRegistrations(target, token);
    expect(await loadRegistrations(target.db, { ...options, count: 300 })).toBe(0);
    expect(await allRegistrations(target, token)).toEqual(first);
    expect(await loadRegistrations(target.db, { ...options, count: 500 })).toBe(200);

    const everything = await allRegistrations(target, token);
    expect(everything).toHaveLength(500);
    const byId = new Map(everything.map((r) => [r.registrationId, r]));
    for (const r of first) expect(byId.get(r.registrationId)).toEqual(r);
    const generated = generateRegistration(123, options);
    expect(byId.get('REG-0000123')).toMatchObject({
      name: generated.name,
      contactNumber: generated.contact_number,
      createdAt: generated.created_at,
      payment: { paymentId: generated.payment_id, status: generated.payment_status },
    });

    const [audit] = await target.db.query<{ entries: number; registrations: number }>(
      "SELECT count(*)::int AS entries, count(DISTINCT registration_id)::int AS registrations FROM audit_log WHERE action = 'registration.created'",
    );
    expect(audit).toEqual({ entries: 500, registrations: 500 });
    expect((await call(target, 'GET', '/admin/stats', { token })).body.totalRegistrations).toBe(500);

    // The load vacuumed the tables the triggers rewrite too, not only the ones it wrote.
    const notVacuumed = await target.db.query<{ relname: string }>(
      `SELECT relname FROM pg_stat_user_tables
       WHERE relname IN ('registrations', 'audit_log', 'registration_filter_counts', 'school_filter_counts', 'registration_quarter_hour_counts')
         AND last_vacuum IS NULL`,
    );
    expect(notVacuumed).toEqual([]);
  });

  test('a bulk load rebuilds exactly the indexes it dropped', async () => {
    const indexes = () =>
      target.db.query<{ indexdef: string }>("SELECT indexdef FROM pg_indexes WHERE tablename IN ('registrations', 'audit_log') ORDER BY indexname");
    const before = await indexes();
    expect(before.length).toBeGreaterThan(20);
    expect(await loadRegistrations(target.db, { ...options, count: 700, bulkLoadFrom: 1 })).toBe(200);
    expect(await indexes()).toEqual(before);
    const reply = await call(target, 'GET', '/admin/registrations?q=REG-00007&sort=registrationId', { token: await tokenFor('viewer') });
    expect(reply.body.total).toBe(1);
    expect(reply.body.data[0].registrationId).toBe('REG-0000700');
  });

  test("the benchmark's receipts: paid registrations only, numbers unique, some cancelled, and loading again adds none", async () => {
    const token = await tokenFor('viewer');
    // Its own registrations, whatever the other tests loaded (loading is idempotent).
    await loadRegistrations(target.db, { ...options, count: 300 });
    const paid = (await allRegistrations(target, token)).filter((r) => r.payment.status === 'success').length;
    const wanted = Math.min(120, paid);
    expect(await loadReceipts(target.db, { count: wanted, anchor: TEST_ANCHOR })).toBe(wanted);
    expect(await loadReceipts(target.db, { count: wanted, anchor: TEST_ANCHOR })).toBe(0);
    const [loaded] = await target.db.query<{ n: number; numbers: number; unpaid: number; cancelled: number; longest: number }>(
      `SELECT count(*)::int AS n, count(DISTINCT number)::int AS numbers, max(length(number))::int AS longest,
              count(*) FILTER (WHERE cancelled_at IS NOT NULL)::int AS cancelled,
              count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM registrations r WHERE r.registration_id = receipts.registration_id AND r.payment_status = 'success'))::int AS unpaid
       FROM receipts WHERE number LIKE 'SD/%'`,
    );
    expect(loaded).toEqual({ n: wanted, numbers: wanted, unpaid: 0, cancelled: Math.floor(wanted / 50), longest: 14 });
    const register = (await call(target, 'GET', '/admin/receipts?limit=1', { token })).body;
    const collections = (await call(target, 'GET', '/admin/payments/collections?from=2000-01-01&to=2099-12-31', { token })).body;
    expect(register.total).toBe(wanted);
    expect([collections.totalCount, collections.totalAmount]).toEqual([wanted - Math.floor(wanted / 50), register.totalAmount]);
  });

  test('the registrations look like a real competition', async () => {
    const everything: Registration[] = await allRegistrations(target, await tokenFor('viewer'));
    const numbers = new Map<string, number>();
    for (const r of everything) {
      const mobile = normalizeContactNumber(r.contactNumber);
      expect(mobile).toMatch(/^[6-9]\d{9}$/);
      numbers.set(mobile!, (numbers.get(mobile!) ?? 0) + 1);
      expect([300, 500]).toContain(r.payment.amount);
      expect(r.merchantTransactionId !== undefined).toBe(r.payment.mode === 'online');
      expect(r.disqualificationNote !== undefined).toBe(r.status === 'disqualified');
      const created = Date.parse(r.createdAt);
      expect(created).toBeLessThanOrEqual(TEST_ANCHOR.getTime());
      expect(created).toBeGreaterThan(TEST_ANCHOR.getTime() - 43 * 86_400_000);
      expect(Date.parse(r.updatedAt)).toBeGreaterThanOrEqual(created);
      expect(Date.parse(r.updatedAt)).toBeLessThanOrEqual(TEST_ANCHOR.getTime());
    }
    // Spread over the four centres, none with fewer than a fifth of them.
    const perCenter = new Map<string, number>();
    for (const r of everything) perCenter.set(r.centerCode, (perCenter.get(r.centerCode) ?? 0) + 1);
    expect([...perCenter.keys()].sort()).toEqual(['BLR01', 'CHN01', 'DLH01', 'MUM01']);
    for (const count of perCenter.values()) expect(count).toBeGreaterThan(everything.length / 5);
    // Households share a number, written in different ways.
    expect([...numbers.values()].filter((count) => count > 1).length).toBeGreaterThan(10);
    expect(new Set(everything.map((r) => (r.contactNumber.slice(0, 3) === '+91' ? '+91' : r.contactNumber[0] === '0' ? '0' : 'plain')))).toEqual(
      new Set(['+91', '0', 'plain']),
    );
  });
});

describe('seed command', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'abacus-seed-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const seed = (...args: string[]) =>
    promisify(execFile)(path.join(API_ROOT, 'node_modules', '.bin', 'tsx'), ['src/cli/seed.ts', '--', ...args], {
      cwd: API_ROOT,
      env: { ...process.env, DATABASE_URL: '', PGLITE_DIR: path.join(dataDir, 'pglite') },
    });

  test('loads the count asked for with progress, and adds nothing the second time', async () => {
    const first = await seed('--count', '250', '--batch', '100', '--anchor', '2026-06-01');
    expect(first.stderr).toContain('250 / 250 registrations');
    expect(first.stderr).toMatch(/Added 250 .* holds 250 registrations/);
    const second = await seed('--count', '250');
    expect(second.stderr).toMatch(/Added 0 .* holds 250 registrations/);
  });

  test('refuses a count that is not a number', async () => {
    await expect(seed('--count', 'lots')).rejects.toMatchObject({ stderr: expect.stringContaining('--count must be a whole number') });
  });
});
