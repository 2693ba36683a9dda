import { startSmsGatewaySink, startSmtpSink } from 'tooling/message-sinks';
import type { Config } from '../../src/config';

// A real SMTP server and a stand-in of the SMS gateway (tooling/message-sinks.mjs) for a suite's
// test app, with the app's settings that send to them and retry fast.

export const GATEWAY_TOKEN = 'test-gateway-token';

export interface MessageSinks {
  smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  gateway: Awaited<ReturnType<typeof startSmsGatewaySink>>;
}

/**
 * Starts both sinks before the suite and closes them after it; call it before useTestApp and pass
 * `config` to it. The sinks' ports are known once they listen: the app reads `config.messages` when
 * it starts, after this beforeAll.
 */
export function useMessageSinks(): { sinks: MessageSinks; config: Pick<Config, 'messages'> } {
  const sinks = {} as MessageSinks;
  beforeAll(async () => {
    sinks.smtp = await startSmtpSink();
    sinks.gateway = await startSmsGatewaySink({ token: GATEWAY_TOKEN });
  });
  afterAll(async () => {
    await sinks.smtp?.close();
    await sinks.gateway?.close();
  });
  const config = {
    get messages() {
      return { smtpUrl: sinks.smtp.url, smsGatewayUrl: sinks.gateway.url, smsGatewayToken: GATEWAY_TOKEN, retryBaseMs: 50, pollMs: 50, maxAttempts: 3 };
    },
  };
  return { sinks, config };
}
