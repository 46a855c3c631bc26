import { availableParallelism } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { createWorkerPool, JobTimeoutError } from '../../platform/workers/pool.ts';
import type { PdfInspection } from './pdf-check.ts';

/** `inspectPdf` of pdf-check.ts in worker threads: a 20 MB upload parses for seconds. */
export type PdfInspector = {
  inspect(bytes: Uint8Array): Promise<PdfInspection>;
  close(): Promise<void>;
};

declare module '../../platform/context.ts' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging
  interface ModuleDeps {
    /** uploaded PDFs checked and cleaned in worker threads */
    pdfInspector: PdfInspector;
  }
}

/**
 * The longest a PDF may take: an honest 20 MB file parses in a few seconds; one built to parse
 * forever is refused (`pdf_too_complex`) and its thread ended.
 */
export const PDF_JOB_TIMEOUT_MS = 30_000;

const ENTRY = new URL('./pdf-inspection-worker.ts', import.meta.url);

/** Uploads that may wait for a thread by default, besides those being inspected. */
export const PDF_INSPECTION_QUEUE = 8;

/** How long a client waits before sending an upload again when the queue is full. */
export const PDF_BUSY_RETRY_SECONDS = 5;

export function createPdfInspector(options: {
  log: FastifyBaseLogger;
  threads?: number;
  jobTimeoutMs?: number;
  /** uploads that may wait for a thread; past it `inspect` refuses (503, Retry-After) */
  maxWaiting?: number;
}): PdfInspector {
  const threads = options.threads ?? Math.min(2, Math.max(1, availableParallelism() - 1));
  const pool = createWorkerPool<Uint8Array, PdfInspection>({
    name: 'pdf inspector',
    entry: ENTRY,
    // Beside the event loop's core; uploads are rare next to reads.
    threads,
    jobTimeoutMs: options.jobTimeoutMs ?? PDF_JOB_TIMEOUT_MS,
    log: options.log,
  });
  // Each waiting upload holds up to 20 MB in memory: a burst is refused, not queued without end.
  const maxInFlight = threads + (options.maxWaiting ?? PDF_INSPECTION_QUEUE);
  let inFlight = 0;
  return {
    async inspect(bytes) {
      if (inFlight >= maxInFlight) {
        throw new AppError(503, 'service_unavailable', undefined, {
          'retry-after': String(PDF_BUSY_RETRY_SECONDS),
        });
      }
      inFlight++;
      // A copy of its own is moved to the thread; the caller's buffer may share Node's pool.
      const own = new Uint8Array(bytes);
      try {
        return await pool.run(own, [own.buffer]);
      } catch (error) {
        if (error instanceof JobTimeoutError) return { ok: false, key: 'pdf_too_complex' };
        throw error;
      } finally {
        inFlight--;
      }
    },
    close: () => pool.close(),
  };
}
