import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import { typescriptWorkerSource } from '../ts-worker.ts';
import { ImageError, IMAGE_MAX_PIXELS, REQUEST_MAX_PIXELS, type ReencodedImage } from './index.ts';
import { readImageSize } from './size.ts';

/**
 * Pixels waiting or being decoded before new pictures are refused (ImagesBusyError): four
 * requests at the per-request limit, about 8 s of one core. Beyond it a client is better told to
 * come back than kept waiting behind minutes of work, with its upload held in memory.
 */
export const QUEUE_MAX_PIXELS = 4 * REQUEST_MAX_PIXELS;

/**
 * How long one picture may hold a thread. The pixel limits keep honest pictures to about 2 s; a
 * file built to decode slowly is stopped here: its thread is ended and started again.
 */
export const JOB_TIMEOUT_MS = 20_000;

export type ImageQuestion = { id: number; bytes: Uint8Array; maxSide: number };
export type ImageAnswer =
  /** sent once the thread has loaded its code: a job's time counts from then */
  | { ready: true }
  | { id: number; png: Uint8Array; width: number; height: number; inked: boolean }
  | { id: number; key: ImageError['key'] }
  | { id: number; failure: string };

/** Decodes and re-encodes pictures in worker threads (worker.ts), a bounded number at a time. */
export type ImagePool = {
  /**
   * `reencodeAsPng` of index.ts in a pool thread. The pool takes the bytes: a Buffer that owns
   * its memory is moved to the thread, not copied, and is empty afterwards. Rejects with
   * ImageError for a picture it refuses, ImagesBusyError when the queue is full.
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

type Job = {
  id: number;
  bytes: Buffer;
  maxSide: number;
  pixels: number;
  resolve: (image: ReencodedImage) => void;
  reject: (error: Error) => void;
};

/** One thread, one job at a time; a thread that dies fails its job and is started again. */
class ImageThread {
  private worker: Worker | null = null;
  /** whether the worker has loaded its code: a job's time counts from then, not from start-up */
  private online = false;
  private timer: NodeJS.Timeout | null = null;
  job: Job | null = null;

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly jobTimeoutMs: number,
    private readonly done: (thread: ImageThread, job: Job) => void,
  ) {}

  run(job: Job): void {
    this.job = job;
    const worker = this.started();
    if (this.online) this.startTimer(job);
    const { bytes } = job;
    const view = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const question: ImageQuestion = { id: job.id, bytes: view, maxSide: job.maxSide };
    // Only a buffer of its own is moved: a small Buffer shares Node's allocation pool.
    const { buffer } = bytes;
    const movable =
      buffer instanceof ArrayBuffer &&
      bytes.byteOffset === 0 &&
      bytes.byteLength === buffer.byteLength;
    worker.postMessage(question, movable ? [buffer] : []);
  }

  private startTimer(job: Job): void {
    this.timer = setTimeout(() => {
      this.timeOut(job);
    }, this.jobTimeoutMs);
    this.timer.unref();
  }

  /** The picture took too long: its thread ends (nothing else can stop a decode) and it is refused. */
  private timeOut(job: Job): void {
    if (this.job !== job) return;
    const worker = this.worker;
    this.worker = null;
    this.log.warn({ ms: this.jobTimeoutMs }, 'image job timed out; its worker is restarted');
    this.settle((timedOut) => {
      timedOut.reject(new ImageError('image_too_large'));
    });
    if (worker) void worker.terminate();
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    this.settle((job) => {
      job.reject(new Error('image pool closed'));
    });
    if (worker) await worker.terminate();
  }

  private settle(settle: (job: Job) => void): void {
    const job = this.job;
    if (!job) return;
    this.job = null;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    settle(job);
    this.done(this, job);
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(typescriptWorkerSource(WORKER_ENTRY), { eval: true });
    // An idle pool does not keep the process alive.
    worker.unref();
    this.online = false;
    worker.on('message', (answer: ImageAnswer) => {
      if ('ready' in answer) {
        if (this.worker !== worker) return;
        this.online = true;
        if (this.job) this.startTimer(this.job);
        return;
      }
      if (answer.id !== this.job?.id) return;
      this.settle((job) => {
        if ('png' in answer) {
          const { png, width, height, inked } = answer;
          job.resolve({
            png: Buffer.from(png.buffer, png.byteOffset, png.byteLength),
            width,
            height,
            inked,
          });
        } else if ('key' in answer) {
          job.reject(new ImageError(answer.key));
        } else {
          job.reject(new Error(`image worker: ${answer.failure}`));
        }
      });
    });
    const fail = (error: Error) => {
      if (this.worker !== worker) return;
      this.worker = null;
      this.log.error({ err: error }, 'image worker stopped');
      this.settle((job) => {
        job.reject(error);
      });
    };
    worker.on('error', fail);
    worker.on('exit', (code) => {
      fail(new Error(`image worker exited with code ${code}`));
    });
    this.worker = worker;
    return worker;
  }
}

/**
 * `threads` workers, started at their first picture and kept; pictures wait in FIFO order. The
 * queue is bounded in pixels (read from the headers), not pictures: what costs is decoding.
 */
export function createImagePool(options: {
  threads: number;
  log: FastifyBaseLogger;
  maxQueuedPixels?: number;
  jobTimeoutMs?: number;
}): ImagePool {
  const maxQueuedPixels = options.maxQueuedPixels ?? QUEUE_MAX_PIXELS;
  const jobTimeoutMs = options.jobTimeoutMs ?? JOB_TIMEOUT_MS;
  const waiting: Job[] = [];
  let queuedPixels = 0;
  let nextId = 1;
  let closed = false;

  const dispatch = (): void => {
    for (const thread of threads) {
      if (thread.job) continue;
      const job = waiting.shift();
      if (!job) return;
      thread.run(job);
    }
  };
  const threads: ImageThread[] = Array.from(
    { length: Math.max(1, options.threads) },
    () =>
      new ImageThread(options.log, jobTimeoutMs, (_thread, job) => {
        queuedPixels -= job.pixels;
        dispatch();
      }),
  );

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
    const promises = pictures.map(
      (bytes, index) =>
        new Promise<ReencodedImage>((resolve, reject) => {
          waiting.push({
            id: nextId++,
            bytes,
            maxSide,
            pixels: sizes[index] ?? 0,
            resolve,
            reject,
          });
        }),
    );
    dispatch();
    return promises;
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
      for (const job of waiting.splice(0)) job.reject(new Error('image pool closed'));
      queuedPixels = 0;
      await Promise.all(threads.map((thread) => thread.close()));
    },
  };
}
