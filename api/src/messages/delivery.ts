import type { FastifyBaseLogger } from 'fastify';
import type { MessagesConfig } from '../config';
import type { Database } from '../db/database';
import type { WorkScheduler } from '../plugins/work-scheduler';
import { SerialTask } from '../serial-task';
import { emailChannel, smsChannel, type Channel, type OutgoingMessage, type Outcome } from './channels';
import { composeWaiting } from './intents';

// The delivery worker: composes the messages changes asked for (intents.ts) and, beside that, takes
// due messages from the outbox and sends them, never inside a staff member's request. Several API instances share the outbox: a batch is taken with FOR UPDATE SKIP
// LOCKED, so no two take one message. A message taken is leased; a worker killed while sending
// leaves it to be taken again once the lease ends, when it goes out a second time with the same id
// (at least once, never silently twice). A registration's messages on one channel go in the order
// they were written: one waits while an earlier one is still to be sent.

const BATCH = 50;
const SENDS_AT_ONCE = 8;
const MAX_RETRY_PAUSE_MS = 60 * 60 * 1000;
const HEAVY_OWNER = 'messages';

export interface Attachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** The receipt a message carries, as its PDF; null when it no longer exists. */
export type RenderReceipt = (receiptNumber: string) => Promise<Attachment | null>;

interface TakenRow {
  id: string;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  body: string | null;
  html: string | null;
  dlt_template_id: string | null;
  attachment: { receiptNumber: string } | null;
  attempts: number;
  [column: string]: unknown;
}

/** The pause before attempt n + 1: the base, doubling, at most an hour. */
export const retryPauseMs = (attempts: number, baseMs: number) => Math.min(MAX_RETRY_PAUSE_MS, baseMs * 2 ** Math.max(0, attempts - 1));

export class MessageDelivery {
  private readonly channels: Partial<Record<'email' | 'sms', Channel>> = {};
  private readonly timer: NodeJS.Timeout;
  private closing = false;
  private readonly rounds = new SerialTask(
    () => this.drain(),
    (error) => this.log.warn({ err: error }, 'message delivery failed; it runs again shortly'),
  );
  // Composing runs beside delivery, not between its batches, so neither waits for the other.
  private readonly composing = new SerialTask(
    async () => {
      if ((await this.compose()) > 0) this.deliverSoon();
    },
    (error) => this.log.warn({ err: error }, 'composing messages failed; it runs again shortly'),
  );

  constructor(
    private readonly db: Database,
    private readonly config: MessagesConfig,
    private readonly scheduler: WorkScheduler,
    private readonly renderReceipt: RenderReceipt,
    private readonly log: FastifyBaseLogger,
  ) {
    if (config.smtpUrl) this.channels.email = emailChannel(config, config.smtpUrl);
    if (config.smsGatewayUrl) this.channels.sms = smsChannel(config, config.smsGatewayUrl);
    this.timer = setInterval(() => this.wake(), config.pollMs);
    this.timer.unref();
  }

  /** The channels this instance sends on; messages of another stay queued for an instance that has it. */
  get configured(): ('email' | 'sms')[] {
    return (Object.keys(this.channels) as ('email' | 'sms')[]).sort();
  }

  /** Looks for intents and due messages now; while a round runs, once more after it. */
  wake(): void {
    this.composing.wake();
    this.deliverSoon();
  }

  private deliverSoon(): void {
    if (this.configured.length > 0) this.rounds.wake();
  }

  /** Composes what changes asked for, so that the outbox read next holds it; answers how many intents. */
  compose(): Promise<number> {
    return composeWaiting(this.db, {
      onFailure: (id, error) => this.log.error({ err: error, intent: id }, 'a message intent could not be composed; it is kept with its failure'),
      between: () => this.scheduler.yieldToLight(),
    });
  }

  /** Waits for the round under way, then sends nothing more. */
  async close(): Promise<void> {
    this.closing = true;
    clearInterval(this.timer);
    await Promise.all([this.composing.stop(), this.rounds.stop()]);
    for (const channel of Object.values(this.channels)) channel.close();
  }

  private async drain(): Promise<void> {
    while (!this.closing) {
      // Light calls (a person waiting) go first; delivery takes what is left.
      await this.scheduler.yieldToLight();
      const taken = await this.take();
      if (taken.length === 0) return;
      const queue = [...taken];
      await Promise.all(
        Array.from({ length: Math.min(SENDS_AT_ONCE, queue.length) }, async () => {
          for (let row = queue.shift(); row; row = queue.shift()) await this.deliver(row);
        }),
      );
    }
  }

  private take(): Promise<TakenRow[]> {
    return this.db.query<TakenRow>(
      `UPDATE messages m SET status = 'sending', attempts = m.attempts + 1, lease_until = now() + make_interval(secs => $2)
       WHERE m.id IN (
         SELECT d.id FROM messages d
         WHERE d.status IN ('queued', 'sending') AND d.channel = ANY ($3::text[])
           AND CASE WHEN d.status = 'queued' THEN d.next_attempt_at <= now() ELSE d.lease_until < now() END
           AND NOT EXISTS (
             SELECT 1 FROM messages e
             WHERE d.registration_id IS NOT NULL AND e.registration_id = d.registration_id AND e.channel = d.channel
               AND e.seq < d.seq AND e.status IN ('queued', 'sending'))
         ORDER BY d.seq
         LIMIT $1
         FOR UPDATE SKIP LOCKED)
       RETURNING m.id, m.channel, m.recipient, m.subject, m.body, m.html, m.dlt_template_id, m.attachment, m.attempts`,
      [BATCH, this.config.leaseSeconds, this.configured],
    );
  }

  private async outgoing(row: TakenRow): Promise<OutgoingMessage | Outcome> {
    if (row.body === null) return { outcome: 'failed', answer: 'The text of this message was removed under the retention period before it could be sent.' };
    const attachments: Attachment[] = [];
    if (row.attachment) {
      // Drawing a PDF is heavy work: it waits its turn beside the other heavy calls, and for the
      // light calls in flight (a person waiting), since it holds the event loop for milliseconds.
      const release = await this.scheduler.acquireHeavy(HEAVY_OWNER);
      await this.scheduler.yieldToLight();
      const pdf = await this.renderReceipt(row.attachment.receiptNumber).finally(release);
      if (!pdf) return { outcome: 'failed', answer: `Receipt ${row.attachment.receiptNumber} no longer exists.` };
      attachments.push(pdf);
    }
    return { id: row.id, recipient: row.recipient, subject: row.subject, body: row.body, html: row.html, dltTemplateId: row.dlt_template_id, attachments };
  }

  private async deliver(row: TakenRow): Promise<void> {
    let result: Outcome;
    try {
      const message = await this.outgoing(row);
      result = 'outcome' in message ? message : await this.channels[row.channel]!.send(message);
    } catch (error) {
      result = { outcome: 'retry', answer: error instanceof Error ? error.message : String(error) };
    }
    const outcome = result.outcome === 'retry' && row.attempts >= this.config.maxAttempts ? 'failed' : result.outcome;
    const entry = JSON.stringify([{ at: new Date().toISOString(), outcome: result.outcome, answer: result.answer.slice(0, 1000) }]);
    await this.db.query(
      `UPDATE messages SET
         status = CASE $2 WHEN 'sent' THEN 'sent' WHEN 'failed' THEN 'failed' ELSE 'queued' END,
         sent_at = CASE WHEN $2 = 'sent' THEN now() END,
         last_error = CASE WHEN $2 = 'sent' THEN NULL ELSE $3 END,
         next_attempt_at = now() + make_interval(secs => $4::double precision / 1000),
         lease_until = NULL,
         attempt_log = attempt_log || $5::jsonb
       WHERE id = $1 AND status = 'sending'`,
      [row.id, outcome, result.answer.slice(0, 1000), retryPauseMs(row.attempts, this.config.retryBaseMs), entry],
    );
  }
}
