import { availableParallelism } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { SignaturePlacement, VerificationInfo } from '../../platform/pdf/index.ts';
import type { SealIdentity } from '../../platform/seal/index.ts';
import { AppError } from '../../platform/errors.ts';
import { createWorkerPool, JobTimeoutError } from '../../platform/workers/pool.ts';

/**
 * A signed upload's PDF made in worker threads: its signatures stamped on the uploaded pages,
 * the verification page added and the seal set. Parsing and writing a 20 MB upload takes
 * seconds, which a download must not hold the event loop for.
 */
export type PdfStamper = {
  stamp(job: StampJob): Promise<Uint8Array>;
  close(): Promise<void>;
};

/** What a thread needs: the upload, the placed signatures, and the seal's identity and page. */
export type StampJob = {
  original: Uint8Array;
  placements: SignaturePlacement[];
  seal: { identity: SealIdentity; info: VerificationInfo & { location: string } };
};

declare module '../../platform/context.ts' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging
  interface ModuleDeps {
    /** signed uploads stamped and sealed in worker threads */
    pdfStamper: PdfStamper;
  }
}

/** The longest a stamping may take; an upload built to take longer is refused, its thread ended. */
export const STAMP_JOB_TIMEOUT_MS = 30_000;

const ENTRY = new URL('./pdf-stamp-worker.ts', import.meta.url);

export function createPdfStamper(options: {
  log: FastifyBaseLogger;
  threads?: number;
  jobTimeoutMs?: number;
}): PdfStamper {
  const pool = createWorkerPool<StampJob, Uint8Array>({
    name: 'pdf stamper',
    entry: ENTRY,
    threads: options.threads ?? Math.min(2, Math.max(1, availableParallelism() - 1)),
    jobTimeoutMs: options.jobTimeoutMs ?? STAMP_JOB_TIMEOUT_MS,
    log: options.log,
  });
  return {
    async stamp(job) {
      // A copy of its own is moved to the thread; the stored bytes may share Node's pool.
      const original = new Uint8Array(job.original);
      try {
        return await pool.run({ ...job, original }, [original.buffer]);
      } catch (error) {
        if (error instanceof JobTimeoutError) throw new AppError(422, 'pdf_too_complex');
        throw error;
      }
    },
    close: () => pool.close(),
  };
}
