import nodemailer from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool';
import type { MessagesConfig } from '../config';

// The two ways a message leaves: e-mail over SMTP (nodemailer), and SMS through MSG91's Send SMS
// API (`POST <gateway>/api/v2/sendsms`, the `authkey` header, the DLT template id with each text).
// Each answers what became of one attempt, in the server's own words.

export type Outcome = { outcome: 'sent' | 'retry' | 'failed'; answer: string };

export interface OutgoingMessage {
  /** The message's id: the e-mail's Message-ID, so a second copy after a crash is the same message. */
  id: string;
  recipient: string;
  subject: string | null;
  body: string;
  html: string | null;
  dltTemplateId: string | null;
  attachments: { filename: string; content: Buffer; contentType: string }[];
}

export interface Channel {
  send(message: OutgoingMessage): Promise<Outcome>;
  close(): void;
}

// A server slower than this is treated as down for this attempt; the next one comes later.
const SMTP_TIMEOUT_MS = 15_000;
const GATEWAY_TIMEOUT_MS = 15_000;
// Network failures that pass: the server may answer next time.
const TEMPORARY_NETWORK_CODES = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ECONNREFUSED', 'ECONNRESET', 'EPROTOCOL', 'ETLS', 'EAUTH']);

interface SmtpError {
  code?: string;
  responseCode?: number;
  response?: string;
  message?: string;
}

/** SMTP's answer: 4xx passes (greylisting, a full queue), 5xx is final; a connection that failed is tried again. */
export function smtpOutcome(error: SmtpError): Outcome {
  const answer = error.response ?? error.message ?? String(error);
  if (typeof error.responseCode === 'number') return { outcome: error.responseCode >= 500 ? 'failed' : 'retry', answer };
  return { outcome: error.code && !TEMPORARY_NETWORK_CODES.has(error.code) && error.code !== 'EENVELOPE' ? 'failed' : 'retry', answer };
}

export function emailChannel(config: Pick<MessagesConfig, 'smtpUrl' | 'mailFrom'>, url: string): Channel {
  const transport = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 4,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  } satisfies SMTPPool.Options);
  const domain = config.mailFrom.replace(/^.*@/, '').replace(/>.*$/, '') || 'localhost';
  return {
    async send(message) {
      try {
        const info = await transport.sendMail({
          from: config.mailFrom,
          to: message.recipient,
          subject: message.subject ?? '',
          text: message.body,
          ...(message.html !== null && { html: message.html }),
          messageId: `<${message.id}@${domain}>`,
          attachments: message.attachments,
        });
        return { outcome: 'sent', answer: String((info as { response?: string }).response ?? 'accepted') };
      } catch (error) {
        return smtpOutcome(error as SmtpError);
      }
    },
    close: () => transport.close(),
  };
}

/** The gateway's answer: 429 and 5xx pass, any other 4xx is final, and so is a 200 that says `"type": "error"`. */
export function gatewayOutcome(status: number, text: string): Outcome {
  let parsed: { type?: unknown; message?: unknown } | null;
  try {
    parsed = JSON.parse(text) as { type?: unknown; message?: unknown };
  } catch {
    parsed = null;
  }
  const answer = `HTTP ${status}: ${typeof parsed?.message === 'string' ? parsed.message : text.slice(0, 500)}`;
  if (status === 429 || status >= 500) return { outcome: 'retry', answer };
  if (status >= 400) return { outcome: 'failed', answer };
  return { outcome: parsed?.type === 'success' ? 'sent' : 'failed', answer };
}

export function smsChannel(config: Pick<MessagesConfig, 'smsGatewayToken' | 'smsSender'>, url: string): Channel {
  const endpoint = new URL('api/v2/sendsms', url.endsWith('/') ? url : `${url}/`);
  return {
    async send(message) {
      try {
        const response = await fetch(endpoint, {
          method: 'POST',
          headers: { authkey: config.smsGatewayToken ?? '', 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            sender: config.smsSender,
            route: '4',
            country: '91',
            unicode: 1,
            // The outbox's id: a gateway stand-in (and a person reading its log) tells a second copy by it.
            reference: message.id,
            sms: [{ message: message.body, to: [message.recipient.replace(/^\+/, '')] }],
            DLT_TE_ID: message.dltTemplateId ?? '',
          }),
          signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
          redirect: 'error',
        });
        return gatewayOutcome(response.status, await response.text());
      } catch (error) {
        return { outcome: 'retry', answer: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
      }
    },
    close: () => {},
  };
}
