import { Readable } from 'node:stream';
import {
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Config } from '../../config.ts';
import { isSha256, sha256Of, storedPathOf, type FileStore } from './store.ts';

export type S3Settings = NonNullable<Config['s3']>;

/** An unreachable endpoint fails the request after this long instead of the OS's minutes. */
const CONNECTION_TIMEOUT_MS = 2_500;
/** Until the answer's headers arrive (a 20 MB PUT included); a body then streams at its pace. */
const REQUEST_TIMEOUT_MS = 30_000;
/**
 * A socket silent this long (a store stalled mid-body, or a client that reads nothing of its
 * download) is closed, so no request waits forever; a slow but moving download is not cut.
 */
const SOCKET_IDLE_TIMEOUT_MS = 60_000;
/** HEAD requests carry no body: a store that takes longer to answer one is as good as down. */
const HEAD_TIMEOUT_MS = 5_000;
/** One retry: a dropped keep-alive socket is retried, an outage answers 503 within seconds. */
const MAX_ATTEMPTS = 2;
const MAX_SOCKETS = 50;

/** The SDK client with the settings the store relies on: fast failure, keep-alive, no trailers. */
export function createS3Client(settings: S3Settings): S3Client {
  const agent = { keepAlive: true, maxSockets: MAX_SOCKETS };
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    // Unset: the SDK's default chain (environment, profile, instance or task role).
    ...(settings.accessKeyId && settings.secretAccessKey
      ? {
          credentials: {
            accessKeyId: settings.accessKeyId,
            secretAccessKey: settings.secretAccessKey,
          },
        }
      : {}),
    // Checksums only where S3 demands them: many S3-compatible servers refuse the aws-chunked
    // bodies with trailing checksums that the SDK sends by default. Integrity is ours anyway: the
    // key is the SHA-256 of the bytes.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: MAX_ATTEMPTS,
    requestHandler: {
      connectionTimeout: CONNECTION_TIMEOUT_MS,
      requestTimeout: REQUEST_TIMEOUT_MS,
      throwOnRequestTimeout: true,
      socketTimeout: SOCKET_IDLE_TIMEOUT_MS,
      httpAgent: agent,
      httpsAgent: agent,
    },
  });
}

/**
 * A missing object: GetObject says NoSuchKey, HEAD (an answer without a body) only NotFound. A
 * missing bucket (NoSuchBucket) is a fault of the setup, not a missing file.
 */
function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound')
  );
}

/** Reads a body of known length into one buffer of that length: no chunk list, no concat. */
async function readExactly(body: Readable, size: number): Promise<Buffer> {
  const bytes = Buffer.allocUnsafeSlow(size);
  let offset = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    // Leaving the loop by a throw destroys the body (and frees its socket).
    if (offset + chunk.byteLength > size) {
      throw new Error('the stored object is longer than its Content-Length');
    }
    chunk.copy(bytes, offset);
    offset += chunk.byteLength;
  }
  if (offset !== size) throw new Error('the stored object ended before its Content-Length');
  return bytes;
}

/**
 * Files in an S3-compatible bucket under `ab/cd/<sha256>`. A PUT becomes visible only whole, so no
 * reader ever sees half a file, and two writers of the same bytes leave the same object.
 */
export function createS3FileStore(
  settings: S3Settings,
  client: S3Client = createS3Client(settings),
): FileStore {
  const Bucket = settings.bucket;

  const sizeOf = async (sha256: string): Promise<number | null> => {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: storedPathOf(sha256) }), {
        requestTimeout: HEAD_TIMEOUT_MS,
      });
      return head.ContentLength ?? 0;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };

  const open = async (sha256: string): Promise<{ stream: Readable; size: number } | null> => {
    if (!isSha256(sha256)) return null;
    try {
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: storedPathOf(sha256) }));
      const body = answer.Body;
      if (!(body instanceof Readable) || answer.ContentLength === undefined) {
        if (body instanceof Readable) body.destroy();
        throw new Error('GetObject answered without a body stream or Content-Length');
      }
      return { stream: body, size: answer.ContentLength };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };

  return {
    async put(bytes) {
      const sha256 = sha256Of(bytes);
      const size = bytes.byteLength;
      if ((await sizeOf(sha256)) !== null) return { sha256, size };
      // The caller's buffer itself is the body: the SDK hashes it for the signature and hands it
      // to the socket without a copy.
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: storedPathOf(sha256),
          Body: bytes,
          ContentLength: size,
          ContentType: 'application/octet-stream',
        }),
      );
      return { sha256, size };
    },
    async get(sha256) {
      const found = await open(sha256);
      return found ? readExactly(found.stream, found.size) : null;
    },
    stream: open,
    async has(sha256) {
      if (!isSha256(sha256)) return false;
      return (await sizeOf(sha256)) !== null;
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }), { requestTimeout: HEAD_TIMEOUT_MS });
    },
    close() {
      client.destroy();
      return Promise.resolve();
    },
  };
}
