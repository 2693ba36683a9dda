// Local stand-ins for the two services messages leave through, each speaking the real protocol:
// an SMTP server (smtp-server) and MSG91's Send SMS API (POST /api/v2/sendsms). `npm start` runs
// them when SMTP_URL or SMS_GATEWAY_URL is unset, and the API tests start their own, to see what
// arrived and to answer as a failing server would.
import http from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const MAX_KEPT = 10_000;

/**
 * An SMTP server on 127.0.0.1 that keeps the last MAX_KEPT messages it accepts (parsed: messageId, from, to,
 * subject, text, html, attachments). `refuse(message)` may answer an SMTP error for a message
 * ({ code: 451 | 550, text }) instead of accepting it.
 */
export async function startSmtpSink({ port = 0, host = '127.0.0.1', onMessage = () => {} } = {}) {
  const received = [];
  const watchers = new Set([onMessage]);
  let refuse = () => null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 25 * 1024 * 1024,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const message = {
            messageId: parsed.messageId ?? null,
            from: parsed.from?.text ?? '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            attachments: parsed.attachments.map(({ filename, contentType, content }) => ({ filename, contentType, content })),
            at: new Date().toISOString(),
          };
          const refusal = refuse(message);
          if (refusal) {
            const error = new Error(refusal.text);
            error.responseCode = refusal.code;
            return callback(error);
          }
          received.push(message);
          if (received.length > MAX_KEPT) received.shift();
          for (const watcher of watchers) watcher(message);
          return callback(null, 'Message accepted');
        })
        .catch((error) => callback(error));
    },
  });
  server.on('error', () => {});
  await new Promise((resolve, reject) => {
    server.listen(port, host, resolve);
    server.server.once('error', reject);
  });
  const actualPort = server.server.address().port;
  return {
    url: `smtp://${host}:${actualPort}`,
    port: actualPort,
    received,
    /** How the next messages are answered: a function of the message, null to accept. */
    answerWith(rule) {
      refuse = rule ?? (() => null);
    },
    /** Calls `watcher` with each message accepted from now, however many (`received` keeps the last MAX_KEPT); answers how to stop. */
    watch(watcher) {
      watchers.add(watcher);
      return () => watchers.delete(watcher);
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * MSG91's Send SMS API on 127.0.0.1: keeps each text it accepts ({ reference, to, message, dltTemplateId,
 * sender }); `answerWith(rule)` may answer a text with another status and body instead. `delayMs`: a
 * slow gateway, which keeps a text at once and answers that long after.
 */
export async function startSmsGatewaySink({ port = 0, host = '127.0.0.1', token = null, delayMs = 0, onMessage = () => {} } = {}) {
  const received = [];
  let rule = () => null;
  let requests = 0;
  const server = http.createServer((request, response) => {
    const reply = (status, body) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method !== 'POST' || new URL(request.url, 'http://sink').pathname !== '/api/v2/sendsms')
      return reply(404, { type: 'error', message: 'Not found' });
    if (token !== null && request.headers.authkey !== token) return reply(401, { type: 'error', message: 'Invalid authkey' });
    const chunks = [];
    let size = 0;
    request.on('data', (chunk) => {
      size += chunk.length;
      if (size <= 1_000_000) chunks.push(chunk);
    });
    request.on('end', () => {
      let body;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return reply(400, { type: 'error', message: 'The body is not JSON' });
      }
      const sms = Array.isArray(body?.sms) ? body.sms : [];
      if (size > 1_000_000 || sms.length === 0 || sms.some((one) => typeof one?.message !== 'string' || !Array.isArray(one?.to))) {
        return reply(400, { type: 'error', message: 'sms must list { message, to: [mobile] }' });
      }
      const messages = sms.flatMap((one) =>
        one.to.map((to) => ({
          reference: body.reference ?? null,
          to,
          message: one.message,
          dltTemplateId: body.DLT_TE_ID ?? null,
          sender: body.sender ?? null,
        })),
      );
      const answer = rule(messages[0]);
      if (answer) return reply(answer.status, answer.body);
      requests += 1;
      for (const message of messages) {
        received.push({ ...message, at: new Date().toISOString() });
        if (received.length > MAX_KEPT) received.shift();
        onMessage(message);
      }
      const answer200 = () => reply(200, { type: 'success', message: `sink-${requests}` });
      if (delayMs > 0) setTimeout(answer200, delayMs);
      else answer200();
    });
  });
  await new Promise((resolve, reject) => {
    server.listen(port, host, resolve);
    server.once('error', reject);
  });
  const actualPort = server.address().port;
  return {
    url: `http://${host}:${actualPort}`,
    port: actualPort,
    received,
    answerWith(next) {
      rule = next ?? (() => null);
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
