import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth, type DecodedIdToken } from 'firebase-admin/auth';
import { can, type Permission } from 'shared/domain/common/permissions';
import { SESSION_ENDED_CODE } from 'shared/domain/auth/session-ended';
import type { AuditActor } from 'shared/domain/registrations/registration';
import { AuthFailureCounter } from '../auth/auth-failure-counter';
import { confirmedWithPasskey, secondFactorRefusal } from '../auth/second-factor';
import { sessionOfCall } from '../auth/sessions';
import { VerifiedTokenCache } from '../auth/verified-token-cache';
import { forbidden, HttpError, tooManyRequests, unauthorized } from '../http-error';
import type { Database } from '../db/database';
import { scopedDatabase } from '../db/scoped';
import { staffAccountForToken, type StaffAccount } from '../staff/staff-accounts';
import fp from 'fastify-plugin';

// Failures that say nothing about the token: the identity service could not be asked.
const SERVICE_FAILURES = new Set(['app/network-error', 'app/network-timeout', 'auth/internal-error']);

/** A session ended on another device, by a superadmin, or by Firebase's revocation of the account's sign-ins. */
const sessionEnded = () => new HttpError(401, SESSION_ENDED_CODE, 'This session was ended: you were signed out on another device. Please sign in again.');

type AuthOptions = {
  projectId: string;
  tokenRecheckSeconds: number;
  /** Refused tokens a minute per address before that address's failing requests answer 429; 0: no limit. */
  authFailuresPerMinute: number;
};

/**
 * Firebase Admin SDK for the project (the Auth emulator when FIREBASE_AUTH_EMULATOR_HOST is
 * set), and `authenticate`, the onRequest hook of every /admin route: a valid, unrevoked ID
 * token (else 401), an active staff account (else 403) and the route's permission (else 403).
 * Only failing requests count against an address's budget of refused tokens, and only they are
 * throttled past it: colleagues behind one address keep working while someone there guesses.
 * Every request also counts against its account's (or, without a valid token, its address's)
 * request limit (plugins/rate-limit.ts), whatever its answer.
 */
export const authPlugin = fp<AuthOptions>(async (app, { projectId, tokenRecheckSeconds, authFailuresPerMinute }) => {
  // A named app per API instance: tests run several in one process.
  const firebaseApp = initializeApp({ projectId }, `abacus-api-${randomUUID()}`);
  app.decorate('firebaseAuth', getAuth(firebaseApp));
  app.addHook('onClose', () => deleteApp(firebaseApp));
  app.decorateRequest('staff', null);
  app.decorateRequest('staffSession', null);

  // Every /admin route must say which permission it needs; forgetting is a start-up error.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/admin') && route.method !== 'HEAD' && !route.config?.permission) {
      throw new Error(`Route ${route.method} ${route.url} declares no permission`);
    }
  });

  // checkRevoked: a revoked session or disabled account stops working within the recheck time,
  // not when the token expires an hour later.
  const verifiedTokens = new VerifiedTokenCache(tokenRecheckSeconds * 1000, (token) => app.firebaseAuth.verifyIdToken(token, true));

  const failures = authFailuresPerMinute > 0 ? new AuthFailureCounter(authFailuresPerMinute) : null;

  /** A refused sign-in: counted against the address, and past its budget answered 429. */
  function refuse(request: FastifyRequest, reply: FastifyReply, refusal: HttpError): HttpError {
    if (!failures) return refusal;
    const retryAfter = failures.retryAfterSeconds(request.ip);
    if (retryAfter > 0) {
      reply.header('retry-after', retryAfter);
      return tooManyRequests(retryAfter);
    }
    failures.recordFailure(request.ip);
    return refusal;
  }

  async function verify(token: string, throttled: boolean): Promise<DecodedIdToken> {
    try {
      // Past the budget a token must first pass the checks made without asking Firebase
      // (signature, project, expiry): guesses then cost the guesser, not the identity service.
      if (throttled) await app.firebaseAuth.verifyIdToken(token, false);
      return await verifiedTokens.verify(token);
    } catch (error) {
      const code = (error as { code?: string }).code ?? '';
      if (SERVICE_FAILURES.has(code)) {
        throw new HttpError(503, 'sign-in-unavailable', 'Sign-in could not be checked right now. Please try again.');
      }
      if (code === 'auth/id-token-revoked') throw sessionEnded();
      throw unauthorized('sign-in-invalid', 'Your sign-in is invalid or has expired. Please sign in again.');
    }
  }

  app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    if (!match) {
      await app.countRequest(request, reply, `ip:${request.ip}`);
      throw refuse(request, reply, unauthorized('sign-in-required', 'Sign in first: send Authorization: Bearer <Firebase ID token>.'));
    }
    let decoded: DecodedIdToken;
    try {
      decoded = await verify(match[1]!, (failures?.retryAfterSeconds(request.ip) ?? 0) > 0);
    } catch (error) {
      await app.countRequest(request, reply, `ip:${request.ip}`);
      throw error instanceof HttpError && error.statusCode === 401 ? refuse(request, reply, error) : error;
    }
    // The account's budget counts every request it makes, before anything about it is checked:
    // one nobody invited, a deactivated one or one without the permission is refused within it.
    await app.countRequest(request, reply, `uid:${decoded.uid}`);
    // The session's state comes with the account, in the statement every call already makes.
    const { account, session, secondFactor } = await staffAccountForToken(app.db, decoded);
    if (session?.endedAt) throw sessionEnded();
    if (account.status === 'inactive') throw forbidden('account-deactivated', 'This account has been deactivated.');
    request.staff = account;
    // onRoute above guarantees a permission; the fallback is only the strictest one.
    requirePermission(request, request.routeOptions.config.permission ?? 'settings');
    // Only a call that passed is the session's: a refused one writes nothing.
    const userAgent = request.headers['user-agent'] ?? null;
    const secondFactorAt = session?.secondFactorAt ?? null;
    const rule = request.routeOptions.config.secondFactor;
    // One instant for the check and for what the audit entry records, so that both say the same.
    const now = Date.now();
    request.staffSession = {
      id: await sessionOfCall(app.db, account.uid, decoded.auth_time, userAgent, session),
      secondFactorAt,
      secondFactor,
      stepUpConfirmed: rule === 'step-up' && confirmedWithPasskey(secondFactorAt, now),
    };
    // After the session is kept: a session that must pass its second factor has a row to pass it on.
    const refusal = secondFactorRefusal(rule, secondFactor, secondFactorAt, now);
    if (refusal) throw refusal;
  });
});

/** The session (sign-in) making the call. */
export function currentSession(request: FastifyRequest): NonNullable<FastifyRequest['staffSession']> {
  if (!request.staffSession) throw new Error('authenticate did not run for this route');
  return request.staffSession;
}

/** The id of the session (sign-in) making the call. */
export const currentSessionId = (request: FastifyRequest): string => currentSession(request).id;

export function signedInStaff(request: FastifyRequest): StaffAccount {
  if (!request.staff) throw new Error('authenticate did not run for this route');
  return request.staff;
}

/** 403 unless the signed-in staff member's role holds the permission. */
export function requirePermission(request: FastifyRequest, permission: Permission): void {
  const { role } = signedInStaff(request);
  if (!can(role, permission)) {
    throw forbidden('permission-denied', `Your role (${role}) does not have the ${permission} permission needed for this.`);
  }
}

/**
 * The database as the signed-in person may see it: limited to some centres, every statement runs
 * under the centre policies (migration 062), so no query can read or change another centre's
 * registrations; for everyone else it is the database itself.
 */
export function databaseFor(request: FastifyRequest): Database {
  return scopedDatabase(request.server.db, signedInStaff(request).centers);
}

/** Who is making the change, for the audit log: a money action's, confirmed with a passkey, says so. */
export function actorOf(request: FastifyRequest): AuditActor {
  const { uid, email, role, displayName } = signedInStaff(request);
  return { uid, email, name: displayName, role, ...(request.staffSession?.stepUpConfirmed && { confirmedWith: 'passkey' as const }) };
}
