/**
 * The pdf.js worker as a file of the build (the CSP allows same-origin and blob: workers). Its own
 * module, without pdf.js, so a screen can prefetch the worker without loading pdf.js itself.
 */
export const PDF_WORKER_URL = new URL(
  'pdfjs-dist/build/pdf.worker.min.mjs',
  import.meta.url,
).toString();
