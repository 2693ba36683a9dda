import { normalizeContactNumber } from 'shared/domain/registrations/contact-number';
import { renderTemplate } from 'shared/domain/settings/settings';
import { SOURCE_LANGUAGE, type Language } from 'shared/i18n/languages';
import type { Queryable } from '../db/database';

// Messages as the outbox holds them, built from a template's text and written many in one statement;
// the composer (compose.ts) decides which, the delivery worker (delivery.ts) sends them.

export type TemplateId =
  | 'registration-confirmation'
  | 'payment-received'
  | 'disqualification-notice'
  | 'staff-invitation'
  | 'approval-requested'
  | 'disqualification-staff'
  | 'export-ready'
  | 'second-factor-reset';

export interface TemplateRow {
  id: string;
  subject: string;
  content: string;
  sms_text: string;
  dlt_template_id: string;
  [column: string]: unknown;
}

export interface QueuedMessage {
  channel: 'email' | 'sms';
  template: TemplateId;
  recipient: string;
  subject: string | null;
  body: string;
  html: string | null;
  dltTemplateId: string | null;
  attachment: { receiptNumber: string } | null;
  registrationId: string | null;
  staffUid: string | null;
  /** A message that cannot be sent is kept as `skipped`, with the reason in words. */
  skipped: string | null;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);

/** The e-mail's HTML: the template's text and every value escaped, lines kept. */
function htmlOf(content: string, values: Record<string, string>): string {
  const escaped = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, escapeHtml(value)]));
  const body = renderTemplate(escapeHtml(content), escaped).replace(/\n/g, '<br>\n');
  return `<!doctype html><html><body style="font-family: sans-serif">${body}</body></html>`;
}

/** A template's text in each language it is written in: English always (notification_templates), Hindi and Tamil when stored. */
export type TemplateVersions = Partial<Record<Language, TemplateRow>> & Record<typeof SOURCE_LANGUAGE, TemplateRow>;

/** Every template's text in every language, read once for a batch of intents. */
export async function readTemplates(tx: Queryable): Promise<Map<string, TemplateVersions>> {
  const rows = await tx.query<TemplateRow & { language: Language }>(
    `SELECT id, $1::text AS language, subject, content, sms_text, dlt_template_id FROM notification_templates
     UNION ALL SELECT template_id, language, subject, content, sms_text, dlt_template_id FROM notification_template_texts`,
    [SOURCE_LANGUAGE],
  );
  const templates = new Map<string, TemplateVersions>();
  for (const row of rows.filter((row) => row.language === SOURCE_LANGUAGE)) templates.set(row.id, { [SOURCE_LANGUAGE]: row });
  for (const row of rows) templates.get(row.id)![row.language] = row;
  return templates;
}

/**
 * The text a person reading `language` is sent: that language's, with the English text wherever
 * it has none (a template not yet written in it, or an SMS text left empty). An SMS goes with its
 * own DLT id, registered for that text, so text and id fall back together.
 */
export function templateIn(versions: TemplateVersions, language: Language): TemplateRow {
  const english = versions[SOURCE_LANGUAGE];
  const translated = versions[language];
  if (!translated) return english;
  const sms = translated.sms_text ? translated : english;
  return {
    id: english.id,
    subject: translated.subject || english.subject,
    content: translated.content || english.content,
    sms_text: sms.sms_text,
    dlt_template_id: sms.dlt_template_id,
  };
}

export async function insertMessages(tx: Queryable, messages: QueuedMessage[]): Promise<void> {
  if (messages.length === 0) return;
  const column = <K extends keyof QueuedMessage>(key: K) => messages.map((message) => message[key]);
  await tx.query(
    `INSERT INTO messages (channel, template, recipient, subject, body, html, dlt_template_id, attachment, registration_id, staff_uid, status, last_error)
     SELECT m.channel, m.template, m.recipient, m.subject, m.body, m.html, m.dlt, m.attachment::jsonb, m.registration_id, m.staff_uid,
            CASE WHEN m.skipped IS NULL THEN 'queued' ELSE 'skipped' END, m.skipped
     FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[])
       WITH ORDINALITY AS m(channel, template, recipient, subject, body, html, dlt, attachment, registration_id, staff_uid, skipped, n)
     ORDER BY m.n`,
    [
      column('channel'),
      column('template'),
      column('recipient'),
      column('subject'),
      column('body'),
      column('html'),
      column('dltTemplateId'),
      messages.map((message) => (message.attachment ? JSON.stringify(message.attachment) : null)),
      column('registrationId'),
      column('staffUid'),
      column('skipped'),
    ],
  );
}

export interface Registrant {
  registrationId: string;
  name: string;
  contactNumber: string;
  email: string | null;
}

/**
 * A template to a registrant: by e-mail when one is known, and by SMS to the contact number (in
 * E.164, +91…); a number that is no Indian mobile number is kept as a skipped SMS with the reason.
 */
export function registrantMessages(
  text: TemplateRow,
  template: TemplateId,
  registrant: Registrant,
  values: Record<string, string>,
  attachment: QueuedMessage['attachment'],
): QueuedMessage[] {
  const filled = { name: registrant.name, registrationId: registrant.registrationId, ...values };
  const common = { template, registrationId: registrant.registrationId, staffUid: null, dltTemplateId: null };
  const messages: QueuedMessage[] = [];
  if (registrant.email) {
    messages.push({
      ...common,
      channel: 'email',
      recipient: registrant.email,
      subject: renderTemplate(text.subject, filled),
      body: renderTemplate(text.content, filled),
      html: htmlOf(text.content, filled),
      attachment,
      skipped: null,
    });
  }
  if (text.sms_text) {
    const mobile = normalizeContactNumber(registrant.contactNumber);
    messages.push({
      ...common,
      channel: 'sms',
      recipient: mobile ? `+91${mobile}` : registrant.contactNumber,
      subject: null,
      body: renderTemplate(text.sms_text, filled),
      html: null,
      dltTemplateId: text.dlt_template_id || null,
      attachment: null,
      skipped: mobile ? null : `The contact number "${registrant.contactNumber}" is not an Indian mobile number, so no SMS was sent.`,
    });
  }
  if (messages.length === 0) {
    messages.push({
      ...common,
      channel: 'email',
      recipient: '',
      subject: renderTemplate(text.subject, filled),
      body: renderTemplate(text.content, filled),
      html: null,
      attachment: null,
      skipped: 'This registration has no e-mail address, and the template has no SMS text.',
    });
  }
  return messages;
}

export interface StaffRecipient {
  uid: string;
  email: string;
}

/** A staff member a notice goes to, and the language they read (their `locale` preference's). */
export interface StaffAddressee extends StaffRecipient {
  language: Language;
}

/** A staff notice by e-mail to each of `recipients`, who have already been chosen by their preferences, each in their language. */
export function staffMessages(
  versions: TemplateVersions,
  template: TemplateId,
  recipients: readonly StaffAddressee[],
  values: Record<string, string>,
  registrationId: string | null = null,
): QueuedMessage[] {
  return recipients.map((recipient) => {
    const text = templateIn(versions, recipient.language);
    return {
      channel: 'email',
      template,
      recipient: recipient.email,
      subject: renderTemplate(text.subject, values),
      body: renderTemplate(text.content, values),
      html: htmlOf(text.content, values),
      dltTemplateId: null,
      attachment: null,
      registrationId,
      staffUid: recipient.uid,
      skipped: null,
    };
  });
}
