import path from 'node:path';
import { PORTS } from 'shared/build/local-site.cjs';
import { DEFAULT_PGLITE_DIR, loadConfig } from './config';

describe('loadConfig', () => {
  test("defaults: the local portal's API port, its shell's origin, the demo project and PGlite in api/.data", () => {
    expect(loadConfig({})).toEqual({
      host: 'localhost',
      port: PORTS.api,
      corsOrigins: [`http://localhost:${PORTS.shell}`],
      firebaseProjectId: 'demo-abacus',
      database: { engine: 'pglite', dataDir: DEFAULT_PGLITE_DIR },
      demoData: null,
      logLevel: 'info',
      tokenRecheckSeconds: 5,
      rateLimit: { requestsPerMinute: 1200, authFailuresPerMinute: 30 },
      trustProxy: false,
      eventStreams: { heartbeatSeconds: 15, maxStreamSeconds: 900 },
      fairShares: { heavyCallsPerAccount: 50, uploadsPerAccount: 2, bulkJobsPerPerson: 5, eventStreamsPerAccount: 5, writeDeadlineSeconds: 30 },
      releases: { token: null, checkSeconds: 15 },
      messages: { smtpUrl: null, smsGatewayUrl: null, smsGatewayToken: null, publicApiUrl: `http://localhost:${PORTS.api}` },
      webauthn: { rpId: 'localhost', origins: [`http://localhost:${PORTS.shell}`] },
    });
    expect(DEFAULT_PGLITE_DIR).toBe(path.resolve(__dirname, '..', '.data', 'pglite'));
  });

  test('WEBAUTHN_RP_ID and WEBAUTHN_ORIGINS name the portal passkeys are for; an origin that is not one is refused in words', () => {
    expect(loadConfig({ WEBAUTHN_RP_ID: 'admin.example.org', WEBAUTHN_ORIGINS: 'https://admin.example.org, https://admin.example.org:8443' }).webauthn).toEqual(
      {
        rpId: 'admin.example.org',
        origins: ['https://admin.example.org', 'https://admin.example.org:8443'],
      },
    );
    expect(() => loadConfig({ WEBAUTHN_ORIGINS: 'admin.example.org' })).toThrow('WEBAUTHN_ORIGINS: not origins (https://admin.example.org): admin.example.org');
    expect(() => loadConfig({ WEBAUTHN_RP_ID: 'https://admin.example.org' })).toThrow(/WEBAUTHN_RP_ID: a host name/);
  });

  test('DATABASE_URL selects PostgreSQL; PGLITE_DIR moves PGlite', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://db/abacus' }).database).toEqual({ engine: 'postgres', url: 'postgres://db/abacus' });
    expect(loadConfig({ PGLITE_DIR: '/tmp/x' }).database).toEqual({ engine: 'pglite', dataDir: '/tmp/x' });
  });

  test('demo data is seeded on the emulator unless switched off, and only when asked otherwise', () => {
    expect(loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }).demoData).toEqual({ registrations: 3000 });
    expect(loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', SEED_DEMO_DATA: 'false' }).demoData).toBeNull();
    expect(loadConfig({ SEED_DEMO_DATA: 'true', SEED_REGISTRATIONS: '50' }).demoData).toEqual({ registrations: 50 });
    // The browser suite's own accounts only when asked for (e2e/src/globalSetup.mjs), and only with the demo data.
    expect(loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', SEED_BROWSER_TEST_ACCOUNTS: 'true' }).demoData).toEqual({
      registrations: 3000,
      browserTestAccounts: true,
    });
    expect(loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', SEED_BROWSER_TEST_ACCOUNTS: 'false' }).demoData).toEqual({ registrations: 3000 });
    expect(loadConfig({ SEED_DEMO_DATA: 'false', SEED_BROWSER_TEST_ACCOUNTS: 'true' }).demoData).toBeNull();
  });

  test('messages: the SMTP server and the SMS gateway by URL, the public addresses, the retries', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://user:pass@mail.example.org:465',
      MAIL_FROM: 'Abacus <no-reply@example.org>',
      SMS_GATEWAY_URL: 'https://control.msg91.com/',
      SMS_GATEWAY_TOKEN: 'secret',
      SMS_SENDER_ID: 'ABACUS',
      PUBLIC_API_URL: 'https://api.example.org/',
      PORTAL_URL: 'https://portal.example.org',
      MESSAGE_ATTEMPTS: '5',
      MESSAGE_RETRY_SECONDS: '10',
    });
    expect(config.messages).toEqual({
      smtpUrl: 'smtps://user:pass@mail.example.org:465',
      mailFrom: 'Abacus <no-reply@example.org>',
      smsGatewayUrl: 'https://control.msg91.com/',
      smsGatewayToken: 'secret',
      smsSender: 'ABACUS',
      publicApiUrl: 'https://api.example.org',
      portalUrl: 'https://portal.example.org',
      maxAttempts: 5,
      retryBaseMs: 10_000,
    });
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.org' })).toThrow(/SMTP_URL: an smtp:\/\/ or smtps:\/\/ URL/);
    expect(() => loadConfig({ SMS_SENDER_ID: 'abacus sms' })).toThrow(/SMS_SENDER_ID/);
  });

  test('the release registry: a deploy token of 32 characters or more, origins with an optional port wildcard, starting remotes as JSON', () => {
    const token = 'x'.repeat(32);
    const config = loadConfig({
      RELEASE_TOKEN: token,
      RELEASE_CHECK_SECONDS: '5',
      RELEASE_ORIGINS: 'https://cdn.example.org, http://localhost:*',
      RELEASE_STARTING_REMOTES: '{"mfe-dashboard":"https://cdn.example.org/dashboard/mf-manifest.json"}',
      RELEASE_REPORTS_PER_MINUTE: '30',
    });
    expect(config.releases).toEqual({
      token,
      checkSeconds: 5,
      origins: ['https://cdn.example.org', 'http://localhost:*'],
      startingRemotes: { 'mfe-dashboard': 'https://cdn.example.org/dashboard/mf-manifest.json' },
      reportsPerMinute: 30,
    });
    expect(() => loadConfig({ RELEASE_REPORTS_PER_MINUTE: '0' })).toThrow(/RELEASE_REPORTS_PER_MINUTE/);
    expect(() => loadConfig({ RELEASE_TOKEN: 'short' })).toThrow(/RELEASE_TOKEN: at least 32 characters/);
    expect(() => loadConfig({ RELEASE_ORIGINS: 'cdn.example.org' })).toThrow(/not origins .*: cdn\.example\.org/);
    expect(() => loadConfig({ RELEASE_STARTING_REMOTES: '{"dashboard":"nowhere"}' })).toThrow(/a JSON object of module name to manifest URL/);
  });

  test('several CORS origins, comma separated', () => {
    expect(loadConfig({ CORS_ORIGINS: 'https://a.example, https://b.example' }).corsOrigins).toEqual(['https://a.example', 'https://b.example']);
  });

  test('limits and the token recheck are set by the environment; 0 switches a limit off', () => {
    const config = loadConfig({ RATE_LIMIT_PER_MINUTE: '0', AUTH_FAILURES_PER_MINUTE: '5', TOKEN_RECHECK_SECONDS: '0', TRUST_PROXY: '1' });
    expect(config.rateLimit).toEqual({ requestsPerMinute: 0, authFailuresPerMinute: 5 });
    expect(config.tokenRecheckSeconds).toBe(0);
    expect(config.trustProxy).toBe(1);
    expect(() => loadConfig({ RATE_LIMIT_PER_MINUTE: '-1' })).toThrow(/RATE_LIMIT_PER_MINUTE/);
  });

  test('TRUST_PROXY takes a number of proxies or their addresses, never "trust anyone"', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.0.1.0/24,::1' }).trustProxy).toEqual(['10.0.0.5', '10.0.1.0/24', '::1']);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      'Invalid configuration: TRUST_PROXY: true would take any X-Forwarded-For a client sends, so anyone could escape the per-address limits: set the number of proxies in front of the API (e.g. 1) or their addresses (e.g. 10.0.0.5,10.0.1.0/24)',
    );
    expect(() => loadConfig({ TRUST_PROXY: 'loadbalancer, 10.0.0.400, 10.0.0.1/33' })).toThrow(
      'TRUST_PROXY: not a number of proxies (1-10) or a list of their addresses: "loadbalancer", "10.0.0.400", "10.0.0.1/33"',
    );
  });

  test('RATE_LIMIT_REDIS_URL shares the per-account counts through Redis; unset they stay in the process', () => {
    expect(loadConfig({ RATE_LIMIT_REDIS_URL: 'redis://127.0.0.1:6379/2' }).rateLimit).toEqual({
      requestsPerMinute: 1200,
      authFailuresPerMinute: 30,
      redis: { url: 'redis://127.0.0.1:6379/2', keyPrefix: 'abacus:rate-limit:' },
    });
    expect(loadConfig({}).rateLimit?.redis).toBeUndefined();
    expect(() => loadConfig({ RATE_LIMIT_REDIS_URL: '127.0.0.1:6379' })).toThrow(/RATE_LIMIT_REDIS_URL/);
  });

  test('refuses the Auth emulator in production and nonsense values', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toThrow(/production/);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ SEED_DEMO_DATA: 'yes' })).toThrow(/SEED_DEMO_DATA/);
  });
});
