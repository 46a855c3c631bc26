import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Writes one message file into DATA_DIR/outbox/ and returns its path. */
export async function writeOutboxFile(
  dataDir: string,
  kind: string,
  extension: string,
  content: string | Buffer,
): Promise<string> {
  const dir = path.join(dataDir, 'outbox');
  await fs.mkdir(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.join(dir, `${stamp}-${kind}-${randomBytes(4).toString('hex')}.${extension}`);
  await fs.writeFile(file, content);
  return file;
}
