import type { FastifyBaseLogger } from 'fastify';
import { writeOutboxFile } from './outbox.ts';

export type SmsMessage = { to: string; text: string; kind: string };

export type SmsSender = { send(message: SmsMessage): Promise<void> };

/**
 * HTTP gateway adapter: POST {from, to, text} as JSON with a bearer token. Without a gateway the
 * message goes to DATA_DIR/outbox/*.sms.txt and the log.
 */
export function createSmsSender(options: {
  gatewayUrl: string | undefined;
  token: string | undefined;
  sender: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): SmsSender {
  const { gatewayUrl, token, sender, dataDir, log } = options;
  return {
    async send(message) {
      if (!gatewayUrl) {
        const content = `From: ${sender}\nTo: ${message.to}\nKind: ${message.kind}\n\n${message.text}\n`;
        const file = await writeOutboxFile(dataDir, message.kind, 'sms.txt', content);
        log.info({ to: message.to, kind: message.kind, file }, 'sms written to outbox');
        return;
      }
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (token) headers.authorization = `Bearer ${token}`;
      const response = await fetch(gatewayUrl, {
        method: 'POST',
        headers,
        body: JSON.stringify({ from: sender, to: message.to, text: message.text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) {
        throw new Error(`SMS gateway answered ${response.status}`);
      }
      log.info({ to: message.to, kind: message.kind }, 'sms sent');
    },
  };
}
