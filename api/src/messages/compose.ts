import { formatCount } from 'shared/format/numbers';
import { languageOf, type Language } from 'shared/i18n/languages';
import { DEFAULT_PREFERENCES, type Preferences } from 'shared/platform/settings/preferences';
import type { Queryable } from '../db/database';
import { INDEPENDENCE_DAYS } from '../staff/approver-independence';
import { portalUrl, receiptLinkUrl } from './links';
import {
  registrantMessages,
  staffMessages,
  templateIn,
  type QueuedMessage,
  type Registrant,
  type StaffAddressee,
  type StaffRecipient,
  type TemplateId,
  type TemplateVersions,
} from './outbox';
import { newReceiptLink, type NewReceiptLink } from './receipt-links';

// What is sent, and to whom, for each intent a change recorded (intents.ts): worked out by the
// composer, in its own transaction, after the change committed, and written for a whole batch at once. Parents are reached at the registration's
// e-mail and contact number, in the organisation's receipt language; staff by e-mail, each in their
// own language, as their notification preferences allow (emailNotifications off stops all, then each
// topic's own switch).

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

const preferencesOf = (row: Pick<StaffRow, 'preferences'>): Preferences => ({ ...DEFAULT_PREFERENCES, ...row.preferences });

const wants = (row: StaffRow, topic: Topic) => {
  const preferences = preferencesOf(row);
  return preferences.emailNotifications !== false && preferences[topic] === true;
};

const addresseeOf = (row: StaffRow): StaffAddressee => ({ uid: row.uid, email: row.email, language: languageOf(preferencesOf(row).locale) });

/** Active staff with a role and an e-mail, matching `where` (SQL over s, the staff account), who want `topic`. */
async function staffWhoWant(tx: Queryable, topic: Topic, where: string, params: unknown[]): Promise<StaffAddressee[]> {
  const rows = await tx.query<StaffRow>(
    `SELECT s.uid, s.email, p.preferences FROM staff_accounts s LEFT JOIN staff_preferences p ON p.uid = s.uid
     WHERE s.status = 'active' AND s.role <> 'user' AND s.email IS NOT NULL AND ${where} ORDER BY s.uid`,
    params,
  );
  return rows.filter((row) => wants(row, topic)).map(addresseeOf);
}

/** One person a notice goes to whatever their preferences (an invitation, a reset), in their language: English until they choose another. */
async function addressed(tx: Queryable, person: StaffRecipient): Promise<StaffAddressee> {
  const [row] = await tx.query<Pick<StaffRow, 'preferences'>>('SELECT preferences FROM staff_preferences WHERE uid = $1', [person.uid]);
  return { ...person, language: languageOf(preferencesOf(row ?? { preferences: null }).locale) };
}

// Superadmins see every centre; anyone else, the centres they are given (none given: every centre).
const COVERS_CENTRE = "(s.role = 'superadmin' OR cardinality(s.centers) = 0 OR upper($1) = ANY (SELECT upper(c) FROM unnest(s.centers) AS c))";

/** What a batch shares, read once: every template's text in every language, the key receipt links are signed with, the receipt language. */
export interface Composition {
  templates: Map<string, TemplateVersions>;
  linkKey: Buffer;
  /** The Payment setting `receiptLanguage`: registrants are written to in it, as their receipts are printed. */
  receiptLanguage: Language;
}

/** The messages `intent` stands for, and the receipt links they carry (not written yet). */
export interface Composed {
  messages: QueuedMessage[];
  links: NewReceiptLink[];
}

/** Works out what `intent` sends: it only reads (the staff to tell, an import's registrants). */
export async function composeIntent(tx: Queryable, intent: Intent, { templates, linkKey, receiptLanguage }: Composition): Promise<Composed> {
  const versions = (id: TemplateId) => {
    const found = templates.get(id);
    if (!found) throw new Error(`The notification template ${id} is missing`);
    return found;
  };
  const toRegistrants = (id: TemplateId) => templateIn(versions(id), receiptLanguage);
  const only = (messages: QueuedMessage[]): Composed => ({ messages, links: [] });
  switch (intent.kind) {
    case 'payment-received': {
      // The receipt attached to the e-mail, a link to it in the SMS.
      const { registrant, paymentId, amount, receiptNumber } = intent;
      const link = newReceiptLink(linkKey, receiptNumber);
      // Indian grouping in each of the three languages: the same Latin digits the receipt prints.
      const values = { paymentId, amount: formatCount(amount, receiptLanguage), receiptNumber, receiptLink: receiptLinkUrl(link.token) };
      return { messages: registrantMessages(toRegistrants('payment-received'), 'payment-received', registrant, values, { receiptNumber }), links: [link] };
    }
    case 'disqualification': {
      // To the registrant, and to the staff covering its centre (not the person who did it).
      const { registrant, centerCode, reason, actor } = intent;
      const staff = await staffWhoWant(tx, 'disqualificationNotifications', `${COVERS_CENTRE} AND s.uid <> $2`, [centerCode, actor.uid]);
      const values = { actor: actor.email ?? 'Someone', name: registrant.name, registrationId: registrant.registrationId, centerCode, reason };
      return only([
        ...registrantMessages(toRegistrants('disqualification-notice'), 'disqualification-notice', registrant, { reason }, null),
        ...staffMessages(versions('disqualification-staff'), 'disqualification-staff', staff, values, registrant.registrationId),
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
      return only(staffMessages(versions('approval-requested'), 'approval-requested', staff, values, registrationId));
    }
    case 'registration-confirmations': {
      const rows = await tx.query<{ registration_id: string; name: string; contact_number: string; email: string | null }>(
        'SELECT registration_id, name, contact_number, email FROM registrations WHERE registration_id = ANY ($1::text[]) ORDER BY registration_id',
        [intent.registrationIds],
      );
      return only(
        rows.flatMap((row) =>
          registrantMessages(
            toRegistrants('registration-confirmation'),
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
      const values = { invitedBy: invitedBy.email ?? 'An administrator', role, link };
      return only(staffMessages(versions('staff-invitation'), 'staff-invitation', [await addressed(tx, invitee)], values));
    }
    case 'export-ready': {
      // Only if they want export notices (off by default).
      const staff = await staffWhoWant(tx, 'exportNotifications', 's.uid = $1', [intent.requesterUid]);
      return only(staffMessages(versions('export-ready'), 'export-ready', staff, { kind: intent.exportKind, portalLink: portalUrl('/settings?tab=data') }));
    }
    case 'second-factor-reset': {
      // Whatever their notice preferences: a reset they did not ask for must reach them.
      const values = { resetBy: intent.resetBy.email ?? 'A superadmin', portalLink: portalUrl('/profile?tab=security') };
      return only(staffMessages(versions('second-factor-reset'), 'second-factor-reset', [await addressed(tx, intent.person)], values));
    }
  }
  const unknown: { kind: string } = intent;
  throw new Error(`No message is composed for an intent of kind "${unknown.kind}"`);
}
