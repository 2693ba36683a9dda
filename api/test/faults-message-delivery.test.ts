import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { startSmsGatewaySink, startSmtpSink } from 'tooling/message-sinks';
import { buildApp } from '../src/app';
import { startApiProcess, type ApiProcess } from './support/api-process';
import { portOffset, testEngines, TEST_DATABASE_URL } from './support/environment';
import { allRegistrations, call, useTestApp, withAdminClient } from './support/test-app';
import { tokenFor } from './support/tokens';
import { until } from './support/until';

// Delivery under faults: the API killed (SIGKILL) while texts are on their way, then started again
// on the same database, loses none and sends a second copy only with the same id; and two API
// instances on one PostgreSQL database send each message once.

const API_PORTS = { postgres: 4903 + portOffset, pglite: 4904 + portOffset };
const CONFIRMATIONS = 24;
// The shortest lease the API takes: how long a message taken by the killed process waits.
const LEASE_SECONDS = 20;

describe.each(testEngines())('message delivery when the API is killed mid-send, on %s', (engine) => {
  let environment: Record<string, string>;
  let cleanUp = async () => {};
  let api: ApiProcess | undefined;
  let gateway: Awaited<ReturnType<typeof startSmsGatewaySink>>;

  beforeAll(async () => {
    // A slow gateway: it keeps each text at once and answers a second later, so a kill falls between the two.
    gateway = await startSmsGatewaySink({ delayMs: 1000 });
    if (engine === 'postgres') {
      const name = `abacus_faults_messages_${process.pid}`;
      await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).then(() => client.query(`CREATE DATABASE "${name}"`)));
      const url = new URL(TEST_DATABASE_URL);
      url.pathname = `/${name}`;
      environment = { DATABASE_URL: url.toString() };
      cleanUp = () => withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).then(() => undefined));
    } else {
      const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'abacus-faults-messages-'));
      environment = { PGLITE_DIR: path.join(directory, 'data') };
      cleanUp = async () => fs.rmSync(directory, { recursive: true, force: true });
    }
    Object.assign(environment, {
      SEED_REGISTRATIONS: '200',
      SMS_GATEWAY_URL: gateway.url,
      MESSAGE_LEASE_SECONDS: String(LEASE_SECONDS),
      MESSAGE_RETRY_SECONDS: '1',
    });
  });

  afterAll(async () => {
    await api?.kill('SIGKILL');
    await gateway?.close();
    await cleanUp();
  });

  test('every message is sent in the end, none is lost, and a second copy carries the same id', async () => {
    api = await startApiProcess(API_PORTS[engine], environment);
    const token = await tokenFor('admin');
    const pending = (await allRegistrations(api, token)).filter(
      (r) => r.payment.status === 'pending' && r.status === 'active' && /^[6-9]\d{9}$/.test(r.contactNumber),
    );
    const chosen = pending.slice(0, CONFIRMATIONS);
    expect(chosen).toHaveLength(CONFIRMATIONS);
    for (const r of chosen) {
      expect((await call(api, 'PUT', `/admin/register/${r.registrationId}`, { token, body: { payment: { status: 'success', mode: 'offline' } } })).status).toBe(
        200,
      );
    }
    // Killed once the gateway holds some texts whose answer the worker has not yet had.
    await until(() => gateway.received.length >= 3, 'the gateway to receive the first texts');
    await api.kill('SIGKILL');
    const receivedAtKill = gateway.received.length;
    expect(receivedAtKill).toBeLessThan(CONFIRMATIONS);

    api = await startApiProcess(API_PORTS[engine], environment);
    const sent = async () => {
      const reply = await call(api!, 'GET', '/admin/messages?template=payment-received&limit=200', { token });
      return reply.body.data as { id: string; status: string; registrationId: string }[];
    };
    await until(async () => (await sent()).every((m) => m.status === 'sent') && (await sent()).length === CONFIRMATIONS, 'every text to be sent', 120_000);
    const messages = await sent();
    expect(new Set(messages.map((m) => m.registrationId))).toEqual(new Set(chosen.map((r) => r.registrationId)));
    const ids = new Set(messages.map((m) => m.id));
    const references = gateway.received.map((sms) => sms.reference);
    // Every message arrived; anything that arrived twice is the same message (its id), never a new one.
    expect(new Set(references)).toEqual(ids);
    expect(references.length - ids.size).toBeLessThanOrEqual(receivedAtKill);
  }, 400_000);
});

describe.each(testEngines().filter((engine) => engine === 'postgres'))('two API instances on one %s database', (engine) => {
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    smtp = await startSmtpSink();
  });
  afterAll(() => smtp?.close());
  const first = useTestApp(engine, {
    registrations: 5,
    config: {
      get messages() {
        return { smtpUrl: smtp.url, pollMs: 50 };
      },
    } as never,
  });
  let second: FastifyInstance;
  beforeAll(async () => {
    second = await buildApp({ ...first.app.config, port: 0, demoData: null });
    await second.listen({ host: '127.0.0.1', port: 0 });
    expect((second.server.address() as AddressInfo).port).toBeGreaterThan(0);
  }, 180_000);
  afterAll(() => second?.close());

  test('send each message once between them', async () => {
    const COUNT = 300;
    await first.db.query(
      `INSERT INTO messages (channel, template, recipient, subject, body, html)
       SELECT 'email', 'export-ready', 'twice-' || n || '@example.org', 'Export ready ' || n, 'Body ' || n, NULL FROM generate_series(1, $1) AS n`,
      [COUNT],
    );
    first.app.messageDelivery.wake();
    second.messageDelivery.wake();
    await until(() => smtp.received.filter((m) => m.subject.startsWith('Export ready')).length >= COUNT, 'every message to arrive');
    // The server has each e-mail a moment before its worker records that it went.
    const unsent = async () => (await first.db.query<{ unsent: number }>("SELECT count(*)::int AS unsent FROM messages WHERE status <> 'sent'"))[0]!.unsent;
    await until(async () => (await unsent()) === 0, 'every message to be recorded as sent');
    const arrived = smtp.received.filter((m) => m.subject.startsWith('Export ready'));
    expect(arrived).toHaveLength(COUNT);
    expect(new Set(arrived.map((m) => m.messageId)).size).toBe(COUNT);
  });
});
