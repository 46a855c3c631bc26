import { randomBytes } from 'node:crypto';
import { constants, createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { isSha256, sha256Of, storedPathOf, type FileStore } from './store.ts';

/** The local store: DATA_DIR/files/ab/cd/<sha256>. */
export function createLocalFileStore(dataDir: string): FileStore {
  const root = path.join(dataDir, 'files');
  const pathOf = (sha256: string): string => path.join(root, ...storedPathOf(sha256).split('/'));

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
    async check() {
      // Created on the first upload otherwise; a read-only or missing volume fails here.
      await fs.mkdir(root, { recursive: true });
      await fs.access(root, constants.W_OK);
    },
    close() {
      return Promise.resolve();
    },
  };
}
