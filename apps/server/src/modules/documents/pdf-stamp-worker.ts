/** A PDF stamping pool thread (pdf-stamper.ts): stamps and seals signed uploads. */
import { stampSignaturesOnPdf } from '../../platform/pdf/index.ts';
import { serveJobs } from '../../platform/workers/serve.ts';
import type { StampJob } from './pdf-stamper.ts';
import { sealPlanFor } from './render/sealed.ts';

serveJobs<StampJob, Uint8Array>(async (job) => {
  const bytes = await stampSignaturesOnPdf(
    job.original,
    job.placements,
    sealPlanFor(job.seal.identity, job.seal.info),
  );
  const movable = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  return {
    answer: bytes,
    transfer: movable && bytes.buffer instanceof ArrayBuffer ? [bytes.buffer] : [],
  };
});
