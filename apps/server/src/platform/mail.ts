import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { writeOutboxFile } from './outbox.ts';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  kind: string;
  language: string;
};

export type Mailer = { send(message: MailMessage): Promise<void>; close(): void };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** Plain text with links made clickable; no remote content, no scripts. */
export function textToHtml(text: string): string {
  const body = escapeHtml(text)
    .replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>')
    .split('\n')
    .join('<br>\n');
  return `<!doctype html><html><body style="font-family:sans-serif">${body}</body></html>`;
}

/**
 * nodemailer over SMTP_URL; without it each message becomes a .eml file in DATA_DIR/outbox/
 * (the same bytes an SMTP server would receive) and a log line.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  const { smtpUrl, from, dataDir, log } = options;
  const transport = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: textToHtml(message.text),
        headers: { 'Content-Language': message.language, 'X-TransitDocs-Kind': message.kind },
      });
      if (!smtpUrl) {
        const raw = (info as { message?: unknown }).message;
        const content = Buffer.isBuffer(raw) ? raw : Buffer.from(String(raw));
        const file = await writeOutboxFile(dataDir, message.kind, 'eml', content);
        log.info({ to: message.to, kind: message.kind, file }, 'mail written to outbox');
      } else {
        log.info({ to: message.to, kind: message.kind }, 'mail sent');
      }
    },
    close() {
      transport.close();
    },
  };
}
