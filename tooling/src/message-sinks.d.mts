export interface ReceivedMail {
  messageId: string | null;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string | undefined; contentType: string; content: Buffer }[];
  at: string;
}

export interface ReceivedSms {
  reference: string | null;
  to: string;
  message: string;
  dltTemplateId: string | null;
  sender: string | null;
  at: string;
}

export interface SmtpSink {
  url: string;
  port: number;
  received: ReceivedMail[];
  answerWith(rule: ((message: ReceivedMail) => { code: number; text: string } | null) | null): void;
  watch(watcher: (message: ReceivedMail) => void): () => void;
  close(): Promise<void>;
}

export interface SmsGatewaySink {
  url: string;
  port: number;
  received: ReceivedSms[];
  answerWith(rule: ((message: Omit<ReceivedSms, 'at'>) => { status: number; body: unknown } | null) | null): void;
  close(): Promise<void>;
}

export function startSmtpSink(options?: { port?: number; host?: string; onMessage?: (message: ReceivedMail) => void }): Promise<SmtpSink>;
export function startSmsGatewaySink(options?: {
  port?: number;
  host?: string;
  token?: string | null;
  delayMs?: number;
  onMessage?: (message: Omit<ReceivedSms, 'at'>) => void;
}): Promise<SmsGatewaySink>;
