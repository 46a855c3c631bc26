import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sha256Of, type FileStore } from '../platform/files/index.ts';
import { forEachLimit } from './concurrency.ts';

/** Files copied at once: enough to hide S3 round trips, few enough for a small machine. */
const PARALLEL = 8;

export type CopiedFile = { sha256: string; size: number };

/**
 * Copies each file from the store to `dir/<sha256>`, streamed (an upload may be 20 MB) and
 * checked against its name on the way: a damaged file in the store fails the backup instead of
 * being saved as if it were good. A file the store does not have is reported, not invented.
 */
export async function exportFiles(
  store: FileStore,
  hashes: readonly string[],
  dir: string,
): Promise<{ files: CopiedFile[]; missing: string[] }> {
  await fs.mkdir(dir, { recursive: true });
  const files: CopiedFile[] = [];
  const missing: string[] = [];
  await forEachLimit(hashes, PARALLEL, async (sha256) => {
    const found = await store.stream(sha256);
    if (!found) {
      missing.push(sha256);
      return;
    }
    const target = path.join(dir, sha256);
    const hash = createHash('sha256');
    let size = 0;
    await pipeline(
      found.stream,
      async function* (source: Readable) {
        for await (const chunk of source) {
          const bytes = chunk as Buffer;
          hash.update(bytes);
          size += bytes.byteLength;
          yield bytes;
        }
      },
      createWriteStream(`${target}.part`),
    );
    const actual = hash.digest('hex');
    if (actual !== sha256) {
      throw new Error(
        `The file store answered other bytes for ${sha256} (their SHA-256: ${actual})`,
      );
    }
    await fs.rename(`${target}.part`, target);
    files.push({ sha256, size });
  });
  const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return { files: files.sort((a, b) => byName(a.sha256, b.sha256)), missing: missing.sort(byName) };
}

/**
 * Puts each backed-up file back through the store (local folder or S3, whichever is
 * configured), after checking its bytes against its name and size. A file the store already
 * has is left alone: names are content hashes, so it holds the same bytes.
 */
export async function importFiles(
  store: FileStore,
  files: readonly CopiedFile[],
  dir: string,
): Promise<{ restored: number; present: number }> {
  let restored = 0;
  let present = 0;
  await forEachLimit(files, PARALLEL, async ({ sha256, size }) => {
    if (await store.has(sha256)) {
      present += 1;
      return;
    }
    const bytes = await fs.readFile(path.join(dir, sha256));
    const actual = sha256Of(bytes);
    if (actual !== sha256 || bytes.byteLength !== size) {
      throw new Error(
        `The backup's file ${sha256} is damaged (SHA-256 ${actual}, ${bytes.byteLength} bytes)`,
      );
    }
    const stored = await store.put(bytes);
    if (stored.sha256 !== sha256) {
      throw new Error(`The file store kept ${sha256} as ${stored.sha256}`);
    }
    restored += 1;
  });
  return { restored, present };
}
