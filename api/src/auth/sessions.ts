import type { Auth } from 'firebase-admin/auth';
import type { AuditActor } from 'shared/domain/registrations/registration';
import type { SignedInSession } from 'shared/domain/auth/sessions-answers';
import { writeAuditEntry } from '../audit/audit-log';
import type { Database, Queryable } from '../db/database';
import { conflict, notFound } from '../http-error';
import { toIsoString } from '../db/sql-values';
import { LAST_ACTIVE_RESOLUTION_MS, type SessionSeen } from '../staff/staff-accounts';
import { describeDevice } from './device';

// A session is one sign-in (the ID token's uid and auth_time): the staff_sessions row made on its
// first call (migration 082). Ending one sets its ended_at; the per-call read of the account
// (staffAccountForToken) reads it too, so its next call answers 401 on every instance at once.

type SessionRow = {
  id: string;
  user_agent: string | null;
  signed_in_at: Date;
  last_seen_at: Date;
};

/**
 * The session of a call that passed every check: made on the sign-in's first call (concurrent first
 * calls meet on the unique key), its last-seen time moved at most once a minute. Answers its id.
 */
export async function sessionOfCall(db: Queryable, uid: string, authTime: number, userAgent: string | null, seen: SessionSeen | null): Promise<string> {
  if (!seen) {
    const [row] = await db.query<{ id: string }>(
      `INSERT INTO staff_sessions (uid, auth_time, user_agent, signed_in_at) VALUES ($1, $2::bigint, $3, to_timestamp($2::bigint))
       ON CONFLICT (uid, auth_time) DO UPDATE SET last_seen_at = now()
       RETURNING id`,
      [uid, authTime, userAgent?.slice(0, 500) ?? null],
    );
    return row!.id;
  }
  if (Date.now() - seen.lastSeenAt.getTime() > LAST_ACTIVE_RESOLUTION_MS) {
    await db.query('UPDATE staff_sessions SET last_seen_at = now() WHERE id = $1', [seen.id]);
  }
  return seen.id;
}

const toSession = (row: SessionRow, currentId: string): SignedInSession => ({
  id: row.id,
  device: describeDevice(row.user_agent),
  signedInAt: toIsoString(row.signed_in_at),
  lastSeenAt: toIsoString(row.last_seen_at),
  current: row.id === currentId,
});

/** The person's sessions still going, the most recently active first. */
export async function listSessions(db: Queryable, uid: string, currentId: string): Promise<SignedInSession[]> {
  const rows = await db.query<SessionRow>(
    `SELECT id, user_agent, signed_in_at, last_seen_at FROM staff_sessions
     WHERE uid = $1 AND ended_at IS NULL ORDER BY last_seen_at DESC, signed_in_at DESC, id`,
    [uid],
  );
  return rows.map((row) => toSession(row, currentId));
}

const target = (actor: AuditActor) => ({ type: 'staff_account' as const, id: actor.uid, label: actor.email ?? actor.uid });

/** Ends one of the person's own sessions (404: none of theirs going by that id), audited. */
export async function endOwnSession(db: Database, actor: AuditActor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [ended] = await tx.query<SessionRow>(
      `UPDATE staff_sessions SET ended_at = now() WHERE id = $1 AND uid = $2 AND ended_at IS NULL
       RETURNING id, user_agent, signed_in_at, last_seen_at`,
      [id, actor.uid],
    );
    if (!ended) throw notFound('session-not-found', 'No such session is signed in.');
    await writeAuditEntry(tx, {
      actor,
      action: 'profile.session_ended',
      target: target(actor),
      before: { session: ended.id, device: describeDevice(ended.user_agent), signedInAt: toIsoString(ended.signed_in_at) },
      after: { ended: true },
      note: null,
    });
  });
}

/** Ends every session of `uid` but `keepId`; answers how many were going. */
async function endSessions(tx: Queryable, uid: string, keepId: string | null): Promise<number> {
  const ended = await tx.query('UPDATE staff_sessions SET ended_at = now() WHERE uid = $1 AND ended_at IS NULL AND id IS DISTINCT FROM $2 RETURNING id', [
    uid,
    keepId,
  ]);
  return ended.length;
}

/** Ends all the person's sessions but the one making the call; audited when there were any. */
export async function endOtherSessions(db: Database, actor: AuditActor, currentId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = await endSessions(tx, actor.uid, currentId);
    if (ended > 0) {
      await writeAuditEntry(tx, { actor, action: 'profile.other_sessions_ended', target: target(actor), before: {}, after: { ended }, note: null });
    }
    return ended;
  });
}

/**
 * Every session of another staff member ended, with `change` in the same transaction (given their
 * e-mail and how many sessions were going), then the account's Firebase refresh tokens revoked, so
 * that a sign-in that has not called the API yet (no session row) is refused too and no browser can
 * mint new tokens. 404 for an unknown account.
 */
export async function endingEverySession<T>(
  db: Database,
  auth: Auth,
  uid: string,
  change: (tx: Queryable, account: { email: string | null }, ended: number) => Promise<T>,
): Promise<T> {
  const result = await db.transaction(async (tx) => {
    const [account] = await tx.query<{ email: string | null }>('SELECT email FROM staff_accounts WHERE uid = $1 FOR UPDATE', [uid]);
    if (!account) throw notFound('staff-account-not-found', 'Staff account not found');
    return change(tx, account, await endSessions(tx, uid, null));
  });
  await auth.revokeRefreshTokens(uid);
  return result;
}

/**
 * A superadmin's "Sign out everywhere" for a staff member: every session ended and the account's
 * sign-ins revoked. Audited; not for one's own account (Profile > Security ends one's other sessions).
 */
export async function signOutEverywhere(db: Database, auth: Auth, uid: string, actor: AuditActor): Promise<number> {
  if (uid === actor.uid) throw conflict('cannot-sign-out-self', 'You cannot sign yourself out everywhere here: end your other sessions in Profile > Security.');
  return endingEverySession(db, auth, uid, async (tx, account, ended) => {
    await writeAuditEntry(tx, {
      actor,
      action: 'staff.signed_out_everywhere',
      target: { type: 'staff_account', id: uid, label: account.email ?? uid },
      before: {},
      after: { ended },
      note: null,
    });
    return ended;
  });
}
