import { localRemotes } from 'shared/build/local-site.cjs';
import { DEFAULT_RELEASE_SETTINGS } from 'shared/domain/settings/settings';
import { parseReleaseVersions, RELEASE_VERSIONS_HEADER } from 'shared/domain/releases/release-routing';
import type { ReleasesAnswer } from 'shared/domain/releases/releases-answers';
import { failsTheRule } from '../src/releases/auto-rollback';
import { testEngines } from './support/environment';
import { useManifestServer } from './support/manifest-server';
import { simultaneouslyBehind } from './support/simultaneously';
import { call, useTestApp, type Reply, type TestApp } from './support/test-app';
import { tokenFor } from './support/tokens';

// The module release registry: registration and each of its refusals, rollouts by bucket,
// promotion, rollback, concurrent writes, the deploy token, and the rule that rolls a failing
// version back on its own at its edges (browsers' reports and the rule at work: release-reports.test.ts).

const DEPLOY_TOKEN = 'test-deploy-token-0123456789abcdef0123456789';

describe('the automatic rollback rule at its edges', () => {
  const settings = DEFAULT_RELEASE_SETTINGS;
  const none = { loads: 0, failures: 0 };
  test.each([
    { name: '19 loads, all failed: too few to judge', watched: { loads: 19, failures: 19 }, replaced: none, fails: false },
    { name: '20 loads, 4 failed (20%)', watched: { loads: 20, failures: 4 }, replaced: none, fails: true },
    { name: '20 loads, 3 failed (15%)', watched: { loads: 20, failures: 3 }, replaced: none, fails: false },
    { name: '100 loads, 19 failed (19%)', watched: { loads: 100, failures: 19 }, replaced: none, fails: false },
    { name: '100 loads, 20 failed (20%)', watched: { loads: 100, failures: 20 }, replaced: none, fails: true },
    { name: '20% against 10% before: 10 points above', watched: { loads: 100, failures: 20 }, replaced: { loads: 100, failures: 10 }, fails: true },
    { name: '20% against 11% before: 9 points above', watched: { loads: 100, failures: 20 }, replaced: { loads: 100, failures: 11 }, fails: false },
  ])('$name', ({ watched, replaced, fails }) => {
    expect(failsTheRule(watched, replaced, settings)).toBe(fails);
  });
});

/** A remote's entry in a releases answer: with a live version in `data`, else in `unreleased`. */
const releaseIn = (answer: ReleasesAnswer, remote: string): Reply['body'] =>
  [...answer.data, ...answer.unreleased].find((release) => release.remote === remote);

describe.each(testEngines())('module releases on %s', (engine) => {
  const builds = useManifestServer();
  const target = useTestApp(engine, {
    registrations: 0,
    config: { releases: { origins: ['http://127.0.0.1:*'], token: DEPLOY_TOKEN, checkSeconds: 1 } },
  });
  let n = 0;
  const unique = (prefix: string) => `${prefix}-${process.pid}-${(n += 1)}`;

  const asSuperadmin = async (method: string, path: string, body?: unknown) => call(target, method, path, { token: await tokenFor('superadmin'), body });
  const releaseOf = async (remote: string) => releaseIn((await asSuperadmin('GET', '/admin/releases')).body, remote);
  const register = async (remote: string, version: string) => {
    const reply = await asSuperadmin('POST', '/admin/releases', { remote, version, manifestUrl: builds.manifest(remote, version) });
    if (reply.status !== 201) throw new Error(`Registering ${remote} ${version} answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  };
  /** A new remote with v1 promoted to live and v2 registered. */
  const remoteWithTwoVersions = async () => {
    const remote = unique('mfe-rel');
    await register(remote, '1.0.0');
    expect((await asSuperadmin('PUT', `/admin/releases/${remote}/rollout`, { version: '1.0.0', percent: 100 })).status).toBe(200);
    await register(remote, '2.0.0');
    return remote;
  };
  const counts = async (db: TestApp['db']) => {
    const [row] = await db.query<{ versions: number; audit: number }>(
      "SELECT (SELECT count(*)::int FROM release_versions) AS versions, (SELECT count(*)::int FROM audit_log WHERE action LIKE 'release.%') AS audit",
    );
    return row!;
  };
  const auditOf = (remote: string) =>
    target.db.query<{ action: string; actor_email: string | null; before: unknown; after: unknown; note: string | null }>(
      "SELECT action, actor_email, before, after, note FROM audit_log WHERE target_type = 'module_release' AND target_id = $1 ORDER BY id",
      [remote],
    );
  const remotesFor = (bucket: number) => call(target, 'GET', `/releases/remotes?bucket=${bucket}`);

  test('the versions the portal starts with are registered on first start, in the shape the registry answers', async () => {
    const reply = await asSuperadmin('GET', '/admin/releases');
    expect(reply.status).toBe(200);
    for (const [remote, manifestUrl] of Object.entries(localRemotes())) {
      const entry = releaseIn(reply.body, remote);
      expect(entry).toEqual({
        remote,
        live: { version: 'initial', manifestUrl },
        rollout: null,
        rollbackTarget: null,
        versions: [{ version: 'initial', manifestUrl, gitSha: null, registeredAt: expect.any(String), registeredBy: 'the portal', status: 'live' }],
        lastHour: [],
      });
    }
    const map = await remotesFor(0);
    expect(map.body).toMatchObject(localRemotes());
  });

  test('a build is registered with who registered it, and audited', async () => {
    const remote = unique('mfe-reg');
    const manifestUrl = builds.manifest(remote, '1.0.0');
    const reply = await asSuperadmin('POST', '/admin/releases', { remote, version: '1.0.0', manifestUrl, gitSha: 'abc1234' });
    expect(reply.status).toBe(201);
    const entry = await releaseOf(remote);
    expect(entry.versions[0]).toMatchObject({ version: '1.0.0', gitSha: 'abc1234', registeredBy: 'superadmin@example.org', status: 'available' });
    expect(await auditOf(remote)).toEqual([
      expect.objectContaining({
        action: 'release.registered',
        actor_email: 'superadmin@example.org',
        after: expect.objectContaining({ version: '1.0.0', manifestUrl, live: false }),
      }),
    ]);
  });

  test('a remote new to the registry starts at 0%: served to nobody until rolled out, then to its buckets, then promoted to all', async () => {
    const remote = unique('mfe-new');
    await register(remote, '1.0.0');
    expect(await releaseOf(remote)).toMatchObject({ live: null, rollout: null, rollbackTarget: null });
    // Listed apart: a Settings build from before unpromoted remotes existed reads data[].live.version of every entry.
    const listed = (await asSuperadmin('GET', '/admin/releases')).body;
    expect(listed.unreleased.map((entry: { remote: string }) => entry.remote)).toContain(remote);
    expect(listed.data.map((entry: { remote: string }) => entry.remote)).not.toContain(remote);
    expect(listed.data.every((entry: { live: { version: string } | null }) => typeof entry.live?.version === 'string')).toBe(true);
    for (const bucket of [0, 50, 99]) {
      const answer = await remotesFor(bucket);
      expect(answer.body).not.toHaveProperty(remote);
      expect(parseReleaseVersions(answer.headers.get(RELEASE_VERSIONS_HEADER))).not.toHaveProperty(remote);
    }
    // Nothing runs and nothing was live: nothing to roll back, and nothing written.
    const before = await counts(target.db);
    const refused = await asSuperadmin('POST', `/admin/releases/${remote}/rollback`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: expect.stringMatching(/live for nobody/), code: 'nothing-to-roll-back' });
    expect(await counts(target.db)).toEqual(before);

    expect((await asSuperadmin('PUT', `/admin/releases/${remote}/rollout`, { version: '1.0.0', percent: 10 })).status).toBe(200);
    expect((await remotesFor(9)).body[remote]).toBe(builds.manifest(remote, '1.0.0'));
    expect((await remotesFor(10)).body).not.toHaveProperty(remote);
    // Ending that rollout serves it to nobody again.
    expect((await asSuperadmin('POST', `/admin/releases/${remote}/rollback`)).status).toBe(200);
    expect((await remotesFor(0)).body).not.toHaveProperty(remote);

    expect((await asSuperadmin('PUT', `/admin/releases/${remote}/rollout`, { version: '1.0.0', percent: 100 })).status).toBe(200);
    expect((await releaseOf(remote)).live).toEqual({ version: '1.0.0', manifestUrl: builds.manifest(remote, '1.0.0') });
    expect((await remotesFor(99)).body[remote]).toBe(builds.manifest(remote, '1.0.0'));
    expect((await auditOf(remote)).map(({ action, before, after }) => [action, before, after])).toEqual([
      ['release.registered', {}, expect.objectContaining({ live: false })],
      ['release.rollout', { live: null, rollout: null }, { live: null, rollout: { version: '1.0.0', percent: 10 } }],
      ['release.rolled_back', { live: null, rollout: { version: '1.0.0', percent: 10 } }, { live: null, rollout: null }],
      ['release.promoted', { live: null, rollout: null }, { live: '1.0.0', rollout: null }],
    ]);
  });

  describe('refusals write nothing', () => {
    test.each([
      {
        name: 'the manifest does not answer',
        url: (origin: string) => `${origin}/broken/mf-manifest.json`,
        status: 422,
        message: /did not answer/,
        code: 'manifest-unreadable',
      },
      {
        name: 'the manifest is no Module Federation manifest',
        url: (origin: string) => `${origin}/plain/mf-manifest.json`,
        status: 422,
        message: /not a Module Federation manifest/,
        code: 'not-a-federation-manifest',
      },
      {
        name: 'the origin is not an allowed release origin',
        url: () => 'http://localhost:9/builds/x/mf-manifest.json',
        status: 422,
        message: /not an allowed release origin/,
        code: 'release-origin-not-allowed',
      },
      {
        name: 'the build needs a newer contract major',
        url: (origin: string, remote: string) => `${origin}/newer/${remote}/mf-manifest.json`,
        status: 422,
        message: /needs platform contract/,
        code: 'contract-too-new',
      },
      {
        name: "the manifest is another remote's build",
        url: () => builds.manifest('mfe-payments', 'x'),
        status: 422,
        message: /is a build of "mfe_payments", not of mfe-ref-.*: its manifest's name must be mfe_ref_/,
        code: 'manifest-names-other-remote',
      },
    ] as const)('$name', async ({ url, status, message, code }) => {
      const before = await counts(target.db);
      const remote = unique('mfe-ref');
      const reply = await asSuperadmin('POST', '/admin/releases', { remote, version: '1.0.0', manifestUrl: url(builds.origin, remote) });
      expect(reply.status).toBe(status);
      expect(reply.body).toMatchObject({ message: expect.stringMatching(message), code });
      expect(await counts(target.db)).toEqual(before);
    });

    test('the version exists already for that remote', async () => {
      const remote = await remoteWithTwoVersions();
      const before = await counts(target.db);
      const reply = await asSuperadmin('POST', '/admin/releases', { remote, version: '2.0.0', manifestUrl: builds.manifest(remote, 'again') });
      expect(reply.status).toBe(409);
      expect(reply.body).toMatchObject({ message: expect.stringMatching(/already has a version 2.0.0/), code: 'release-version-taken' });
      expect(await counts(target.db)).toEqual(before);
      expect((await releaseOf(remote)).versions.find((v: { version: string }) => v.version === '2.0.0').manifestUrl).toBe(builds.manifest(remote, '2.0.0'));
    });

    test('a rollout of a version never registered, or of the live one', async () => {
      const remote = await remoteWithTwoVersions();
      const before = await counts(target.db);
      expect((await asSuperadmin('PUT', `/admin/releases/${remote}/rollout`, { version: '9.9.9', percent: 10 })).status).toBe(404);
      expect((await asSuperadmin('PUT', `/admin/releases/${remote}/rollout`, { version: '1.0.0', percent: 10 })).status).toBe(409);
      expect((await asSuperadmin('PUT', `/admin/releases/${remote}/rollout`, { version: '2.0.0', percent: 0 })).status).toBe(400);
      expect((await asSuperadmin('PUT', `/admin/releases/${remote}/rollout`, { version: '2.0.0', percent: 101 })).status).toBe(400);
      expect((await asSuperadmin('POST', `/admin/releases/${remote}/rollback`)).status).toBe(409);
      expect(await counts(target.db)).toEqual(before);
    });
  });

  test('a rollout at 30% serves exactly 30 of the 100 buckets, the same answer every time', async () => {
    const remote = await remoteWithTwoVersions();
    const reply = await asSuperadmin('PUT', `/admin/releases/${remote}/rollout`, { version: '2.0.0', percent: 30 });
    expect(reply.status).toBe(200);
    const entry = releaseIn(reply.body, remote);
    expect(entry.rollout).toEqual({ version: '2.0.0', percent: 30 });
    expect(entry.versions.map((v: { version: string; status: string }) => [v.version, v.status])).toEqual([
      ['2.0.0', 'rollout'],
      ['1.0.0', 'live'],
    ]);
    const served: string[] = [];
    for (let bucket = 0; bucket < 100; bucket += 1) {
      const answer = await remotesFor(bucket);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('public, max-age=5');
      const version = parseReleaseVersions(answer.headers.get(RELEASE_VERSIONS_HEADER))[remote]!;
      expect(answer.body[remote]).toBe(builds.manifest(remote, version));
      served.push(version);
    }
    expect(served.filter((version) => version === '2.0.0')).toHaveLength(30);
    expect(served.slice(0, 30).every((version) => version === '2.0.0')).toBe(true);
    for (const bucket of [0, 29, 30, 99]) {
      expect(parseReleaseVersions((await remotesFor(bucket)).headers.get(RELEASE_VERSIONS_HEADER))[remote]).toBe(served[bucket]);
    }
    expect((await call(target, 'GET', '/releases/remotes?bucket=100')).status).toBe(400);
    expect((await call(target, 'GET', '/releases/remotes')).status).toBe(400);
  });

  test('promoted at 100% it is live for every bucket; a rollback returns the version before and says who did it', async () => {
    const remote = await remoteWithTwoVersions();
    await asSuperadmin('PUT', `/admin/releases/${remote}/rollout`, { version: '2.0.0', percent: 50 });
    const promoted = await call(target, 'PUT', `/admin/releases/${remote}/rollout`, { token: DEPLOY_TOKEN, body: { version: '2.0.0', percent: 100 } });
    expect(promoted.status).toBe(200);
    let entry = await releaseOf(remote);
    expect(entry.live.version).toBe('2.0.0');
    expect(entry.rollout).toBeNull();
    expect(entry.rollbackTarget).toBe('1.0.0');
    expect((await remotesFor(99)).body[remote]).toBe(builds.manifest(remote, '2.0.0'));

    const rolledBack = await asSuperadmin('POST', `/admin/releases/${remote}/rollback`);
    expect(rolledBack.status).toBe(200);
    entry = await releaseOf(remote);
    expect(entry.live.version).toBe('1.0.0');
    // Registered but never live, or rolled back: neither is anything to go back to.
    expect(entry.rollbackTarget).toBeNull();
    expect(entry.versions.find((v: { version: string }) => v.version === '2.0.0').status).toBe('rolled_back');
    expect((await remotesFor(0)).body[remote]).toBe(builds.manifest(remote, '1.0.0'));
    // 1.0.0 was the first: nothing before it.
    expect((await asSuperadmin('POST', `/admin/releases/${remote}/rollback`)).status).toBe(409);

    expect((await auditOf(remote)).map(({ action, actor_email, before, after }) => ({ action, actor_email, before, after }))).toEqual([
      expect.objectContaining({ action: 'release.registered' }),
      expect.objectContaining({ action: 'release.promoted', after: { live: '1.0.0', rollout: null } }),
      expect.objectContaining({ action: 'release.registered' }),
      {
        action: 'release.rollout',
        actor_email: 'superadmin@example.org',
        before: { live: '1.0.0', rollout: null },
        after: { live: '1.0.0', rollout: { version: '2.0.0', percent: 50 } },
      },
      {
        action: 'release.promoted',
        actor_email: 'deploy token',
        before: { live: '1.0.0', rollout: { version: '2.0.0', percent: 50 } },
        after: { live: '2.0.0', rollout: null },
      },
      {
        action: 'release.rolled_back',
        actor_email: 'superadmin@example.org',
        before: { live: '2.0.0', rollout: null },
        after: { live: '1.0.0', rollout: null },
      },
    ]);
  });

  test('a rollback during a rollout ends the rollout and leaves live as it was', async () => {
    const remote = await remoteWithTwoVersions();
    await asSuperadmin('PUT', `/admin/releases/${remote}/rollout`, { version: '2.0.0', percent: 40 });
    expect((await asSuperadmin('POST', `/admin/releases/${remote}/rollback`)).status).toBe(200);
    const entry = await releaseOf(remote);
    expect(entry.live.version).toBe('1.0.0');
    expect(entry.rollout).toBeNull();
    expect((await remotesFor(0)).body[remote]).toBe(builds.manifest(remote, '1.0.0'));
  });

  test('the deploy token registers and rolls out; a wrong token or another role is refused and writes nothing', async () => {
    const remote = unique('mfe-ci');
    const registered = await call(target, 'POST', '/admin/releases', {
      token: DEPLOY_TOKEN,
      body: { remote, version: '1.0.0', manifestUrl: builds.manifest(remote, '1.0.0') },
    });
    expect(registered.status).toBe(201);
    expect((await releaseOf(remote)).versions[0].registeredBy).toBe('deploy token');
    const before = await counts(target.db);
    const body = { remote, version: '1.0.1', manifestUrl: builds.manifest(remote, '1.0.1') };
    expect((await call(target, 'POST', '/admin/releases', { token: `${DEPLOY_TOKEN}x`, body })).status).toBe(401);
    expect((await call(target, 'POST', '/admin/releases', { token: await tokenFor('admin'), body })).status).toBe(403);
    expect((await call(target, 'GET', '/admin/releases', { token: await tokenFor('admin') })).status).toBe(403);
    expect(await counts(target.db)).toEqual(before);
  });

  test('concurrent rollouts of different remotes, and of one remote, lose nothing', async () => {
    const remotes = [await remoteWithTwoVersions(), await remoteWithTwoVersions(), await remoteWithTwoVersions()];
    await register(remotes[0]!, '3.0.0');
    // Three remotes rolled out at once, and the first one's rollout changed twice more at the same time.
    const writes = [
      ...remotes.map((remote, index) => ({ remote, body: { version: '2.0.0', percent: 10 + index } })),
      { remote: remotes[0]!, body: { version: '3.0.0', percent: 20 } },
      { remote: remotes[0]!, body: { version: '2.0.0', percent: 60 } },
    ];
    const token = await tokenFor('superadmin');
    const replies: Reply[] = await simultaneouslyBehind(
      target,
      { sql: 'SELECT 1 FROM release_remotes WHERE remote = ANY($1) FOR UPDATE', params: [remotes] },
      writes.length,
      (index) => call(target, 'PUT', `/admin/releases/${writes[index]!.remote}/rollout`, { token, body: writes[index]!.body }),
    );
    expect(replies.map((reply) => reply.status)).toEqual(writes.map(() => 200));
    for (const [index, remote] of remotes.entries()) {
      const rows = await target.db.query<{ version: number }>('SELECT version FROM release_remotes WHERE remote = $1', [remote]);
      const audited = (await auditOf(remote)).filter((entry) => entry.action === 'release.rollout');
      // Each write (1.0.0's promotion, then the rollouts) bumped the row once and was audited once,
      // its "from" the state the write before it left.
      expect(rows[0]!.version).toBe(2 + audited.length);
      expect(audited).toHaveLength(index === 0 ? 3 : 1);
      for (let i = 1; i < audited.length; i += 1)
        expect((audited[i]!.before as { rollout: unknown }).rollout).toEqual((audited[i - 1]!.after as { rollout: unknown }).rollout);
      const entry = await releaseOf(remote);
      expect(entry.rollout).toEqual((audited[audited.length - 1]!.after as { rollout: unknown }).rollout);
    }
  });
});
