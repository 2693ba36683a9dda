import { testEngines } from './support/environment';
import { isChange, openEventStream, type EventStream } from './support/event-stream';
import { slowGet } from './support/slow-client';
import { call, useTestApp } from './support/test-app';
import { tokenClaims, tokenFor } from './support/tokens';

// Event streams (GET /admin/events) are long requests: an account holds a few at most (a new one
// closes its oldest, whose browser reconnects and resyncs), and a stream whose client stops reading
// is closed rather than buffered without end.

const REGISTRATIONS = 600;
const PER_ACCOUNT = 5;
// Each round changes every registration once: an event each, some 100 KB for the stream.
const MAX_ROUNDS = 400;

describe.each(testEngines())('event stream shares on %s', (engine) => {
  const target = useTestApp(engine, {
    registrations: REGISTRATIONS,
    config: { eventStreams: { heartbeatSeconds: 1, maxStreamSeconds: 600 }, fairShares: { writeDeadlineSeconds: 1 } },
  });
  const streams: EventStream[] = [];

  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close();
  });

  test(`an account holds at most ${PER_ACCOUNT} streams: a new one closes its oldest, the others keep hearing changes`, async () => {
    const [viewerToken, adminToken] = await Promise.all([tokenFor('viewer'), tokenFor('admin')]);
    for (let i = 0; i <= PER_ACCOUNT; i += 1) {
      const stream = await openEventStream(target.baseUrl, viewerToken);
      streams.push(stream);
      expect(stream.status).toBe(200);
      await stream.next((message) => message.kind === 'sync');
    }
    const [oldest, ...rest] = streams;
    await oldest!.ended;
    expect(target.app.eventStreams.openFor(tokenClaims(viewerToken).sub as string)).toBe(PER_ACCOUNT);

    const row = (await call(target, 'GET', '/admin/registrations?status=active&limit=1', { token: adminToken })).body.data[0];
    const changed = await call(target, 'PUT', `/admin/registrations/${row.registrationId}/status`, {
      token: adminToken,
      body: { status: 'duplicate', version: row.version },
    });
    expect(changed.status).toBe(200);
    for (const stream of rest) expect(await stream.next(isChange({ id: row.registrationId }))).toMatchObject({ kind: 'change' });
  });

  test('a stream whose client does not read is closed once what waits for it backs up, and others of the account go on', async () => {
    const staffToken = await tokenFor('staff');
    const staffUid = tokenClaims(staffToken).sub as string;
    const stuck = slowGet(target.baseUrl, '/admin/events', { authorization: `Bearer ${staffToken}` }, { bytesPerTick: 0 });
    expect(await stuck.started).toBe('HTTP/1.1 200 OK');
    const reading = await openEventStream(target.baseUrl, staffToken);
    streams.push(reading);
    await reading.next((message) => message.kind === 'sync');
    expect(target.app.eventStreams.openFor(staffUid)).toBe(2);

    // Changes, each an event for both streams, until the server gives the stuck one up.
    let rounds = 0;
    while (target.app.eventStreams.openFor(staffUid) === 2 && rounds < MAX_ROUNDS) {
      rounds += 1;
      await target.db.query('UPDATE registrations SET admin_note = $1', [`Backlog round ${rounds}`]);
      // PGlite answers through microtasks: a turn of the event loop lets the reading stream read.
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(target.app.eventStreams.openFor(staffUid)).toBe(1);
    // The server ended the connection: once read, what the kernel held is followed by its end.
    expect(await stuck.readToEnd()).toBeGreaterThan(0);
    expect(stuck.open()).toBe(false);
    // The reading stream heard the last round.
    expect(await reading.next((message) => message.kind === 'change' && message.event.version !== undefined)).toMatchObject({ kind: 'change' });
  }, 300_000);
});
