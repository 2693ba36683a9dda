import type { MessageCounts, MessageDetail, MessagesPage, MessagesQuery, Message } from 'shared/domain/messages/messages';
import { MESSAGE_STATUSES } from 'shared/domain/messages/message-kinds';
import type { AuditActor } from 'shared/domain/registrations/registration';
import { writeAuditEntry } from '../audit/audit-log';
import type { Database, Queryable } from '../db/database';

// The outbox as people read it: the Messages screen's list, one message with its text and
// attempts, the counts per status, and resending (a new copy, audited).

interface MessageRow {
  id: string;
  channel: Message['channel'];
  template: string;
  recipient: string;
  subject: string | null;
  status: Message['status'];
  attempts: number;
  last_error: string | null;
  registration_id: string | null;
  created_at: Date;
  sent_at: Date | null;
  seq: string;
  [column: string]: unknown;
}

const COLUMNS = 'id, channel, template, recipient, subject, status, attempts, last_error, registration_id, created_at, sent_at, seq::text AS seq';

const toMessage = (row: MessageRow): Message => ({
  id: row.id,
  channel: row.channel,
  template: row.template,
  to: row.recipient,
  subject: row.subject,
  status: row.status,
  attempts: row.attempts,
  lastError: row.last_error,
  registrationId: row.registration_id,
  createdAt: row.created_at.toISOString(),
  sentAt: row.sent_at?.toISOString() ?? null,
});

/** Newest first, filtered; `total` counts every match, `nextCursor` the page after this one. */
export async function listMessages(db: Queryable, query: MessagesQuery): Promise<MessagesPage> {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const where = (sql: (n: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(sql(`$${params.length}`));
  };
  if (query.status) where((n) => `status = ${n}`, query.status);
  if (query.channel) where((n) => `channel = ${n}`, query.channel);
  if (query.template) where((n) => `template = ${n}`, query.template);
  if (query.to) where((n) => `recipient ILIKE '%' || ${n} || '%'`, query.to.replace(/[\\%_]/g, '\\$&'));
  if (query.registrationId) where((n) => `registration_id = ${n}`, query.registrationId);
  const filter = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  const [{ total }] = (await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM messages ${filter}`, params)) as [{ total: number }];
  const pageConditions = [...conditions];
  const pageParams = [...params];
  if (query.cursor) {
    pageParams.push(query.cursor);
    pageConditions.push(`seq < $${pageParams.length}::bigint`);
  }
  pageParams.push(query.limit + 1);
  const rows = await db.query<MessageRow>(
    `SELECT ${COLUMNS} FROM messages ${pageConditions.length ? `WHERE ${pageConditions.join(' AND ')}` : ''} ORDER BY seq DESC LIMIT $${pageParams.length}`,
    pageParams,
  );
  const page = rows.slice(0, query.limit);
  return { data: page.map(toMessage), total, nextCursor: rows.length > query.limit ? page.at(-1)!.seq : null };
}

export async function readMessage(db: Queryable, id: string): Promise<MessageDetail | null> {
  const [row] = await db.query<MessageRow & { body: string | null; attempt_log: MessageDetail['attemptLog']; resent_from: string | null }>(
    `SELECT ${COLUMNS}, body, attempt_log, resent_from FROM messages WHERE id = $1`,
    [id],
  );
  return row ? { ...toMessage(row), body: row.body, attemptLog: row.attempt_log, resentFrom: row.resent_from } : null;
}

export async function countMessages(db: Queryable): Promise<MessageCounts> {
  const rows = await db.query<{ status: Message['status']; n: number }>('SELECT status, count(*)::int AS n FROM messages GROUP BY status');
  const counts = Object.fromEntries(MESSAGE_STATUSES.map((status) => [status, 0])) as MessageCounts;
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}

/**
 * A new copy of each message, queued now with the same text and attachment; audited as
 * `message.resent`. Ids that do not exist (or are out of the caller's sight) are skipped;
 * `onlyFailed` keeps the bulk resend to failed messages.
 */
export async function resendMessages(db: Database, ids: readonly string[], actor: AuditActor, onlyFailed: boolean): Promise<Message[]> {
  return db.transaction(async (tx) => {
    const copies = await tx.query<MessageRow & { resent_from: string }>(
      `INSERT INTO messages (channel, template, recipient, subject, body, html, dlt_template_id, attachment, registration_id, staff_uid, resent_from)
       SELECT channel, template, recipient, subject, body, html, dlt_template_id, attachment, registration_id, staff_uid, id
       FROM messages
       WHERE id = ANY ($1::uuid[]) AND status <> 'skipped' AND body IS NOT NULL AND ($2::boolean IS FALSE OR status = 'failed')
       ORDER BY seq
       RETURNING ${COLUMNS}, resent_from`,
      [ids, onlyFailed],
    );
    for (const copy of copies) {
      await writeAuditEntry(tx, {
        actor,
        action: 'message.resent',
        target: { type: 'message', id: copy.id, label: `${copy.template} to ${copy.recipient}` },
        before: {},
        after: { resentFrom: copy.resent_from },
        note: null,
      });
    }
    return copies.map(toMessage);
  });
}

/** What a registration was sent, for its page (newest first). */
export const messagesOfRegistration = (db: Queryable, registrationId: string, limit: number) => listMessages(db, { registrationId, limit });

/**
 * Removes the text of messages older than `days`; the fact of sending stays. Answers how many. Intents
 * that could not be composed go too: they hold the same kind of text.
 */
export async function removeOldMessageBodies(db: Queryable, days: number): Promise<number> {
  await db.query('DELETE FROM message_intents WHERE failure IS NOT NULL AND created_at < now() - make_interval(days => $1)', [days]);
  const rows = await db.query(
    `UPDATE messages SET body = NULL, html = NULL, body_removed_at = now()
     WHERE body IS NOT NULL AND created_at < now() - make_interval(days => $1) AND status IN ('sent', 'failed', 'skipped')
     RETURNING 1`,
    [days],
  );
  return rows.length;
}
