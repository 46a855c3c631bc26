import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';

// The store's contract and naming, apart from the stores (local.ts, s3.ts) that implement them.

const SHA256 = /^[0-9a-f]{64}$/;

export function isSha256(value: string): boolean {
  return SHA256.test(value);
}

export function sha256Of(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Where a file lives inside a store: `ab/cd/<sha256>`, so no folder grows too large. */
export function storedPathOf(sha256: string): string {
  // The name is checked, so no caller can reach outside the store with '../'.
  if (!isSha256(sha256)) throw new Error('not a SHA-256 file name');
  return `${sha256.slice(0, 2)}/${sha256.slice(2, 4)}/${sha256}`;
}

/**
 * Content-addressed file store: a file is named by the SHA-256 of its bytes, so storing the same
 * bytes twice keeps one copy and a stored file never changes. Files live under DATA_DIR/files
 * (./local.ts) or in an S3-compatible bucket (./s3.ts); both pass the same contract tests.
 */
export type FileStore = {
  /** Stores the bytes (once) and answers their SHA-256 (hex). */
  put(bytes: Uint8Array): Promise<{ sha256: string; size: number }>;
  /** The bytes, or null when no such file is stored. */
  get(sha256: string): Promise<Buffer | null>;
  /** A stream of the bytes, or null when no such file is stored. */
  stream(sha256: string): Promise<{ stream: Readable; size: number } | null>;
  has(sha256: string): Promise<boolean>;
  /** Rejects when the store cannot be reached or written now (the health check). */
  check(): Promise<void>;
  close(): Promise<void>;
};
