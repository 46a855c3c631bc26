import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../../config.ts';

const SHA256 = /^[0-9a-f]{64}$/;

export function isSha256(value: string): boolean {
  return SHA256.test(value);
}

export function sha256Of(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * Content-addressed file store: a file is named by the SHA-256 of its bytes, so storing the same
 * bytes twice keeps one copy and a stored file never changes. Another backend (S3-compatible)
 * can implement the same type.
 */
export type FileStore = {
  /** Stores the bytes (once) and answers their SHA-256 (hex). */
  put(bytes: Uint8Array): Promise<{ sha256: string; size: number }>;
  /** The bytes, or null when no such file is stored. */
  get(sha256: string): Promise<Buffer | null>;
  /** A stream of the bytes, or null when no such file is stored. */
  stream(sha256: string): Promise<{ stream: Readable; size: number } | null>;
  has(sha256: string): Promise<boolean>;
};

/** The store the configuration asks for: an S3-compatible bucket, or local files. */
export function createFileStore(config: Pick<Config, 'dataDir' | 's3'>): FileStore {
  // The S3 store is built in ./s3.ts (issue 19); until then every configuration stores locally.
  return createLocalFileStore(config.dataDir);
}

/** The local store: DATA_DIR/files/ab/cd/<sha256>. */
export function createLocalFileStore(dataDir: string): FileStore {
  const root = path.join(dataDir, 'files');

  const pathOf = (sha256: string): string => {
    // The name is checked, so no caller can reach outside the store with '../'.
    if (!isSha256(sha256)) throw new Error('not a SHA-256 file name');
    return path.join(root, sha256.slice(0, 2), sha256.slice(2, 4), sha256);
  };

  const sizeOf = async (file: string): Promise<number | null> => {
    try {
      return (await fs.stat(file)).size;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  };

  return {
    async put(bytes) {
      const sha256 = sha256Of(bytes);
      const target = pathOf(sha256);
      if ((await sizeOf(target)) !== null) return { sha256, size: bytes.byteLength };
      await fs.mkdir(path.dirname(target), { recursive: true });
      // Written under a temporary name and renamed: a reader never sees half a file, and two
      // writers of the same bytes both end with the same complete file.
      const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      await fs.writeFile(temporary, bytes, { flag: 'wx' });
      await fs.rename(temporary, target);
      return { sha256, size: bytes.byteLength };
    },
    async get(sha256) {
      if (!isSha256(sha256)) return null;
      try {
        return await fs.readFile(pathOf(sha256));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async stream(sha256) {
      if (!isSha256(sha256)) return null;
      const file = pathOf(sha256);
      const size = await sizeOf(file);
      if (size === null) return null;
      return { stream: createReadStream(file), size };
    },
    async has(sha256) {
      if (!isSha256(sha256)) return false;
      return (await sizeOf(pathOf(sha256))) !== null;
    },
  };
}
