import type { Queryable } from '../db/database';
import { forbidden } from '../http-error';

// The second person of an approval must not be the first person's creature: an account the requester
// invited (and so could set the password of, through the link the invitation answers), or whose role
// the requester changed, recently. Invitations and role changes are recorded in staff_account_grants
// (migration 072), which the audit log's retention does not reach.

/** Days after an invitation or role change during which that account may not approve its granter's confirmations. */
export const INDEPENDENCE_DAYS = 30;

type GrantKind = 'invited' | 'role_changed';

/** Whole days since each account was invited or created; null for an account with no row (none expected). */
export interface AccountAges {
  requesterDays: number | null;
  approverDays: number | null;
}

/** Call in the transaction that invites the account or changes its role. */
export async function recordGrant(tx: Queryable, accountUid: string, grantedByUid: string, kind: GrantKind): Promise<void> {
  await tx.query('INSERT INTO staff_account_grants (account_uid, granted_by_uid, kind) VALUES ($1, $2, $3)', [accountUid, grantedByUid, kind]);
}

const daysAgo = (days: number) => (days === 0 ? 'today' : `${days} day${days === 1 ? '' : 's'} ago`);
const inDays = (days: number | null) => (days === null ? 'unknown' : `${days} day${days === 1 ? '' : 's'}`);

/**
 * Refuses (403, in words) an approver the requester invited or whose role the requester changed within
 * INDEPENDENCE_DAYS; otherwise answers both accounts' ages, for the approval's audit entry. An account's
 * age runs from its last invitation (a removed person invited again is new again), else from its creation.
 */
export async function checkIndependentApprover(
  tx: Queryable,
  requester: { uid: string; email: string | null },
  approver: { uid: string },
): Promise<AccountAges> {
  const [grant] = await tx.query<{ kind: GrantKind; days: number }>(
    `SELECT kind, floor(extract(epoch FROM now() - at) / 86400)::int AS days FROM staff_account_grants
     WHERE account_uid = $1 AND granted_by_uid = $2 AND at > now() - make_interval(days => $3)
     ORDER BY at DESC LIMIT 1`,
    [approver.uid, requester.uid, INDEPENDENCE_DAYS],
  );
  if (grant) {
    const what = grant.kind === 'invited' ? 'invited your account' : "changed your account's role";
    throw forbidden(
      'approver-not-independent',
      `${requester.email ?? 'The person who asked'} ${what} ${daysAgo(grant.days)}, so you cannot approve their confirmations until ${INDEPENDENCE_DAYS} days have passed since. Ask another admin to approve it.`,
    );
  }
  const ages = await tx.query<{ uid: string; days: number }>(
    `SELECT s.uid, floor(extract(epoch FROM now() - greatest(s.created_at, g.invited_at)) / 86400)::int AS days
     FROM staff_accounts AS s
     LEFT JOIN LATERAL (SELECT max(at) AS invited_at FROM staff_account_grants WHERE account_uid = s.uid AND kind = 'invited') AS g ON true
     WHERE s.uid = ANY($1::text[])`,
    [[requester.uid, approver.uid]],
  );
  const daysOf = (uid: string) => ages.find((row) => row.uid === uid)?.days ?? null;
  return { requesterDays: daysOf(requester.uid), approverDays: daysOf(approver.uid) };
}

/** The approval's audit note names both accounts' ages, so a reader can judge how independent the two were. */
export const accountAgesNote = (requesterEmail: string | null, approverEmail: string | null, ages: AccountAges) =>
  `Accounts' ages: requester ${requesterEmail ?? 'unknown'} ${inDays(ages.requesterDays)}, approver ${approverEmail ?? 'unknown'} ${inDays(ages.approverDays)}.`;
