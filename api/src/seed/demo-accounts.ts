import type { Auth } from 'firebase-admin/auth';
import type { StaffRole } from 'shared/domain/common/enums';
import { writeAuditEntry } from '../audit/audit-log';
import type { Database } from '../db/database';

export const DEMO_PASSWORD = 'demo-pass-123';

export interface DemoAccount {
  email: string;
  displayName: string;
  /** null: no role claim at all, which the portal shows as 'user'. */
  role: StaffRole | null;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'superadmin@example.org', displayName: 'Meera Iyer', role: 'superadmin' },
  { email: 'admin@example.org', displayName: 'Arjun Mehta', role: 'admin' },
  { email: 'staff@example.org', displayName: 'Priya Nair', role: 'staff' },
  { email: 'viewer@example.org', displayName: 'Sanjay Gupta', role: 'viewer' },
  { email: 'norole@example.org', displayName: 'Kavita Rao', role: null },
];

/**
 * The browser suite's own accounts, beside the demo ones (SEED_BROWSER_TEST_ACCOUNTS, set by
 * e2e/src/globalSetup.mjs only; `npm start` has none). The API makes no superadmin (invitations and
 * role changes refuse the role), so a file that needs one whose preferences it changes has its own
 * here: the pseudo-locale walk reads Settings as this one with the locale en-XA, leaving the demo
 * superadmin's preferences to the files that use them.
 */
export const BROWSER_TEST_ACCOUNTS: readonly DemoAccount[] = [{ email: 'superadmin-xa@example.org', displayName: 'Anjali Desai', role: 'superadmin' }];

function isUserNotFound(error: unknown): boolean {
  return (error as { code?: string }).code === 'auth/user-not-found';
}

/**
 * Creates each demo account (of `accounts`, by default DEMO_ACCOUNTS) that is missing, with its
 * role claim, and its staff-account row (audited, as every staff row's creation is).
 * Existing accounts and rows are left as they are, so role changes made in the portal survive
 * a restart. Answers the uid of each account by e-mail.
 */
export async function ensureDemoAccounts(auth: Auth, db: Database, accounts: readonly DemoAccount[] = DEMO_ACCOUNTS): Promise<Map<string, string>> {
  const uids = new Map<string, string>();
  for (const account of accounts) {
    let uid: string;
    try {
      uid = (await auth.getUserByEmail(account.email)).uid;
    } catch (error) {
      if (!isUserNotFound(error)) throw error;
      uid = (
        await auth.createUser({
          email: account.email,
          password: DEMO_PASSWORD,
          displayName: account.displayName,
          emailVerified: true,
        })
      ).uid;
      if (account.role) await auth.setCustomUserClaims(uid, { role: account.role });
    }
    uids.set(account.email, uid);
    await db.transaction(async (tx) => {
      const [created] = await tx.query<{ uid: string }>(
        `INSERT INTO staff_accounts (uid, email, display_name, role, status) VALUES ($1, $2, $3, $4, 'active')
         ON CONFLICT (uid) DO NOTHING RETURNING uid`,
        [uid, account.email, account.displayName, account.role ?? 'user'],
      );
      if (!created) return;
      await writeAuditEntry(tx, {
        actor: null,
        action: 'staff.created',
        target: { type: 'staff_account', id: uid, label: account.email },
        before: {},
        after: { email: account.email, role: account.role ?? 'user', status: 'active' },
        note: null,
      });
    });
  }
  return uids;
}
