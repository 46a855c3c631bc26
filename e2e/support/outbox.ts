import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** A one-time code in an SMS text: a link's code ("code 123456") or a signing code ("123456 ("). */
const CODE = /(?:code|kod) (\d{6})|(\d{6}) \(/;

/**
 * The newest one-time code the e2e server's outbox (it has no SMS gateway) carried after
 * `after` (ms since the epoch), to `phone` when given; null until one has arrived.
 */
export function smsCodeFromOutbox(dataDir: string, after: number, phone?: string): string | null {
  const outbox = join(dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(outbox).filter((file) => file.endsWith('.sms.txt'));
  } catch {
    return null;
  }
  const fresh = files
    .map((file) => ({ file, time: statSync(join(outbox, file)).mtimeMs }))
    .filter((entry) => entry.time >= after)
    .sort((a, b) => b.time - a.time);
  for (const { file } of fresh) {
    const text = readFileSync(join(outbox, file), 'utf8');
    if (phone !== undefined && /^To: (.*)$/m.exec(text)?.[1]?.replace(/\s/g, '') !== phone) {
      continue;
    }
    const found = CODE.exec(text);
    const code = found?.[1] ?? found?.[2];
    if (code) return code;
  }
  return null;
}
