import type { ReceivedMail } from 'tooling/message-sinks';
import { control } from './browser';

// What the test portal's local SMTP server received, and how it answers: through the control
// endpoint, since the sinks run in the global setup's process (tooling/src/message-sinks.mjs).

/** An e-mail as the sink parsed it, its attachments by name, type and size. */
export type SinkMail = Omit<ReceivedMail, 'attachments'> & { attachments: { filename: string | undefined; contentType: string; size: number }[] };

async function mailSink(refuse?: { to: string; code: number; text: string } | null): Promise<SinkMail[]> {
  const answer = (await control('message-sink/mail', refuse === undefined ? {} : { refuse })) as unknown as { received: SinkMail[] };
  return answer.received;
}

/** Every e-mail the portal's SMTP server accepted so far. */
export const mailReceived = () => mailSink();

/** From now on the SMTP server refuses mail to `to` with `code` and `text` (550: permanently). */
export const refuseMailTo = async (to: string, code: number, text: string) => void (await mailSink({ to, code, text }));

/** From now on the SMTP server accepts every message again. */
export const acceptAllMail = async () => void (await mailSink(null));

/** A text as the portal's SMS gateway stand-in received it. */
export interface SinkSms {
  reference: string | null;
  to: string;
  message: string;
  dltTemplateId: string | null;
}

/** Every text the portal's SMS gateway stand-in accepted so far. */
export const smsReceived = async (): Promise<SinkSms[]> => ((await control('message-sink/sms', {})) as unknown as { received: SinkSms[] }).received;
