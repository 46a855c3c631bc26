import type { Config } from '../../config.ts';
import { createLocalFileStore } from './local.ts';
import { createS3FileStore } from './s3.ts';
import type { FileStore } from './store.ts';

export { isSha256, sha256Of, storedPathOf, type FileStore } from './store.ts';

/** The store the configuration asks for: an S3-compatible bucket, or local files. */
export function createFileStore(config: Pick<Config, 'dataDir' | 's3'>): FileStore {
  return config.s3 ? createS3FileStore(config.s3) : createLocalFileStore(config.dataDir);
}
