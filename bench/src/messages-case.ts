import type { MessageCounts } from 'shared/domain/messages/messages';
import type { SmtpSink } from 'tooling/message-sinks';
import type { ApiClient } from './api-client';
import { percentile } from './load';
import { sampleResidentPeak } from './process-memory';

// Messages at scale (PostgreSQL): a bulk job confirms MESSAGE_CONFIRMATIONS offline payments of
// registrants with an e-mail, each confirmation writing a payment-received e-mail (its receipt PDF
// attached) and an SMS (`timed` more are confirmed one by one, with the SMTP server up, then gone); the time from the job's end until the local SMTP server and gateway stand-in
// have every one, another person's stats meanwhile, and the API's memory. Then a confirmation's time
// with the SMTP server gone, beside the same with it up: delivery never runs inside a request.

export const MESSAGE_CONFIRMATIONS = 10_000;
const POLL_MS = 250;

export interface MessageFigures {
  confirmations: number;
  /** Messages the job's confirmations wrote (e-mail and SMS). */
  messages: number;
  jobSeconds: number;
  /** From the job's end until nothing was left to send, s. */
  drainSeconds: number;
  /** E-mails the SMTP server received with the receipt attached. */
  mailsWithReceipt: number;
  /** Messages that ended failed meanwhile (their last error is in the Messages view). */
  failed: number;
  /** Another person's GET /admin/stats during the job and the drain, one after another, ms. */
  bystanderP95Ms: number;
  apiRssBeforeMb: number;
  apiRssPeakMb: number;
  confirmP95Ms: number;
  confirmP95SmtpGoneMs: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function timedConfirmations(client: ApiClient, ids: readonly string[]): Promise<number> {
  const times: number[] = [];
  for (const id of ids) {
    const started = performance.now();
    await client.text(`/admin/register/${id}`, { method: 'PUT', body: { payment: { status: 'success', mode: 'offline' } } });
    times.push(performance.now() - started);
  }
  return percentile(
    times.sort((a, b) => a - b),
    0.95,
  );
}

export async function measureMessages(
  client: ApiClient,
  bystander: ApiClient,
  pid: number,
  mail: SmtpSink,
  /** Registrations with a pending offline payment and a parent's e-mail (databases.ts): the job's, then `timed` twice. */
  ids: readonly string[],
  { confirmations, timed }: { confirmations: number; timed: number },
): Promise<MessageFigures> {
  const [jobIds, upIds, goneIds] = [ids.slice(0, confirmations), ids.slice(confirmations, confirmations + timed), ids.slice(confirmations + timed)];
  // Counted as they come: the sink keeps only its last 10,000, and earlier parts (writes) sent some.
  let mailsWithReceipt = 0;
  const stopWatching = mail.watch((message) => {
    if (message.attachments.some((a) => a.contentType === 'application/pdf')) mailsWithReceipt += 1;
  });
  const countsBefore = await client.json<MessageCounts>('/admin/messages/counts');
  const memory = sampleResidentPeak(pid);
  const statsTimes: number[] = [];
  let measuring = true;
  const bystanding = (async () => {
    while (measuring) {
      const started = performance.now();
      await bystander.text('/admin/stats');
      statsTimes.push(performance.now() - started);
    }
  })();

  const jobStarted = Date.now();
  const job = await client.json<{ id: string }>('/admin/registrations/bulk', { method: 'POST', body: { action: 'confirmPayment', registrationIds: jobIds } });
  for (;;) {
    const now = await client.json<{ status: string; failed?: number }>(`/admin/jobs/${job.id}`);
    if (now.status === 'failed') throw new Error(`the bulk confirmation failed: ${JSON.stringify(now)}`);
    if (now.status === 'completed') break;
    await pause(POLL_MS);
  }
  const jobEnded = Date.now();
  let counts: MessageCounts;
  for (;;) {
    counts = await client.json<MessageCounts>('/admin/messages/counts');
    if (counts.queued + counts.sending === 0) break;
    await pause(POLL_MS);
  }
  const drained = Date.now();
  measuring = false;
  await bystanding;
  const { beforeMb, peakMb } = memory.stop();
  const messages = counts.sent + counts.failed + counts.skipped - (countsBefore.sent + countsBefore.failed + countsBefore.skipped);
  stopWatching();

  const confirmP95Ms = await timedConfirmations(client, upIds);
  await mail.close();
  const confirmP95SmtpGoneMs = await timedConfirmations(client, goneIds);
  return {
    confirmations,
    messages,
    jobSeconds: (jobEnded - jobStarted) / 1000,
    drainSeconds: (drained - jobEnded) / 1000,
    mailsWithReceipt,
    failed: counts.failed - countsBefore.failed,
    bystanderP95Ms: percentile(
      statsTimes.sort((a, b) => a - b),
      0.95,
    ),
    apiRssBeforeMb: beforeMb,
    apiRssPeakMb: peakMb,
    confirmP95Ms,
    confirmP95SmtpGoneMs,
  };
}
