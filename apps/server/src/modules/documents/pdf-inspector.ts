import { availableParallelism } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
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

export function createPdfInspector(options: {
  log: FastifyBaseLogger;
  threads?: number;
  jobTimeoutMs?: number;
}): PdfInspector {
  const pool = createWorkerPool<Uint8Array, PdfInspection>({
    name: 'pdf inspector',
    entry: ENTRY,
    // Beside the event loop's core; uploads are rare next to reads.
    threads: options.threads ?? Math.min(2, Math.max(1, availableParallelism() - 1)),
    jobTimeoutMs: options.jobTimeoutMs ?? PDF_JOB_TIMEOUT_MS,
    log: options.log,
  });
  return {
    async inspect(bytes) {
      // A copy of its own is moved to the thread; the caller's buffer may share Node's pool.
      const own = new Uint8Array(bytes);
      try {
        return await pool.run(own, [own.buffer]);
      } catch (error) {
        if (error instanceof JobTimeoutError) return { ok: false, key: 'pdf_too_complex' };
        throw error;
      }
    },
    close: () => pool.close(),
  };
}
