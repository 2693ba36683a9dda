import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Registration } from 'shared/domain/registrations/registration';
import { buildApp } from '../src/app';
import { LISTENER_APPLICATION_NAME } from '../src/db/postgres';
import { testEngines } from './support/environment';
import { isChange, isSync, openEventStream, type EventStream, type StreamMessage } from './support/event-stream';
import { runBulkJob } from './support/bulk-jobs';
import { call, useTestApp } from './support/test-app';
import { tokenFor } from './support/tokens';

// The change feed end to end: a change committed through the API reaches every open event
// stream (GET /admin/events) as a small event naming the row, its version and the actor the
// audit trail records; nothing is announced that did not commit; a viewer hears only what a
// viewer may read; a stream coming back with Last-Event-ID gets what it missed, or is told to
// refetch; and on PostgreSQL the listener survives losing its connection and a second API
// instance's changes reach the first one's streams.

const QUEUE = '/admin/payments/awaiting-confirmation?limit=20';
const confirmBody = { payment: { status: 'success', mode: 'offline' }, adminNote: 'Cash received at the centre' };

describe.each(testEngines())('live events on %s', (engine) => {
  const target = useTestApp(engine, { registrations: 60, config: { eventStreams: { heartbeatSeconds: 1, maxStreamSeconds: 600 } } });
  const streams: EventStream[] = [];
  let adminToken: string;
  let superadminToken: string;
  let viewerToken: string;
  let pending: Registration[];

  const open = async (token: string, lastEventId?: string) => {
    const stream = await openEventStream(target.baseUrl, token, lastEventId);
    streams.push(stream);
    expect(stream.status).toBe(200);
    return stream;
  };

  beforeAll(async () => {
    [adminToken, superadminToken, viewerToken] = await Promise.all([tokenFor('admin'), tokenFor('superadmin'), tokenFor('viewer')]);
    pending = (await call(target, 'GET', QUEUE, { token: adminToken })).body.data.filter((r: Registration) => r.status === 'active');
    expect(pending.length).toBeGreaterThan(5);
  });

  /** Active registrations no other test here changes (the payment queue's rows are theirs). */
  const untouched = async (): Promise<Registration[]> => {
    const rows: Registration[] = (await call(target, 'GET', '/admin/registrations?status=active&limit=40', { token: adminToken })).body.data;
    const taken = new Set(pending.map((r) => r.registrationId));
    return rows.filter((r) => !taken.has(r.registrationId));
  };

  const setStatus = (row: Registration, body: object, token = adminToken) =>
    call(target, 'PUT', `/admin/registrations/${row.registrationId}/status`, { token, body: { ...body, version: row.version } });

  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close();
  });

  test('opens with a sync saying the feed is live and the caller must load what it shows; then heartbeats', async () => {
    const stream = await open(viewerToken);
    const first = await stream.next();
    expect(first).toEqual({ kind: 'sync', id: expect.stringMatching(/^[0-9a-f]{8}\.\d+$/), status: { live: true, resync: true } });
    expect(await stream.next()).toEqual({ kind: 'heartbeat' });
  });

  test("a confirmed payment reaches every stream, a viewer's too, with its version and the actor", async () => {
    const [admin, viewer] = [await open(superadminToken), await open(viewerToken)];
    await Promise.all([admin.next(isSync), viewer.next(isSync)]);
    const row = pending[0]!;
    const reply = await call(target, 'PUT', `/admin/register/${row.registrationId}`, { token: adminToken, body: { ...confirmBody, version: row.version } });
    expect(reply.status).toBe(200);
    const expected = {
      kind: 'change',
      id: expect.any(String),
      event: {
        type: 'payment',
        id: row.registrationId,
        version: row.version + 1,
        actor: { uid: expect.any(String), email: 'admin@example.org' },
        change: 'paid',
      },
    };
    expect(await admin.next(isChange({ id: row.registrationId }))).toEqual(expected);
    expect(await viewer.next(isChange({ id: row.registrationId }))).toEqual(expected);
  });

  test('a confirmation sent for approval is announced as approvalRequested, then its approval as paid', async () => {
    const stream = await open(superadminToken);
    await stream.next(isSync);
    const row = pending[5]!;
    const as = (token: string, method: string, path: string, body?: unknown) => call(target, method, path, { token, body });
    const payment = (await as(superadminToken, 'GET', '/admin/settings')).body.payment.value;
    expect((await as(superadminToken, 'PUT', '/admin/settings/payment', { value: { ...payment, approvalThreshold: row.payment.amount } })).status).toBe(200);
    try {
      expect((await as(adminToken, 'PUT', `/admin/register/${row.registrationId}`, confirmBody)).status).toBe(202);
    } finally {
      expect((await as(superadminToken, 'PUT', '/admin/settings/payment', { value: payment })).status).toBe(200);
    }
    expect(await stream.next(isChange({ id: row.registrationId }))).toMatchObject({
      event: { type: 'registration', version: row.version + 1, actor: { email: 'admin@example.org' }, change: 'approvalRequested' },
    });
    expect((await as(superadminToken, 'POST', `/admin/registrations/${row.registrationId}/approval`, { decision: 'approve' })).status).toBe(200);
    expect(await stream.next(isChange({ id: row.registrationId }))).toMatchObject({
      event: { type: 'payment', version: row.version + 2, actor: { email: 'superadmin@example.org' }, change: 'paid' },
    });
  });

  test('a status change is a registration event; a change rolled back announces nothing', async () => {
    const stream = await open(viewerToken);
    await stream.next(isSync);
    const rolledBack = pending[1]!;
    await expect(
      target.db.transaction(async (tx) => {
        await tx.query("UPDATE registrations SET status = 'duplicate', version = version + 1 WHERE registration_id = $1", [rolledBack.registrationId]);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const row = pending[2]!;
    expect(
      (
        await call(target, 'PUT', `/admin/registrations/${row.registrationId}/status`, {
          token: adminToken,
          body: { status: 'duplicate', version: row.version },
        })
      ).status,
    ).toBe(200);
    const change = await stream.next(isChange({ id: row.registrationId }));
    expect(change).toMatchObject({ event: { type: 'registration', version: row.version + 1 } });
    // Events come in commit order: the rolled-back one would have come first.
    const changes = stream.seen.filter((m): m is Extract<StreamMessage, { kind: 'change' }> => m.kind === 'change');
    expect(changes.map((m) => m.event.id)).not.toContain(rolledBack.registrationId);
  });

  test("a merge and its unmerge announce each registration they change, with the merging admin, to a colleague's stream", async () => {
    const stream = await open(viewerToken);
    await stream.next(isSync);
    // Two without money: a merge never moves a payment, so a paid one would be refused.
    const [keep, other] = (await untouched()).filter((r) => r.payment.status !== 'success' && !r.payment.approval).slice(-2);
    const merged = await call(target, 'POST', `/admin/registrations/${keep!.registrationId}/merge`, {
      token: adminToken,
      body: {
        mergeIds: [other!.registrationId],
        fields: { name: other!.registrationId },
        versions: { [keep!.registrationId]: keep!.version, [other!.registrationId]: other!.version },
      },
    });
    expect(merged.status).toBe(200);
    const actor = { email: 'admin@example.org' };
    expect(await stream.next(isChange({ id: other!.registrationId }))).toMatchObject({ event: { type: 'registration', version: other!.version + 1, actor } });
    if (keep!.name !== other!.name) {
      expect(await stream.next(isChange({ id: keep!.registrationId }))).toMatchObject({ event: { type: 'registration', version: keep!.version + 1, actor } });
    }
    expect((await call(target, 'POST', `/admin/registrations/${other!.registrationId}/unmerge`, { token: adminToken })).status).toBe(200);
    expect(await stream.next(isChange({ id: other!.registrationId }))).toMatchObject({ event: { type: 'registration', version: other!.version + 2, actor } });
  });

  test("a disqualification says so in `change`; other status changes carry none (what colleagues' notices say)", async () => {
    const stream = await open(viewerToken);
    await stream.next(isSync);
    const registrations = await untouched();
    const disqualified = registrations[0]!;
    const marked = registrations[1]!;
    expect((await setStatus(disqualified, { status: 'disqualified', note: 'Age proof does not match the class.' })).status).toBe(200);
    expect((await setStatus(marked, { status: 'duplicate' })).status).toBe(200);
    expect(await stream.next(isChange({ id: disqualified.registrationId }))).toMatchObject({
      event: { type: 'registration', change: 'disqualified', actor: { email: 'admin@example.org' } },
    });
    const duplicate = await stream.next(isChange({ id: marked.registrationId }));
    expect(duplicate.kind === 'change' && 'change' in duplicate.event).toBe(false);
  });

  test("a finished bulk job and a finished CSV download are 'job' events heard by their owner only", async () => {
    const [owner, colleague] = [await open(adminToken), await open(superadminToken)];
    await Promise.all([owner.next(isSync), colleague.next(isSync)]);
    const active = await untouched();
    const ids = active.slice(2, 4).map((r) => r.registrationId);
    const actor = { uid: expect.any(String), email: 'admin@example.org' };
    const job = await runBulkJob(target, adminToken, { action: 'markDuplicate', registrationIds: ids });
    expect(job.status).toBe('completed');
    expect(await owner.next(isChange({ type: 'job', id: job.id }))).toMatchObject({ event: { version: null, actor, change: 'bulkCompleted' } });
    const link = await call(target, 'POST', '/admin/registrations/export-links?status=duplicate', { token: adminToken });
    expect(link.status).toBe(201);
    const download = await fetch(`${target.baseUrl}${link.body.path}`);
    expect(download.status).toBe(200);
    await download.text();
    // Heard before the marker is changed: the download's end, not its headers, finishes the export, so a
    // change made once the headers came could reach the stream first (and next() passes over it).
    expect(await owner.next(isChange({ type: 'job', id: link.body.id }))).toMatchObject({ event: { change: 'exportCompleted' } });
    // A change after both, which everyone hears: by then the jobs' events would have reached the colleague too (commit order).
    const marker = active[4]!;
    expect((await setStatus(marker, { status: 'duplicate' }, superadminToken)).status).toBe(200);
    await owner.next(isChange({ id: marker.registrationId }));
    await colleague.next(isChange({ id: marker.registrationId }));
    expect(colleague.seen.filter((m) => m.kind === 'change' && m.event.type === 'job')).toEqual([]);
    expect(colleague.seen.filter((m) => m.kind === 'change' && m.event.id === ids[1])).toHaveLength(1);
  });

  test('settings, centres, templates and staff accounts reach a superadmin; a viewer hears only the flags, branding and payment settings (portal settings carry its threshold)', async () => {
    const [superadmin, viewer] = [await open(superadminToken), await open(viewerToken)];
    await Promise.all([superadmin.next(isSync), viewer.next(isSync)]);
    const as = (method: string, path: string, body?: unknown) => call(target, method, path, { token: superadminToken, body });
    const payment = (await as('GET', '/admin/settings')).body.payment;
    expect((await as('PUT', '/admin/settings/payment', { value: { ...payment.value, registrationFee: payment.value.registrationFee + 1 } })).status).toBe(200);
    const center = (await as('POST', '/admin/centers', { code: 'LIVE1', name: 'Live Centre', city: 'Pune' })).body;
    expect(
      (await as('PUT', '/admin/notification-templates/payment-received', { subject: 'Paid: {{registrationId}}', content: 'Thank you, {{name}}.' })).status,
    ).toBe(200);
    const invited = (await as('POST', '/admin/staff-accounts', { email: `live-${engine}-${Date.now()}@example.org`, role: 'viewer' })).body.user;
    expect((await as('PUT', '/admin/feature-flags/csvExport', { enabled: false })).status).toBe(200);
    expect((await as('PUT', '/admin/feature-flags/csvExport', { enabled: true })).status).toBe(200);

    const actor = { uid: expect.any(String), email: 'superadmin@example.org' };
    const paymentEvent = await superadmin.next(isChange({ type: 'settings', id: 'payment' }));
    expect(paymentEvent).toMatchObject({ event: { version: payment.version + 1, actor } });
    expect(await superadmin.next(isChange({ type: 'center', id: center.id }))).toMatchObject({ event: { version: 1, actor } });
    expect(await superadmin.next(isChange({ type: 'template', id: 'payment-received' }))).toMatchObject({ event: { actor } });
    expect(await superadmin.next(isChange({ type: 'staff', id: invited.id }))).toMatchObject({ event: { version: null, actor } });
    const flagEvents = [
      await superadmin.next(isChange({ type: 'settings', id: 'featureFlags' })),
      await superadmin.next(isChange({ type: 'settings', id: 'featureFlags' })),
    ];
    expect(flagEvents[1]).toMatchObject({ event: { actor } });

    // Events come in commit order: by the flags' second change, anything else would have come.
    expect([await viewer.next(isChange()), await viewer.next(isChange()), await viewer.next(isChange())]).toEqual([paymentEvent, ...flagEvents]);
  });

  test('Last-Event-ID: what was missed is replayed; an id this instance cannot place asks for a resync', async () => {
    const first = await open(viewerToken);
    const { id } = (await first.next(isSync)) as Extract<StreamMessage, { kind: 'sync' }>;
    first.close();
    const watcher = await open(viewerToken);
    await watcher.next(isSync);
    const row = pending[3]!;
    expect(
      (await call(target, 'PUT', `/admin/register/${row.registrationId}`, { token: adminToken, body: { ...confirmBody, version: row.version } })).status,
    ).toBe(200);
    // The instance hears a change through the database after the call has answered: once an open
    // stream has it, the instance keeps it for replay (it came second to the sync once, s27b).
    await watcher.next(isChange({ type: 'payment', id: row.registrationId }));

    const back = await open(viewerToken, id);
    expect(await back.next((m) => m.kind !== 'heartbeat')).toMatchObject({ kind: 'change', event: { id: row.registrationId, type: 'payment' } });
    expect(await back.next(isSync)).toMatchObject({ status: { live: true, resync: false } });

    const foreign = await open(viewerToken, 'deadbeef.12');
    expect(await foreign.next(isSync)).toMatchObject({ status: { live: true, resync: true } });
  });

  test('a stream needs a valid token, like every other call', async () => {
    const reply = await fetch(`${target.baseUrl}/admin/events`);
    expect(reply.status).toBe(401);
    expect(await reply.json()).toEqual({ message: expect.any(String), code: 'sign-in-required' });
  });

  if (engine !== 'postgres') return;

  test("the listener's connection killed: streams hear the feed is down, then back with a resync, and changes flow again", async () => {
    const stream = await open(viewerToken);
    await stream.next(isSync);
    const killed = await target.db.query<{ killed: boolean }>(
      'SELECT pg_terminate_backend(pid) AS killed FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()',
      [LISTENER_APPLICATION_NAME],
    );
    expect(killed).toEqual([{ killed: true }]);
    expect(await stream.next(isSync)).toMatchObject({ status: { live: false, resync: false } });
    expect(await stream.next(isSync)).toMatchObject({ status: { live: true, resync: true } });
    const row = pending[4]!;
    expect(
      (await call(target, 'PUT', `/admin/register/${row.registrationId}`, { token: adminToken, body: { ...confirmBody, version: row.version } })).status,
    ).toBe(200);
    expect(await stream.next(isChange({ id: row.registrationId }))).toMatchObject({ event: { type: 'payment' } });
  });

  describe('a second API instance on the same database', () => {
    let second: FastifyInstance;
    let secondUrl: string;

    beforeAll(async () => {
      second = await buildApp({ ...target.app.config, demoData: null, port: 0 });
      await second.listen({ host: '127.0.0.1', port: 0 });
      secondUrl = `http://127.0.0.1:${(second.server.address() as AddressInfo).port}`;
    });

    afterAll(() => second.close());

    test('a change made through one reaches streams open on the other', async () => {
      const onFirst = await open(viewerToken);
      await onFirst.next(isSync);
      const row = (await call(target, 'GET', QUEUE, { token: adminToken })).body.data.find((r: Registration) => r.status === 'active') as Registration;
      expect(
        (
          await call({ baseUrl: secondUrl }, 'PUT', `/admin/register/${row.registrationId}`, {
            token: adminToken,
            body: { ...confirmBody, version: row.version },
          })
        ).status,
      ).toBe(200);
      expect(await onFirst.next(isChange({ id: row.registrationId }))).toMatchObject({ event: { type: 'payment', version: row.version + 1 } });
    });

    test('closing an instance ends its streams, so their browsers reconnect elsewhere', async () => {
      const onSecond = await openEventStream(secondUrl, viewerToken);
      await onSecond.next(isSync);
      await second.close();
      // Ended by the server: the close did not wait for the stream, nor the stream for a timeout.
      await onSecond.ended;
      await expect(onSecond.next()).rejects.toThrow('The stream ended');
    });
  });
});
