import { formatCount } from 'shared/format/numbers';
import { DEFAULT_PREFERENCES, type Preferences } from 'shared/platform/settings/preferences';
import type { AuditActor, Registration } from 'shared/domain/registration';
import type { Queryable } from '../db/database';
import { INDEPENDENCE_DAYS } from '../staff/approver-independence';
import { portalUrl, receiptLinkUrl } from './links';
import { queueForRegistrant, queueForRegistrants, queueForStaff, type Registrant, type StaffRecipient } from './outbox';
import { createReceiptLink } from './receipt-links';

// What is sent, and to whom, when something happens: each called inside the transaction of the
// change that causes it. Parents are reached at the registration's e-mail and contact number;
// staff by e-mail, as their notification preferences allow (emailNotifications off stops all,
// then each topic's own switch).

type Topic = 'paymentNotifications' | 'disqualificationNotifications' | 'exportNotifications';

interface StaffRow {
  uid: string;
  email: string;
  preferences: Partial<Preferences> | null;
  [column: string]: unknown;
}

const wants = (row: StaffRow, topic: Topic) => {
  const preferences = { ...DEFAULT_PREFERENCES, ...row.preferences };
  return preferences.emailNotifications !== false && preferences[topic] === true;
};

/** Active staff with a role and an e-mail, matching `where` (SQL over s, the staff account), who want `topic`. */
async function staffWhoWant(tx: Queryable, topic: Topic, where: string, params: unknown[]): Promise<StaffRecipient[]> {
  const rows = await tx.query<StaffRow>(
    `SELECT s.uid, s.email, p.preferences FROM staff_accounts s LEFT JOIN staff_preferences p ON p.uid = s.uid
     WHERE s.status = 'active' AND s.role <> 'user' AND s.email IS NOT NULL AND ${where} ORDER BY s.uid`,
    params,
  );
  return rows.filter((row) => wants(row, topic)).map(({ uid, email }) => ({ uid, email }));
}

// Superadmins see every centre; anyone else, the centres they are given (none given: every centre).
const COVERS_CENTRE = "(s.role = 'superadmin' OR cardinality(s.centers) = 0 OR upper($1) = ANY (SELECT upper(c) FROM unnest(s.centers) AS c))";

const registrantOf = (registration: Registration): Registrant => ({
  registrationId: registration.registrationId,
  name: registration.name,
  contactNumber: registration.contactNumber,
  email: registration.email ?? null,
});

/** payment-received to the registrant: the receipt attached to the e-mail, a link to it in the SMS. */
export async function queuePaymentReceived(tx: Queryable, registration: Registration, receiptNumber: string): Promise<void> {
  const token = await createReceiptLink(tx, receiptNumber);
  await queueForRegistrant(
    tx,
    'payment-received',
    registrantOf(registration),
    { paymentId: registration.payment.paymentId, amount: formatCount(registration.payment.amount), receiptNumber, receiptLink: receiptLinkUrl(token) },
    { receiptNumber },
  );
}

/** disqualification-notice to the registrant, and a notice to the staff covering its centre (not the person who did it). */
export async function queueDisqualification(tx: Queryable, registration: Registration, reason: string, actor: AuditActor): Promise<void> {
  await queueForRegistrant(tx, 'disqualification-notice', registrantOf(registration), { reason });
  const staff = await staffWhoWant(tx, 'disqualificationNotifications', `${COVERS_CENTRE} AND s.uid <> $2`, [registration.centerCode, actor.uid]);
  await queueForStaff(
    tx,
    'disqualification-staff',
    staff,
    { actor: actor.email ?? 'Someone', name: registration.name, registrationId: registration.registrationId, centerCode: registration.centerCode, reason },
    registration.registrationId,
  );
}

/**
 * approval-requested to every admin who may approve it: admins and superadmins covering the
 * centre, not the person who asked nor an account that person invited or re-roled lately.
 */
export async function queueApprovalRequested(tx: Queryable, registration: Registration, requester: AuditActor): Promise<void> {
  const staff = await staffWhoWant(
    tx,
    'paymentNotifications',
    `s.role IN ('admin', 'superadmin') AND ${COVERS_CENTRE} AND s.uid <> $2
     AND NOT EXISTS (SELECT 1 FROM staff_account_grants g WHERE g.account_uid = s.uid AND g.granted_by_uid = $2 AND g.at > now() - make_interval(days => $3))`,
    [registration.centerCode, requester.uid, INDEPENDENCE_DAYS],
  );
  await queueForStaff(
    tx,
    'approval-requested',
    staff,
    {
      requestedBy: requester.email ?? 'An admin',
      amount: formatCount(registration.payment.amount),
      name: registration.name,
      registrationId: registration.registrationId,
      portalLink: portalUrl('/payments?view=approvals'),
    },
    registration.registrationId,
  );
}

/** registration-confirmation to each registrant of an import, when the person importing asked for it. */
export async function queueRegistrationConfirmations(tx: Queryable, registrationIds: readonly string[]): Promise<void> {
  const rows = await tx.query<{ registration_id: string; name: string; contact_number: string; email: string | null }>(
    'SELECT registration_id, name, contact_number, email FROM registrations WHERE registration_id = ANY ($1::text[]) ORDER BY registration_id',
    [registrationIds],
  );
  await queueForRegistrants(
    tx,
    'registration-confirmation',
    rows.map((row) => ({ registrationId: row.registration_id, name: row.name, contactNumber: row.contact_number, email: row.email })),
  );
}

/** staff-invitation to the person invited: the password-set link. */
export async function queueInvitation(tx: Queryable, invitee: StaffRecipient, invitedBy: AuditActor, role: string, link: string): Promise<void> {
  await queueForStaff(tx, 'staff-invitation', [invitee], { invitedBy: invitedBy.email ?? 'An administrator', role, link });
}

/** export-ready to the person who asked for the export, if they want export notices (off by default). */
export async function queueExportReady(tx: Queryable, requesterUid: string, kind: string): Promise<void> {
  const staff = await staffWhoWant(tx, 'exportNotifications', 's.uid = $1', [requesterUid]);
  await queueForStaff(tx, 'export-ready', staff, { kind, portalLink: portalUrl('/settings?tab=data') });
}
