import { isIP } from 'node:net';
import path from 'node:path';
import { DEMO_PROJECT_ID, localRemotes, PORTS } from 'shared/build/local-site.cjs';
import { z } from 'zod';
import type { DatabaseConfig } from './db/database';

/** Passkeys' relying party (auth/passkeys.ts). */
export interface WebAuthnConfig {
  /** The relying party: the portal's host name (no scheme, no port). */
  rpId: string;
  /** The portal origins a passkey may be used from. */
  origins: string[];
}

export interface DemoDataConfig {
  /** How many registrations to seed into an empty database. */
  registrations: number;
  /** Seeded dates fall in the weeks before this instant; fixed in tests so runs agree. */
  anchor?: Date;
  /** The browser suite's own accounts too (seed/demo-accounts.ts' BROWSER_TEST_ACCOUNTS): e2e only. */
  browserTestAccounts?: boolean;
}

export interface Config {
  host: string;
  port: number;
  corsOrigins: string[];
  firebaseProjectId: string;
  database: DatabaseConfig;
  /** null: seed nothing (production). */
  demoData: DemoDataConfig | null;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /**
   * How long a verified ID token is trusted before Firebase is asked again whether it was revoked
   * (default 5 s; 0 asks on every request). The staff record is read on every request regardless.
   */
  tokenRecheckSeconds?: number;
  /** Request limits; absent or null: none (the test apps, which make thousands of calls from one address). */
  rateLimit?: RateLimitConfig | null;
  /** Heavy calls (the whole list, CSV exports, bulk job chunks) running at once; more queue. Default: 1 on PGlite, 2 on PostgreSQL. */
  heavyCallsAtOnce?: number;
  /** Uploads (avatars, imports, statements) being received at once, every account together; past it 503. Default 6. */
  uploadsAtOnce?: number;
  /**
   * Which X-Forwarded-For entries name the client, so that limits apply per client behind a load
   * balancer: false (none, the default), the number of proxies in front of the API, or their
   * addresses (CIDR ranges allowed). Never "any sender": a client could name itself anything.
   */
  trustProxy?: TrustProxy;
  /** GET /admin/events: heartbeat period and how long one stream lasts before the browser reconnects. */
  eventStreams?: { heartbeatSeconds: number; maxStreamSeconds: number };
  /** What one account may hold of what everyone shares; unset parts take DEFAULT_FAIR_SHARES. */
  fairShares?: Partial<FairShares>;
  /** The module release registry; absent: the local portal's remotes, no deploy token. */
  releases?: Partial<ReleaseConfig>;
  /** A statement of more credit lines than this is uploaded in the background (default 2,000). */
  statementBackgroundLines?: number;
  /** Messages to parents and staff (src/messages/); unset parts take defaultMessagesConfig(). */
  messages?: Partial<MessagesConfig>;
  /** Passkeys' relying party; absent: defaultWebAuthnConfig(), the local portal's. */
  webauthn?: WebAuthnConfig;
}

/** The local portal (`npm start`, and the e2e ports, which move PORTS.shell): localhost and the shell's origin. */
export const defaultWebAuthnConfig = (): WebAuthnConfig => ({ rpId: 'localhost', origins: [`http://localhost:${PORTS.shell}`] });

export interface MessagesConfig {
  /** SMTP server (smtp://host:port, smtps://user:pass@host:465); null: e-mails stay queued. */
  smtpUrl: string | null;
  mailFrom: string;
  /** MSG91-compatible gateway (its Send SMS API); null: SMS stay queued. */
  smsGatewayUrl: string | null;
  smsGatewayToken: string | null;
  /** The sender id registered for the organisation's SMS. */
  smsSender: string;
  /** Where people reach the API (receipt links, /r/{token}) and the portal (links in staff notices). */
  publicApiUrl: string;
  portalUrl: string;
  /** Attempts of one message before it is failed; the pause after attempt n is retryBaseMs x 2^(n-1), at most an hour. */
  maxAttempts: number;
  retryBaseMs: number;
  /** How often the worker looks for due messages. */
  pollMs: number;
  /** How long a worker may hold a message it took before another takes it again (one killed mid-send). */
  leaseSeconds: number;
}

export function defaultMessagesConfig(): MessagesConfig {
  return {
    smtpUrl: null,
    mailFrom: 'Abacus Competition <no-reply@abacus.example.org>',
    smsGatewayUrl: null,
    smsGatewayToken: null,
    smsSender: 'ABACUS',
    publicApiUrl: `http://localhost:${PORTS.api}`,
    portalUrl: `http://localhost:${PORTS.shell}`,
    maxAttempts: 8,
    retryBaseMs: 30_000,
    pollMs: 1000,
    leaseSeconds: 60,
  };
}

export interface ReleaseConfig {
  /** The deploy token a team's CI sends instead of a sign-in (RELEASE_TOKEN); null: none accepted. */
  token: string | null;
  /** Where builds may be served from: origins, a port may be `*` (http://localhost:*). The shell's CSP follows the same list. */
  origins: string[];
  /** The remotes the portal starts with, registered as version `initial` on first start. */
  startingRemotes: Record<string, string>;
  /** How often the automatic rollback rule is checked. */
  checkSeconds: number;
  /** Report batches a minute per address (POST /releases/reports). */
  reportsPerMinute: number;
}

const originOf = (url: string) => new URL(url).origin;

/** The local portal's remotes, from their own ports: the registry's starting versions when nothing else is configured. */
export function defaultReleaseConfig(): ReleaseConfig {
  const startingRemotes = localRemotes(PORTS) as Record<string, string>;
  return {
    token: null,
    origins: [...new Set(Object.values(startingRemotes).map(originOf))],
    startingRemotes,
    checkSeconds: 15,
    reportsPerMinute: 120,
  };
}

export type TrustProxy = false | number | string[];

/** What one account may hold at once of the instance's shared resources. */
export interface FairShares {
  /** Heavy calls (whole list, deep or large pages, CSV downloads) running or waiting; past it 503. */
  heavyCallsPerAccount: number;
  /** Uploads (avatars, imports, statements) being received; past it 429. */
  uploadsPerAccount: number;
  /** Bulk jobs queued or running per person; past it 429. */
  bulkJobsPerPerson: number;
  /** Open GET /admin/events streams; a new one past it closes the oldest. */
  eventStreamsPerAccount: number;
  /** A download or event stream whose client has not taken what waits for it this long is closed. */
  writeDeadlineSeconds: number;
}

export const DEFAULT_FAIR_SHARES: FairShares = {
  heavyCallsPerAccount: 50,
  uploadsPerAccount: 2,
  bulkJobsPerPerson: 5,
  eventStreamsPerAccount: 5,
  writeDeadlineSeconds: 30,
};

export interface RateLimitConfig {
  /** Requests a minute per signed-in account, or per address without a valid token; 0: unlimited. */
  requestsPerMinute: number;
  /** Refused tokens (401) a minute per address before every call from it answers 429; 0: unlimited. */
  authFailuresPerMinute: number;
  /**
   * Count requestsPerMinute in Redis, shared by every instance (keys `<keyPrefix>uid:<uid>`);
   * absent: in this process. Fails open to counting in this process while Redis is out of reach.
   */
  redis?: { url: string; keyPrefix: string };
}

// The folder above this file's: src/ when run from source, dist/ when run built (build.mjs).
export const API_ROOT = path.resolve(__dirname, '..');
export const DEFAULT_PGLITE_DIR = path.join(API_ROOT, '.data', 'pglite');
export const DEFAULT_DEMO_REGISTRATIONS = 3000;
export const DEFAULT_TOKEN_RECHECK_SECONDS = 5;
export const DEFAULT_EVENT_HEARTBEAT_SECONDS = 15;
export const DEFAULT_EVENT_STREAM_SECONDS = 15 * 60;
export const RATE_LIMIT_KEY_PREFIX = 'abacus:rate-limit:';

const booleanText = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

// More proxies than this in front of one API is a typo, not a deployment.
const MAX_TRUSTED_HOPS = 10;

export const TRUST_ANY_PROXY_REFUSED =
  'true would take any X-Forwarded-For a client sends, so anyone could escape the per-address limits: set the number of proxies in front of the API (e.g. 1) or their addresses (e.g. 10.0.0.5,10.0.1.0/24)';

/** An IPv4 or IPv6 address, optionally with a CIDR prefix length. */
function isProxyAddress(text: string): boolean {
  const [address = '', prefix, extra] = text.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

function jsonOrNothing(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A comma-separated list of origins, each matching `pattern` (`example` shows what one looks like). */
const originList = (pattern: RegExp, example: string) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      const origins = value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
      const invalid = origins.filter((origin) => !pattern.test(origin));
      if (invalid.length > 0) {
        ctx.addIssue({ code: 'custom', message: `not origins (${example}): ${invalid.join(', ')}` });
        return z.NEVER;
      }
      return origins;
    });

const environmentSchema = z.object({
  HOST: z.string().min(1).default('localhost'),
  // Local defaults: the ports of the local portal (shared/build/ports.cjs), the shell its one origin.
  PORT: z.coerce.number().int().min(0).max(65535).default(PORTS.api),
  CORS_ORIGINS: z.string().default(`http://localhost:${PORTS.shell}`),
  FIREBASE_PROJECT_ID: z.string().min(1).default(DEMO_PROJECT_ID),
  FIREBASE_AUTH_EMULATOR_HOST: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  PGLITE_DIR: z.string().optional(),
  SEED_DEMO_DATA: booleanText.optional(),
  SEED_REGISTRATIONS: z.coerce.number().int().min(0).default(DEFAULT_DEMO_REGISTRATIONS),
  SEED_BROWSER_TEST_ACCOUNTS: booleanText.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().optional(),
  TOKEN_RECHECK_SECONDS: z.coerce.number().int().min(0).max(300).default(DEFAULT_TOKEN_RECHECK_SECONDS),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(1200),
  AUTH_FAILURES_PER_MINUTE: z.coerce.number().int().min(0).default(30),
  RATE_LIMIT_REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'a redis:// or rediss:// URL')
    .optional(),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx): TrustProxy => {
      const text = value.trim();
      if (text === '' || text === 'false' || text === '0') return false;
      if (/^\d+$/.test(text) && Number(text) <= MAX_TRUSTED_HOPS) return Number(text);
      if (text === 'true') {
        ctx.addIssue({ code: 'custom', message: TRUST_ANY_PROXY_REFUSED });
        return z.NEVER;
      }
      const addresses = text.split(',').map((part) => part.trim());
      const invalid = addresses.filter((address) => !isProxyAddress(address));
      if (invalid.length > 0) {
        ctx.addIssue({
          code: 'custom',
          message: `not a number of proxies (1-${MAX_TRUSTED_HOPS}) or a list of their addresses: ${invalid.map((address) => JSON.stringify(address)).join(', ')}`,
        });
        return z.NEVER;
      }
      return addresses;
    }),
  HEAVY_CALLS_AT_ONCE: z.coerce.number().int().min(1).max(100).optional(),
  UPLOADS_AT_ONCE: z.coerce.number().int().min(1).max(100).optional(),
  STATEMENT_BACKGROUND_LINES: z.coerce.number().int().min(1).max(20_000).optional(),
  EVENTS_HEARTBEAT_SECONDS: z.coerce.number().int().min(1).max(300).default(DEFAULT_EVENT_HEARTBEAT_SECONDS),
  EVENTS_STREAM_SECONDS: z.coerce.number().int().min(10).max(3600).default(DEFAULT_EVENT_STREAM_SECONDS),
  HEAVY_CALLS_PER_ACCOUNT: z.coerce.number().int().min(1).max(400).default(DEFAULT_FAIR_SHARES.heavyCallsPerAccount),
  UPLOADS_PER_ACCOUNT: z.coerce.number().int().min(1).max(100).default(DEFAULT_FAIR_SHARES.uploadsPerAccount),
  BULK_JOBS_PER_PERSON: z.coerce.number().int().min(1).max(100).default(DEFAULT_FAIR_SHARES.bulkJobsPerPerson),
  EVENT_STREAMS_PER_ACCOUNT: z.coerce.number().int().min(1).max(100).default(DEFAULT_FAIR_SHARES.eventStreamsPerAccount),
  WRITE_DEADLINE_SECONDS: z.coerce.number().int().min(1).max(3600).default(DEFAULT_FAIR_SHARES.writeDeadlineSeconds),
  RELEASE_TOKEN: z.string().min(32, 'at least 32 characters').optional(),
  RELEASE_ORIGINS: originList(/^https?:\/\/[a-z0-9.-]+(:(\d{1,5}|\*))?$/i, 'https://cdn.example.org, http://localhost:*'),
  RELEASE_STARTING_REMOTES: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      const parsed = z.record(z.string().regex(/^mfe-[a-z0-9-]+$/), z.url()).safeParse(jsonOrNothing(value));
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', message: 'a JSON object of module name to manifest URL, as remotes.json' });
        return z.NEVER;
      }
      return parsed.data;
    }),
  RELEASE_CHECK_SECONDS: z.coerce.number().int().min(1).max(60).default(15),
  RELEASE_REPORTS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().min(3).max(200).optional(),
  SMS_GATEWAY_URL: z.url({ protocol: /^https?$/, error: 'an http:// or https:// URL' }).optional(),
  SMS_GATEWAY_TOKEN: z.string().min(1).max(500).optional(),
  SMS_SENDER_ID: z
    .string()
    .regex(/^[A-Z0-9]{3,11}$/, 'the registered sender id (3-11 capitals or digits)')
    .optional(),
  PUBLIC_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  PORTAL_URL: z.url({ protocol: /^https?$/ }).optional(),
  MESSAGE_ATTEMPTS: z.coerce.number().int().min(1).max(50).optional(),
  MESSAGE_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).optional(),
  // Longer than an attempt may take (the channels give up after 15 s), or a slow send is sent twice.
  MESSAGE_LEASE_SECONDS: z.coerce.number().int().min(20).max(3600).optional(),
  // The portal's host name, which passkeys are bound to (no scheme, no port).
  WEBAUTHN_RP_ID: z
    .string()
    .regex(/^[a-z0-9.-]+$/i, 'a host name, such as admin.example.org')
    .optional(),
  WEBAUTHN_ORIGINS: originList(/^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i, 'https://admin.example.org'),
});

export function databaseConfigFromEnvironment(env: NodeJS.ProcessEnv): DatabaseConfig {
  if (env.DATABASE_URL) return { engine: 'postgres', url: env.DATABASE_URL };
  return { engine: 'pglite', dataDir: path.resolve(env.PGLITE_DIR || DEFAULT_PGLITE_DIR) };
}

export function loadConfig(env: NodeJS.ProcessEnv): Config {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  const vars = parsed.data;
  const usesEmulator = Boolean(vars.FIREBASE_AUTH_EMULATOR_HOST);
  // Emulator tokens are unsigned and the Admin SDK accepts them whenever this is set.
  if (usesEmulator && vars.NODE_ENV === 'production') {
    throw new Error('FIREBASE_AUTH_EMULATOR_HOST must not be set in production: it makes the API accept unsigned tokens.');
  }
  // Demo accounts with a published password belong on the emulator only, unless asked for.
  const seed = vars.SEED_DEMO_DATA ?? usesEmulator;
  return {
    host: vars.HOST,
    port: vars.PORT,
    corsOrigins: vars.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    firebaseProjectId: vars.FIREBASE_PROJECT_ID,
    database: databaseConfigFromEnvironment(env),
    demoData: seed ? { registrations: vars.SEED_REGISTRATIONS, ...(vars.SEED_BROWSER_TEST_ACCOUNTS && { browserTestAccounts: true }) } : null,
    logLevel: vars.LOG_LEVEL,
    tokenRecheckSeconds: vars.TOKEN_RECHECK_SECONDS,
    rateLimit: {
      requestsPerMinute: vars.RATE_LIMIT_PER_MINUTE,
      authFailuresPerMinute: vars.AUTH_FAILURES_PER_MINUTE,
      ...(vars.RATE_LIMIT_REDIS_URL && { redis: { url: vars.RATE_LIMIT_REDIS_URL, keyPrefix: RATE_LIMIT_KEY_PREFIX } }),
    },
    trustProxy: vars.TRUST_PROXY,
    eventStreams: { heartbeatSeconds: vars.EVENTS_HEARTBEAT_SECONDS, maxStreamSeconds: vars.EVENTS_STREAM_SECONDS },
    fairShares: {
      heavyCallsPerAccount: vars.HEAVY_CALLS_PER_ACCOUNT,
      uploadsPerAccount: vars.UPLOADS_PER_ACCOUNT,
      bulkJobsPerPerson: vars.BULK_JOBS_PER_PERSON,
      eventStreamsPerAccount: vars.EVENT_STREAMS_PER_ACCOUNT,
      writeDeadlineSeconds: vars.WRITE_DEADLINE_SECONDS,
    },
    ...(vars.HEAVY_CALLS_AT_ONCE !== undefined && { heavyCallsAtOnce: vars.HEAVY_CALLS_AT_ONCE }),
    ...(vars.UPLOADS_AT_ONCE !== undefined && { uploadsAtOnce: vars.UPLOADS_AT_ONCE }),
    ...(vars.STATEMENT_BACKGROUND_LINES !== undefined && { statementBackgroundLines: vars.STATEMENT_BACKGROUND_LINES }),
    releases: {
      token: vars.RELEASE_TOKEN ?? null,
      checkSeconds: vars.RELEASE_CHECK_SECONDS,
      ...(vars.RELEASE_ORIGINS && { origins: vars.RELEASE_ORIGINS }),
      ...(vars.RELEASE_STARTING_REMOTES && { startingRemotes: vars.RELEASE_STARTING_REMOTES }),
      ...(vars.RELEASE_REPORTS_PER_MINUTE !== undefined && { reportsPerMinute: vars.RELEASE_REPORTS_PER_MINUTE }),
    },
    messages: {
      smtpUrl: vars.SMTP_URL ?? null,
      smsGatewayUrl: vars.SMS_GATEWAY_URL ?? null,
      smsGatewayToken: vars.SMS_GATEWAY_TOKEN ?? null,
      publicApiUrl: vars.PUBLIC_API_URL?.replace(/\/$/, '') ?? `http://localhost:${vars.PORT}`,
      ...(vars.PORTAL_URL && { portalUrl: vars.PORTAL_URL.replace(/\/$/, '') }),
      ...(vars.MAIL_FROM && { mailFrom: vars.MAIL_FROM }),
      ...(vars.SMS_SENDER_ID && { smsSender: vars.SMS_SENDER_ID }),
      ...(vars.MESSAGE_ATTEMPTS !== undefined && { maxAttempts: vars.MESSAGE_ATTEMPTS }),
      ...(vars.MESSAGE_RETRY_SECONDS !== undefined && { retryBaseMs: vars.MESSAGE_RETRY_SECONDS * 1000 }),
      ...(vars.MESSAGE_LEASE_SECONDS !== undefined && { leaseSeconds: vars.MESSAGE_LEASE_SECONDS }),
    },
    webauthn: {
      rpId: vars.WEBAUTHN_RP_ID ?? defaultWebAuthnConfig().rpId,
      origins: vars.WEBAUTHN_ORIGINS?.length ? vars.WEBAUTHN_ORIGINS : defaultWebAuthnConfig().origins,
    },
  };
}
