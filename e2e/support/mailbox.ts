import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export type ReceivedMail = { to: string[]; raw: string; text: string };

/** Undoes quoted-printable and base64 transfer encodings well enough to read links and text. */
export function decodeMail(raw: string): string {
  const parts = raw.split(/\r?\n\r?\n/);
  const decoded: string[] = [];
  for (let i = 0; i < parts.length; i += 1) {
    const headers = parts[i - 1] ?? '';
    const body = parts[i] ?? '';
    if (
      /content-transfer-encoding:\s*base64/i.test(headers) &&
      /^[A-Za-z0-9+/=\r\n]+$/.test(body.trim())
    ) {
      decoded.push(Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8'));
    } else {
      const joined = body.replace(/=\r?\n/g, '');
      const bytes = Buffer.from(
        joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
          String.fromCharCode(parseInt(hex, 16)),
        ),
        'latin1',
      );
      decoded.push(bytes.toString('utf8'));
    }
  }
  return decoded.join('\n\n');
}

/** A real SMTP server on a random local port that keeps what it receives. */
export class Mailbox {
  readonly messages: ReceivedMail[] = [];
  port = 0;
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
        this.messages.push({ to, raw, text: decodeMail(raw) });
        callback();
      });
    },
  });

  async start(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as AddressInfo).port;
    return this.port;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => {
      this.server.close(resolve);
    });
  }

  /** Waits for a mail to `address` and returns the first link into the app it contains. */
  async waitForLink(address: string, pathPart: string, timeoutMs = 15_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      for (const mail of [...this.messages].reverse()) {
        if (!mail.to.includes(address.toLowerCase())) continue;
        const link = mail.text.match(new RegExp(`https?://[^\\s"'<>]*${pathPart}[^\\s"'<>]*`));
        if (link) return link[0];
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`No mail with a ${pathPart} link reached ${address}`);
  }
}
