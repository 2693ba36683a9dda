import { createHash } from 'node:crypto';
import type { UserRecord } from 'firebase-admin/auth';
import type { Permission } from 'shared/domain/common/permissions';
import type { RefusalCode } from 'shared/domain/common/refusal-codes';
import { DEFAULT_PREFERENCES } from 'shared/platform/settings/preferences';
import type { Registration } from 'shared/domain/registrations/registration';
import { DEFAULT_PAYMENT_SETTINGS, DEFAULT_RELEASE_SETTINGS } from 'shared/domain/settings/settings';
import { SECOND_FACTOR_REQUIRED_CODE, STEP_UP_REQUIRED_CODE } from 'shared/domain/auth/passkeys';
import { FEATURE_OFF_CODE } from 'shared/domain/settings/feature-flags';
import { PNG_1X1, solidPng } from 'tooling/test-images';
import { finishedJob } from './bulk-jobs';
import { dumpSettled, type DatabaseDump } from './database-dump';
import { importCsv, numberedImportRow } from './import-rows';
import { insertReceiptLinks, newReceiptLink, signingKey } from '../../src/messages/receipt-links';
import { useManifestServer } from './manifest-server';
import { testEngines, type Engine } from './environment';
import { SoftwarePasskey } from 'tooling/software-authenticator';
import { allRegistrations, call, PORTAL_ORIGIN, useTestApp, type Reply, type TestApp } from './test-app';
import {
  craftToken,
  DEMO_ROLES,
  flawedToken,
  signedInNewAccount,
  signIn,
  TOKEN_FLAWS,
  tokenClaims,
  tokenFor,
  withClaims,
  type DemoRole,
  type TokenFlaw,
} from './tokens';

// The access matrix, generated from the routes the app itself serves (app.routeCatalogue): every
// route x every demo account x its real token and that token spoilt four ways, plus no token and a
// garbage token. Each answer must match the permission table of product decisions, and a refused
// call must change nothing in the database. A route without a sample here, or a sample for a route
// that is gone, fails the suite.

/** The permission table of product decisions, written out here rather than read from the code under test. */
const ALLOWED_ROLES: Record<Permission, DemoRole[]> = {
  read: ['superadmin', 'admin', 'staff', 'viewer'],
  write: ['superadmin', 'admin', 'staff'],
  admin: ['superadmin', 'admin'],
  settings: ['superadmin'],
};

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

/**
 * The money actions of issue 58 (written out here, not read from the routes' config): each needs a
 * second factor from the last 5 minutes of anyone with a passkey, and of everyone while orgWide2FA is on.
 */
const STEP_UP = [
  'POST /admin/registrations/:id/approval',
  'POST /admin/registrations/:id/receipt/cancel',
  'PUT /admin/settings/payment',
  'POST /admin/staff-accounts',
  'POST /admin/staff-accounts/:uid/reinvite',
  'PUT /admin/staff-accounts/:uid/role',
  'PUT /admin/staff-accounts/:uid/centers',
  'DELETE /admin/staff-accounts/:uid',
  'DELETE /admin/staff-accounts/:uid/passkeys',
  'PUT /admin/releases/:remote/rollout',
  'POST /admin/releases/:remote/rollback',
];

/** A second factor passed longer ago than the 5 minutes a money action allows. */
const STALE = "now() - interval '6 minutes'";

const STEP_UP_REFUSAL = { code: STEP_UP_REQUIRED_CODE, message: expect.stringMatching(/Confirm it's you with your passkey again/) };

const PNG_SHA256 = createHash('sha256').update(PNG_1X1).digest('hex');

interface SampleContext {
  target: TestApp;
  /** Unique per call, for codes and e-mails that must not repeat. */
  n: number;
  /** A registration fitting the sample: untouched when the call is expected to succeed. */
  registration: Registration;
  /** What `prepare` made (an id to act on). */
  prepared: string;
  /** The demo account making the call (null: no or a garbage token). */
  caller: DemoRole | null;
}

interface SampleRequest {
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

interface Sample {
  /** Which use of the route, when it has several. */
  label?: string;
  /** What product decisions demand for this use; null: public. */
  permission: Permission | null;
  /** The code a role refused by this use but let in by its route's permission gets (the handler's own refusal). */
  handlerRefusal?: RefusalCode;
  /** The registrations this call succeeds on; set on every sample that changes a registration. */
  fits?: (registration: Registration) => boolean;
  /** Makes, as the superadmin, what the call acts on; answers its id. */
  prepare?: (ctx: Omit<SampleContext, 'prepared'>) => Promise<string>;
  request: (ctx: SampleContext) => SampleRequest;
  /** The status of success for a permitted caller. */
  success: number;
  /** More proof of success. */
  check?: (reply: Reply, ctx: SampleContext) => Promise<void> | void;
  /** For refusals: what lies outside the database (Firebase accounts) is untouched too. */
  stillUnchanged?: (ctx: SampleContext) => Promise<void>;
  /** What `prepared` stands for in a call refused before anything is read (default: a uuid), where its shape matters. */
  unprepared?: string;
  /** After the call, whatever it answered: takes away what `prepare` or the call left that would change later cases (a demo account's passkey). */
  cleanUp?: (ctx: SampleContext) => Promise<void>;
}

/** A failed e-mail in the outbox (a staff notice without a registration, or a registrant's): answers its id. */
async function failedMessage(target: TestApp, registrationId: string | null): Promise<string> {
  const [row] = await target.db.query<{ id: string }>(
    `INSERT INTO messages (channel, template, recipient, subject, body, status, last_error, registration_id)
     VALUES ('email', 'export-ready', 'access@example.org', 'Access', 'Access test', 'failed', '550 No such mailbox', $1) RETURNING id`,
    [registrationId],
  );
  return row!.id;
}

const inviteEmail = (ctx: { target: TestApp; n: number }) => `access-${ctx.target.engine}-${process.pid}-${ctx.n}@example.org`;
const createdAccounts = new Set<string>();
const builds = useManifestServer();

async function asSuperadmin(target: TestApp, method: string, path: string, body?: unknown): Promise<Reply> {
  const reply = await call(target, method, path, { token: await tokenFor('superadmin'), body });
  if (reply.status >= 300) throw new Error(`${method} ${path} answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  return reply;
}

async function invited(ctx: { target: TestApp; n: number }): Promise<string> {
  const reply = await asSuperadmin(ctx.target, 'POST', '/admin/staff-accounts', { email: `prepared-${inviteEmail(ctx)}`, role: 'viewer' });
  createdAccounts.add(reply.body.user.id);
  return reply.body.user.id;
}

/**
 * Another sign-in of the caller's account (the superadmin's for callers without one), never used:
 * ending it leaves the caller's own session, which the matrix goes on calling with, alone.
 */
async function anotherSession(ctx: { target: TestApp; n: number; caller: DemoRole | null }): Promise<string> {
  const [row] = await ctx.target.db.query<{ id: string }>(
    `INSERT INTO staff_sessions (uid, auth_time, signed_in_at)
     SELECT uid, $2, now() FROM staff_accounts WHERE email = $1 RETURNING id`,
    [`${ctx.caller ?? 'superadmin'}@example.org`, ctx.n],
  );
  return row!.id;
}

/**
 * Passkeys of demo accounts live only for one case: with one, money actions would need a fresh
 * second factor in every later case. Made as the caller where the caller may (else as the
 * superadmin), whose session then has a fresh second factor.
 */
const passkeyOwner = (ctx: { caller: DemoRole | null }): DemoRole => (ctx.caller && ALLOWED_ROLES.read.includes(ctx.caller) ? ctx.caller : 'superadmin');

async function passkeyAdded(ctx: { target: TestApp; caller: DemoRole | null }): Promise<{ passkey: SoftwarePasskey; id: string }> {
  const token = await tokenFor(passkeyOwner(ctx));
  const options = await call(ctx.target, 'POST', '/admin/profile/passkeys/options', { token });
  const passkey = new SoftwarePasskey(PORTAL_ORIGIN);
  const added = await call(ctx.target, 'POST', '/admin/profile/passkeys', { token, body: { response: passkey.register(options.body), name: 'Access key' } });
  if (added.status !== 201) throw new Error(`Adding a passkey answered ${added.status}: ${JSON.stringify(added.body)}`);
  return { passkey, id: added.body.id };
}

/** The registration answer of a new passkey to the owner's fresh options, as JSON. */
async function registrationAnswer(ctx: { target: TestApp; caller: DemoRole | null }): Promise<string> {
  const options = await call(ctx.target, 'POST', '/admin/profile/passkeys/options', { token: await tokenFor(passkeyOwner(ctx)) });
  return JSON.stringify(new SoftwarePasskey(PORTAL_ORIGIN).register(options.body));
}

/** A passkey of the owner's and its signature over the owner's fresh second-factor options, as JSON. */
async function assertionAnswer(ctx: { target: TestApp; caller: DemoRole | null }): Promise<string> {
  const { passkey } = await passkeyAdded(ctx);
  const options = await call(ctx.target, 'POST', '/admin/profile/second-factor/options', { token: await tokenFor(passkeyOwner(ctx)) });
  return JSON.stringify(passkey.authenticate(options.body));
}

/** Every demo account's passkeys gone. */
async function noDemoPasskeys({ target }: { target: TestApp }): Promise<void> {
  await target.db.query('DELETE FROM staff_passkeys WHERE uid IN (SELECT uid FROM staff_accounts WHERE email = ANY($1::text[]))', [
    DEMO_ROLES.map((role) => `${role}@example.org`),
  ]);
}

/** A module of its own with 1.0.0 live and 2.0.0 registered. */
async function remoteWithTwoVersions(ctx: { target: TestApp; n: number }): Promise<string> {
  const remote = `mfe-access-${ctx.n}`;
  for (const version of ['1.0.0', '2.0.0']) {
    await asSuperadmin(ctx.target, 'POST', '/admin/releases', { remote, version, manifestUrl: builds.manifest(remote, version) });
  }
  // A new remote is live for nobody until a version is promoted: 1.0.0 is live, 2.0.0 available.
  await asSuperadmin(ctx.target, 'PUT', `/admin/releases/${remote}/rollout`, { version: '1.0.0', percent: 100 });
  return remote;
}

async function newCenter(ctx: { target: TestApp; n: number }): Promise<string> {
  return (await asSuperadmin(ctx.target, 'POST', '/admin/centers', { code: `ACP${ctx.n}`, name: 'Prepared Centre', city: 'Pune' })).body.id;
}

async function finishedExport(target: TestApp, id: string): Promise<void> {
  for (let attempt = 0; attempt < 400; attempt += 1) {
    const list = await asSuperadmin(target, 'GET', '/admin/exports');
    if (list.body.data.find((e: { id: string }) => e.id === id)?.status !== 'running') return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('The export did not finish');
}

const accessImport = (n: number) => importCsv([numberedImportRow('ACC', n)]);

/** One audit entry per change, in the same transaction. */
async function expectOneChangeEntry({ target, registration }: SampleContext): Promise<void> {
  const [row] = await target.db.query<{ count: number }>(
    "SELECT count(*)::int AS count FROM audit_log WHERE registration_id = $1 AND action <> 'registration.created'",
    [registration.registrationId],
  );
  expect(row!.count).toBe(1);
}

const registrationChanged = async (reply: Reply, ctx: SampleContext) => {
  expect(reply.body.registrationId).toBe(ctx.registration.registrationId);
  expect(reply.body.version).toBe(ctx.registration.version + 1);
  await expectOneChangeEntry(ctx);
};

/** Accepted as a job, which is waited for: it changes the one row, and nothing under the next case. */
const bulkChangedOne = async (reply: Reply, ctx: SampleContext) => {
  expect(reply.body).toMatchObject({ status: 'queued', total: 1 });
  expect(await finishedJob(ctx.target, await tokenFor('superadmin'), reply.body.id)).toMatchObject({ status: 'completed', updated: 1, skipped: 0 });
  await expectOneChangeEntry(ctx);
};

/** One person keeps at most 100 views: the views earlier cases prepared for `owner` go before a new one. */
const makeRoomForView = (target: TestApp, owner: DemoRole) =>
  target.db.query("DELETE FROM registration_views v USING staff_accounts s WHERE s.uid = v.owner_uid AND s.email = $1 AND v.name ~ '^(Shared|Own) [0-9]+$'", [
    `${owner}@example.org`,
  ]);

const confirmBody = { payment: { status: 'success', mode: 'offline' } };

/** A registration of its own for each call, imported pending (300 rupees, offline), so that no other sample meets it. */
async function importedPending({ target, n }: { target: TestApp; n: number }): Promise<string> {
  await asSuperadmin(target, 'POST', '/admin/imports', { csv: accessImport(n) });
  return `ACC-${n}`;
}

/** A fresh registration whose payment the superadmin confirmed: it has a receipt. */
async function withReceipt(ctx: { target: TestApp; n: number }): Promise<string> {
  const id = await importedPending(ctx);
  await asSuperadmin(ctx.target, 'PUT', `/admin/register/${id}`, confirmBody);
  return id;
}

/** A fresh registration whose confirmation staff asked for above the approval threshold; the threshold is off again after. */
async function awaitingApproval(ctx: { target: TestApp; n: number }): Promise<string> {
  const id = await importedPending(ctx);
  const payment = (await asSuperadmin(ctx.target, 'GET', '/admin/settings')).body.payment.value;
  await asSuperadmin(ctx.target, 'PUT', '/admin/settings/payment', { value: { ...payment, approvalThreshold: 300 } });
  try {
    const asked = await call(ctx.target, 'PUT', `/admin/register/${id}`, { token: await tokenFor('staff'), body: confirmBody });
    if (asked.status !== 202) throw new Error(`The confirmation answered ${asked.status}, not 202`);
  } finally {
    await asSuperadmin(ctx.target, 'PUT', '/admin/settings/payment', { value: { ...payment, approvalThreshold: null } });
  }
  return id;
}

/** A statement of its own with one unmatched credit line (line 2); answers its id. */
async function newStatement({ target, n }: { target: TestApp; n: number }): Promise<string> {
  const reply = await call(target, 'POST', '/admin/reconciliation/statements?source=bank', {
    token: await tokenFor('superadmin'),
    body: `date,reference,description,amount\n2025-01-01,ACC-STATEMENT-${n},deposit,300\n`,
    headers: { 'content-type': 'text/csv' },
  });
  if (reply.status !== 201) throw new Error(`POST /admin/reconciliation/statements answered ${reply.status}`);
  return reply.body.id as string;
}

/** A statement whose line 2 the superadmin matched by hand to a fresh registration. */
async function matchedStatement(ctx: { target: TestApp; n: number }): Promise<string> {
  const id = await newStatement(ctx);
  await asSuperadmin(ctx.target, 'PUT', `/admin/reconciliation/statements/${id}/lines/2/match`, {
    registrationId: await importedPending(ctx),
    note: 'Slip shown',
  });
  return id;
}

/** A view the superadmin shares with the organisation: every role sees it, only admins change it. */
const newSharedView = async ({ target, n }: { target: TestApp; n: number }) => {
  await makeRoomForView(target, 'superadmin');
  return (await asSuperadmin(target, 'POST', '/admin/registration-views', { name: `Shared ${n}`, query: 'status=active', shared: true })).body.id as string;
};

/** A personal view of the caller's own (the superadmin's, for a caller without a role or token). */
const newOwnView = async ({ target, n, caller }: { target: TestApp; n: number; caller: DemoRole | null }) => {
  const owner = caller && caller !== 'norole' ? caller : 'superadmin';
  await makeRoomForView(target, owner);
  const reply = await call(target, 'POST', '/admin/registration-views', {
    token: await tokenFor(owner),
    body: { name: `Own ${n}`, query: 'status=active', shared: false },
  });
  if (reply.status !== 201) throw new Error(`POST /admin/registration-views answered ${reply.status}`);
  return reply.body.id as string;
};

/** One entry per route the app serves ("METHOD url" as in the catalogue), each with at least one sample. */
/** Merges a fresh pair; the unmerge sample makes its merge with it. */
const mergeSample: Sample = {
  permission: 'admin',
  // Two fresh unpaid registrations sharing a number in the registration's centre, as "keepId|otherId".
  prepare: async ({ target, n, registration: r }) => {
    const phone = `95${String(process.pid % 1000).padStart(3, '0')}${String(n).padStart(5, '0')}`;
    const rows = [0, 1].map((member) => numberedImportRow(`ACC-MRG-${n}`, member, { contactNumber: phone, centerCode: r.centerCode }));
    await asSuperadmin(target, 'POST', '/admin/imports', { csv: importCsv(rows) });
    return rows.map((row) => row.registrationId).join('|');
  },
  request: ({ prepared }) => {
    const [keepId, otherId] = prepared.split('|') as [string, string];
    return {
      path: `/admin/registrations/${keepId}/merge`,
      body: { mergeIds: [otherId], fields: { name: otherId }, versions: { [keepId]: 1, [otherId]: 1 } },
    };
  },
  success: 200,
  check: (reply, { prepared }) => expect(reply.body).toMatchObject({ registrationId: prepared.split('|')[0], name: 'Imported Child 1' }),
};

const SAMPLES: Record<string, Sample[]> = {
  'OPTIONS *': [
    {
      label: 'CORS preflight',
      permission: null,
      request: () => ({ path: '/admin/stats', headers: { origin: PORTAL_ORIGIN, 'access-control-request-method': 'GET' } }),
      success: 204,
    },
  ],
  'GET /health': [{ permission: null, request: () => ({ path: '/health' }), success: 200, check: (reply) => expect(reply.body).toEqual({ status: 'ok' }) }],
  'GET /avatars/:sha256': [
    {
      permission: null,
      prepare: async ({ target }) => {
        await call(target, 'PUT', '/admin/profile/avatar', { token: await tokenFor('superadmin'), body: PNG_1X1, headers: { 'content-type': 'image/png' } });
        return PNG_SHA256;
      },
      request: ({ prepared }) => ({ path: `/avatars/${prepared}` }),
      success: 200,
    },
  ],
  'GET /admin/events': [
    {
      permission: 'read',
      request: () => ({ path: '/admin/events' }),
      success: 200,
      check: (reply) => expect(reply.body).toMatch(/^event: sync\ndata: \{"live":true,"resync":true\}$/m),
    },
  ],
  'GET /admin/profile': [{ permission: 'read', request: () => ({ path: '/admin/profile' }), success: 200 }],
  'PUT /admin/profile': [
    {
      permission: 'read',
      request: ({ n }) => ({ path: '/admin/profile', body: { name: `Access Person ${n}`, phone: '9876543210', alternateEmail: '' } }),
      success: 200,
      check: (reply, { n }) => expect(reply.body.name).toBe(`Access Person ${n}`),
    },
  ],
  'PUT /admin/profile/avatar': [
    {
      permission: 'read',
      request: () => ({ path: '/admin/profile/avatar', body: PNG_1X1, headers: { 'content-type': 'image/png' } }),
      success: 200,
      check: (reply) => expect(reply.body.avatarPath).toBe(`/avatars/${PNG_SHA256}`),
    },
  ],
  'GET /admin/profile/preferences': [{ permission: 'read', request: () => ({ path: '/admin/profile/preferences' }), success: 200 }],
  'PUT /admin/profile/preferences': [
    {
      permission: 'read',
      request: ({ n }) => ({ path: '/admin/profile/preferences', body: { ...DEFAULT_PREFERENCES, theme: n % 2 ? 'dark' : 'light' } }),
      success: 200,
      check: (reply, { n }) => expect(reply.body.theme).toBe(n % 2 ? 'dark' : 'light'),
    },
  ],
  'GET /admin/profile/sessions': [
    {
      permission: 'read',
      request: () => ({ path: '/admin/profile/sessions' }),
      success: 200,
      check: (reply) => expect(reply.body.data.filter((session: { current: boolean }) => session.current)).toHaveLength(1),
    },
  ],
  'DELETE /admin/profile/sessions/:id': [
    {
      permission: 'read',
      prepare: anotherSession,
      request: ({ prepared }) => ({ path: `/admin/profile/sessions/${prepared}` }),
      success: 204,
    },
  ],
  'POST /admin/profile/sessions/revoke-others': [
    {
      permission: 'read',
      prepare: anotherSession,
      request: () => ({ path: '/admin/profile/sessions/revoke-others' }),
      success: 200,
      check: (reply) => expect(reply.body.ended).toBeGreaterThanOrEqual(1),
    },
  ],
  'GET /admin/profile/passkeys': [
    {
      permission: 'read',
      request: () => ({ path: '/admin/profile/passkeys' }),
      success: 200,
      check: (reply) => expect(reply.body).toEqual({ data: [] }),
    },
  ],
  'POST /admin/profile/passkeys/options': [
    {
      permission: 'read',
      request: () => ({ path: '/admin/profile/passkeys/options' }),
      success: 200,
      check: (reply) => expect(reply.body.authenticatorSelection).toMatchObject({ userVerification: 'required' }),
    },
  ],
  'POST /admin/profile/passkeys': [
    {
      permission: 'read',
      prepare: registrationAnswer,
      request: ({ prepared }) => ({ path: '/admin/profile/passkeys', body: { response: JSON.parse(prepared), name: 'Access key' } }),
      success: 201,
      check: (reply) => expect(reply.body).toMatchObject({ name: 'Access key', lastUsedAt: null }),
      cleanUp: noDemoPasskeys,
    },
  ],
  'PATCH /admin/profile/passkeys/:id': [
    {
      permission: 'read',
      prepare: async (ctx) => (await passkeyAdded(ctx)).id,
      request: ({ prepared }) => ({ path: `/admin/profile/passkeys/${prepared}`, body: { name: 'Renamed key' } }),
      success: 200,
      check: (reply) => expect(reply.body.name).toBe('Renamed key'),
      cleanUp: noDemoPasskeys,
    },
  ],
  'DELETE /admin/profile/passkeys/:id': [
    {
      permission: 'read',
      prepare: async (ctx) => (await passkeyAdded(ctx)).id,
      request: ({ prepared }) => ({ path: `/admin/profile/passkeys/${prepared}` }),
      success: 204,
      cleanUp: noDemoPasskeys,
    },
  ],
  'POST /admin/profile/second-factor/options': [
    {
      permission: 'read',
      prepare: async (ctx) => (await passkeyAdded(ctx)).id,
      request: () => ({ path: '/admin/profile/second-factor/options' }),
      success: 200,
      check: (reply) => expect(reply.body).toMatchObject({ userVerification: 'required', allowCredentials: [expect.anything()] }),
      cleanUp: noDemoPasskeys,
    },
  ],
  'POST /admin/profile/second-factor': [
    {
      permission: 'read',
      prepare: assertionAnswer,
      request: ({ prepared }) => ({ path: '/admin/profile/second-factor', body: { response: JSON.parse(prepared) } }),
      success: 200,
      check: (reply) => expect(reply.body).toEqual({ confirmedAt: expect.any(String) }),
      cleanUp: noDemoPasskeys,
    },
  ],
  'GET /admin/registration-views': [{ permission: 'read', request: () => ({ path: '/admin/registration-views' }), success: 200 }],
  'POST /admin/registration-views': [
    {
      label: 'personal',
      permission: 'read',
      request: ({ n }) => ({ path: '/admin/registration-views', body: { name: `Access view ${n}`, query: 'status=active', shared: false } }),
      success: 201,
      check: (reply, { n }) => expect(reply.body).toMatchObject({ name: `Access view ${n}`, shared: false, editable: true }),
    },
    {
      label: 'shared',
      permission: 'admin',
      handlerRefusal: 'shared-view-needs-admin',
      request: ({ n }) => ({ path: '/admin/registration-views', body: { name: `Access shared ${n}`, query: 'status=active', shared: true } }),
      success: 201,
    },
  ],
  'PUT /admin/registration-views/default': [
    {
      permission: 'read',
      prepare: newSharedView,
      request: ({ prepared }) => ({ path: '/admin/registration-views/default', body: { id: prepared } }),
      success: 200,
      check: (reply, { prepared }) => expect(reply.body.defaultViewId).toBe(prepared),
    },
  ],
  'PUT /admin/registration-views/:id': [
    {
      label: "one's own personal view",
      permission: 'read',
      prepare: newOwnView,
      request: ({ prepared, n }) => ({ path: `/admin/registration-views/${prepared}`, body: { name: `Mine ${n}`, query: 'status=duplicate', shared: false } }),
      success: 200,
    },
    {
      label: 'a shared view',
      permission: 'admin',
      handlerRefusal: 'shared-view-needs-admin',
      prepare: newSharedView,
      request: ({ prepared, n }) => ({
        path: `/admin/registration-views/${prepared}`,
        body: { name: `Renamed ${n}`, query: 'status=duplicate', shared: true },
      }),
      success: 200,
    },
  ],
  'DELETE /admin/registration-views/:id': [
    {
      label: "one's own personal view",
      permission: 'read',
      prepare: newOwnView,
      request: ({ prepared }) => ({ path: `/admin/registration-views/${prepared}` }),
      success: 204,
    },
    {
      label: 'a shared view',
      permission: 'admin',
      handlerRefusal: 'shared-view-needs-admin',
      prepare: newSharedView,
      request: ({ prepared }) => ({ path: `/admin/registration-views/${prepared}` }),
      success: 204,
    },
  ],
  'GET /admin/registrations': [
    { label: 'whole list', permission: 'read', request: () => ({ path: '/admin/registrations' }), success: 200 },
    { label: 'a page', permission: 'read', request: () => ({ path: '/admin/registrations?status=active&sort=name&limit=5' }), success: 200 },
  ],
  'GET /admin/registrations/:id': [
    { permission: 'read', request: ({ registration: r }) => ({ path: `/admin/registrations/${r.registrationId}` }), success: 200 },
  ],
  'GET /admin/find-by-merchant-transaction-id': [
    {
      permission: 'read',
      fits: (r) => r.merchantTransactionId !== undefined,
      request: ({ registration: r }) => ({ path: `/admin/find-by-merchant-transaction-id?merchantTransactionId=${r.merchantTransactionId}` }),
      success: 200,
    },
  ],
  'GET /admin/find-by-payment-id': [
    {
      permission: 'read',
      request: ({ registration: r }) => ({ path: `/admin/find-by-payment-id?paymentId=${r.payment.paymentId}` }),
      success: 200,
      check: (reply, { registration }) => expect(reply.body.registrationId).toBe(registration.registrationId),
    },
  ],
  'PUT /admin/register/:id': [
    {
      label: 'confirm payment',
      permission: 'write',
      fits: (r) => r.payment.status === 'pending' && r.status === 'active',
      request: ({ registration: r }) => ({
        path: `/admin/register/${r.registrationId}`,
        body: { payment: { status: 'success', mode: 'offline' }, adminNote: 'Verified and confirmed by admin' },
      }),
      success: 200,
      check: registrationChanged,
    },
    {
      label: 'clear status',
      permission: 'admin',
      fits: (r) => r.status !== 'active',
      request: ({ registration: r }) => ({ path: `/admin/register/${r.registrationId}`, body: { status: 'active', adminNote: 'Status cleared by admin.' } }),
      success: 200,
      check: registrationChanged,
    },
  ],
  'GET /admin/registrations/:id/receipt': [
    {
      permission: 'read',
      prepare: withReceipt,
      request: ({ prepared }) => ({ path: `/admin/registrations/${prepared}/receipt` }),
      success: 200,
      check: (reply) => expect(reply.headers.get('content-type')).toBe('application/pdf'),
    },
  ],
  'POST /admin/registrations/:id/receipt/cancel': [
    {
      permission: 'admin',
      prepare: withReceipt,
      request: ({ prepared }) => ({ path: `/admin/registrations/${prepared}/receipt/cancel`, body: { reason: 'The cheque bounced at the bank.' } }),
      success: 200,
      check: (reply) => {
        expect(reply.body.payment.status).toBe('pending');
        expect(reply.body.payment.receipt.cancelled).toMatchObject({ reason: 'The cheque bounced at the bank.' });
      },
    },
  ],
  'POST /admin/registrations/:id/approval': [
    {
      label: 'approve',
      permission: 'admin',
      prepare: awaitingApproval,
      request: ({ prepared }) => ({ path: `/admin/registrations/${prepared}/approval`, body: { decision: 'approve' } }),
      success: 200,
      check: (reply) => {
        expect(reply.body.payment).toMatchObject({ status: 'success', approval: null, receipt: { issuedBy: 'staff@example.org' } });
      },
    },
    {
      label: 'reject',
      permission: 'admin',
      prepare: awaitingApproval,
      request: ({ prepared }) => ({ path: `/admin/registrations/${prepared}/approval`, body: { decision: 'reject', note: 'No cash in the drawer for it.' } }),
      success: 200,
      check: (reply) => expect(reply.body.payment).toMatchObject({ status: 'pending', approval: null, receipt: null }),
    },
  ],
  'PUT /admin/registrations/:id/status': [
    {
      label: 'mark duplicate',
      permission: 'admin',
      fits: (r) => r.status === 'active',
      request: ({ registration: r }) => ({ path: `/admin/registrations/${r.registrationId}/status`, body: { status: 'duplicate' } }),
      success: 200,
      check: registrationChanged,
    },
    {
      label: 'disqualify',
      permission: 'admin',
      fits: (r) => r.status === 'active',
      request: ({ registration: r }) => ({
        path: `/admin/registrations/${r.registrationId}/status`,
        body: { status: 'disqualified', note: 'Age proof does not match the class.' },
      }),
      success: 200,
      check: registrationChanged,
    },
  ],
  'PUT /admin/registrations/:id/details': [
    {
      permission: 'write',
      fits: () => true,
      request: ({ registration: r }) => ({ path: `/admin/registrations/${r.registrationId}/details`, body: { name: `${r.name} Edited` } }),
      success: 200,
      check: registrationChanged,
    },
  ],
  'POST /admin/registrations/:id/undo': [
    {
      permission: 'write',
      fits: () => true,
      // An edit of the caller's own to take back (the superadmin's for a caller who may not write),
      // as "entry id|version before it|name before it": a refused caller's edit stays on the row.
      prepare: async ({ target, caller, registration: r }) => {
        const asSuper = await tokenFor('superadmin');
        const before = (await call(target, 'GET', `/admin/registrations/${r.registrationId}`, { token: asSuper })).body as Registration;
        const token = await tokenFor(caller !== null && ALLOWED_ROLES.write.includes(caller) ? caller : 'superadmin');
        const name = before.name.endsWith(' Undone') ? before.name.slice(0, -' Undone'.length) : `${before.name} Undone`;
        const edited = await call(target, 'PUT', `/admin/registrations/${r.registrationId}/details`, { token, body: { name } });
        if (edited.status !== 200) throw new Error(`The edit to undo answered ${edited.status}`);
        const history = await call(target, 'GET', `/admin/registrations/${r.registrationId}/history?limit=1`, { token: asSuper });
        return [history.body.data[0].id, before.version, before.name].join('|');
      },
      request: ({ registration: r, prepared }) => ({ path: `/admin/registrations/${r.registrationId}/undo`, body: { entryId: prepared.split('|')[0] } }),
      success: 200,
      check: (reply, { prepared }) => {
        const [, version, name] = prepared.split('|');
        expect(reply.body).toMatchObject({ name, version: Number(version) + 2 });
      },
    },
  ],
  'POST /admin/registrations/:keepId/merge': [mergeSample],
  'POST /admin/registrations/duplicates/merge-suggested': [
    {
      permission: 'admin',
      // The preview: what a run would do, changing nothing (a run is a job, registration-merge-suggested.test.ts).
      request: () => ({ path: '/admin/registrations/duplicates/merge-suggested?preview=true' }),
      success: 200,
      check: (reply) => expect(reply.body).toMatchObject({ merge: expect.any(Array), skip: expect.any(Array), counts: expect.any(Object) }),
    },
  ],
  'POST /admin/registrations/:id/unmerge': [
    {
      permission: 'admin',
      // A fresh pair in the registration's centre, merged by the superadmin: answers the one merged away.
      prepare: async (ctx) => {
        const [keepId, otherId] = (await mergeSample.prepare!(ctx)).split('|') as [string, string];
        await asSuperadmin(ctx.target, 'POST', `/admin/registrations/${keepId}/merge`, { mergeIds: [otherId], versions: { [keepId]: 1, [otherId]: 1 } });
        return otherId;
      },
      request: ({ prepared }) => ({ path: `/admin/registrations/${prepared}/unmerge` }),
      success: 200,
      check: (reply, { prepared }) => expect(reply.body).toMatchObject({ registrationId: prepared, status: 'active' }),
    },
  ],
  'GET /admin/registrations/duplicates': [{ permission: 'read', request: () => ({ path: '/admin/registrations/duplicates?limit=5' }), success: 200 }],
  'PUT /admin/registrations/duplicates/:contactNumber/verdict': [
    {
      permission: 'admin',
      // A group still to be resolved, as "number|id,id"; a verdict takes it off that list.
      prepare: async ({ target }) => {
        const [group] = (await asSuperadmin(target, 'GET', '/admin/registrations/duplicates?unresolved=true&limit=1')).body.data;
        return `${group.contactNumber}|${group.registrations.map((r: { registrationId: string }) => r.registrationId).join(',')}`;
      },
      unprepared: '9876500000|ACC-0,ACC-1',
      request: ({ prepared }) => {
        const [contactNumber, ids] = prepared.split('|');
        return { path: `/admin/registrations/duplicates/${contactNumber}/verdict`, body: { verdict: 'not_duplicate', registrationIds: ids!.split(',') } };
      },
      success: 200,
    },
  ],
  'GET /admin/registrations/export': [
    {
      permission: 'read',
      request: () => ({ path: '/admin/registrations/export?status=disqualified' }),
      success: 200,
      check: (reply) => expect(reply.headers.get('content-type')).toMatch(/^text\/csv/),
    },
  ],
  'GET /admin/registrations/centers': [
    {
      permission: 'read',
      request: () => ({ path: '/admin/registrations/centers' }),
      success: 200,
      check: (reply) =>
        expect(reply.body).toEqual({ centers: expect.arrayContaining([{ code: 'DLH01', name: 'Delhi Central', city: 'Delhi' }]), allCenters: true }),
    },
  ],
  'GET /admin/registrations/count': [
    {
      permission: 'read',
      request: () => ({ path: '/admin/registrations/count?status=disqualified' }),
      success: 200,
      check: (reply) => expect(reply.body).toEqual({ total: expect.any(Number) }),
    },
  ],
  'POST /admin/registrations/export-links': [
    {
      permission: 'read',
      request: () => ({ path: '/admin/registrations/export-links?status=disqualified' }),
      success: 201,
      check: (reply) => expect(reply.body.path).toMatch(/^\/registrations-export\/[A-Za-z0-9_-]{43}$/),
    },
  ],
  'GET /admin/registrations/export-links/:id': [
    {
      permission: 'read',
      // A link of the caller's own (progress is shown to its maker only; the superadmin's for a caller who may not read).
      prepare: async ({ target, caller }) => {
        const token = await tokenFor(caller !== null && ALLOWED_ROLES.read.includes(caller) ? caller : 'superadmin');
        return (await call(target, 'POST', '/admin/registrations/export-links?status=disqualified', { token })).body.id;
      },
      request: ({ prepared }) => ({ path: `/admin/registrations/export-links/${prepared}` }),
      success: 200,
      check: (reply) => expect(reply.body).toMatchObject({ started: false, finished: false, rowsWritten: 0 }),
    },
  ],
  'GET /registrations-export/:token': [
    {
      // The single-use link is the permission: whoever holds it, with or without a token.
      permission: null,
      prepare: async ({ target }) => (await asSuperadmin(target, 'POST', '/admin/registrations/export-links?status=disqualified')).body.path,
      request: ({ prepared }) => ({ path: prepared }),
      success: 200,
      check: (reply) => expect(reply.headers.get('content-type')).toMatch(/^text\/csv/),
    },
  ],
  'POST /admin/registrations/bulk': [
    {
      label: 'confirm payment',
      permission: 'write',
      fits: (r) => r.payment.status === 'pending' && r.status === 'active',
      request: ({ registration: r }) => ({ path: '/admin/registrations/bulk', body: { action: 'confirmPayment', registrationIds: [r.registrationId] } }),
      success: 202,
      check: bulkChangedOne,
    },
    {
      label: 'mark duplicate',
      permission: 'admin',
      fits: (r) => r.status === 'active',
      request: ({ registration: r }) => ({ path: '/admin/registrations/bulk', body: { action: 'markDuplicate', registrationIds: [r.registrationId] } }),
      success: 202,
      check: bulkChangedOne,
    },
  ],
  'GET /admin/jobs/:id': [
    {
      permission: 'write',
      // A job of the caller's own (one who may start one; others' jobs are hidden from non-admins).
      prepare: async ({ target, caller }) => {
        const token = await tokenFor(caller !== null && ALLOWED_ROLES.write.includes(caller) ? caller : 'superadmin');
        const reply = await call(target, 'POST', '/admin/registrations/bulk', {
          token,
          body: { action: 'confirmPayment', registrationIds: ['ACCESS-NO-SUCH-ID'] },
        });
        await finishedJob(target, token, reply.body.id);
        return reply.body.id;
      },
      request: ({ prepared }) => ({ path: `/admin/jobs/${prepared}` }),
      success: 200,
      check: (reply) => expect(reply.body).toMatchObject({ status: 'completed', updated: 0, skipped: 1 }),
    },
  ],
  'DELETE /admin/jobs/:id': [
    {
      permission: 'write',
      // A job running on another instance (its lease held), of the caller's own when the caller may
      // start one, else of nobody here: no worker touches it, so a refusal leaves the database as it was.
      prepare: async ({ target, caller }) => {
        await target.db.query("DELETE FROM bulk_jobs WHERE lease_owner = 'access-sample-instance'");
        const owner = caller !== null && ALLOWED_ROLES.write.includes(caller) ? `${caller}@example.org` : null;
        const [staff] = owner ? await target.db.query<{ uid: string; role: string }>('SELECT uid, role FROM staff_accounts WHERE email = $1', [owner]) : [];
        const [row] = await target.db.query<{ id: string }>(
          `INSERT INTO bulk_jobs (action, registration_ids, total, status, created_by_uid, created_by_email, created_by_role, started_at, lease_owner, lease_expires_at)
           VALUES ('confirmPayment', '{ACCESS-NO-SUCH-ID}', 1, 'running', $1, $2, $3, now(), 'access-sample-instance', now() + interval '1 hour')
           RETURNING id::text AS id`,
          [staff?.uid ?? 'access-sample-nobody', owner, staff?.role ?? 'staff'],
        );
        return row!.id;
      },
      request: ({ prepared }) => ({ path: `/admin/jobs/${prepared}` }),
      success: 200,
      check: (reply) => expect(reply.body).toMatchObject({ status: 'cancelled', done: 0 }),
    },
  ],
  'GET /admin/registrations/:id/history': [
    { permission: 'read', request: ({ registration: r }) => ({ path: `/admin/registrations/${r.registrationId}/history` }), success: 200 },
  ],
  'GET /admin/stats': [{ permission: 'read', request: () => ({ path: '/admin/stats' }), success: 200 }],
  'GET /admin/dashboard/trends': [{ permission: 'read', request: () => ({ path: '/admin/dashboard/trends' }), success: 200 }],
  'GET /admin/activity': [{ permission: 'read', request: () => ({ path: '/admin/activity?limit=5' }), success: 200 }],
  'GET /admin/payments/awaiting-confirmation': [
    { permission: 'read', request: () => ({ path: '/admin/payments/awaiting-confirmation?limit=5' }), success: 200 },
  ],
  'GET /admin/payments/approvals': [{ permission: 'read', request: () => ({ path: '/admin/payments/approvals?limit=5' }), success: 200 }],
  'GET /admin/payments/collections': [{ permission: 'read', request: () => ({ path: '/admin/payments/collections' }), success: 200 }],
  'GET /admin/receipts': [{ permission: 'read', request: () => ({ path: '/admin/receipts?limit=5' }), success: 200 }],
  'GET /admin/receipts/export': [
    {
      permission: 'read',
      request: () => ({ path: '/admin/receipts/export?status=issued' }),
      success: 200,
      check: (reply) => expect(reply.body).toMatch(/^Receipt number,/),
    },
  ],
  'POST /admin/reconciliation/statements': [
    {
      permission: 'admin',
      request: ({ n }) => ({
        path: '/admin/reconciliation/statements?source=bank',
        body: `date,reference,description,amount\n2025-01-02,ACC-UPLOAD-${n},deposit,300\n`,
        headers: { 'content-type': 'text/csv' },
      }),
      success: 201,
      check: (reply) => expect(reply.body).toMatchObject({ lines: 1, unmatched: 1 }),
    },
  ],
  'GET /admin/reconciliation/statements': [{ permission: 'admin', request: () => ({ path: '/admin/reconciliation/statements' }), success: 200 }],
  'POST /admin/reconciliation/preview': [
    {
      permission: 'admin',
      request: () => ({
        path: '/admin/reconciliation/preview?preset=hdfc',
        body: 'Date,Narration,Chq./Ref.No.,Withdrawal Amt.,Deposit Amt.\n02/06/25,NEFT ACC-PREVIEW,,,300\n',
        headers: { 'content-type': 'text/csv' },
      }),
      success: 200,
      check: (reply) => expect(reply.body).toMatchObject({ credits: 1, problems: [] }),
    },
  ],
  'GET /admin/reconciliation/presets': [{ permission: 'admin', request: () => ({ path: '/admin/reconciliation/presets' }), success: 200 }],
  'POST /admin/reconciliation/presets': [
    {
      permission: 'admin',
      request: ({ n }) => ({
        path: '/admin/reconciliation/presets',
        body: { name: `Access bank ${n}`, source: 'bank', columns: { date: 'Date', amount: 'Amount', description: 'Narration' }, dateFormat: 'dd/MM/yyyy' },
      }),
      success: 201,
    },
  ],
  'GET /admin/reconciliation/settlements': [
    { permission: 'admin', request: () => ({ path: '/admin/reconciliation/settlements?status=missing' }), success: 200 },
  ],
  'GET /admin/reconciliation/settlements/:settlementId/payments': [
    { permission: 'admin', request: () => ({ path: '/admin/reconciliation/settlements/setl_ACCESS/payments' }), success: 200 },
  ],
  'GET /admin/reconciliation/statements/:id': [
    { permission: 'admin', prepare: newStatement, request: ({ prepared }) => ({ path: `/admin/reconciliation/statements/${prepared}` }), success: 200 },
  ],
  'GET /admin/reconciliation/statements/:id/progress': [
    {
      permission: 'admin',
      prepare: newStatement,
      request: ({ prepared }) => ({ path: `/admin/reconciliation/statements/${prepared}/progress` }),
      success: 200,
      check: (reply) => expect(reply.body).toMatchObject({ status: 'ready', counts: { lines: 1 } }),
    },
  ],
  'GET /admin/reconciliation/statements/:id/lines': [
    {
      permission: 'admin',
      prepare: newStatement,
      request: ({ prepared }) => ({ path: `/admin/reconciliation/statements/${prepared}/lines?outcome=unmatched` }),
      success: 200,
      check: (reply) => expect(reply.body.data).toHaveLength(1),
    },
  ],
  'GET /admin/reconciliation/statements/:id/confirmed-not-seen': [
    {
      permission: 'admin',
      prepare: newStatement,
      request: ({ prepared }) => ({ path: `/admin/reconciliation/statements/${prepared}/confirmed-not-seen` }),
      success: 200,
    },
  ],
  'GET /admin/reconciliation/statements/:id/export': [
    {
      permission: 'admin',
      prepare: newStatement,
      request: ({ prepared }) => ({ path: `/admin/reconciliation/statements/${prepared}/export?outcome=unmatched` }),
      success: 200,
      check: (reply) => expect(reply.body).toMatch(/^Line,/),
    },
  ],
  'PUT /admin/reconciliation/statements/:id/lines/:line/match': [
    {
      permission: 'admin',
      prepare: async (ctx) => `${await newStatement(ctx)}/lines/2/match?${await importedPending(ctx)}`,
      unprepared: `${NO_SUCH_ID}/lines/2/match?ACC-0`,
      request: ({ prepared }) => {
        const [path, registrationId] = prepared.split('?') as [string, string];
        return { path: `/admin/reconciliation/statements/${path}`, body: { registrationId, note: 'Parent showed the slip' } };
      },
      success: 200,
      check: (reply) => expect(reply.body.manual).toMatchObject({ note: 'Parent showed the slip' }),
    },
  ],
  'DELETE /admin/reconciliation/statements/:id/lines/:line/match': [
    {
      permission: 'admin',
      prepare: matchedStatement,
      request: ({ prepared }) => ({ path: `/admin/reconciliation/statements/${prepared}/lines/2/match`, body: { note: 'Slip was for a sibling' } }),
      success: 200,
      check: (reply) => expect(reply.body.outcome).toBe('unmatched'),
    },
  ],
  'GET /admin/audit': [{ permission: 'read', request: () => ({ path: '/admin/audit?limit=5' }), success: 200 }],
  'GET /admin/portal-settings': [{ permission: 'read', request: () => ({ path: '/admin/portal-settings' }), success: 200 }],
  'GET /admin/settings': [{ permission: 'settings', request: () => ({ path: '/admin/settings' }), success: 200 }],
  'PUT /admin/settings/organization': [
    {
      permission: 'settings',
      request: ({ n }) => ({ path: '/admin/settings/organization', body: { value: { name: `Access Org ${n}`, primaryColor: '#123456' } } }),
      success: 200,
    },
  ],
  'GET /admin/settings/organization/logo': [{ permission: 'settings', request: () => ({ path: '/admin/settings/organization/logo' }), success: 200 }],
  'PUT /admin/settings/organization/logo': [
    {
      permission: 'settings',
      request: () => ({ path: '/admin/settings/organization/logo', body: solidPng(1, 1, [0, 0, 0, 0]), headers: { 'content-type': 'image/png' } }),
      success: 200,
      check: (reply) => expect(reply.body.logo).toMatchObject({ contentType: 'image/png', width: 1, height: 1 }),
    },
  ],
  'DELETE /admin/settings/organization/logo': [
    {
      permission: 'settings',
      request: () => ({ path: '/admin/settings/organization/logo' }),
      success: 200,
      check: (reply) => expect(reply.body).toEqual({ logo: null }),
    },
  ],
  'PUT /admin/settings/payment': [
    {
      permission: 'settings',
      request: ({ n }) => ({
        path: '/admin/settings/payment',
        body: {
          value: { ...DEFAULT_PAYMENT_SETTINGS, registrationFee: n, onlineEnabled: false, paymentIdFormat: 'X-XXXXXX' },
        },
      }),
      success: 200,
    },
  ],
  'PUT /admin/settings/audit': [
    {
      permission: 'settings',
      request: ({ n }) => ({ path: '/admin/settings/audit', body: { value: { logProfileChanges: n % 2 === 0, dataRetentionDays: 3650 } } }),
      success: 200,
    },
  ],
  'PUT /admin/settings/releases': [
    {
      permission: 'settings',
      request: ({ n }) => ({ path: '/admin/settings/releases', body: { value: { ...DEFAULT_RELEASE_SETTINGS, minLoads: 20 + (n % 2) } } }),
      success: 200,
    },
  ],
  'GET /admin/releases': [
    {
      permission: 'settings',
      request: () => ({ path: '/admin/releases' }),
      success: 200,
      check: (reply) => expect(reply.body.data.map((release: { remote: string }) => release.remote)).toContain('mfe-payments'),
    },
  ],
  'POST /admin/releases': [
    {
      permission: 'settings',
      request: ({ n }) => ({
        path: '/admin/releases',
        body: { remote: `mfe-access-${n}`, version: '1.0.0', manifestUrl: builds.manifest(`mfe-access-${n}`, '1.0.0') },
      }),
      success: 201,
    },
  ],
  'PUT /admin/releases/:remote/rollout': [
    {
      permission: 'settings',
      prepare: remoteWithTwoVersions,
      request: ({ prepared }) => ({ path: `/admin/releases/${prepared}/rollout`, body: { version: '2.0.0', percent: 50 } }),
      success: 200,
    },
  ],
  'POST /admin/releases/:remote/rollback': [
    {
      permission: 'settings',
      prepare: async (ctx) => {
        const remote = await remoteWithTwoVersions(ctx);
        await asSuperadmin(ctx.target, 'PUT', `/admin/releases/${remote}/rollout`, { version: '2.0.0', percent: 100 });
        return remote;
      },
      request: ({ prepared }) => ({ path: `/admin/releases/${prepared}/rollback` }),
      success: 200,
    },
  ],
  'GET /releases/remotes': [
    {
      permission: null,
      request: ({ n }) => ({ path: `/releases/remotes?bucket=${n % 100}` }),
      success: 200,
      check: (reply) => expect(reply.body['mfe-payments']).toMatch(/mf-manifest\.json$/),
    },
  ],
  // Only signed-in people's reports count: any role that may use the portal.
  'POST /releases/reports': [
    {
      permission: 'read',
      request: () => ({ path: '/releases/reports', body: { reports: [{ remote: 'mfe-payments', version: 'initial', stage: 'loaded' }] } }),
      success: 204,
    },
  ],
  'PUT /admin/feature-flags/:key': [
    {
      permission: 'settings',
      request: ({ n }) => ({ path: '/admin/feature-flags/commandPalette', body: { enabled: n % 2 === 0 } }),
      success: 200,
    },
  ],
  'GET /admin/centers': [{ permission: 'settings', request: () => ({ path: '/admin/centers' }), success: 200 }],
  'POST /admin/centers': [
    {
      permission: 'settings',
      request: ({ n }) => ({ path: '/admin/centers', body: { code: `ACC${n}`, name: 'Access Centre', city: 'Pune' } }),
      success: 201,
    },
  ],
  'PUT /admin/centers/:id': [
    {
      permission: 'settings',
      prepare: newCenter,
      request: ({ n, prepared }) => ({ path: `/admin/centers/${prepared}`, body: { code: `ACE${n}`, name: 'Edited Centre', city: 'Pune' } }),
      success: 200,
    },
  ],
  'DELETE /admin/centers/:id': [
    {
      permission: 'settings',
      prepare: newCenter,
      request: ({ prepared }) => ({ path: `/admin/centers/${prepared}` }),
      success: 204,
    },
  ],
  'GET /admin/notification-templates': [{ permission: 'settings', request: () => ({ path: '/admin/notification-templates' }), success: 200 }],
  'PUT /admin/notification-templates/:id': [
    {
      permission: 'settings',
      request: ({ n }) => ({ path: '/admin/notification-templates/registration-confirmation', body: { subject: `Subject ${n}`, content: 'Content' } }),
      success: 200,
    },
  ],
  'GET /admin/staff-accounts': [{ permission: 'settings', request: () => ({ path: '/admin/staff-accounts' }), success: 200 }],
  'POST /admin/staff-accounts': [
    {
      permission: 'settings',
      request: (ctx) => ({ path: '/admin/staff-accounts', body: { email: inviteEmail(ctx), role: 'viewer' } }),
      success: 201,
      check: (reply) => {
        createdAccounts.add(reply.body.user.id);
      },
      stillUnchanged: async (ctx) => {
        await expect(ctx.target.app.firebaseAuth.getUserByEmail(inviteEmail(ctx))).rejects.toMatchObject({ code: 'auth/user-not-found' });
      },
    },
  ],
  'PUT /admin/staff-accounts/:uid/role': [
    {
      permission: 'settings',
      prepare: invited,
      request: ({ prepared }) => ({ path: `/admin/staff-accounts/${prepared}/role`, body: { role: 'staff' } }),
      success: 200,
      stillUnchanged: async ({ target, prepared }) => {
        expect((await target.app.firebaseAuth.getUser(prepared)).customClaims).toEqual({ role: 'viewer' });
      },
    },
  ],
  'PUT /admin/staff-accounts/:uid/centers': [
    {
      permission: 'settings',
      prepare: invited,
      request: ({ prepared }) => ({ path: `/admin/staff-accounts/${prepared}/centers`, body: { centers: ['chn01'] } }),
      success: 200,
      check: (reply) => expect(reply.body.centers).toEqual(['CHN01']),
      stillUnchanged: async ({ target, prepared }) => {
        expect(await target.db.query('SELECT centers FROM staff_accounts WHERE uid = $1', [prepared])).toEqual([{ centers: [] }]);
      },
    },
  ],
  'DELETE /admin/staff-accounts/:uid': [
    {
      permission: 'settings',
      prepare: invited,
      request: ({ prepared }) => ({ path: `/admin/staff-accounts/${prepared}` }),
      success: 200,
      stillUnchanged: async ({ target, prepared }) => {
        expect((await target.app.firebaseAuth.getUser(prepared)).disabled).toBe(false);
      },
    },
  ],
  'DELETE /admin/staff-accounts/:uid/sessions': [
    {
      permission: 'settings',
      prepare: async (ctx) => {
        const uid = await invited(ctx);
        await ctx.target.db.query('INSERT INTO staff_sessions (uid, auth_time, signed_in_at) VALUES ($1, 1, now())', [uid]);
        return uid;
      },
      request: ({ prepared }) => ({ path: `/admin/staff-accounts/${prepared}/sessions` }),
      success: 200,
      check: (reply) => expect(reply.body).toEqual({ ended: 1 }),
    },
  ],
  'DELETE /admin/staff-accounts/:uid/passkeys': [
    {
      permission: 'settings',
      prepare: async (ctx) => {
        const uid = await invited(ctx);
        await ctx.target.db.query("INSERT INTO staff_passkeys (uid, credential_id, public_key, name) VALUES ($1, $2, '\\x00', 'Lost phone')", [
          uid,
          `lost-${ctx.n}`,
        ]);
        await ctx.target.db.query('INSERT INTO staff_sessions (uid, auth_time, signed_in_at) VALUES ($1, 1, now())', [uid]);
        return uid;
      },
      request: ({ prepared }) => ({ path: `/admin/staff-accounts/${prepared}/passkeys` }),
      success: 200,
      check: async (reply, { target, prepared }) => {
        expect(reply.body).toEqual({ removed: 1, ended: 1 });
        expect(await target.db.query('SELECT id FROM staff_passkeys WHERE uid = $1', [prepared])).toEqual([]);
      },
    },
  ],
  'POST /admin/staff-accounts/:uid/reinvite': [
    {
      permission: 'settings',
      prepare: invited,
      request: ({ prepared }) => ({ path: `/admin/staff-accounts/${prepared}/reinvite` }),
      success: 200,
      check: (reply) => expect(reply.body.passwordSetLink).toContain('oobCode'),
    },
  ],
  'GET /admin/messages': [
    {
      label: 'every message',
      permission: 'admin',
      handlerRefusal: 'messages-need-admin',
      request: () => ({ path: '/admin/messages?limit=5' }),
      success: 200,
    },
    {
      label: "a registration's messages",
      permission: 'read',
      request: ({ registration: r }) => ({ path: `/admin/messages?registrationId=${r.registrationId}` }),
      success: 200,
    },
  ],
  'GET /admin/messages/counts': [{ permission: 'admin', request: () => ({ path: '/admin/messages/counts' }), success: 200 }],
  'GET /admin/messages/:id': [
    {
      label: 'a staff notice',
      permission: 'admin',
      handlerRefusal: 'messages-need-admin',
      prepare: ({ target }) => failedMessage(target, null),
      request: ({ prepared }) => ({ path: `/admin/messages/${prepared}` }),
      success: 200,
    },
    {
      label: "a registrant's message",
      permission: 'read',
      prepare: ({ target, registration }) => failedMessage(target, registration.registrationId),
      request: ({ prepared }) => ({ path: `/admin/messages/${prepared}` }),
      success: 200,
    },
  ],
  'POST /admin/messages/:id/resend': [
    {
      permission: 'admin',
      prepare: ({ target }) => failedMessage(target, null),
      request: ({ prepared }) => ({ path: `/admin/messages/${prepared}/resend` }),
      success: 200,
    },
  ],
  'POST /admin/messages/resend': [
    {
      permission: 'admin',
      prepare: ({ target }) => failedMessage(target, null),
      request: ({ prepared }) => ({ path: '/admin/messages/resend', body: { ids: [prepared] } }),
      success: 200,
      check: (reply) => expect(reply.body.data).toHaveLength(1),
    },
  ],
  'GET /r/:token': [
    {
      permission: null,
      fits: (r) => r.payment.status === 'pending' && r.status === 'active',
      prepare: async ({ target, registration: r }) => {
        const [receipt] = await target.db.query<{ number: string }>('SELECT number FROM receipts ORDER BY number LIMIT 1');
        const number = receipt?.number ?? (await asSuperadmin(target, 'PUT', `/admin/register/${r.registrationId}`, confirmBody)).body.payment.receipt.number;
        const link = newReceiptLink(await signingKey(target.db), number);
        await insertReceiptLinks(target.db, [link]);
        return link.token;
      },
      request: ({ prepared }) => ({ path: `/r/${prepared}` }),
      success: 200,
    },
  ],
  'GET /admin/exports': [{ permission: 'settings', request: () => ({ path: '/admin/exports' }), success: 200 }],
  'POST /admin/exports': [
    {
      permission: 'settings',
      request: () => ({ path: '/admin/exports', body: { kind: 'audit' } }),
      success: 202,
      // Written in the background: waited for, so that it cannot change the database under the next case.
      check: (reply, { target }) => finishedExport(target, reply.body.id),
    },
  ],
  'GET /admin/exports/:id/file': [
    {
      permission: 'settings',
      prepare: async ({ target }) => {
        const started = await asSuperadmin(target, 'POST', '/admin/exports', { kind: 'audit' });
        await finishedExport(target, started.body.id);
        return started.body.id;
      },
      request: ({ prepared }) => ({ path: `/admin/exports/${prepared}/file` }),
      success: 200,
    },
  ],
  'POST /admin/imports/preview': [
    { permission: 'settings', request: ({ n }) => ({ path: '/admin/imports/preview', body: { csv: accessImport(n) } }), success: 200 },
  ],
  'POST /admin/imports': [
    {
      permission: 'settings',
      request: ({ n }) => ({ path: '/admin/imports', body: { csv: accessImport(n) } }),
      success: 201,
      check: (reply) => expect(reply.body).toEqual({ imported: 1 }),
    },
  ],
};

const UNINVITED = 'an account nobody invited, claiming superadmin';

type Caller =
  { name: string; account: DemoRole; flaw: TokenFlaw | null } | { name: 'no token' | 'garbage token' | typeof UNINVITED; account: null; flaw: null };

const CALLERS: Caller[] = [
  { name: 'no token', account: null, flaw: null },
  { name: 'garbage token', account: null, flaw: null },
  // A real, valid Firebase token whose account has no staff row: 403 everywhere, and nothing written.
  { name: UNINVITED, account: null, flaw: null },
  ...DEMO_ROLES.flatMap((account) => [null, ...TOKEN_FLAWS].map((flaw) => ({ name: flaw ? `${account}, ${flaw}` : account, account, flaw }))),
];

const routeKey = (method: string, url: string) => `${method} ${url}`;

function expectedStatus(sample: Sample, caller: Caller): number {
  if (sample.permission === null) return sample.success;
  if (caller.name === UNINVITED) return 403;
  if (caller.account === null || caller.flaw !== null) return 401;
  return ALLOWED_ROLES[sample.permission].includes(caller.account) ? sample.success : 403;
}

/**
 * The code of expectedStatus's refusals: who the caller is not, or what their role does not hold,
 * refused by the route's permission or, past it, by the handler (`routePermission`: the route's).
 */
function expectedCode(sample: Sample, caller: Caller, routePermission: Permission | null): RefusalCode {
  if (caller.name === UNINVITED) return 'not-invited';
  if (caller.account === null) return caller.name === 'no token' ? 'sign-in-required' : 'sign-in-invalid';
  if (caller.flaw !== null) return 'sign-in-invalid';
  const routeAdmits = routePermission !== null && ALLOWED_ROLES[routePermission].includes(caller.account);
  return routeAdmits && sample.handlerRefusal ? sample.handlerRefusal : 'permission-denied';
}

/** The whole matrix on one engine; each engine has a test file of its own, so the two run side by side. */
export function describeAccess(engine: Engine): void {
  const run = testEngines().includes(engine) ? describe : describe.skip;
  run(`access on ${engine}`, () => {
    const target = useTestApp(engine, { registrations: 300, config: { releases: { origins: ['http://127.0.0.1:*'] } } });
    let registrations: Registration[];
    const used = new Set<string>();
    let counter = 0;
    // The database as the last refused call left it (and found it); a change or a preparation forgets it.
    let knownDump: DatabaseDump | null = null;

    beforeAll(async () => {
      registrations = await allRegistrations(target, await tokenFor('superadmin'));
    });

    afterAll(async () => {
      for (const uid of createdAccounts) await target.app.firebaseAuth.deleteUser(uid).catch(() => {});
      createdAccounts.clear();
    });

    /** A registration fitting the call; one that will be changed is never handed out again. */
    function registrationFor(fits: (r: Registration) => boolean = () => true, willChange: boolean): Registration {
      const registration = registrations.find((r) => !used.has(r.registrationId) && fits(r));
      if (!registration) throw new Error('The seeded data has no registration left for this case');
      if (willChange) used.add(registration.registrationId);
      return registration;
    }

    let uninvitedToken: Promise<string> | null = null;
    async function tokenOf(caller: Caller): Promise<string | undefined> {
      if (caller.name === 'no token') return undefined;
      if (caller.name === 'garbage token') return 'not-a-jwt';
      if (caller.name === UNINVITED) {
        uninvitedToken ??= signedInNewAccount(target.app.firebaseAuth, `uninvited-${engine}-${process.pid}-${Date.now()}@example.org`, {
          role: 'superadmin',
        }).then(({ user, token }) => {
          createdAccounts.add(user.uid);
          return token;
        });
        return uninvitedToken;
      }
      const token = await tokenFor(caller.account!);
      return caller.flaw ? flawedToken(token, caller.flaw) : token;
    }

    test('every route the app serves has samples here, and every sample a route', () => {
      const served = target.app.routeCatalogue.map((route) => routeKey(route.method, route.url));
      expect(new Set(served).size).toBe(served.length);
      expect(Object.keys(SAMPLES).sort()).toEqual([...served].sort());
    });

    test('every route declares the permission product decisions give it (the least its samples need)', () => {
      const order: (Permission | null)[] = [null, 'read', 'write', 'admin', 'settings'];
      for (const route of target.app.routeCatalogue) {
        const samples = SAMPLES[routeKey(route.method, route.url)] ?? [];
        const least = samples.map((s) => s.permission).sort((a, b) => order.indexOf(a) - order.indexOf(b))[0];
        expect({ route: routeKey(route.method, route.url), permission: route.permission }).toEqual({
          route: routeKey(route.method, route.url),
          permission: least,
        });
      }
    });

    const cases = Object.entries(SAMPLES).flatMap(([key, samples]) =>
      samples.map((sample) => ({
        name: sample.label ? `${key} (${sample.label})` : key,
        key,
        method: key.split(' ')[0]!,
        sample,
      })),
    );

    describe.each(cases)('$name', ({ key, method, sample }) => {
      test.each(CALLERS.map((caller) => [caller.name, caller] as const))('as %s', async (_name, caller) => {
        const expected = expectedStatus(sample, caller);
        const succeeds = expected < 300;
        counter += 1;
        const base = {
          target,
          n: counter,
          caller: caller.account,
          // Samples that change a registration say which fit; a successful change uses one up, and so does
          // a preparation that changes it (it stays changed after a refusal, and later samples count changes).
          registration: registrationFor(sample.fits, sample.fits !== undefined && method !== 'GET' && (succeeds || sample.prepare !== undefined)),
        };
        if (sample.prepare) knownDump = null;
        const ctx: SampleContext = { ...base, prepared: sample.prepare ? await sample.prepare(base) : '' };
        const { path, body, headers } = sample.request(ctx);
        const before = succeeds ? null : (knownDump ?? (await dumpSettled(target)));
        knownDump = null;

        const reply = await call(target, method, path, { token: await tokenOf(caller), body, headers });

        try {
          expect(reply.status).toBe(expected);
          if (succeeds) {
            await sample.check?.(reply, ctx);
          } else {
            const route = target.app.routeCatalogue.find((candidate) => routeKey(candidate.method, candidate.url) === key);
            expect(reply.body).toEqual({ message: expect.any(String), code: expectedCode(sample, caller, route?.permission ?? null) });
            expect(await dumpSettled(target)).toEqual(before);
            await sample.stillUnchanged?.(ctx);
            knownDump = before;
          }
        } finally {
          if (sample.cleanUp) {
            await sample.cleanUp(ctx);
            knownDump = null;
          }
        }
      });
    });

    describe('staff limited to some centres', () => {
      // Every route once more, as an admin limited to one centre and to two, on registrations of their
      // centres: no answer (rows, counts' rows, CSV, stream) names a registration or payment of another
      // centre. Public routes answer whoever holds their link, and settings routes refuse admins.
      const SCOPES = [['CHN01'], ['BLR01', 'MUM01']];
      const scopedTokens = new Map<string, string>();

      beforeAll(async () => {
        for (const centers of SCOPES) {
          const email = `scoped-${centers.join('-').toLowerCase()}-${engine}-${Date.now()}@example.org`;
          const { user, token } = await signedInNewAccount(target.app.firebaseAuth, email, { role: 'admin' });
          createdAccounts.add(user.uid);
          await target.db.query("INSERT INTO staff_accounts (uid, email, role, status, centers) VALUES ($1, $2, 'admin', 'active', $3::text[])", [
            user.uid,
            email,
            centers,
          ]);
          scopedTokens.set(centers.join(), token);
        }
      });

      /** A word of an answer's text that names one of these ids (ids are letters, digits and '-'). */
      const naming = (ids: string[]) =>
        new RegExp(`(?<![A-Za-z0-9-])(${ids.map((id) => id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?![A-Za-z0-9-])`, 'i');

      const scopedCases = cases
        .filter(({ sample }) => sample.permission !== null && sample.permission !== 'settings')
        .flatMap((one) => SCOPES.map((centers) => ({ ...one, centers, scope: centers.join(', ') })));

      test.each(scopedCases)('$name as an admin of $scope', async ({ method, sample, centers }) => {
        const registration = registrations.find((r) => centers.includes(r.centerCode) && !used.has(r.registrationId) && (sample.fits ?? (() => true))(r));
        if (!registration) throw new Error(`No registration of ${centers.join(', ')} is left for this case`);
        // Used up as in the matrix above: later tests find it changed.
        if (sample.fits && method !== 'GET') used.add(registration.registrationId);
        counter += 1;
        const base = { target, n: counter, caller: 'admin' as const, registration };
        knownDump = null;
        const ctx: SampleContext = { ...base, prepared: sample.prepare ? await sample.prepare(base) : '' };
        const { path, body, headers } = sample.request(ctx);
        const reply = await call(target, method, path, { token: scopedTokens.get(centers.join()), body, headers });
        await sample.cleanUp?.(ctx);
        expect(reply.status).toBeLessThan(500);
        const outside = registrations.filter((r) => !centers.includes(r.centerCode));
        const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body ?? '');
        expect(text.match(naming(outside.flatMap((r) => [r.registrationId, r.payment.paymentId])))?.[0] ?? null).toBeNull();
      });
    });

    describe('organisation-wide second factor (orgWide2FA on)', () => {
      // With the switch on, a session that has not passed its second factor reaches only what lets
      // it pass one (written out here, not read from the routes' config): every other route answers
      // 403 second-factor-required to every role that may call it, and changes nothing.
      const REACHABLE = [
        'GET /admin/profile',
        'GET /admin/portal-settings',
        'GET /admin/profile/passkeys',
        'POST /admin/profile/passkeys/options',
        'POST /admin/profile/passkeys',
        'PATCH /admin/profile/passkeys/:id',
        'DELETE /admin/profile/passkeys/:id',
        'POST /admin/profile/second-factor/options',
        'POST /admin/profile/second-factor',
      ];
      const demoEmails = DEMO_ROLES.map((role) => `${role}@example.org`);
      const demoSecondFactors = (passed: boolean) =>
        target.db.query(
          `UPDATE staff_sessions SET second_factor_at = ${passed ? 'now()' : 'NULL'} WHERE uid IN (SELECT uid FROM staff_accounts WHERE email = ANY($1::text[]))`,
          [demoEmails],
        );
      const switchTo = async (enabled: boolean) => {
        const reply = await call(target, 'PUT', '/admin/feature-flags/orgWide2FA', { token: await tokenFor('superadmin'), body: { enabled } });
        expect(reply.status).toBe(200);
      };

      beforeAll(async () => {
        for (const role of DEMO_ROLES) await call(target, 'GET', '/admin/profile', { token: await tokenFor(role) });
        // Switched on by a superadmin who has passed the second factor (the API refuses one who has not).
        await demoSecondFactors(true);
        await switchTo(true);
        await demoSecondFactors(false);
        knownDump = null;
      });

      afterAll(async () => {
        // Switched off by a superadmin who has passed the second factor, as the portal would.
        await demoSecondFactors(true);
        await switchTo(false);
        await demoSecondFactors(false);
        knownDump = null;
      });

      const gated = Object.entries(SAMPLES).filter(([key, samples]) => samples[0]!.permission !== null && !REACHABLE.includes(key));

      test('what stays reachable is served, and reachable without the second factor', async () => {
        const served = target.app.routeCatalogue.map((route) => routeKey(route.method, route.url));
        expect(REACHABLE.filter((key) => !served.includes(key))).toEqual([]);
        for (const path of ['/admin/profile', '/admin/portal-settings', '/admin/profile/passkeys']) {
          expect((await call(target, 'GET', path, { token: await tokenFor('viewer') })).status).toBe(200);
        }
      });

      test.each(gated.map(([key]) => key))('%s answers 403 second-factor-required', async (key) => {
        const sample = SAMPLES[key]![0]!;
        const method = key.split(' ')[0]!;
        // Refused before anything is read: nothing is prepared, and the path's ids need not exist.
        const ctx: SampleContext = { target, n: (counter += 1), registration: registrations[0]!, prepared: sample.unprepared ?? NO_SUCH_ID, caller: null };
        const { path, body, headers } = sample.request(ctx);
        const before = await dumpSettled(target);
        for (const role of DEMO_ROLES.filter((r) => ALLOWED_ROLES[sample.permission!].includes(r))) {
          const reply = await call(target, method, path, { token: await tokenFor(role), body, headers });
          expect({ role, status: reply.status, body: reply.body }).toEqual({
            role,
            status: 403,
            body: { code: SECOND_FACTOR_REQUIRED_CODE, message: expect.stringMatching(/Confirm it's you with your passkey/) },
          });
        }
        expect(await dumpSettled(target)).toEqual(before);
      });

      test.each(STEP_UP)('%s answers 403 step-up-required to a session that passed its second factor over 5 minutes ago, passkey or none', async (key) => {
        const sample = SAMPLES[key]![0]!;
        const ctx: SampleContext = { target, n: (counter += 1), registration: registrations[0]!, prepared: sample.unprepared ?? NO_SUCH_ID, caller: null };
        const { path, body, headers } = sample.request(ctx);
        // The demo accounts have no passkey: the switch alone asks for the fresh check.
        await target.db.query(
          `UPDATE staff_sessions SET second_factor_at = ${STALE} WHERE uid IN (SELECT uid FROM staff_accounts WHERE email = ANY($1::text[]))`,
          [demoEmails],
        );
        const before = await dumpSettled(target);
        try {
          for (const role of DEMO_ROLES.filter((r) => ALLOWED_ROLES[sample.permission!].includes(r))) {
            const reply = await call(target, key.split(' ')[0]!, path, { token: await tokenFor(role), body, headers });
            expect({ role, status: reply.status, body: reply.body }).toEqual({ role, status: 403, body: STEP_UP_REFUSAL });
          }
          expect(await dumpSettled(target)).toEqual(before);
        } finally {
          await demoSecondFactors(false);
        }
      });
    });

    describe('money actions need a fresh second factor (step-up)', () => {
      // The demo superadmin with a passkey: each money action, prepared while its check is fresh, is
      // refused once the check is over 5 minutes old and changes nothing; passed again with the
      // passkey, the action is done and every audit entry it wrote says it was confirmed with a passkey.
      let passkey: SoftwarePasskey;
      let superadminUid: string;
      const superadminSecondFactor = (at: string) => target.db.query(`UPDATE staff_sessions SET second_factor_at = ${at} WHERE uid = $1`, [superadminUid]);
      const passSecondFactor = async () => {
        const token = await tokenFor('superadmin');
        const options = await call(target, 'POST', '/admin/profile/second-factor/options', { token });
        const passed = await call(target, 'POST', '/admin/profile/second-factor', { token, body: { response: passkey.authenticate(options.body) } });
        expect(passed.status).toBe(200);
      };

      beforeAll(async () => {
        [{ uid: superadminUid }] = (await target.db.query<{ uid: string }>("SELECT uid FROM staff_accounts WHERE email = 'superadmin@example.org'")) as [
          { uid: string },
        ];
        ({ passkey } = await passkeyAdded({ target, caller: 'superadmin' }));
        knownDump = null;
      });

      afterAll(async () => {
        await noDemoPasskeys({ target });
        await superadminSecondFactor('NULL');
        knownDump = null;
      });

      test('the money actions are served', () => {
        const served = target.app.routeCatalogue.map((route) => routeKey(route.method, route.url));
        expect(STEP_UP.filter((key) => !served.includes(key))).toEqual([]);
      });

      const stepUpCases = cases.filter(({ name }) => STEP_UP.some((key) => name === key || name.startsWith(`${key} (`)));

      test.each(stepUpCases)(
        '$name: refused with a check over 5 minutes old, done after the passkey, audited as confirmed with it',
        async ({ method, sample }) => {
          counter += 1;
          const registration = registrationFor(sample.fits, sample.fits !== undefined);
          // Prepared as the superadmin, whose preparations may be money actions themselves.
          await passSecondFactor();
          const base = { target, n: counter, caller: 'superadmin' as const, registration };
          const ctx: SampleContext = { ...base, prepared: sample.prepare ? await sample.prepare(base) : '' };
          const { path, body, headers } = sample.request(ctx);
          const token = await tokenFor('superadmin');

          await superadminSecondFactor(STALE);
          const before = await dumpSettled(target);
          const refused = await call(target, method, path, { token, body, headers });
          expect({ status: refused.status, body: refused.body }).toEqual({ status: 403, body: STEP_UP_REFUSAL });
          expect(await dumpSettled(target)).toEqual(before);
          await sample.stillUnchanged?.(ctx);

          await passSecondFactor();
          const [{ last }] = (await target.db.query<{ last: string }>('SELECT coalesce(max(id), 0)::text AS last FROM audit_log')) as [{ last: string }];
          const done = await call(target, method, path, { token, body, headers });
          expect(done.status).toBe(sample.success);
          await sample.check?.(done, ctx);
          const written = await target.db.query<{ action: string; confirmed: string | null }>(
            'SELECT action, actor_confirmed_with AS confirmed FROM audit_log WHERE id > $1 AND actor_uid = $2 ORDER BY id',
            [last, superadminUid],
          );
          expect(written.length).toBeGreaterThan(0);
          expect(written).toEqual(written.map(({ action }) => ({ action, confirmed: 'passkey' })));
          knownDump = null;
        },
      );

      test('a session that never passed its second factor is refused too', async () => {
        const sample = SAMPLES['PUT /admin/settings/payment']![0]!;
        const { path, body } = sample.request({ target, n: (counter += 1), registration: registrations[0]!, prepared: '', caller: 'superadmin' });
        await superadminSecondFactor('NULL');
        const reply = await call(target, 'PUT', path, { token: await tokenFor('superadmin'), body });
        expect({ status: reply.status, body: reply.body }).toEqual({ status: 403, body: STEP_UP_REFUSAL });
      });
    });

    describe('feature flags', () => {
      // Flags that switch a feature off, and the routes that feature is. commandPalette only shows or
      // hides the palette (its searches are ordinary reads);
      // orgWide2FA switches a requirement on rather than a feature off.
      const GATED: Record<string, string> = {
        'GET /admin/registrations/export': 'csvExport',
        'POST /admin/registrations/export-links': 'csvExport',
        'GET /registrations-export/:token': 'csvExport',
        'GET /admin/receipts/export': 'csvExport',
        'GET /admin/reconciliation/statements/:id/export': 'csvExport',
        'POST /admin/registrations/:keepId/merge': 'duplicateMerge',
        'POST /admin/registrations/:id/unmerge': 'duplicateMerge',
        'POST /admin/registrations/duplicates/merge-suggested': 'duplicateMerge',
      };

      test('every flag that switches a feature off gates its routes, and only those', () => {
        const gated = Object.fromEntries(
          target.app.routeCatalogue.filter((route) => route.feature).map((route) => [routeKey(route.method, route.url), route.feature]),
        );
        expect(gated).toEqual(GATED);
      });

      test.each(Object.entries(GATED))('%s answers 403 with a plain message while %s is off, for every role', async (key, flag) => {
        const superadmin = await tokenFor('superadmin');
        const sample = SAMPLES[key]![0]!;
        const method = key.split(' ')[0]!;
        const base = { target, n: (counter += 1), registration: registrationFor(sample.fits, false), caller: 'superadmin' as const };
        // Made while the feature is on: a download link comes from a gated call itself.
        const ctx = { ...base, prepared: sample.prepare ? await sample.prepare(base) : '' };
        // A link-only route has no signed-in caller: whoever holds the link tries it.
        const callers = sample.permission ? DEMO_ROLES.filter((r) => ALLOWED_ROLES[sample.permission!].includes(r)) : [null];
        const tokenOf = async (role: DemoRole | null) => (role ? { token: await tokenFor(role) } : {});
        expect((await call(target, 'PUT', `/admin/feature-flags/${flag}`, { token: superadmin, body: { enabled: false } })).status).toBe(200);
        // Each caller's session exists before the dump: a first call of a sign-in keeps its session.
        for (const role of callers) if (role) await call(target, 'GET', '/admin/profile', await tokenOf(role));
        try {
          const before = await dumpSettled(target);
          for (const role of callers) {
            const { path, body } = sample.request(ctx);
            const reply = await call(target, method, path, { ...(await tokenOf(role)), body });
            expect({ role, status: reply.status, body: reply.body }).toEqual({
              role,
              status: 403,
              body: { message: expect.stringMatching(/switched off for this organisation/), code: FEATURE_OFF_CODE },
            });
          }
          expect(await dumpSettled(target)).toEqual(before);
        } finally {
          expect((await call(target, 'PUT', `/admin/feature-flags/${flag}`, { token: superadmin, body: { enabled: true } })).status).toBe(200);
          knownDump = null;
        }
        // Switched on again, the same call works: a refused link was not used up.
        const again = sample.request(ctx);
        const caller = await tokenOf(sample.permission ? 'superadmin' : null);
        expect((await call(target, method, again.path, { ...caller, body: again.body, headers: again.headers })).status).toBe(sample.success);
      });
    });

    test.each([
      ['another scheme', 'Basic YWRtaW46cGFzcw=='],
      ['Bearer without a token', 'Bearer'],
      ['two tokens', 'Bearer a b'],
    ])('a malformed Authorization header (%s) answers 401', async (_label, header) => {
      const reply = await call(target, 'GET', '/admin/stats', { headers: { authorization: header } });
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual({ message: expect.any(String), code: 'sign-in-required' });
    });

    describe('what the token check rests on (emulator tokens are unsigned)', () => {
      let viewerUid: string;
      beforeAll(async () => {
        viewerUid = (await target.app.firebaseAuth.getUserByEmail('viewer@example.org')).uid;
      });
      const claimsOf = (uid: string) => ({ sub: uid, user_id: uid, email: 'viewer@example.org', firebase: { sign_in_provider: 'password', identities: {} } });

      test('a well-formed token for the project is accepted (so the refusals are about the flaw)', async () => {
        expect((await call(target, 'GET', '/admin/stats', { token: craftToken(claimsOf(viewerUid)) })).status).toBe(200);
      });

      test('each spoilt token of the matrix is refused for its flaw: with that one flaw mended, it is accepted', async () => {
        const claims = tokenClaims(await tokenFor('viewer'));
        const now = Math.floor(Date.now() / 1000);
        const mended: Record<Exclude<TokenFlaw, 'signature stripped'>, Record<string, unknown>> = {
          expired: { iat: now, exp: now + 3600 },
          'payload edited': { sub: claims.sub, user_id: claims.sub },
          'another project': { aud: claims.aud, iss: claims.iss },
        };
        for (const [flaw, mend] of Object.entries(mended)) {
          const token = withClaims(flawedToken(await tokenFor('viewer'), flaw as TokenFlaw), mend);
          expect({ flaw, status: (await call(target, 'GET', '/admin/stats', { token })).status }).toEqual({ flaw, status: 200 });
        }
      });

      test("a payload edited to claim a role changes nothing: the server's staff record decides", async () => {
        const token = craftToken({ ...claimsOf(viewerUid), role: 'superadmin' });
        expect((await call(target, 'GET', '/admin/stats', { token })).status).toBe(200);
        expect((await call(target, 'GET', '/admin/settings', { token })).status).toBe(403);
      });

      test("a payload edited to another account is refused when its sign-in time is older than that account's sessions", async () => {
        // A fresh account's sessions are valid from its creation; a token signed in before then
        // (another account's, edited) fails the revocation check.
        const signedInBefore = tokenClaims(await tokenFor('viewer')).auth_time as number;
        await new Promise((resolve) => setTimeout(resolve, 1100));
        const user = await target.app.firebaseAuth.createUser({ email: `edited-${engine}-${Date.now()}@example.org`, password: 'test-pass-123' });
        createdAccounts.add(user.uid);
        await target.app.firebaseAuth.setCustomUserClaims(user.uid, { role: 'superadmin' });
        const edited = craftToken({ ...claimsOf(user.uid), email: user.email, auth_time: signedInBefore, iat: signedInBefore });
        expect((await call(target, 'GET', '/admin/stats', { token: edited })).status).toBe(401);
      });

      test('a token of a disabled account answers 401', async () => {
        const { user, token } = await signedInNewAccount(target.app.firebaseAuth, `disabled-${engine}-${Date.now()}@example.org`, { role: 'viewer' });
        createdAccounts.add(user.uid);
        await target.app.firebaseAuth.updateUser(user.uid, { disabled: true });
        expect((await call(target, 'GET', '/admin/stats', { token })).status).toBe(401);
      });
    });

    describe('accounts', () => {
      async function newAccount(claims: Record<string, unknown> | null): Promise<{ user: UserRecord; token: string }> {
        const account = await signedInNewAccount(target.app.firebaseAuth, `test-${engine}-${Date.now()}-${createdAccounts.size}@example.org`, claims);
        createdAccounts.add(account.user.uid);
        return account;
      }
      async function staffRow(uid: string) {
        const [row] = await target.db.query<{ role: string; status: string; last_active_at: Date | null }>(
          'SELECT role, status, last_active_at FROM staff_accounts WHERE uid = $1',
          [uid],
        );
        return row;
      }

      test('a role change on the server counts on the next request', async () => {
        const token = await tokenFor('admin');
        const registration = registrationFor((r) => r.status === 'active', true);
        const path = `/admin/registrations/${registration.registrationId}/status`;
        await target.db.query("UPDATE staff_accounts SET role = 'viewer' WHERE email = 'admin@example.org'");
        try {
          expect((await call(target, 'PUT', path, { token, body: { status: 'duplicate' } })).status).toBe(403);
          expect((await call(target, 'GET', '/admin/stats', { token })).status).toBe(200);
        } finally {
          await target.db.query("UPDATE staff_accounts SET role = 'admin' WHERE email = 'admin@example.org'");
        }
        expect((await call(target, 'PUT', path, { token, body: { status: 'duplicate' } })).status).toBe(200);
      });

      test('a deactivated account is refused on the next request', async () => {
        const token = await tokenFor('staff');
        expect((await call(target, 'GET', '/admin/stats', { token })).status).toBe(200);
        await target.db.query("UPDATE staff_accounts SET status = 'inactive' WHERE email = 'staff@example.org'");
        try {
          const reply = await call(target, 'GET', '/admin/stats', { token });
          expect(reply.status).toBe(403);
          expect(reply.body).toEqual({ message: expect.stringMatching(/deactivated/), code: 'account-deactivated' });
        } finally {
          await target.db.query("UPDATE staff_accounts SET status = 'active' WHERE email = 'staff@example.org'");
        }
        expect((await call(target, 'GET', '/admin/stats', { token })).status).toBe(200);
      });

      test.each([
        ['a superadmin claim', { role: 'superadmin' }],
        ['no role claim', null],
      ])('an account nobody invited (%s) gets 403 on every call, and no staff row', async (_label, claims) => {
        const { user, token } = await newAccount(claims);
        const before = await dumpSettled(target);
        for (const path of ['/admin/stats', '/admin/settings', '/admin/profile']) {
          const reply = await call(target, 'GET', path, { token });
          expect(reply.status).toBe(403);
          expect(reply.body).toEqual({ message: expect.stringMatching(/not been invited/), code: 'not-invited' });
        }
        expect(await staffRow(user.uid)).toBeUndefined();
        expect(await dumpSettled(target)).toEqual(before);
      });

      test("an invited account's claim changes nothing: the server's staff record decides", async () => {
        const { user, token } = await newAccount({ role: 'staff' });
        await target.db.query("INSERT INTO staff_accounts (uid, email, role, status) VALUES ($1, $2, 'staff', 'active')", [user.uid, user.email]);
        expect((await call(target, 'GET', '/admin/stats', { token })).status).toBe(200);
        await target.app.firebaseAuth.setCustomUserClaims(user.uid, { role: 'admin' });
        const promotedToken = await signIn(user.email!, 'test-pass-123');
        const registration = registrationFor((r) => r.status === 'active', false);
        const reply = await call(target, 'PUT', `/admin/registrations/${registration.registrationId}/status`, {
          token: promotedToken,
          body: { status: 'duplicate' },
        });
        expect(reply.status).toBe(403);
      });

      test("a token's e-mail reaches the staff record only when verified, and the change is audited", async () => {
        const { user, token } = await newAccount(null);
        await target.db.query("INSERT INTO staff_accounts (uid, email, role, status) VALUES ($1, $2, 'viewer', 'active')", [user.uid, user.email]);
        expect((await call(target, 'GET', '/admin/stats', { token })).status).toBe(200);
        const emailOf = async () => (await target.db.query<{ email: string }>('SELECT email FROM staff_accounts WHERE uid = $1', [user.uid]))[0]!.email;
        const entries = () =>
          target.db.query<{ action: string; actor_uid: string; before: unknown; after: unknown }>(
            "SELECT action, actor_uid, before, after FROM audit_log WHERE target_type = 'staff_account' AND target_id = $1 ORDER BY id",
            [user.uid],
          );

        const unverified = `unverified-${user.email}`;
        await target.app.firebaseAuth.updateUser(user.uid, { email: unverified, emailVerified: false });
        expect((await call(target, 'GET', '/admin/stats', { token: await signIn(unverified, 'test-pass-123') })).status).toBe(200);
        expect(await emailOf()).toBe(user.email);
        expect(await entries()).toEqual([]);

        const verified = `verified-${user.email}`;
        await target.app.firebaseAuth.updateUser(user.uid, { email: verified, emailVerified: true });
        const verifiedToken = await signIn(verified, 'test-pass-123');
        expect((await call(target, 'GET', '/admin/stats', { token: verifiedToken })).status).toBe(200);
        expect((await call(target, 'GET', '/admin/stats', { token: verifiedToken })).status).toBe(200);
        expect(await emailOf()).toBe(verified);
        expect(await entries()).toEqual([{ action: 'staff.email_changed', actor_uid: user.uid, before: { email: user.email }, after: { email: verified } }]);
      });

      test('an invited account becomes active on first use', async () => {
        const { user, token } = await newAccount(null);
        await target.db.query("INSERT INTO staff_accounts (uid, email, role, status) VALUES ($1, $2, 'viewer', 'invited')", [user.uid, user.email]);
        expect((await call(target, 'GET', '/admin/stats', { token })).status).toBe(200);
        expect(await staffRow(user.uid)).toMatchObject({ role: 'viewer', status: 'active' });
      });
    });
  });
}
