// What other modules, the app and its commands may use of this module: nothing else is
// reached from outside (eslint.config.js refuses an import of a module's inner file).
export * from './service.ts';
export { rowMarks } from './main-marks.ts';
export {
  checkCapturedAt,
  findQueuedItem,
  recordQueuedItem,
  recordQueuedRemark,
  type QueuedItem,
} from './offline-items.ts';
export {
  appendChainRecord,
  chainEntriesOf,
  chainHead,
  holdDocumentChain,
  type NewChainRecord,
} from './chain.ts';
export { loadDocumentFacts, requireDocument } from './guard.ts';
export { documentForRender } from './read.ts';
export { readMultipart, type MultipartForm, type UploadedFile } from './multipart.ts';
export { UPLOAD_MAX_BYTES } from './pdf-check.ts';
export { createPdfInspector } from './pdf-inspector.ts';
export { createPdfStamper } from './pdf-stamper.ts';
export { documentRenderRoutes } from './render/routes.ts';
export { ensureVerifyId } from './render/sealed.ts';
export {
  renderDocumentDownload,
  renderDocumentPdf,
  renderDocumentXml,
  type FileAnswer,
} from './render/service.ts';
export { documentsRoutes } from './routes.ts';
export { insertImportedCmr, recordEcmrImport, type ImportedSignatureRecord } from './imported.ts';
