import { checkReleases } from '../src/releases/auto-rollback';
import { testEngines } from './support/environment';
import { useManifestServer } from './support/manifest-server';
import { call, useTestApp } from './support/test-app';
import { until } from './support/until';
import { signedInNewAccount, tokenFor } from './support/tokens';

// Browsers' load reports and the automatic rollback they drive: only signed-in people count, each
// at most once as loaded and once as failed per version, so no stranger and no one person can roll
// a build back or keep a broken one live; and the reports' own per-minute limit, per person and
// per address.

const DEPLOY_TOKEN = 'test-deploy-token-0123456789abcdef0123456789';
const PEOPLE = 26;

type Stage = 'loaded' | 'manifest' | 'entry' | 'contract' | 'render';

interface Person {
  uid: string;
  token: string;
}

/**
 * The test app of the engine, with `count` invited viewers of its own (each a distinct person to the
 * registry), created in beforeAll and deleted in afterAll.
 */
function useAppWithPeople(engine: Parameters<typeof useTestApp>[0], count: number, config: Parameters<typeof useTestApp>[1]['config']) {
  const target = useTestApp(engine, {
    registrations: 0,
    config: { ...config, releases: { origins: ['http://127.0.0.1:*'], token: DEPLOY_TOKEN, ...config?.releases } },
  });
  const people: Person[] = [];
  beforeAll(async () => {
    for (let i = 0; i < count; i += 1) {
      const email = `reporter-${engine}-${process.pid}-${Date.now()}-${i}@example.org`;
      const { user, token } = await signedInNewAccount(target.app.firebaseAuth, email, { role: 'viewer' });
      people.push({ uid: user.uid, token });
      await target.db.query("INSERT INTO staff_accounts (uid, email, role, status) VALUES ($1, $2, 'viewer', 'active')", [user.uid, email]);
    }
  }, 120_000);
  afterAll(async () => {
    for (const { uid } of people) await target.app.firebaseAuth.deleteUser(uid).catch(() => {});
  });
  return { target, people };
}

describe.each(testEngines())('release reports on %s', (engine) => {
  const builds = useManifestServer();
  const { target, people } = useAppWithPeople(engine, PEOPLE, { releases: { checkSeconds: 1 } });
  let n = 0;

  const deploy = async (method: string, path: string, body?: unknown) => {
    const reply = await call(target, method, path, { token: DEPLOY_TOKEN, body });
    if (reply.status >= 300) throw new Error(`${method} ${path} answered ${reply.status}: ${JSON.stringify(reply.body)}`);
    return reply;
  };
  const releaseOf = async (remote: string) =>
    (await call(target, 'GET', '/admin/releases', { token: await tokenFor('superadmin') })).body.data.find(
      (entry: { remote: string }) => entry.remote === remote,
    );
  /** A new remote with 1.0.0 live and `rollout` of 2.0.0 (100: promoted). */
  const remoteWithRollout = async (percent: number) => {
    const remote = `mfe-reports-${process.pid}-${(n += 1)}`;
    for (const version of ['1.0.0', '2.0.0']) await deploy('POST', '/admin/releases', { remote, version, manifestUrl: builds.manifest(remote, version) });
    await deploy('PUT', `/admin/releases/${remote}/rollout`, { version: '1.0.0', percent: 100 });
    await deploy('PUT', `/admin/releases/${remote}/rollout`, { version: '2.0.0', percent });
    return remote;
  };
  const report = (token: string | undefined, remote: string, version: string, stages: Stage[]) =>
    call(target, 'POST', '/releases/reports', { token, body: { reports: stages.map((stage) => ({ remote, version, stage })) } });
  /** Each of `reporters` reports one load of the version: the first `failing` of them a failed one. */
  const peopleReport = async (reporters: Person[], remote: string, version: string, failing: number) => {
    for (const [index, person] of reporters.entries()) {
      const reply = await report(person.token, remote, version, [index < failing ? 'entry' : 'loaded']);
      if (reply.status !== 204) throw new Error(`A report answered ${reply.status}: ${JSON.stringify(reply.body)}`);
    }
  };
  /** The rule checked now leaves the rollout of 2.0.0 as it was. */
  const expectStillRollingOut = async (remote: string, percent: number) => {
    await checkReleases(target.db);
    expect((await releaseOf(remote)).rollout).toEqual({ version: '2.0.0', percent });
  };
  const rowsOf = (remote: string) => target.db.query('SELECT * FROM release_load_people WHERE remote = $1', [remote]);
  const autoRollbacks = (remote: string) =>
    target.db.query<{ actor_email: string; note: string; after: unknown }>(
      "SELECT actor_email, note, after FROM audit_log WHERE target_type = 'module_release' AND target_id = $1 AND action = 'release.auto-rollback' ORDER BY id",
      [remote],
    );

  test('a report without a valid sign-in answers 401 and counts nothing; an account nobody invited, 403', async () => {
    const remote = await remoteWithRollout(50);
    const failures = Array.from({ length: 100 }, () => 'entry' as const);
    for (const token of [undefined, 'not-a-token']) {
      const reply = await report(token, remote, '2.0.0', failures);
      expect(reply.status).toBe(401);
      expect(reply.body).toMatchObject({ message: expect.stringMatching(/sign/i), code: token ? 'sign-in-invalid' : 'sign-in-required' });
    }
    const stranger = await signedInNewAccount(target.app.firebaseAuth, `stranger-${engine}-${process.pid}-${Date.now()}@example.org`, { role: 'viewer' });
    try {
      expect((await report(stranger.token, remote, '2.0.0', failures)).status).toBe(403);
    } finally {
      await target.app.firebaseAuth.deleteUser(stranger.user.uid);
    }
    expect(await rowsOf(remote)).toEqual([]);
    await expectStillRollingOut(remote, 50);
  });

  test('a person counts once as loaded and once as failed per version, whatever they send; the body cannot name someone else', async () => {
    const remote = await remoteWithRollout(50);
    const [first, second] = people;
    const batch = [...Array.from({ length: 50 }, () => 'loaded' as const), ...Array.from({ length: 50 }, () => 'entry' as const)];
    for (let i = 0; i < 2; i += 1) expect((await report(first!.token, remote, '2.0.0', batch)).status).toBe(204);
    // Older shells send a hash of the account: another one changes nothing about who reports.
    const claimed = await call(target, 'POST', '/releases/reports', {
      token: first!.token,
      body: { account: 'ab'.repeat(16), reports: [{ remote, version: '2.0.0', stage: 'render' }] },
    });
    expect(claimed.status).toBe(204);
    expect((await report(second!.token, remote, '2.0.0', ['loaded', 'loaded'])).status).toBe(204);
    // A version the registry does not know is not counted.
    expect((await report(second!.token, remote, '7.7.7', ['entry'])).status).toBe(204);
    expect((await releaseOf(remote)).lastHour).toEqual([{ version: '2.0.0', loads: 2, failures: 1 }]);
    // Stored by a hash of the account, never the account.
    const rows = await rowsOf(remote);
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.person).toMatch(/^[0-9a-f]{64}$/);
    expect(rows.map((row) => row.person)).not.toContain(first!.uid);
  });

  test('bad batches answer 400 and count nothing', async () => {
    const remote = await remoteWithRollout(50);
    const token = people[0]!.token;
    const bad = [
      { reports: [] },
      { account: 'someone@example.org', reports: [{ remote, version: '1.0.0', stage: 'loaded' }] },
      { reports: [{ remote, version: '1.0.0', stage: 'exploded' }] },
      { reports: Array.from({ length: 101 }, () => ({ remote, version: '1.0.0', stage: 'loaded' })) },
    ];
    for (const body of bad) {
      const reply = await call(target, 'POST', '/releases/reports', { token, body });
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ message: expect.stringMatching(/reports|account/), code: 'invalid-request' });
    }
    expect(await rowsOf(remote)).toEqual([]);
  });

  test('a hundred failure reports from one person twice over roll nothing back', async () => {
    const remote = await remoteWithRollout(10);
    const failures = Array.from({ length: 100 }, () => 'entry' as const);
    for (let i = 0; i < 2; i += 1) expect((await report(people[0]!.token, remote, '2.0.0', failures)).status).toBe(204);
    await expectStillRollingOut(remote, 10);
    expect((await releaseOf(remote)).lastHour).toEqual([{ version: '2.0.0', loads: 1, failures: 1 }]);
  });

  test('19 people who all failed are too few to judge', async () => {
    const remote = await remoteWithRollout(50);
    await peopleReport(people.slice(0, 19), remote, '2.0.0', 19);
    await expectStillRollingOut(remote, 50);
  });

  test('4 of 20 people failing ends the rollout on its own, audited with the people', async () => {
    const remote = await remoteWithRollout(50);
    await peopleReport(people.slice(0, 20), remote, '1.0.0', 0);
    await peopleReport(people.slice(0, 20), remote, '2.0.0', 4);
    // The periodic check (every second in this app) does it: the test waits for the rollout to end.
    await until(async () => (await releaseOf(remote)).rollout === null, 'the periodic check to end the rollout', 60_000);
    const entry = await releaseOf(remote);
    expect(entry.live.version).toBe('1.0.0');
    expect(entry.versions.find((v: { version: string }) => v.version === '2.0.0').status).toBe('rolled_back');
    expect(await autoRollbacks(remote)).toEqual([
      {
        actor_email: 'release registry',
        note: '2.0.0: 4 of 20 people failed to load it (20%) in the last 10 minutes; 1.0.0: 0 of 20 (0%).',
        after: { live: '1.0.0', rollout: null },
      },
    ]);
  });

  test('500 "loaded" reports from one account hide nothing: 20 people failing roll the promoted build back', async () => {
    const remote = await remoteWithRollout(100);
    const loads = Array.from({ length: 100 }, () => 'loaded' as const);
    for (let i = 0; i < 5; i += 1) expect((await report(people[0]!.token, remote, '2.0.0', loads)).status).toBe(204);
    await peopleReport(people.slice(1, 21), remote, '2.0.0', 20);
    await checkReleases(target.db);
    expect((await releaseOf(remote)).live.version).toBe('1.0.0');
    expect((await autoRollbacks(remote))[0]!.note).toMatch(/^2\.0\.0: 20 of 21 people failed to load it \(95\.2%\)/);
  });

  test('failing no more than the version it replaces (within 10 points) is not rolled back', async () => {
    const remote = await remoteWithRollout(50);
    await peopleReport(people.slice(0, 20), remote, '1.0.0', 5);
    await peopleReport(people.slice(0, 20), remote, '2.0.0', 6);
    await expectStillRollingOut(remote, 50);
  });

  test('a note never passes 100%: people who reported only a render failure count among the loads', async () => {
    const remote = await remoteWithRollout(50);
    await peopleReport(people.slice(0, 25), remote, '2.0.0', 0);
    // The one who never loaded it reports first, so that whenever the registry's own check (every
    // second) rolls the build back, that person is among the 26 loads its note counts.
    for (const person of [people[25]!, ...people.slice(0, 25)]) expect((await report(person.token, remote, '2.0.0', ['render', 'render'])).status).toBe(204);
    await checkReleases(target.db);
    expect((await releaseOf(remote)).rollout).toBeNull();
    const [audited] = await autoRollbacks(remote);
    expect(audited!.note).toMatch(/^2\.0\.0: \d+ of 26 people failed to load it/);
    for (const [, failures, loads, rate] of audited!.note.matchAll(/(\d+) of (\d+)[^(]*\(([\d.]+)%\)/g)) {
      expect(Number(failures)).toBeLessThanOrEqual(Number(loads));
      expect(Number(rate)).toBeLessThanOrEqual(100);
    }
  });

  test("a remote's first live version that fails has nothing to go back to: it stays, and other remotes are still checked", async () => {
    const first = `mfe-reports-${process.pid}-${(n += 1)}`;
    await deploy('POST', '/admin/releases', { remote: first, version: '1.0.0', manifestUrl: builds.manifest(first, '1.0.0') });
    await deploy('PUT', `/admin/releases/${first}/rollout`, { version: '1.0.0', percent: 100 });
    await peopleReport(people.slice(0, 20), first, '1.0.0', 20);
    const other = await remoteWithRollout(50);
    await peopleReport(people.slice(0, 20), other, '2.0.0', 20);
    await checkReleases(target.db);
    expect((await releaseOf(first)).live.version).toBe('1.0.0');
    expect((await releaseOf(other)).rollout).toBeNull();
  });
});

describe.each(testEngines())('the release reports limit on %s', (engine) => {
  const builds = useManifestServer();
  // Three batches a minute, beside a request limit far above it (which used to stand in for it);
  // X-Forwarded-For names the address (one trusted proxy), so one test can come from several.
  const { target, people } = useAppWithPeople(engine, 6, {
    rateLimit: { requestsPerMinute: 1000, authFailuresPerMinute: 0 },
    trustProxy: 1,
    releases: { reportsPerMinute: 3 },
  });
  let n = 0;

  const newRemote = async () => {
    const remote = `mfe-limit-${process.pid}-${(n += 1)}`;
    const registered = await call(target, 'POST', '/admin/releases', {
      token: DEPLOY_TOKEN,
      body: { remote, version: '1.0.0', manifestUrl: builds.manifest(remote, '1.0.0') },
    });
    expect(registered.status).toBe(201);
    return remote;
  };
  const report = (person: Person, address: string, remote: string) =>
    call(target, 'POST', '/releases/reports', {
      token: person.token,
      headers: { 'x-forwarded-for': address },
      body: { reports: [{ remote, version: '1.0.0', stage: 'loaded' }] },
    });
  const peopleCounted = async (remote: string) =>
    (await target.db.query<{ n: number }>('SELECT count(*)::int AS n FROM release_load_people WHERE remote = $1', [remote]))[0]!.n;
  const expectRefused = (reply: Awaited<ReturnType<typeof report>>) => {
    expect(reply.status).toBe(429);
    expect(Number(reply.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(reply.body).toEqual({ message: expect.stringMatching(/^Too many requests\. Please wait \d+ seconds? and try again\.$/), code: 'too-many-requests' });
  };

  test('per person: a fourth batch in a minute is refused from any address, counting nothing; others go on', async () => {
    const [busy, other] = [people[0]!, people[1]!];
    const remote = await newRemote();
    for (let i = 1; i <= 3; i += 1) expect((await report(busy, `198.51.100.${i}`, remote)).status).toBe(204);
    const later = await newRemote();
    expectRefused(await report(busy, '198.51.100.4', later));
    expect(await peopleCounted(later)).toBe(0);
    expect((await report(other, '198.51.100.5', later)).status).toBe(204);
    expect(await peopleCounted(later)).toBe(1);
  });

  test('per address: a fourth batch in a minute from one address is refused whoever sends it, counting nothing', async () => {
    const [first, second, third, fourth] = people.slice(2) as [Person, Person, Person, Person];
    const remote = await newRemote();
    for (const person of [first, second, third]) expect((await report(person, '203.0.113.7', remote)).status).toBe(204);
    expectRefused(await report(fourth, '203.0.113.7', remote));
    expect(await peopleCounted(remote)).toBe(3);
    expect((await report(fourth, '203.0.113.8', remote)).status).toBe(204);
    expect(await peopleCounted(remote)).toBe(4);
  });
});
