import type { Registration } from 'shared/domain/registrations/registration';
import { startApiProcess, type ApiProcess } from './support/api-process';
import { portOffset } from './support/environment';
import { startPrivatePostgres, type PrivatePostgres } from './support/private-postgres';
import { allRegistrations, call } from './support/test-app';
import { tokenFor } from './support/tokens';
import { entryCounts, expectNothingLostOrHalfDone, SOAK_ROUNDS, startWriteLoad, type Attempt, type WriteLoad } from './support/write-load';

// PostgreSQL stopped under the API's feet, fast and immediate: requests answer 503 with a plain
// message long before a client gives up, the process stays up, it serves again by itself once
// the server is back, and no change is half applied. The API runs as its own process (as in
// production) against a private cluster, so stopping it disturbs no one else.

const CLUSTER_PORT = 55440 + portOffset;
const API_PORT = 4900 + portOffset;
// How long a client waits for an answer; a refused request must come back well before.
const PATIENCE_MS = 5_000;
const UNAVAILABLE = { message: 'The database is unavailable right now. Please try again in a moment.', code: 'database-unavailable' };

describe('PostgreSQL stopped mid-run', () => {
  let cluster: PrivatePostgres;
  let api: ApiProcess;
  let token: string;
  let seeded: Registration[];
  const used = new Set<string>();

  beforeAll(async () => {
    cluster = await startPrivatePostgres(CLUSTER_PORT);
    await cluster.createDatabase('abacus_faults_outage');
    api = await startApiProcess(API_PORT, { DATABASE_URL: cluster.url('abacus_faults_outage'), SEED_REGISTRATIONS: '120' });
    token = await tokenFor('admin');
    seeded = await allRegistrations(api, token);
  }, 240_000);

  afterAll(async () => {
    await api?.kill('SIGKILL');
    cluster?.remove();
  });

  const answered = (a: Attempt) => a.status !== null;

  /** One outage under write load: 503 at once while the server is down, then 200s again from the same process. */
  async function outage(mode: 'fast' | 'immediate', load: WriteLoad): Promise<void> {
    await load.until(10, (a) => a.status === 200, Date.now());

    await cluster.stop(mode);
    const down = Date.now();
    await load.until(12, answered, down);
    const read = await call(api, 'GET', `/admin/registrations/${seeded[0]!.registrationId}`, { token });
    expect([read.status, read.body]).toEqual([503, UNAVAILABLE]);
    expect(api.alive()).toBe(true);

    const restarting = Date.now();
    await cluster.start();
    await load.until(5, (a) => a.status === 200, Date.now());
    const whileDown = load.attempts.filter((a) => a.startedAt >= down && a.startedAt < restarting);
    expect(whileDown.length).toBeGreaterThan(0);
    for (const attempt of whileDown) expect([attempt.status, attempt.body]).toEqual([503, UNAVAILABLE]);
  }

  test.each(['fast', 'immediate'] as const)(
    '%s shutdown: 503 at once, no crash, recovery by itself, nothing half applied',
    async (mode) => {
      const rows = seeded.filter((r) => !used.has(r.registrationId)).slice(0, 16);
      for (const r of rows) used.add(r.registrationId);
      const seededEntries = await entryCounts(api, token, rows);
      const load = startWriteLoad(api, token, rows, { patienceMs: PATIENCE_MS, tag: mode });
      try {
        for (let round = 1; round <= SOAK_ROUNDS; round += 1) await outage(mode, load);
      } finally {
        await load.stop();
      }
      // Anything but a success, a refusal of a payment already confirmed, or the outage is a fault.
      for (const attempt of load.attempts) expect([200, 409, 503]).toContain(attempt.status);
      expect(api.alive()).toBe(true);
      await expectNothingLostOrHalfDone(api, token, rows, seededEntries, load.attempts);
    },
    300_000 * SOAK_ROUNDS,
  );
});
