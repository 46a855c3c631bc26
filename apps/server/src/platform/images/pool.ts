import type { FastifyBaseLogger } from 'fastify';
import { createWorkerPool, JobTimeoutError } from '../workers/pool.ts';
import {
  ImageError,
  IMAGE_MAX_PIXELS,
  REQUEST_MAX_PIXELS,
  type ImageRefusal,
  type ReencodedImage,
} from './index.ts';
import { readImageSize } from './size.ts';

/**
 * Pixels waiting or being decoded before new pictures are refused (ImagesBusyError): four
 * requests at the per-request limit, about 8 s of one core. Beyond it a client is better told to
 * come back than kept waiting behind minutes of work, with its upload held in memory.
 */
export const QUEUE_MAX_PIXELS = 4 * REQUEST_MAX_PIXELS;

/**
 * How long one picture may hold a thread. The pixel limits keep honest pictures to about 2 s; a
 * file built to decode slowly is stopped here: its thread is ended and started again, and the
 * picture refused as `image_too_complex`.
 */
export const JOB_TIMEOUT_MS = 20_000;

/** What worker.ts is asked, and what it answers: the picture, or why it refuses it. */
export type ImageQuestion = { bytes: Uint8Array; maxSide: number };
export type ImageAnswer =
  { png: Uint8Array; width: number; height: number; inked: boolean } | { key: ImageRefusal };

/** Decodes and re-encodes pictures in worker threads (worker.ts), a bounded number at a time. */
export type ImagePool = {
  /**
   * `reencodeAsPng` of index.ts in a pool thread. The pool takes the bytes: a Buffer that owns
   * its memory is moved to the thread, not copied, and is empty afterwards. Rejects with
   * ImageError for a picture it refuses (`image_too_complex` past the time limit),
   * ImagesBusyError when the queue is full.
   */
  reencodeAsPng(bytes: Buffer, maxSide: number): Promise<ReencodedImage>;
  /**
   * Several pictures admitted together or not at all (ImagesBusyError, thrown at once), so a
   * refused request leaves no work behind; each promise settles on its own.
   */
  reencodeEach(pictures: readonly Buffer[], maxSide: number): Promise<ReencodedImage>[];
  close(): Promise<void>;
};

/** The queue holds QUEUE_MAX_PIXELS already: the caller answers 503 with Retry-After. */
export class ImagesBusyError extends Error {
  constructor() {
    super('image queue full');
    this.name = 'ImagesBusyError';
  }
}

const WORKER_ENTRY = new URL('./worker.ts', import.meta.url);

/** Only a buffer of its own is moved: a small Buffer shares Node's allocation pool. */
function movable(bytes: Buffer): ArrayBuffer[] {
  const { buffer } = bytes;
  return buffer instanceof ArrayBuffer &&
    bytes.byteOffset === 0 &&
    bytes.byteLength === buffer.byteLength
    ? [buffer]
    : [];
}

/**
 * `threads` workers of the generic pool (platform/workers), started at their first picture and
 * kept; pictures wait in FIFO order. The queue is bounded in pixels (read from the headers), not
 * pictures: what costs is decoding.
 */
export function createImagePool(options: {
  threads: number;
  log: FastifyBaseLogger;
  maxQueuedPixels?: number;
  jobTimeoutMs?: number;
}): ImagePool {
  const maxQueuedPixels = options.maxQueuedPixels ?? QUEUE_MAX_PIXELS;
  const pool = createWorkerPool<ImageQuestion, ImageAnswer>({
    name: 'image pool',
    entry: WORKER_ENTRY,
    threads: Math.max(1, options.threads),
    jobTimeoutMs: options.jobTimeoutMs ?? JOB_TIMEOUT_MS,
    log: options.log,
  });
  let queuedPixels = 0;
  let closed = false;

  const reencode = async (bytes: Buffer, maxSide: number): Promise<ReencodedImage> => {
    const view = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    let answer: ImageAnswer;
    try {
      answer = await pool.run({ bytes: view, maxSide }, movable(bytes));
    } catch (error) {
      if (error instanceof JobTimeoutError) throw new ImageError('image_too_complex');
      throw error;
    }
    if ('key' in answer) throw new ImageError(answer.key);
    const { png, width, height, inked } = answer;
    return { png: Buffer.from(png.buffer, png.byteOffset, png.byteLength), width, height, inked };
  };

  const reencodeEach = (pictures: readonly Buffer[], maxSide: number) => {
    if (closed) throw new Error('image pool closed');
    // A header that gives no size still costs its bytes' worth: the thread refuses it quickly.
    const sizes = pictures.map((bytes) => {
      const size = readImageSize(bytes);
      return size ? Math.min(size.width * size.height, IMAGE_MAX_PIXELS) : 0;
    });
    const pixels = sizes.reduce((sum, n) => sum + n, 0);
    // An empty queue takes any batch, so the bound can never refuse a request for good.
    if (queuedPixels > 0 && queuedPixels + pixels > maxQueuedPixels) throw new ImagesBusyError();
    queuedPixels += pixels;
    return pictures.map((bytes, index) =>
      reencode(bytes, maxSide).finally(() => {
        if (!closed) queuedPixels -= sizes[index] ?? 0;
      }),
    );
  };

  return {
    reencodeEach,
    async reencodeAsPng(bytes, maxSide) {
      const [promise] = reencodeEach([bytes], maxSide);
      if (!promise) throw new Error('no picture');
      return promise;
    },
    async close() {
      closed = true;
      queuedPixels = 0;
      await pool.close();
    },
  };
}
