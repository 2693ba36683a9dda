import net from 'node:net';
import { parseCsv } from 'shared/domain/common/csv';
import { IMPORT_COLUMNS } from 'shared/domain/imports/registration-import';
import { AVATAR_MAX_BYTES } from 'shared/domain/profile/avatar';
import { PNG_1X1 } from 'tooling/test-images';
import { testEngines } from './support/environment';
import { call, useTestApp, type Reply } from './support/test-app';
import { tokenClaims, tokenFor } from './support/tokens';

// One account can fill only its own share of what the instance shares: past it that account's
// calls are refused (503 or 429, with Retry-After) while everyone else is still served.

const REGISTRATIONS = 600;
const TEST_TIMEOUT_MS = 300_000;
// Far beyond an account's share of heavy calls (set to 5 here: the small lists of a test are read
// fast) and, before shares, beyond the instance's queue of 100.
const BURST = 150;
const SHARE = 5;
// Uploads the instance receives at once in this suite: one account's share (2) and one more.
const UPLOADS_AT_ONCE = 3;

/** An upload whose headers and first bytes are sent and the rest held back, until closed. */
function heldUpload(baseUrl: string, method: string, path: string, headers: Record<string, string>): () => void {
  const { hostname, port } = new URL(baseUrl);
  const socket = net.connect(Number(port), hostname);
  socket.on('error', () => {});
  const head = Object.entries({ ...headers, host: `${hostname}:${port}`, 'content-length': '100000' })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.write(`${method} ${path} HTTP/1.1\r\n${head}\r\n`);
  socket.write(PNG_1X1);
  return () => socket.destroy();
}

/** Resolves once `condition` holds, checking at each turn of the event loop's timers. */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe.each(testEngines())('fair shares on %s', (engine) => {
  const target = useTestApp(engine, { registrations: REGISTRATIONS, config: { fairShares: { heavyCallsPerAccount: SHARE }, uploadsAtOnce: UPLOADS_AT_ONCE } });

  test(
    "a burst of whole-list reads from one account: the 503s go to that account only, another person's export is served",
    async () => {
      const [viewerToken, adminToken] = await Promise.all([tokenFor('viewer'), tokenFor('admin')]);
      const burst: Reply[] = [];
      const reads = Array.from({ length: BURST }, () =>
        call(target, 'GET', '/admin/registrations', { token: viewerToken }).then((reply) => {
          burst.push(reply);
          return reply;
        }),
      );
      // The burst has filled the viewer's share (a first refusal came back) before the other person asks.
      await until(() => burst.length === BURST || burst.some((reply) => reply.status === 503));
      const exported = await call(target, 'GET', '/admin/registrations/export', { token: adminToken });
      expect([exported.status, exported.status === 200 ? '' : exported.body]).toEqual([200, '']);
      expect(parseCsv(exported.body)).toHaveLength(REGISTRATIONS + 1);

      const replies = await Promise.all(reads);
      const refused = replies.filter((reply) => reply.status === 503);
      expect(refused.length).toBeGreaterThan(0);
      for (const reply of refused) {
        expect(reply.headers.get('retry-after')).toBe('30');
        expect(reply.body).toEqual({ message: expect.stringMatching(/too many large requests/), code: 'too-many-large-requests' });
      }
      // Every call admitted was served whole.
      for (const reply of replies.filter((r) => r.status !== 503)) {
        expect(reply.status).toBe(200);
        expect(reply.body.data).toHaveLength(REGISTRATIONS);
      }
    },
    TEST_TIMEOUT_MS,
  );

  test(
    "deep or large pages are heavy by what they cost: past one account's share they are refused, another person's page is answered",
    async () => {
      const [viewerToken, staffToken] = await Promise.all([tokenFor('viewer'), tokenFor('staff')]);
      const deep = '/admin/registrations?sort=school&offset=20000&limit=1000';
      const burst: Reply[] = [];
      const pages = Array.from({ length: BURST }, (_, i) =>
        call(target, 'GET', i % 2 ? deep : '/admin/registrations?sort=school&limit=1000', { token: viewerToken }).then((reply) => {
          burst.push(reply);
          return reply;
        }),
      );
      await until(() => burst.length === BURST || burst.some((reply) => reply.status === 503));
      const other = await call(target, 'GET', deep, { token: staffToken });
      expect(other.status).toBe(200);
      expect(other.body).toEqual({ data: [], total: REGISTRATIONS });

      const replies = await Promise.all(pages);
      expect(replies.filter((reply) => reply.status === 503).length).toBeGreaterThan(0);
      for (const reply of replies) expect([200, 503]).toContain(reply.status);
      expect(replies.filter((reply) => reply.status === 200).every((reply) => reply.body.total === REGISTRATIONS)).toBe(true);
    },
    TEST_TIMEOUT_MS,
  );

  test(
    "a burst of 5 MB avatar uploads from one account: its uploads beyond its share are refused (429), another person's stats stay answered",
    async () => {
      const [viewerToken, adminToken] = await Promise.all([tokenFor('viewer'), tokenFor('admin')]);
      const images = Array.from({ length: 20 }, (_, i) => Buffer.concat([PNG_1X1, Buffer.alloc(AVATAR_MAX_BYTES - PNG_1X1.length, i + 1)]));
      let uploadsDone = 0;
      const uploads = images.map((image) =>
        fetch(`${target.baseUrl}/admin/profile/avatar`, {
          method: 'PUT',
          headers: { authorization: `Bearer ${viewerToken}`, 'content-type': 'image/png' },
          body: image,
        })
          .then(async (response) => ({ status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as any }))
          .finally(() => {
            uploadsDone += 1;
          }),
      );
      const stats: number[] = [];
      while (uploadsDone < images.length) stats.push((await call(target, 'GET', '/admin/stats', { token: adminToken })).status);
      const answers = await Promise.all(uploads);

      expect(stats.length).toBeGreaterThan(0);
      expect(stats.every((status) => status === 200)).toBe(true);
      const accepted = answers.filter((a) => a.status === 200);
      const refused = answers.filter((a) => a.status === 429);
      expect(accepted.length + refused.length).toBe(images.length);
      expect(accepted.length).toBeGreaterThan(0);
      expect(refused.length).toBeGreaterThan(0);
      for (const answer of refused) {
        expect(answer.retryAfter).toBe('10');
        expect(answer.body).toEqual({ message: expect.stringMatching(/Another upload of yours is still under way/), code: 'upload-in-progress' });
      }
      // The avatar is one of the accepted images, whole.
      const profile = await call(target, 'GET', '/admin/profile', { token: viewerToken });
      expect(accepted.map((a) => a.body.avatarPath)).toContain(profile.body.avatarPath);
      const stored = Buffer.from(await (await fetch(`${target.baseUrl}${profile.body.avatarPath}`)).arrayBuffer());
      expect(images.some((image) => image.equals(stored))).toBe(true);
    },
    TEST_TIMEOUT_MS,
  );

  test('another account uploads while one account is at its share', async () => {
    const viewerToken = await tokenFor('viewer');
    const staffToken = await tokenFor('staff');
    expect(tokenClaims(staffToken).sub).not.toBe(tokenClaims(viewerToken).sub);
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(AVATAR_MAX_BYTES - PNG_1X1.length, 7)]);
    const viewerUploads = [1, 2].map(() =>
      fetch(`${target.baseUrl}/admin/profile/avatar`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${viewerToken}`, 'content-type': 'image/png' },
        body: big,
      }),
    );
    const staff = await fetch(`${target.baseUrl}/admin/profile/avatar`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${staffToken}`, 'content-type': 'image/png' },
      body: PNG_1X1,
    });
    expect(staff.status).toBe(200);
    for (const response of await Promise.all(viewerUploads)) expect([200, 429]).toContain(response.status);
  });

  test("the instance's uploads are capped for every account together: avatars, statements and imports count alike, past it 503 before the body is read", async () => {
    const [viewerToken, adminToken, superadminToken, staffToken] = await Promise.all(
      ['viewer', 'admin', 'superadmin', 'staff'].map((role) => tokenFor(role as 'admin')),
    );
    const scheduler = target.app.workScheduler;
    const bearer = (token: string) => `Bearer ${token}`;
    // Two avatars of one account (its share) and an admin's statement fill the instance's three.
    const closers = [
      heldUpload(target.baseUrl, 'PUT', '/admin/profile/avatar', { authorization: bearer(viewerToken!), 'content-type': 'image/png' }),
      heldUpload(target.baseUrl, 'PUT', '/admin/profile/avatar', { authorization: bearer(viewerToken!), 'content-type': 'image/png' }),
    ];
    const statement = heldUpload(target.baseUrl, 'POST', '/admin/reconciliation/statements?source=bank', {
      authorization: bearer(adminToken!),
      'content-type': 'text/csv',
    });
    try {
      await until(() => scheduler.uploadsUnderWay === UPLOADS_AT_ONCE);
      const csv = `${IMPORT_COLUMNS.join(',')}\n`;
      const preview = () => call(target, 'POST', '/admin/imports/preview', { token: superadminToken!, body: { csv } });
      // An image of this test's own, so that its address is new to the staff account.
      const image = Buffer.concat([PNG_1X1, Buffer.from('the upload cap')]);
      const avatar = () =>
        fetch(`${target.baseUrl}/admin/profile/avatar`, {
          method: 'PUT',
          headers: { authorization: bearer(staffToken!), 'content-type': 'image/png' },
          body: image,
        });
      const avatarPath = async () => (await call(target, 'GET', '/admin/profile', { token: staffToken! })).body.avatarPath as string | null;
      const before = await avatarPath();
      const refusedImport = await preview();
      const refusedAvatar = await avatar();
      expect([refusedImport.status, refusedImport.headers.get('retry-after'), refusedImport.body]).toEqual([
        503,
        '10',
        { message: 'The server is receiving as many uploads as it takes at once. Please try again in a few seconds.', code: 'uploads-busy' },
      ]);
      expect([refusedAvatar.status, refusedAvatar.headers.get('retry-after'), refusedAvatar.headers.get('connection')]).toEqual([503, '10', 'close']);
      expect(await avatarPath()).toBe(before);

      // The statement's connection gone, its place is free: the import, then the avatar, are received.
      statement();
      await until(() => scheduler.uploadsUnderWay === UPLOADS_AT_ONCE - 1);
      expect((await preview()).status).toBe(200);
      expect((await avatar()).status).toBe(200);
      expect([before, null]).not.toContain(await avatarPath());
    } finally {
      statement();
      for (const close of closers) close();
    }
    await until(() => scheduler.uploadsUnderWay === 0);
  });
});
