import { SERVER_OWNED_MESSAGE } from 'shared/domain/common/server-owned';
import { createHash } from 'node:crypto';
import type { UserRecord } from 'firebase-admin/auth';
import { AVATAR_MAX_BYTES } from 'shared/domain/profile/avatar';
import { PNG_1X1 } from 'tooling/test-images';
import { AVATAR_PART_BYTES } from '../src/profile/profile-store';
import { testEngines } from './support/environment';
import { call, useTestApp, type TestApp } from './support/test-app';
import { signIn, tokenFor } from './support/tokens';

// The signed-in staff member's own profile and avatar: validation with the form's messages,
// no way to reach another account, and an avatar refused unless it really is a small image.

const JPEG_START = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);

async function upload(target: Pick<TestApp, 'baseUrl'>, token: string, bytes: Buffer, contentType: string) {
  const response = await fetch(`${target.baseUrl}/admin/profile/avatar`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    body: bytes,
  });
  return { status: response.status, body: (await response.json()) as { message?: string; avatarPath?: string } };
}

describe.each(testEngines())('profile on %s', (engine) => {
  const target = useTestApp(engine, { registrations: 20 });
  // Nested, so that its accounts are deleted before the app (and its Admin SDK) closes.
  describe('with accounts of its own', () => {
    const created: UserRecord[] = [];

    async function newAccount(role: string | null = 'staff'): Promise<{ user: UserRecord; token: string }> {
      const email = `profile-${engine}-${Date.now()}-${created.length}@example.org`;
      const user = await target.app.firebaseAuth.createUser({ email, password: 'test-pass-123', displayName: 'Test Person' });
      created.push(user);
      if (role) await target.app.firebaseAuth.setCustomUserClaims(user.uid, { role });
      // As an invitation or the seed would have made it: staff rows come from nowhere else.
      await target.db.query("INSERT INTO staff_accounts (uid, email, display_name, role, status) VALUES ($1, $2, 'Test Person', $3, 'active')", [
        user.uid,
        email,
        role ?? 'user',
      ]);
      return { user, token: await signIn(email, 'test-pass-123') };
    }
    const avatarCount = async () => (await target.db.query<{ n: number }>('SELECT count(*)::int AS n FROM staff_avatars'))[0]!.n;
    const partsOf = (sha256: string) =>
      target.db.query<{ part: number; size: number }>('SELECT part, length(bytes)::int AS size FROM staff_avatar_parts WHERE sha256 = $1 ORDER BY part', [
        sha256,
      ]);
    const sha256Of = (path: string) => path.replace('/avatars/', '');

    afterAll(async () => {
      for (const user of created) await target.app.firebaseAuth.deleteUser(user.uid);
    });

    test('GET answers the own record: uid and e-mail from the account, no contact details yet', async () => {
      const { user, token } = await newAccount();
      const reply = await call(target, 'GET', '/admin/profile', { token });
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({ uid: user.uid, email: user.email, name: 'Test Person', phone: null, alternateEmail: null, avatarPath: null });
    });

    test('profile changes are audited while logProfileChanges is on, and not while it is off', async () => {
      const { user, token } = await newAccount();
      const entries = async () =>
        target.db.query<{ action: string; actor_uid: string; before: unknown; after: unknown }>(
          "SELECT action, actor_uid, before, after FROM audit_log WHERE target_type = 'staff_account' AND target_id = $1 ORDER BY id",
          [user.uid],
        );
      expect((await call(target, 'PUT', '/admin/profile', { token, body: { name: 'Test Person', phone: '9876543210', alternateEmail: '' } })).status).toBe(200);
      expect(await entries()).toEqual([{ action: 'profile.updated', actor_uid: user.uid, before: { phone: null }, after: { phone: '9876543210' } }]);

      const superadmin = await tokenFor('superadmin');
      const setLogging = async (logProfileChanges: boolean) => {
        const { version } = (await call(target, 'GET', '/admin/settings', { token: superadmin })).body.audit;
        const reply = await call(target, 'PUT', '/admin/settings/audit', {
          token: superadmin,
          body: { value: { logProfileChanges, dataRetentionDays: 365 }, version },
        });
        expect(reply.status).toBe(200);
      };
      await setLogging(false);
      try {
        expect((await call(target, 'PUT', '/admin/profile', { token, body: { name: 'Renamed Person', phone: '9876543210', alternateEmail: '' } })).status).toBe(
          200,
        );
        expect(await entries()).toHaveLength(1);
      } finally {
        await setLogging(true);
      }
    });

    test('a changed e-mail on the account reaches the record with the next token', async () => {
      const { user, token } = await newAccount();
      expect((await call(target, 'GET', '/admin/profile', { token })).body.email).toBe(user.email);
      const changed = `changed-${user.email}`;
      await target.app.firebaseAuth.updateUser(user.uid, { email: changed, emailVerified: true });
      const reply = await call(target, 'GET', '/admin/profile', { token: await signIn(changed, 'test-pass-123') });
      expect(reply.body.email).toBe(changed);
    });

    test('PUT stores name, phone and alternate e-mail (trimmed), and an empty alternate e-mail clears it', async () => {
      const { token } = await newAccount('viewer');
      const put = await call(target, 'PUT', '/admin/profile', {
        token,
        body: { name: '  Asha Verma ', phone: '+91 98765 43210', alternateEmail: 'asha@home.example' },
      });
      expect(put.status).toBe(200);
      expect(put.body).toMatchObject({ name: 'Asha Verma', phone: '+91 98765 43210', alternateEmail: 'asha@home.example' });
      expect((await call(target, 'GET', '/admin/profile', { token })).body).toMatchObject(put.body);

      const cleared = await call(target, 'PUT', '/admin/profile', { token, body: { name: 'Asha Verma', phone: '9876543210', alternateEmail: '' } });
      expect(cleared.body.alternateEmail).toBeNull();
    });

    test.each([
      ['name too short', { name: 'A' }, 'name', 'Name must be at least 2 characters'],
      ['name too long', { name: 'x'.repeat(81) }, 'name', 'Name must be less than 80 characters'],
      ['phone too short', { phone: '98765' }, 'phone', 'Phone number must be at least 10 digits'],
      ['alternate e-mail invalid', { alternateEmail: 'not-an-email' }, 'alternateEmail', 'Invalid email address'],
      // The profile as read may come back whole: its uid only as answered.
      ['another account named', { uid: 'someone-else' }, 'uid', SERVER_OWNED_MESSAGE],
      ['role smuggled in', { role: 'superadmin' }, 'role', 'Unknown field'],
    ])('PUT refuses %s with 400 naming the field, and changes nothing', async (_label, change, path, message) => {
      const { token } = await newAccount();
      const valid = { name: 'Valid Name', phone: '9876543210', alternateEmail: '' };
      await call(target, 'PUT', '/admin/profile', { token, body: valid });
      const reply = await call(target, 'PUT', '/admin/profile', { token, body: { ...valid, ...change } });
      expect(reply.status).toBe(400);
      expect(reply.body.issues).toContainEqual({ path, message });
      expect((await call(target, 'GET', '/admin/profile', { token })).body).toMatchObject({ name: 'Valid Name', phone: '9876543210', alternateEmail: null });
    });

    test("another staff member's profile cannot be read or changed", async () => {
      const first = await newAccount('admin');
      const second = await newAccount('superadmin');
      await call(target, 'PUT', '/admin/profile', { token: first.token, body: { name: 'First Person', phone: '1111111111', alternateEmail: '' } });
      const secondView = await call(target, 'GET', '/admin/profile', { token: second.token });
      expect(secondView.body.uid).toBe(second.user.uid);
      expect(secondView.body.phone).toBeNull();
      expect((await call(target, 'GET', `/admin/profile/${first.user.uid}`, { token: second.token })).status).toBe(404);
      expect((await call(target, 'GET', `/admin/profile?uid=${first.user.uid}`, { token: second.token })).status).toBe(400);
      await call(target, 'PUT', '/admin/profile', { token: second.token, body: { name: 'Second Person', phone: '2222222222', alternateEmail: '' } });
      expect((await call(target, 'GET', '/admin/profile', { token: first.token })).body).toMatchObject({ name: 'First Person', phone: '1111111111' });
    });

    test('no token answers 401; an account without a role 403', async () => {
      expect((await call(target, 'GET', '/admin/profile')).status).toBe(401);
      expect((await call(target, 'GET', '/admin/profile', { token: await tokenFor('norole') })).status).toBe(403);
      expect((await upload(target, await tokenFor('norole'), PNG_1X1, 'image/png')).status).toBe(403);
    });

    test('the 16 KB body limit still holds for the profile form', async () => {
      const { token } = await newAccount();
      const reply = await call(target, 'PUT', '/admin/profile', { token, body: { name: 'Big', phone: '1'.repeat(20_000), alternateEmail: '' } });
      expect(reply.status).toBe(413);
    });

    test('an uploaded avatar is served at its content address to anyone, cacheable for ever', async () => {
      const { token } = await newAccount();
      const reply = await upload(target, token, PNG_1X1, 'image/png');
      expect(reply.status).toBe(200);
      const sha256 = createHash('sha256').update(PNG_1X1).digest('hex');
      expect(reply.body.avatarPath).toBe(`/avatars/${sha256}`);
      expect((await call(target, 'GET', '/admin/profile', { token })).body.avatarPath).toBe(`/avatars/${sha256}`);

      const image = await fetch(`${target.baseUrl}/avatars/${sha256}`);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
      expect(image.headers.get('cache-control')).toContain('immutable');
      expect(image.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await image.arrayBuffer()).equals(PNG_1X1)).toBe(true);
      const again = await fetch(`${target.baseUrl}/avatars/${sha256}`, { headers: { 'if-none-match': `"${sha256}"` } });
      expect(again.status).toBe(304);
      expect((await fetch(`${target.baseUrl}/avatars/${'0'.repeat(64)}`)).status).toBe(404);
      expect((await fetch(`${target.baseUrl}/avatars/not-a-hash`)).status).toBe(400);
    });

    test('the type is taken from the bytes, and a replaced avatar nobody uses is deleted', async () => {
      const { token } = await newAccount();
      const jpeg = Buffer.concat([JPEG_START, Buffer.from(`unique ${engine} ${Date.now()}`)]);
      const first = await upload(target, token, jpeg, 'image/png');
      expect(first.status).toBe(200);
      const image = await fetch(`${target.baseUrl}${first.body.avatarPath}`);
      expect(image.headers.get('content-type')).toBe('image/jpeg');
      const before = await avatarCount();
      const second = await upload(target, token, PNG_1X1, 'image/png');
      expect(second.status).toBe(200);
      expect((await fetch(`${target.baseUrl}${first.body.avatarPath}`)).status).toBe(404);
      expect(await avatarCount()).toBeLessThanOrEqual(before);
      expect(await partsOf(sha256Of(first.body.avatarPath!))).toEqual([]);
    });

    test('a 5 MB avatar is stored in parts of at most 256 KB and served whole, byte for byte', async () => {
      const { token } = await newAccount();
      const image = Buffer.concat([PNG_1X1, Buffer.alloc(AVATAR_MAX_BYTES - PNG_1X1.length, `${engine} ${Date.now()}`)]);
      const reply = await upload(target, token, image, 'image/png');
      expect(reply.status).toBe(200);
      const parts = await partsOf(sha256Of(reply.body.avatarPath!));
      expect(parts.map((p) => p.part)).toEqual(Array.from({ length: Math.ceil(image.length / AVATAR_PART_BYTES) }, (_, i) => i));
      expect(parts.every((p) => p.size <= AVATAR_PART_BYTES)).toBe(true);
      expect(parts.reduce((sum, p) => sum + p.size, 0)).toBe(image.length);
      const served = await fetch(`${target.baseUrl}${reply.body.avatarPath}`);
      expect(Buffer.from(await served.arrayBuffer()).equals(image)).toBe(true);
    });

    test('parts no avatar names are swept by the next upload once an hour old, not before', async () => {
      const { token } = await newAccount();
      const [old, recent] = ['a', 'b'].map((digit) => digit.repeat(64));
      await target.db.query(
        `INSERT INTO staff_avatar_parts (sha256, part, bytes, written_at) VALUES ($1, 0, '\\x00', now() - interval '2 hours'), ($2, 0, '\\x00', now())`,
        [old, recent],
      );
      expect((await upload(target, token, Buffer.concat([PNG_1X1, Buffer.from(`sweep ${engine} ${Date.now()}`)]), 'image/png')).status).toBe(200);
      expect(await partsOf(old!)).toEqual([]);
      expect(await partsOf(recent!)).toEqual([{ part: 0, size: 1 }]);
      await target.db.query('DELETE FROM staff_avatar_parts WHERE sha256 = $1', [recent]);
    });

    test.each([
      ['a declared type that is not an image', Buffer.from('%PDF-1.7 ...'), 'application/pdf', 415],
      ['an image type whose bytes are text', Buffer.from('<html><script>alert(1)</script></html>'), 'image/png', 415],
      ['an SVG (can carry script)', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'image/svg+xml', 415],
      ['an empty file', Buffer.alloc(0), 'image/png', 415],
      ['JSON sent to the upload', Buffer.from('{"a":1}'), 'application/json', 415],
      ['an image over 5 MB', Buffer.concat([PNG_1X1, Buffer.alloc(AVATAR_MAX_BYTES)]), 'image/png', 413],
    ])('refuses %s with a clear 4xx and stores nothing', async (_label, bytes, contentType, status) => {
      const { token } = await newAccount();
      const before = await avatarCount();
      const reply = await upload(target, token, bytes, contentType);
      expect(reply.status).toBe(status);
      expect(reply.body).toEqual(
        status === 413
          ? { message: expect.stringMatching(/larger than 5 MB/), code: 'avatar-too-large' }
          : { message: expect.stringMatching(/not an image/), code: 'avatar-not-image' },
      );
      expect(await avatarCount()).toBe(before);
      expect((await call(target, 'GET', '/admin/profile', { token })).body.avatarPath).toBeNull();
    });

    test('an image of exactly 5 MB is accepted', async () => {
      const { token } = await newAccount();
      const bytes = Buffer.concat([PNG_1X1, Buffer.alloc(AVATAR_MAX_BYTES - PNG_1X1.length, 1)]);
      expect((await upload(target, token, bytes, 'image/png')).status).toBe(200);
    });
  });
});
