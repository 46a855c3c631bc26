/** A PDF worker pool thread (pdf-inspector.ts): inspects uploaded PDFs beside the event loop. */
import { serveJobs } from '../../platform/workers/serve.ts';
import { inspectPdf, type PdfInspection } from './pdf-check.ts';

serveJobs<Uint8Array, PdfInspection>(async (bytes) => {
  const answer = await inspectPdf(bytes);
  if (!answer.ok) return { answer };
  const { buffer } = answer.storable;
  // The stored bytes go back moved, not copied, when they fill a buffer of their own.
  const movable = buffer instanceof ArrayBuffer && answer.storable.byteLength === buffer.byteLength;
  return { answer, transfer: movable ? [buffer] : [] };
});
