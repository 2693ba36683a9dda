import { formatCount } from 'shared/format/numbers';
import { DEFAULT_PREFERENCES, type Preferences } from 'shared/platform/settings/preferences';
import type { Queryable } from '../db/database';
import { INDEPENDENCE_DAYS } from '../staff/approver-independence';
import { portalUrl, receiptLinkUrl } from './links';
import { registrantMessages, staffMessages, type QueuedMessage, type Registrant, type StaffRecipient, type TemplateId, type TemplateRow } from './outbox';
import { newReceiptLink, type NewReceiptLink } from './receipt-links';

// What is sent, and to whom, for each intent a change recorded (intents.ts): worked out by the
// composer, in its own transaction, after the change committed, and written for a whole batch at once. Parents are reached at the registration's
// e-mail and contact number; staff by e-mail, as their notification preferences allow
// (emailNotifications off stops all, then each topic's own switch).

/** Who did something, as a notice names them. */
interface Person {
  uid: string;
  email: string | null;
}

/** What a change means to send, with what composing needs as the change knew it. */
export type Intent =
  | { kind: 'payment-received'; registrant: Registrant; paymentId: string; amount: number; receiptNumber: string }
  | { kind: 'disqualification'; registrant: Registrant; centerCode: string; reason: string; actor: Person }
  | { kind: 'approval-requested'; registrationId: string; name: string; centerCode: string; amount: number; requester: Person }
  | { kind: 'registration-confirmations'; registrationIds: string[] }
  | { kind: 'staff-invitation'; invitee: StaffRecipient; invitedBy: Person; role: string; link: string }
  | { kind: 'export-ready'; requesterUid: string; exportKind: string }
  | { kind: 'second-factor-reset'; person: StaffRecipient; resetBy: Person };

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

/** What a batch shares: every template's text and the key receipt links are signed with, read once. */
export interface Composition {
  templates: Map<string, TemplateRow>;
  linkKey: Buffer;
}

/** The messages `intent` stands for, and the receipt links they carry (not written yet). */
export interface Composed {
  messages: QueuedMessage[];
  links: NewReceiptLink[];
}

/** Works out what `intent` sends: it only reads (the staff to tell, an import's registrants). */
export async function composeIntent(tx: Queryable, intent: Intent, { templates, linkKey }: Composition): Promise<Composed> {
  const text = (id: TemplateId) => {
    const found = templates.get(id);
    if (!found) throw new Error(`The notification template ${id} is missing`);
    return found;
  };
  const only = (messages: QueuedMessage[]): Composed => ({ messages, links: [] });
  switch (intent.kind) {
    case 'payment-received': {
      // The receipt attached to the e-mail, a link to it in the SMS.
      const { registrant, paymentId, amount, receiptNumber } = intent;
      const link = newReceiptLink(linkKey, receiptNumber);
      const values = { paymentId, amount: formatCount(amount), receiptNumber, receiptLink: receiptLinkUrl(link.token) };
      return { messages: registrantMessages(text('payment-received'), 'payment-received', registrant, values, { receiptNumber }), links: [link] };
    }
    case 'disqualification': {
      // To the registrant, and to the staff covering its centre (not the person who did it).
      const { registrant, centerCode, reason, actor } = intent;
      const staff = await staffWhoWant(tx, 'disqualificationNotifications', `${COVERS_CENTRE} AND s.uid <> $2`, [centerCode, actor.uid]);
      const values = { actor: actor.email ?? 'Someone', name: registrant.name, registrationId: registrant.registrationId, centerCode, reason };
      return only([
        ...registrantMessages(text('disqualification-notice'), 'disqualification-notice', registrant, { reason }, null),
        ...staffMessages(text('disqualification-staff'), 'disqualification-staff', staff, values, registrant.registrationId),
      ]);
    }
    case 'approval-requested': {
      // To every admin who may approve it: admins and superadmins covering the centre, not the
      // person who asked nor an account that person invited or re-roled lately.
      const { registrationId, name, centerCode, amount, requester } = intent;
      const staff = await staffWhoWant(
        tx,
        'paymentNotifications',
        `s.role IN ('admin', 'superadmin') AND ${COVERS_CENTRE} AND s.uid <> $2
         AND NOT EXISTS (SELECT 1 FROM staff_account_grants g WHERE g.account_uid = s.uid AND g.granted_by_uid = $2 AND g.at > now() - make_interval(days => $3))`,
        [centerCode, requester.uid, INDEPENDENCE_DAYS],
      );
      const values = {
        requestedBy: requester.email ?? 'An admin',
        amount: formatCount(amount),
        name,
        registrationId,
        portalLink: portalUrl('/payments?view=approvals'),
      };
      return only(staffMessages(text('approval-requested'), 'approval-requested', staff, values, registrationId));
    }
    case 'registration-confirmations': {
      const rows = await tx.query<{ registration_id: string; name: string; contact_number: string; email: string | null }>(
        'SELECT registration_id, name, contact_number, email FROM registrations WHERE registration_id = ANY ($1::text[]) ORDER BY registration_id',
        [intent.registrationIds],
      );
      return only(
        rows.flatMap((row) =>
          registrantMessages(
            text('registration-confirmation'),
            'registration-confirmation',
            { registrationId: row.registration_id, name: row.name, contactNumber: row.contact_number, email: row.email },
            {},
            null,
          ),
        ),
      );
    }
    case 'staff-invitation': {
      const { invitee, invitedBy, role, link } = intent;
      return only(staffMessages(text('staff-invitation'), 'staff-invitation', [invitee], { invitedBy: invitedBy.email ?? 'An administrator', role, link }));
    }
    case 'export-ready': {
      // Only if they want export notices (off by default).
      const staff = await staffWhoWant(tx, 'exportNotifications', 's.uid = $1', [intent.requesterUid]);
      return only(staffMessages(text('export-ready'), 'export-ready', staff, { kind: intent.exportKind, portalLink: portalUrl('/settings?tab=data') }));
    }
    case 'second-factor-reset': {
      // Whatever their notice preferences: a reset they did not ask for must reach them.
      const values = { resetBy: intent.resetBy.email ?? 'A superadmin', portalLink: portalUrl('/profile?tab=security') };
      return only(staffMessages(text('second-factor-reset'), 'second-factor-reset', [intent.person], values));
    }
  }
  const unknown: { kind: string } = intent;
  throw new Error(`No message is composed for an intent of kind "${unknown.kind}"`);
}
