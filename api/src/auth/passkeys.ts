import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Auth } from 'firebase-admin/auth';
import type { AuditActor } from 'shared/domain/registrations/registration';
import type { Passkey, SecondFactorReset, WebAuthnOptions } from 'shared/domain/auth/passkeys-answers';
import { writeAuditEntry } from '../audit/audit-log';
import type { WebAuthnConfig } from '../config';
import type { Database, Queryable } from '../db/database';
import { toIsoString } from '../db/sql-values';
import type { RefusalCode } from 'shared/domain/common/refusal-codes';
import { conflict, HttpError, notFound } from '../http-error';
import { queueSecondFactorReset } from '../messages/notices';
import { endingEverySession } from './sessions';

// Passkeys (WebAuthn) of staff members and the second factor of a session (migration 084). The API
// makes every challenge and keeps it in the database for 2 minutes, bound to the session that asked
// and to its purpose; checking one deletes it, so it serves once, on whichever instance answers.

type Purpose = 'registration' | 'authentication';

const CHALLENGE_SECONDS = 120;
const RP_NAME = 'Abacus Admin Portal';

const refused = (code: RefusalCode, message: string) => new HttpError(403, code, message);

type PasskeyRow = {
  id: string;
  name: string;
  created_at: Date;
  last_used_at: Date | null;
};

type CredentialRow = {
  id: string;
  uid: string;
  credential_id: string;
  public_key: Uint8Array;
  sign_count: string | number;
  transports: string[];
};

const toPasskey = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: toIsoString(row.created_at),
  lastUsedAt: row.last_used_at ? toIsoString(row.last_used_at) : null,
});

const PASSKEY_COLUMNS = 'id, name, created_at, last_used_at';

/** The person's passkeys, oldest first. */
export async function listPasskeys(db: Queryable, uid: string): Promise<Passkey[]> {
  const rows = await db.query<PasskeyRow>(`SELECT ${PASSKEY_COLUMNS} FROM staff_passkeys WHERE uid = $1 ORDER BY created_at, id`, [uid]);
  return rows.map(toPasskey);
}

async function credentialsOf(db: Queryable, uid: string) {
  const rows = await db.query<Pick<CredentialRow, 'credential_id' | 'transports'>>('SELECT credential_id, transports FROM staff_passkeys WHERE uid = $1', [
    uid,
  ]);
  return rows.map((row) => ({ id: row.credential_id, transports: row.transports }));
}

/** Keeps the options' challenge for the session and purpose; expired challenges of anyone go at the same time. */
async function keepChallenge(db: Database, sessionId: string, purpose: Purpose, challenge: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query("DELETE FROM webauthn_challenges WHERE expires_at < now() - interval '1 minute'");
    await tx.query(
      `INSERT INTO webauthn_challenges (challenge, session_id, purpose, expires_at) VALUES ($1, $2, $3, now() + interval '${CHALLENGE_SECONDS} seconds')`,
      [challenge, sessionId, purpose],
    );
  });
}

/**
 * The check of a response's challenge: the session's own, for this purpose, not used yet (taking
 * it uses it up, whatever the rest of the response holds) and not expired.
 */
const challengeTaker = (db: Queryable, sessionId: string, purpose: Purpose) => async (challenge: string) => {
  const [taken] = await db.query<{ fresh: boolean }>(
    'DELETE FROM webauthn_challenges WHERE challenge = $1 AND session_id = $2 AND purpose = $3 RETURNING expires_at > now() AS fresh',
    [challenge, sessionId, purpose],
  );
  if (!taken) throw refused('passkey-challenge-unknown', 'This passkey answer is not for a request of this session, or was used already. Please try again.');
  if (!taken.fresh) throw refused('passkey-challenge-expired', 'This passkey request expired (they last 2 minutes). Please try again.');
  return true;
};

/** Runs a verification: our refusals pass through, anything the library finds wrong answers 400 in words. */
async function verifying<T>(verify: () => Promise<T>): Promise<T> {
  try {
    return await verify();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, 'passkey-answer-unreadable', `The passkey's answer could not be read: ${(error as Error).message}`);
  }
}

/** Options for navigator.credentials.create(): a new passkey of the person, none they have again, user verification required. */
export async function registrationOptions(
  db: Database,
  config: WebAuthnConfig,
  account: { uid: string; email: string | null; displayName: string | null },
  sessionId: string,
): Promise<WebAuthnOptions> {
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: config.rpId,
    userName: account.email ?? account.uid,
    userDisplayName: account.displayName ?? account.email ?? account.uid,
    userID: new TextEncoder().encode(account.uid),
    attestationType: 'none',
    excludeCredentials: await credentialsOf(db, account.uid),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
    timeout: CHALLENGE_SECONDS * 1000,
  });
  await keepChallenge(db, sessionId, 'registration', options.challenge);
  return { ...options };
}

const passkeyTarget = (actor: AuditActor) => ({ type: 'staff_account' as const, id: actor.uid, label: actor.email ?? actor.uid });

/**
 * Adds the passkey a browser made for the session's registration challenge. The authenticator
 * verified the person (user verification), so the session has passed its second factor too: that
 * is how someone without a passkey gets through while the organisation requires one. Audited.
 */
export async function addPasskey(
  db: Database,
  config: WebAuthnConfig,
  actor: AuditActor,
  sessionId: string,
  response: RegistrationResponseJSON,
  name: string,
): Promise<Passkey> {
  // Verified outside the transaction: the challenge is used up even when the rest is refused.
  const verification = await verifying(() =>
    verifyRegistrationResponse({
      response,
      expectedChallenge: challengeTaker(db, sessionId, 'registration'),
      expectedOrigin: config.origins,
      expectedRPID: config.rpId,
      requireUserVerification: true,
    }),
  );
  if (!verification.verified) throw refused('passkey-not-verified', 'The passkey could not be verified. Please try again.');
  const { credential } = verification.registrationInfo;
  return db.transaction(async (tx) => {
    const [row] = await tx.query<PasskeyRow>(
      `INSERT INTO staff_passkeys (uid, credential_id, public_key, sign_count, transports, name) VALUES ($1, $2, $3, $4, $5::text[], $6)
       ON CONFLICT (credential_id) DO NOTHING
       RETURNING ${PASSKEY_COLUMNS}`,
      [actor.uid, credential.id, credential.publicKey, credential.counter, credential.transports ?? [], name],
    );
    if (!row) throw conflict('passkey-already-added', 'This passkey is added already.');
    await tx.query('UPDATE staff_sessions SET second_factor_at = now() WHERE id = $1', [sessionId]);
    await writeAuditEntry(tx, {
      actor,
      action: 'profile.passkey_added',
      target: passkeyTarget(actor),
      before: {},
      after: { passkey: row.id, name },
      note: null,
    });
    return toPasskey(row);
  });
}

/** Renames one of the person's passkeys (404: none of theirs by that id). */
export async function renamePasskey(db: Database, actor: AuditActor, id: string, name: string): Promise<Passkey> {
  return db.transaction(async (tx) => {
    const [before] = await tx.query<{ name: string }>('SELECT name FROM staff_passkeys WHERE id = $1 AND uid = $2 FOR UPDATE', [id, actor.uid]);
    if (!before) throw notFound('passkey-not-found', 'No such passkey of yours.');
    const [row] = await tx.query<PasskeyRow>(`UPDATE staff_passkeys SET name = $3 WHERE id = $1 AND uid = $2 RETURNING ${PASSKEY_COLUMNS}`, [
      id,
      actor.uid,
      name,
    ]);
    if (before.name !== name) {
      await writeAuditEntry(tx, {
        actor,
        action: 'profile.passkey_renamed',
        target: passkeyTarget(actor),
        before: { passkey: id, name: before.name },
        after: { name },
        note: null,
      });
    }
    return toPasskey(row!);
  });
}

/**
 * Removes one of the person's passkeys (404: none of theirs by that id). While the organisation
 * requires a second factor, the last one stays: without it the person could not sign in. Audited.
 */
export async function removePasskey(db: Database, actor: AuditActor, id: string, secondFactorRequired: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    const mine = await tx.query<{ id: string; name: string }>('SELECT id, name FROM staff_passkeys WHERE uid = $1 ORDER BY id FOR UPDATE', [actor.uid]);
    const removed = mine.find((passkey) => passkey.id === id);
    if (!removed) throw notFound('passkey-not-found', 'No such passkey of yours.');
    if (mine.length === 1 && secondFactorRequired) {
      throw conflict(
        'last-passkey-required',
        'This is your only passkey, and this organisation requires one to sign in: add another passkey before removing this one.',
      );
    }
    await tx.query('DELETE FROM staff_passkeys WHERE id = $1', [id]);
    await writeAuditEntry(tx, {
      actor,
      action: 'profile.passkey_removed',
      target: passkeyTarget(actor),
      before: { passkey: id, name: removed.name },
      after: {},
      note: null,
    });
  });
}

/** Options for navigator.credentials.get() with any of the person's passkeys, user verification required. */
export async function authenticationOptions(db: Database, config: WebAuthnConfig, uid: string, sessionId: string): Promise<WebAuthnOptions> {
  const allowCredentials = await credentialsOf(db, uid);
  if (allowCredentials.length === 0) throw conflict('no-passkey', 'You have no passkey yet: add one in Profile > Security.');
  const options = await generateAuthenticationOptions({ rpID: config.rpId, allowCredentials, userVerification: 'required', timeout: CHALLENGE_SECONDS * 1000 });
  await keepChallenge(db, sessionId, 'authentication', options.challenge);
  return { ...options };
}

/**
 * The session's second factor: a signature, by one of the person's own passkeys, over the
 * session's authentication challenge. Marks the session (second_factor_at) and the passkey's last
 * use; answers when.
 */
export async function passSecondFactor(
  db: Database,
  config: WebAuthnConfig,
  uid: string,
  sessionId: string,
  response: AuthenticationResponseJSON,
): Promise<Date> {
  const [passkey] = await db.query<CredentialRow>(
    'SELECT id, uid, credential_id, public_key, sign_count, transports FROM staff_passkeys WHERE credential_id = $1',
    [response.id],
  );
  // Another person's passkey is refused as an unknown one is: the answer tells nobody whose it is.
  if (!passkey || passkey.uid !== uid) throw refused('passkey-not-yours', 'This passkey is not one of yours. Use a passkey you added in Profile > Security.');
  // Verified outside the transaction: the challenge is used up even when the signature is refused.
  const verification = await verifying(() =>
    verifyAuthenticationResponse({
      response,
      expectedChallenge: challengeTaker(db, sessionId, 'authentication'),
      expectedOrigin: config.origins,
      expectedRPID: config.rpId,
      credential: {
        id: passkey.credential_id,
        publicKey: new Uint8Array(passkey.public_key),
        counter: Number(passkey.sign_count),
        transports: passkey.transports,
      },
      requireUserVerification: true,
    }),
  );
  if (!verification.verified) throw refused('passkey-not-verified', 'The passkey could not be verified. Please try again.');
  return db.transaction(async (tx) => {
    await tx.query('UPDATE staff_passkeys SET sign_count = $2, last_used_at = now() WHERE id = $1', [passkey.id, verification.authenticationInfo.newCounter]);
    const [session] = await tx.query<{ second_factor_at: Date }>(
      'UPDATE staff_sessions SET second_factor_at = now() WHERE id = $1 RETURNING second_factor_at',
      [sessionId],
    );
    return session!.second_factor_at;
  });
}

/**
 * A superadmin's "Reset second factor" for a staff member who lost every passkey: their passkeys
 * removed and every session ended, as "Sign out everywhere" ends them, so that whoever holds one of
 * their old sign-ins must sign in again and add a new passkey. Audited with how many of each went.
 * Never one's own: a password alone must not take away the passkey that guards it.
 */
export async function resetSecondFactor(db: Database, auth: Auth, uid: string, actor: AuditActor): Promise<SecondFactorReset> {
  if (uid === actor.uid) {
    throw conflict(
      'cannot-reset-own-second-factor',
      'You cannot reset your own second factor: manage your passkeys in Profile > Security, or ask another superadmin.',
    );
  }
  return endingEverySession(db, auth, uid, async (tx, account, ended) => {
    const removed = await tx.query<{ id: string }>('DELETE FROM staff_passkeys WHERE uid = $1 RETURNING id', [uid]);
    if (account.email) await queueSecondFactorReset(tx, { uid, email: account.email }, actor);
    await writeAuditEntry(tx, {
      actor,
      action: 'staff.second_factor_reset',
      target: { type: 'staff_account', id: uid, label: account.email ?? uid },
      before: { passkeys: removed.length },
      after: { passkeys: 0, sessionsEnded: ended },
      note: null,
    });
    return { removed: removed.length, ended };
  });
}
