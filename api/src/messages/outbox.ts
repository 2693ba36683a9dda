import { normalizeContactNumber } from 'shared/domain/registrations/contact-number';
import { renderTemplate } from 'shared/domain/settings/settings';
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

/** Every template's text, read once for a batch of intents. */
export async function readTemplates(tx: Queryable): Promise<Map<string, TemplateRow>> {
  const rows = await tx.query<TemplateRow>('SELECT id, subject, content, sms_text, dlt_template_id FROM notification_templates');
  return new Map(rows.map((row) => [row.id, row]));
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

/** A staff notice by e-mail to each of `recipients`, who have already been chosen by their preferences. */
export function staffMessages(
  text: TemplateRow,
  template: TemplateId,
  recipients: readonly StaffRecipient[],
  values: Record<string, string>,
  registrationId: string | null = null,
): QueuedMessage[] {
  return recipients.map((recipient) => ({
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
  }));
}
