import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { createWorkerPool, JobTimeoutError } from '../../platform/workers/pool.ts';
import type { EcmrReading } from './parse.ts';

/** parse.ts's `readEcmrFile` in a worker thread: parsing and validating is CPU work. */
export type EcmrReader = {
  read(bytes: Uint8Array): Promise<EcmrReading>;
  close(): Promise<void>;
};

declare module '../../platform/context.ts' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging
  interface ModuleDeps {
    /** imported eCMR messages parsed and validated in a worker thread */
    ecmrReader: EcmrReader;
  }
}

/** A 5 MB message validates in well under a second; past this its thread is ended. */
export const ECMR_JOB_TIMEOUT_MS = 20_000;

/** Imports that may wait for the thread besides the one being read. */
const ECMR_QUEUE = 4;

const ENTRY = new URL('./reader-worker.ts', import.meta.url);

export function createEcmrReader(options: { log: FastifyBaseLogger }): EcmrReader {
  // One thread: imports are rare; the thread starts at the first import, not with the server.
  const pool = createWorkerPool<Uint8Array, EcmrReading>({
    name: 'ecmr reader',
    entry: ENTRY,
    threads: 1,
    jobTimeoutMs: ECMR_JOB_TIMEOUT_MS,
    log: options.log,
  });
  let inFlight = 0;
  return {
    async read(bytes) {
      if (inFlight > ECMR_QUEUE) {
        throw new AppError(503, 'service_unavailable', undefined, { 'retry-after': '5' });
      }
      inFlight++;
      const own = new Uint8Array(bytes);
      try {
        return await pool.run(own, [own.buffer]);
      } catch (error) {
        if (error instanceof JobTimeoutError) {
          return { ok: false, key: 'ecmr_not_valid', detail: 'took too long to read' };
        }
        throw error;
      } finally {
        inFlight--;
      }
    },
    close: () => pool.close(),
  };
}
